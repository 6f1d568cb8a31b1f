import {hasBacktrackingRisk} from './backtracking-risk.js';

/** Longest pattern accepted; longer ones are refused. */
export const MAX_PATTERN_LENGTH = 1000;
/** Longest input tested; longer values do not match. */
export const MAX_INPUT_LENGTH = 10_000;

const compiled = new Map<string, RegExp | null>();

/** Why a `regex` check returned false without running the pattern. */
export type RegexRefusal = 'invalid' | 'too-long' | 'input-too-long' | 'catastrophic';

/**
 * Tests `value` against `pattern` (no flags, like `new RegExp(pattern)`), bounded so an agent's
 * pattern can never freeze the page:
 * - patterns over {@link MAX_PATTERN_LENGTH} and inputs over {@link MAX_INPUT_LENGTH} chars do
 *   not match;
 * - patterns with super-linear backtracking risk (nested unbounded quantifiers, a repeated
 *   alternation, back-references: see {@link hasBacktrackingRisk}) are refused;
 * - invalid patterns do not match. Never throws.
 */
export function safeRegexTest(
  pattern: unknown,
  value: string,
): {matched: boolean; refusal?: RegexRefusal} {
  if (typeof pattern !== 'string') return {matched: false, refusal: 'invalid'};
  if (pattern.length > MAX_PATTERN_LENGTH) return {matched: false, refusal: 'too-long'};
  if (value.length > MAX_INPUT_LENGTH) return {matched: false, refusal: 'input-too-long'};
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    try {
      regex = new RegExp(pattern);
    } catch {
      regex = null;
    }
    if (compiled.size >= 200) compiled.delete(compiled.keys().next().value as string);
    compiled.set(pattern, regex);
  }
  if (regex === null) return {matched: false, refusal: 'invalid'};
  if (hasBacktrackingRisk(pattern)) return {matched: false, refusal: 'catastrophic'};
  return {matched: regex.test(value)};
}
