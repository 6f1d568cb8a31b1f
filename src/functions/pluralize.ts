import {toDisplayString, toNumber} from './coerce.js';
import {memo, safeLocale} from './locale.js';

const rules = new Map<string, Intl.PluralRules>();

/**
 * The string for the CLDR plural category (`Intl.PluralRules`, cardinal) of `args.value` in
 * `locale`, falling back to `args.other` when that category has no string (English 0 is
 * `other`, not `zero`). A value that is not a number also selects `other`.
 */
export function pluralize(args: Record<string, unknown>, locale: string | undefined): string {
  const value = toNumber(args.value);
  let category = 'other';
  if (!Number.isNaN(value)) {
    const resolved = safeLocale(locale);
    category = memo(rules, resolved ?? '', () => new Intl.PluralRules(resolved)).select(value);
  }
  // `select` answers only CLDR's categories (zero one two few many other), never other keys.
  return toDisplayString(args[category] ?? args.other);
}
