// One token of a pattern: an escape, a whole class (JavaScript closes `[]` and `[^]` at once), a
// group opening with its `?:` `?=` `?!` `?<=` `?<!` `?<name>` prefix, a quantifier (captured,
// with its unbounded form captured again) with any lazy `?` or possessive-looking `+`, or one
// other character.
const tokens =
  /\\[^]|\[\^?(?:\\[^]|[^\]\\])*\]?|\((?:\?(?:<(?![=!])[^>]*>?|<?[^]))?|((?:([*+]|\{\d+,\})|\?|\{\d+(?:,\d+)?\})[?+]?)|[^]/g;

/**
 * Whether a pattern can make a backtracking engine take super-linear time: a group repeated
 * without bound (`*`, `+`, `{n,}`) that itself holds a quantifier or an alternation, as in
 * `(a+)+`, `(a|aa)*`, `(\w+\s?)*`. A conservative syntactic check.
 */
export function hasBacktrackingRisk(pattern: string): boolean {
  // Per open group: whether it holds a quantifier or an alternation, at any depth.
  const groups = [false];
  let closedRisky = false; // The previous token closed a group holding one.
  for (const [token, quantifier, unbounded] of pattern.matchAll(tokens)) {
    if (quantifier && closedRisky && unbounded) return true;
    closedRisky = token === ')' && groups.length > 1 && groups.pop()!;
    if (quantifier || token === '|' || closedRisky) groups[groups.length - 1] = true;
    else if (token[0] === '(') groups.push(false);
  }
  return false;
}
