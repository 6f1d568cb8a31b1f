import {toBoolean, toNumber} from './coerce.js';
import {memo, safeLocale} from './locale.js';

const formats = new Map<string, Intl.NumberFormat>();

/** Arguments shared by `formatNumber` and `formatCurrency`, as resolved from the call. */
export interface NumberFormatArgs {
  readonly value?: unknown;
  /** Fraction digits, both minimum and maximum (clamped to 0–100); absent → locale default. */
  readonly decimals?: unknown;
  /** Group separators unless explicitly false (or 'false'). */
  readonly grouping?: unknown;
}

/**
 * A number as locale text with `Intl.NumberFormat`; '' when the value is missing or not a
 * number. `currency` (ISO 4217, any case) switches to currency style; an invalid code gives ''.
 */
export function formatLocaleNumber(
  args: NumberFormatArgs,
  locale: string | undefined,
  currency?: string,
): string {
  const value = toNumber(args.value);
  const decimals = toNumber(args.decimals);
  const digits = Math.min(100, Math.max(0, Math.round(decimals)));
  const resolved = safeLocale(locale);
  const options: Intl.NumberFormatOptions = {
    ...(currency ? {style: 'currency', currency} : {}),
    ...(Number.isFinite(decimals)
      ? {minimumFractionDigits: digits, maximumFractionDigits: digits}
      : {}),
    useGrouping: args.grouping == null || toBoolean(args.grouping),
  };
  try {
    return Number.isNaN(value)
      ? ''
      : memo(
          formats,
          `${resolved}${JSON.stringify(options)}`,
          () => new Intl.NumberFormat(resolved, options),
        ).format(value);
  } catch {
    return '';
  }
}

/** An ISO 4217 code in upper case, or undefined when the value is not three letters. */
export function currencyCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim())
    ? value.trim().toUpperCase()
    : undefined;
}
