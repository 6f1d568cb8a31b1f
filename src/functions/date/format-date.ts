import {isMissing, kindOf} from '../coerce.js';
import {reportProblem} from '../report-problem.js';
import {toInstant} from './date-value.js';
import {formatDatePattern, knownZone} from './format-date-pattern.js';

/**
 * `formatDate`: a date value (Date, ms timestamp, ISO 8601 string; see {@link toInstant})
 * formatted with a TR35 pattern in `locale` and `timeZone`. '' when the value or pattern is
 * missing (null, undefined, blank); also '' for a value that is no date (or outside the dates
 * `Intl` can show) or a pattern that is no string, which go to `options.reportError`.
 */
export function formatDate(
  value: unknown,
  pattern: unknown,
  options: {locale?: string; timeZone?: string; reportError?(message: string): void} = {},
): string {
  const report = (problem: string) => reportProblem(options, 'formatDate', problem);
  if (isMissing(value) || pattern == null) return '';
  if (typeof pattern !== 'string')
    return report(`format is not a string (received ${kindOf(pattern)})`);
  const timeZone = knownZone(options.timeZone);
  const instant = toInstant(value, timeZone);
  if (instant === undefined) return report(`value is not a date (received ${kindOf(value)})`);
  try {
    // formatDatePattern falls back from an unknown zone the same way.
    return formatDatePattern(instant, pattern, options);
  } catch {
    return report("value is outside Intl's date range");
  }
}
