import type {FunctionContext} from './types.js';

/**
 * Reports `problem` of the function `name` to the context (`name: problem`) and returns '', what a
 * function that cannot do its work shows.
 */
export function reportProblem(
  context: Pick<FunctionContext, 'reportError'>,
  name: string,
  problem: string,
): '' {
  context.reportError?.(`${name}: ${problem}`);
  return '';
}
