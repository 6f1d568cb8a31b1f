/**
 * Whether a pattern can make a backtracking engine take super-linear time: a group repeated
 * without bound (`*`, `+`, `{n,}`) that itself holds a quantifier or an alternation, as in
 * `(a+)+`, `(a|aa)*`, `(\w+\s?)*`. A conservative syntactic check.
 */
export function hasBacktrackingRisk(pattern: string): boolean {
  const groups: {risky: boolean}[] = [{risky: false}];
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i]!;
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (char === '[') {
      i = skipClass(pattern, i);
      continue;
    }
    if (char === '(') {
      groups.push({risky: false});
      i = skipGroupPrefix(pattern, i + 1);
      continue;
    }
    if (char === '|') {
      groups.at(-1)!.risky = true;
      i++;
      continue;
    }
    if (char === ')') {
      const group = groups.length > 1 ? groups.pop()! : {risky: false};
      const quantifier = quantifierAt(pattern, i + 1);
      if (quantifier.unbounded && group.risky) return true;
      if (group.risky || quantifier.length > 0) groups.at(-1)!.risky = true;
      i += 1 + quantifier.length;
      continue;
    }
    const quantifier = quantifierAt(pattern, i);
    if (quantifier.length > 0) {
      groups.at(-1)!.risky = true;
      i += quantifier.length;
      continue;
    }
    i++;
  }
  return false;
}

/** Skips `?:`, `?=`, `?!`, `?<=`, `?<!` and `?<name>` so their `?` is not a quantifier. */
function skipGroupPrefix(pattern: string, i: number): number {
  if (pattern[i] !== '?') return i;
  if (pattern[i + 1] === '<' && pattern[i + 2] !== '=' && pattern[i + 2] !== '!') {
    const close = pattern.indexOf('>', i);
    return close === -1 ? i + 2 : close + 1;
  }
  return i + (pattern[i + 1] === '<' ? 3 : 2);
}

function skipClass(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
  return i + 1;
}

function quantifierAt(pattern: string, i: number): {length: number; unbounded: boolean} {
  const char = pattern[i];
  let length = 0;
  let unbounded = false;
  if (char === '*' || char === '+') {
    length = 1;
    unbounded = true;
  } else if (char === '?') {
    length = 1;
  } else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i, i + 24));
    if (match) {
      length = match[0].length;
      unbounded = match[2] !== undefined && match[3] === '';
    }
  }
  if (length > 0 && (pattern[i + length] === '?' || pattern[i + length] === '+')) length++;
  return {length, unbounded};
}
