import {isMissing, kindOf, toBoolean, toDisplayString, toNumber} from './coerce.js';
import {memo, safeLocale} from './locale.js';
import {reportProblem} from './report-problem.js';
import type {FunctionContext} from './types.js';

const formats = new Map<string, Intl.NumberFormat>();

/** Arguments shared by `formatNumber` and `formatCurrency`, as resolved from the call. */
export interface NumberFormatArgs {
  readonly value?: unknown;
  /** Fraction digits, both minimum and maximum: a whole number from 0 to 100; absent → the
   * locale's default. */
  readonly decimals?: unknown;
  /** Group separators unless explicitly false (or 'false'). */
  readonly grouping?: unknown;
}

/**
 * A number as locale text with `Intl.NumberFormat` for function `name`; '' when the value is
 * missing (see {@link isMissing}). A present value that is no number, decimals outside 0–100
 * (clamped) or a failing `Intl` go to `context.reportError`. `currency` (ISO 4217, upper case)
 * switches to currency style.
 */
export function formatLocaleNumber(
  name: string,
  args: NumberFormatArgs,
  context: Pick<FunctionContext, 'locale' | 'reportError'>,
  currency?: string,
): string {
  const report = (problem: string) => reportProblem(context, name, problem);
  const value = toNumber(args.value);
  const decimals = toNumber(args.decimals);
  const digits = Math.min(100, Math.max(0, Math.round(decimals)));
  if (digits !== decimals && !isMissing(args.decimals)) {
    report(`decimals must be a whole number 0–100, not ${toDisplayString(args.decimals)}`);
  }
  if (Number.isNaN(value))
    return isMissing(args.value)
      ? ''
      : report(`value is not a number (received ${kindOf(args.value)})`);
  const resolved = safeLocale(context.locale);
  // Options left undefined take Intl's defaults (and are left out of the cache key).
  const fixed = Number.isFinite(decimals) ? digits : undefined;
  const options: Intl.NumberFormatOptions = {
    style: currency ? 'currency' : undefined,
    currency,
    minimumFractionDigits: fixed,
    maximumFractionDigits: fixed,
    useGrouping: args.grouping == null || toBoolean(args.grouping),
    signDisplay: 'negative', // -0.001 with two decimals reads 0.00, not -0.00.
  };
  try {
    return memo(
      formats,
      `${resolved}${JSON.stringify(options)}`,
      () => new Intl.NumberFormat(resolved, options),
    ).format(value);
  } catch (error) {
    return report(String(error)); // An engine allowing fewer digits (Node 20: 20).
  }
}

/**
 * An ISO 4217 code in upper case, or undefined when the value is not three letters. A
 * well-formed code is not looked up: engines lack data for real ones (Chromium for SLE, XCG,
 * ZWG), and `Intl` shows a code it does not know as the code itself (`XYZ 1.00`).
 */
export function currencyCode(value: unknown): string | undefined {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}
