import {memo} from '../locale.js';
import {hasBacktrackingRisk} from './backtracking-risk.js';
import {compileLinear, runLinear, type LinearRegex} from './linear-regex.js';

/** Longest pattern accepted; longer ones are refused. */
export const MAX_PATTERN_LENGTH = 1000;
/** Longest input tested by the linear matcher; longer values do not match. */
export const MAX_INPUT_LENGTH = 10_000;
/** Longest input tested by the linear matcher when the pattern has lookarounds. */
export const MAX_INPUT_LENGTH_SLOW = 1000;
/** Longest input tested by the native engine: its (n + 1)² passes stay within milliseconds. */
export const MAX_INPUT_LENGTH_NATIVE = 300;

/** Why a `regex` check returned false without running the pattern. */
export type RegexRefusal = 'invalid' | 'too-long' | 'input-too-long' | 'catastrophic';

/** A pattern compiled for the linear matcher, else for the native engine, else why it is refused. */
type Compiled = LinearRegex | RegExp | 'invalid' | 'catastrophic';

const compiled = new Map<string, Compiled>();

function compile(pattern: string): Compiled {
  return memo(compiled, pattern, () => {
    // Unicode where the pattern is valid so (as HTML's pattern attribute): \p{L} is a letter and
    // an emoji one character; patterns valid only without the flag (\@, a{,2}) keep their meaning.
    let native: RegExp;
    try {
      native = new RegExp(pattern, 'u');
    } catch {
      try {
        native = new RegExp(pattern);
      } catch {
        return 'invalid';
      }
    }
    return (
      compileLinear(pattern, native.flags) ??
      (hasBacktrackingRisk(pattern) ? 'catastrophic' : native)
    );
  });
}

/**
 * What to tell of a pattern written as a JavaScript literal, `/^\d+$/` or `/abc/i` (as LLMs
 * write them), which is read as written: its slashes are characters to match and its flags
 * letters, so it hardly ever matches. Undefined for another pattern.
 */
export function regexLiteralProblem(pattern: unknown): string | undefined {
  return typeof pattern === 'string' && /^\/.+\/[dgimsuyv]*$/s.test(pattern)
    ? `${JSON.stringify(pattern)} is a JavaScript literal; write the pattern without slashes (flags are not supported)`
    : undefined;
}

/**
 * Tests `value` against `pattern` as `new RegExp(pattern, 'u').test(value)` would, or without
 * the flag for a pattern valid only so, but never lets an agent's pattern freeze the page:
 * - Patterns are run by a linear-time matcher (a Pike VM over a Thompson NFA, see
 *   {@link runLinear}): its time is O(input × pattern) for every pattern, so `(a+)+$` on
 *   `aaaa…b` answers at once. Inputs over {@link MAX_INPUT_LENGTH} chars (1000 when the pattern
 *   has lookarounds) do not match; patterns over {@link MAX_PATTERN_LENGTH} chars are refused.
 * - Only patterns the matcher cannot run (back-references, huge counted repeats, modifiers) go
 *   to the native engine, and only when a backtracking engine is bounded on them: no
 *   lookaround, no quantified group or back-reference, at most one choice (a `|` or one
 *   quantifier whose count varies; {@link hasBacktrackingRisk}), and inputs up to
 *   {@link MAX_INPUT_LENGTH_NATIVE} chars. That is at most (n + 1)² passes over pattern and
 *   input, a few milliseconds; other such patterns are refused as catastrophic.
 * - Invalid patterns do not match. Never throws.
 *
 * @example
 * safeRegexTest('^[0-9]{5}$', '12345'); // → {matched: true}
 * // Catastrophic for a backtracking engine; answered at once:
 * safeRegexTest('(a+)+$', 'a'.repeat(30) + 'b'); // → {matched: false}
 */
export function safeRegexTest(
  pattern: unknown,
  value: string,
): {matched: boolean; refusal?: RegexRefusal} {
  const refuse = (refusal: RegexRefusal) => ({matched: false, refusal});
  if (typeof pattern !== 'string') return refuse('invalid');
  if (pattern.length > MAX_PATTERN_LENGTH) return refuse('too-long');
  const regex = compile(pattern);
  if (typeof regex === 'string') return refuse(regex);
  const native = regex instanceof RegExp;
  const limit = native
    ? MAX_INPUT_LENGTH_NATIVE
    : regex.hasLookaround
      ? MAX_INPUT_LENGTH_SLOW
      : MAX_INPUT_LENGTH;
  if (value.length > limit) return refuse('input-too-long');
  return {matched: native ? regex.test(value) : runLinear(regex, value)};
}
