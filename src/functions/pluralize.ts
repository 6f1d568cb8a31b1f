import {isMissing, kindOf, toDisplayString, toNumber} from './coerce.js';
import type {FunctionContext} from './types.js';
import {memo, safeLocale} from './locale.js';
import {reportProblem} from './report-problem.js';

const rules = new Map<string, Intl.PluralRules>();

/**
 * The string for the CLDR plural category (`Intl.PluralRules`, cardinal) of `args.value` in
 * `locale`, falling back to `args.other` when that category has no string (English 0 is
 * `other`, not `zero`). A missing value selects `other`; so does a present value that is no
 * number, which also goes to `context.reportError`.
 */
export function pluralize(
  args: Record<string, unknown>,
  context: Pick<FunctionContext, 'locale' | 'reportError'>,
): string {
  const value = toNumber(args.value);
  let category = 'other';
  if (Number.isNaN(value)) {
    if (!isMissing(args.value)) {
      reportProblem(context, 'pluralize', `value is not a number (received ${kindOf(args.value)})`);
    }
  } else {
    const resolved = safeLocale(context.locale);
    category = memo(rules, resolved ?? '', () => new Intl.PluralRules(resolved)).select(value);
  }
  // `select` answers only CLDR's categories (zero one two few many other), never other keys.
  return toDisplayString(args[category] ?? args.other);
}
