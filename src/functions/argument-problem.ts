import {readableErrors} from '../protocol/issues.js';
import type {FunctionDefinition} from './types.js';

/**
 * Why resolved arguments fail a function's argument schema (`invalid argument "pattern": Expected
 * string, received number`, `missing argument "value"`), or undefined when they pass (or it has
 * no schema).
 */
export function argumentProblem(
  definition: FunctionDefinition,
  args: Record<string, unknown>,
): string | undefined {
  const checked = definition.args?.safeParse(args);
  if (!checked || checked.success) return undefined;
  const [{path, message} = {path: '', message: 'Invalid input'}] = readableErrors(
    args,
    checked.error.issues,
  );
  const name = path.slice(1);
  // readableErrors names a missing property in full; here the argument says it.
  return message.startsWith('Missing')
    ? `missing argument "${name}"`
    : `invalid argument${name ? ` "${name}"` : 's'}: ${message}`;
}
