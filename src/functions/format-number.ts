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
  if (Number.isNaN(value)) return '';
  const decimals = fractionDigits(args.decimals);
  const grouping =
    args.grouping === undefined || args.grouping === null || toBoolean(args.grouping);
  const resolved = safeLocale(locale);
  const key = `${resolved ?? ''}|${currency ?? ''}|${decimals ?? ''}|${grouping}`;
  try {
    const format = memo(
      formats,
      key,
      () =>
        new Intl.NumberFormat(resolved, {
          ...(currency ? {style: 'currency', currency} : {}),
          ...(decimals === undefined
            ? {}
            : {minimumFractionDigits: decimals, maximumFractionDigits: decimals}),
          useGrouping: grouping,
        }),
    );
    return format.format(value);
  } catch {
    return '';
  }
}

function fractionDigits(decimals: unknown): number | undefined {
  const number = toNumber(decimals);
  if (!Number.isFinite(number)) return undefined;
  return Math.min(100, Math.max(0, Math.round(number)));
}

/** An ISO 4217 code in upper case, or undefined when the value is not three letters. */
export function currencyCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim())
    ? value.trim().toUpperCase()
    : undefined;
}
