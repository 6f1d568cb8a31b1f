/**
 * The JSON Pointer reported to the agent for a field of its message: from within the message's
 * operation when the field is in it (`/components/0/text`, as the spec's VALIDATION_FAILED
 * example), else from the message (`/version`). `kinds`: the protocol version's operations. The
 * two never collide: no operation has a field named as a message's.
 */
export function inOperation(path: string, kinds: readonly string[]): string {
  const end = path.indexOf('/', 1);
  const first = path.slice(1, end < 0 ? undefined : end);
  return kinds.includes(first) ? path.slice(first.length + 1) : path;
}

/**
 * Validation problems as they are reported: one per invalid component (the problems whose path
 * starts with the same `component` match) and one for all the others. A component's problems
 * are listed, three at most, each after the property it is about unless it names it; the others
 * are the first one. Past those, "(and N more)".
 */
export function summarizeProblems<P extends {readonly path: string; readonly message: string}>(
  problems: readonly P[],
  component: RegExp,
): {path: string; message: string}[] {
  const groups = new Map<string, P[]>();
  for (const problem of problems) {
    const key = component.exec(problem.path)?.[0] ?? '';
    const group = groups.get(key);
    if (group) group.push(problem);
    else groups.set(key, [problem]);
  }
  return [...groups].map(([key, group]) => {
    // All of a component's problems at once: a misspelt property shows as unknown beside the
    // required one it leaves missing.
    const shown = group.slice(0, key ? 3 : 1).map(({path, message}) => {
      const property = group[1] && path.slice(key.length + 1);
      if (property) message = message.replace(/\.$/, ''); // v0.8 messages end with a stop
      return !property || message.includes(`"${property.split('/').pop()}"`)
        ? message
        : `${property}: ${message}`;
    });
    const more = group.length - shown.length;
    return {
      path: group[0]!.path,
      message: shown.join('; ') + (more ? ` (and ${more} more)` : ''),
    };
  });
}
