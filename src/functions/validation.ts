import {isMissing, toDisplayString, toNumber} from './coerce.js';

/** True unless the value is null, undefined, '' or an empty array (whitespace counts as present). */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

// The last text measured: a field's checks measure the same value one after another.
let measured = '';
let measuredLength = 0;

/**
 * A length to check against [min, max]: strings are measured in Unicode code points (an emoji
 * counts once), arrays by their items, anything else by its display text. Counts without
 * copying the text, once for a text measured several times in a row.
 */
export function lengthOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  const text = toDisplayString(value);
  if (text !== measured) {
    measuredLength = 0;
    for (const _ of text) measuredLength++;
  }
  measured = text; // An equal copy is compared once, then found as the same string.
  return measuredLength;
}

/**
 * Why `min`/`max` of a range check make no sense, or undefined: a bound that is present but no
 * number (which the check ignores), or `min` above `max` (which no value satisfies).
 */
export function boundsProblem(min: unknown, max: unknown): string | undefined {
  if ([min, max].some((bound) => !isMissing(bound) && Number.isNaN(toNumber(bound)))) {
    return 'min and max must be numbers';
  }
  return toNumber(min) > toNumber(max) ? `min ${min} is greater than max ${max}` : undefined;
}

/**
 * Whether `value` lies within [min, max] (each bound optional and ignored when not a number); a
 * value that is no number (NaN: missing, non-numeric) is out of range.
 */
export function withinBounds(value: number, min: unknown, max: unknown): boolean {
  // A bound that is no number is NaN, which every comparison fails: no limit.
  return !Number.isNaN(value) && !(value < toNumber(min)) && !(value > toNumber(max));
}

/** RFC 5321 caps an address at 254 characters; the cap also bounds the pattern's work. */
const MAX_EMAIL_LENGTH = 254;
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether the value looks like an email address: one `@`, no whitespace, a dotted domain
 * without empty labels, at most 254 characters. */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && emailPattern.test(value);
}
