/**
 * Validation problems as they are reported: one per invalid component (the problems whose path
 * starts with the same `component` match) and one for all the others, each the group's first
 * problem with "(and N more)" when the group has more.
 */
export function summarizeProblems<P extends {readonly path: string; readonly message: string}>(
  problems: readonly P[],
  component: RegExp,
): {path: string; message: string}[] {
  const groups = new Map<string, [first: P, more: number]>();
  for (const problem of problems) {
    const key = component.exec(problem.path)?.[0] ?? '';
    const group = groups.get(key);
    if (group) group[1]++;
    else groups.set(key, [problem, 0]);
  }
  return [...groups.values()].map(([{path, message}, more]) => ({
    path,
    message: more ? `${message} (and ${more} more)` : message,
  }));
}
