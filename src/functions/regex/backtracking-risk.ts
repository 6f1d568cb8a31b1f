// One token of a pattern: a named back-reference, an escape, a whole class (JavaScript closes
// `[]` and `[^]` at once), a group opening with its `?:` `?=` `?!` `?<=` `?<!` `?<name>` prefix,
// a quantifier (captured) with any lazy `?` or possessive-looking `+`, or one other character.
const tokens =
  /\\k<[^>]*>|\\[^]|\[\^?(?:\\[^]|[^\]\\])*\]?|\((?:\?(?:<(?![=!])[^>]*>?|<?[^]))?|((?:[*+?]|\{\d+(?:,\d*)?\})[?+]?)|[^]/g;

/**
 * Whether a backtracking engine could take more than (n + 1)² passes over the pattern on an
 * input of n characters: the pattern has a lookaround, a quantified group or back-reference,
 * or more than one choice (a `|`, or a quantifier whose count varies: `?` `*` `+` `{n,}`
 * `{n,m}`). Otherwise the engine tries each start and, from there, each count or branch of
 * the one choice, each at most once: (n + 1)² passes, each costing O(pattern + n) (only
 * back-references and counted repeats take more than a step, and they consume the input).
 * A conservative syntactic check.
 */
export function hasBacktrackingRisk(pattern: string): boolean {
  let choices = 0;
  let previous = '';
  for (const [token, quantifier] of pattern.matchAll(tokens)) {
    if (/^\(\?<?[=!]/.test(token)) return true;
    if (quantifier && (previous === ')' || /^\\[1-9k]/.test(previous))) return true;
    if (token === '|' || (quantifier && !/^\{(\d+)\}/.test(quantifier))) choices++;
    previous = token;
  }
  return choices > 1;
}
