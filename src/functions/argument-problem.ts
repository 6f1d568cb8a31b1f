import type {FunctionDefinition} from './types.js';

/**
 * Why resolved arguments fail a function's argument schema, as the end of an error message
 * (` (argument "x"): Expected a number`), or undefined when they pass (or it has no schema).
 */
export function argumentProblem(
  definition: FunctionDefinition,
  args: Record<string, unknown>,
): string | undefined {
  const checked = definition.args?.safeParse(args);
  if (!checked || checked.success) return undefined;
  const issue = checked.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (argument "${issue.path.join('.')}")` : '';
  return `${where}: ${issue?.message ?? 'invalid input'}`;
}
