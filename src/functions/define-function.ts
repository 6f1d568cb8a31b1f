import type {ZodMiniType} from 'zod/mini';
import type {FunctionDefinition} from './types.js';

/**
 * Defines a catalog function (returns it as it is): its `impl` receives the arguments typed from
 * its `args` schema (`args: z.object({value: z.number()})` → `impl: ({value}) => …` with
 * `value: number`), so a wrong use fails to type-check.
 */
export function defineFunction<Args = Record<string, unknown>>(
  definition: FunctionDefinition<Args> & {readonly args?: ZodMiniType<Args>},
): FunctionDefinition<Args> {
  return definition;
}
