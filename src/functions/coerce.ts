/**
 * The renderer guide's type coercion rules, as the functions apply them to resolved arguments.
 */

/** Any value as display text: null/undefined → '', objects and arrays → JSON, numbers and
 * booleans → their locale-neutral string form. Never throws. */
export function toDisplayString(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? '';
    } catch {
      return ''; // Cycles cannot come from JSON data; refuse them quietly.
    }
  }
  // Functions and symbols have no textual meaning for a user.
  return typeof value === 'function' || typeof value === 'symbol' ? '' : String(value);
}

// Decimal notation, as a user types a number: not 0x10, 0b11 or Infinity, which Number reads.
const decimal = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** A number from a number or a string in decimal notation (`-1.5`, ` 7 `, `.5`, `1e3`); NaN for
 * anything else, including null, undefined, booleans and blank strings, so callers can tell
 * "missing". */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && decimal.test(value) ? Number(value) : Number.NaN;
}

/** A boolean: strings 'true'/'false' (any case), numbers non-zero; other strings, null and
 * undefined are false; objects are true. */
export function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim().toLowerCase() === 'true';
  if (typeof value === 'number') return Boolean(value); // 0 and NaN are false.
  return value !== null && typeof value === 'object';
}

/** True for a value that is not there yet: null, undefined, or a blank string (an empty
 * field). Functions give their neutral value for it without a report. */
export function isMissing(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

/** What kind of value this is (`string`, `object`, `NaN`), for problem reports that name the
 * kind but never repeat data a user typed. */
export function kindOf(value: unknown): string {
  return typeof value == 'number' ? String(value) : typeof value;
}
