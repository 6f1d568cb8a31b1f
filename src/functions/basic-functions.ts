// The imports (none has side effects) are in the order whose drop-in bundle gzips best.
import * as z from 'zod/mini';
import {array, looseObject, string, unknown} from '../protocol/v0_9/light-types.js';
import {toBoolean, toDisplayString, toNumber} from './coerce.js';
import {formatTemplate} from './format-string/evaluate.js';
import {allTrue, anyTrue} from './logic.js';
import {pluralize} from './pluralize.js';
import {reportProblem} from './report-problem.js';
import {regexLiteralProblem, safeRegexTest} from './regex/safe-regex.js';
import {httpUrl, safeHttpUrl} from './safe-url.js';
import {formatDate} from './date/format-date.js';
import {currencyCode, formatLocaleNumber} from './format-number.js';
import {boundsProblem, isEmail, isPresent, lengthOf, withinBounds} from './validation.js';
import type {FunctionDefinition, ReturnType} from './types.js';

type Impl = FunctionDefinition['impl'];

// Argument schemas only check what the catalog fixes as literals (a pattern, a URL, the list of
// `and`/`or`): data-bound arguments may legitimately be missing while data loads, and the
// implementations coerce them. Loose objects keep every argument for `impl`.
const needs = (name: string, schema: z.ZodMiniType) => looseObject({[name]: schema});
const valuesArgs = needs('values', array(unknown()));

// Prose for agents lives with the catalog's schemas (src/protocol/v0_9/descriptions.ts), which
// the inline catalog falls back to, so the definitions carry no copy of their own.
const define = (
  returnType: ReturnType,
  impl: Impl,
  args?: z.ZodMiniType,
): Omit<FunctionDefinition, 'name'> => ({returnType, impl, ...(args && {args})});

/** Reports `min`/`max` a check cannot use; the check itself ignores such a bound. */
/** `length` and `numeric`: reports bounds that make no sense, then checks the measured value. */
const bounded = (name: string, measure: (value: unknown) => number) =>
  define('boolean', (args, context) => {
    const problem = boundsProblem(args.min, args.max);
    if (problem) reportProblem(context, name, problem);
    return withinBounds(measure(args.value), args.min, args.max);
  });

const definitions: Record<string, Omit<FunctionDefinition, 'name'>> = {
  required: define('boolean', (args) => isPresent(args.value)),
  regex: define(
    'boolean',
    (args, context) => {
      const {matched, refusal} = safeRegexTest(args.pattern, toDisplayString(args.value));
      const literal = regexLiteralProblem(args.pattern);
      if (literal) reportProblem(context, 'regex', 'pattern ' + literal);
      if (refusal) {
        reportProblem(
          context,
          'regex',
          refusal === 'input-too-long' ? 'value too long to test' : `pattern refused (${refusal})`,
        );
      }
      return matched;
    },
    needs('pattern', string()),
  ),
  length: bounded('length', lengthOf),
  // Missing or non-numeric values are invalid.
  numeric: bounded('numeric', toNumber),
  email: define('boolean', (args) => isEmail(args.value)),
  formatString: define('string', (args, context) =>
    typeof args.value === 'string'
      ? formatTemplate(args.value, context)
      : toDisplayString(args.value),
  ),
  formatNumber: define('string', (args, context) =>
    formatLocaleNumber('formatNumber', args, context),
  ),
  formatCurrency: define('string', (args, context) => {
    if (args.currency == null) return ''; // Not arrived yet; a blank code is an error.
    const currency = currencyCode(args.currency);
    return currency
      ? formatLocaleNumber('formatCurrency', args, context, currency)
      : reportProblem(
          context,
          'formatCurrency',
          `'${toDisplayString(args.currency)}' is not an ISO 4217 code`,
        );
  }),
  // The context carries the locale and time zone formatDate takes.
  formatDate: define('string', (args, context) => formatDate(args.value, args.format, context)),
  pluralize: define('string', pluralize),
  openUrl: define(
    'void',
    (args, context) => {
      const url = safeHttpUrl(args.url);
      if (url && context.userAction) context.openUrl?.(url.href);
      else {
        const why = httpUrl(args.url) ? 'credentials in the URL' : 'not an absolute http(s) URL';
        reportProblem(
          context,
          'openUrl',
          url ? 'refused outside a user action' : `refused '${toDisplayString(args.url)}' (${why})`,
        );
      }
      return undefined;
    },
    needs('url', string()),
  ),
  and: define('boolean', (args) => allTrue(args.values), valuesArgs),
  or: define('boolean', (args) => anyTrue(args.values), valuesArgs),
  not: define('boolean', (args) => !toBoolean(args.value)),
};

/** The functions of the A2UI v0.9 basic catalog, by name. None throws on bad input. */
export const basicFunctions: Readonly<Record<string, FunctionDefinition>> = Object.freeze(
  Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [name, {name, ...definition}]),
  ),
);
