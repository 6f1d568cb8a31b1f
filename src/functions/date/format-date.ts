import {toInstant} from './date-value.js';
import {formatDatePattern, knownZone} from './format-date-pattern.js';

/**
 * `formatDate`: a date value (Date, ms timestamp, ISO 8601 string; see {@link toInstant})
 * formatted with a TR35 pattern in `locale` and `timeZone`. '' when the value is no date or
 * the pattern is not a string.
 */
export function formatDate(
  value: unknown,
  pattern: unknown,
  options: {locale?: string; timeZone?: string} = {},
): string {
  if (typeof pattern !== 'string') return '';
  const timeZone = knownZone(options.timeZone);
  const instant = toInstant(value, timeZone);
  if (instant === undefined) return '';
  try {
    // formatDatePattern falls back from an unknown zone the same way.
    return formatDatePattern(instant, pattern, options);
  } catch {
    return ''; // Outside Intl's date range (±8.64e15 ms) nothing can be shown.
  }
}
