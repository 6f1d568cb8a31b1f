import * as z from 'zod/mini';
import {toBoolean, toDisplayString} from './coerce.js';
import {formatDate} from './date/format-date.js';
import {formatTemplate} from './format-string/evaluate.js';
import {currencyCode, formatLocaleNumber} from './format-number.js';
import {allTrue, anyTrue} from './logic.js';
import {pluralize} from './pluralize.js';
import {safeRegexTest} from './regex/safe-regex.js';
import {safeHttpUrl} from './safe-url.js';
import type {FunctionDefinition} from './types.js';
import {hasLength, isEmail, isNumberInRange, isPresent} from './validation.js';

// Argument schemas only check what the catalog fixes as literals (a pattern, a URL, the list of
// `and`/`or`): data-bound arguments may legitimately be missing while data loads, and the
// implementations coerce them. Loose objects keep every argument for `impl`.
const patternArgs = z.looseObject({pattern: z.string()});
const urlArgs = z.looseObject({url: z.string()});
const valuesArgs = z.looseObject({values: z.array(z.unknown())});

/** The functions of the A2UI v0.9 basic catalog, by name. None throws on bad input. */
export const basicFunctions: Readonly<Record<string, FunctionDefinition>> = Object.freeze({
  required: {
    name: 'required',
    returnType: 'boolean',
    description: 'Checks that the value is not null, undefined, or empty.',
    impl: (args) => isPresent(args.value),
  },
  regex: {
    name: 'regex',
    returnType: 'boolean',
    args: patternArgs,
    description: 'Checks that the value matches a regular expression string.',
    impl: (args, context) => {
      const result = safeRegexTest(args.pattern, toDisplayString(args.value));
      if (result.refusal && result.refusal !== 'input-too-long') {
        context.reportError?.(`regex: pattern refused (${result.refusal})`);
      }
      return result.matched;
    },
  },
  length: {
    name: 'length',
    returnType: 'boolean',
    description: 'Checks string length constraints.',
    impl: (args) => hasLength(args.value, args.min, args.max),
  },
  numeric: {
    name: 'numeric',
    returnType: 'boolean',
    description: 'Checks numeric range constraints.',
    impl: (args) => isNumberInRange(args.value, args.min, args.max),
  },
  email: {
    name: 'email',
    returnType: 'boolean',
    description: 'Checks that the value is a valid email address.',
    impl: (args) => isEmail(args.value),
  },
  formatString: {
    name: 'formatString',
    returnType: 'string',
    description: 'Interpolates ${expression} blocks (paths, literals, function calls).',
    impl: (args, context) =>
      typeof args.value === 'string'
        ? formatTemplate(args.value, context)
        : toDisplayString(args.value),
  },
  formatNumber: {
    name: 'formatNumber',
    returnType: 'string',
    description: 'Formats a number with the specified grouping and decimal precision.',
    impl: (args, context) => formatLocaleNumber(args, context.locale),
  },
  formatCurrency: {
    name: 'formatCurrency',
    returnType: 'string',
    description: 'Formats a number as a currency string.',
    impl: (args, context) => {
      const currency = currencyCode(args.currency);
      if (!currency) {
        context.reportError?.(
          `formatCurrency: '${toDisplayString(args.currency)}' is no ISO 4217 code`,
        );
        return '';
      }
      return formatLocaleNumber(args, context.locale, currency);
    },
  },
  formatDate: {
    name: 'formatDate',
    returnType: 'string',
    description: 'Formats a timestamp into a string using a Unicode TR35 pattern.',
    impl: (args, context) =>
      formatDate(args.value, args.format, {locale: context.locale, timeZone: context.timeZone}),
  },
  pluralize: {
    name: 'pluralize',
    returnType: 'string',
    description: 'Returns the string for the CLDR plural category of the count.',
    impl: (args, context) => pluralize(args, context.locale),
  },
  openUrl: {
    name: 'openUrl',
    returnType: 'void',
    args: urlArgs,
    description: 'Opens an http(s) URL for the user; only during a user action.',
    impl: (args, context) => {
      const url = safeHttpUrl(args.url);
      if (!url) {
        context.reportError?.(`openUrl: refused '${toDisplayString(args.url)}' (only http(s))`);
      } else if (!context.userAction) {
        context.reportError?.('openUrl: refused outside a user action');
      } else if (context.openUrl) {
        context.openUrl(url.href);
      }
      return undefined;
    },
  },
  and: {
    name: 'and',
    returnType: 'boolean',
    args: valuesArgs,
    description: 'Performs a logical AND operation on a list of boolean values.',
    impl: (args) => allTrue(args.values),
  },
  or: {
    name: 'or',
    returnType: 'boolean',
    args: valuesArgs,
    description: 'Performs a logical OR operation on a list of boolean values.',
    impl: (args) => anyTrue(args.values),
  },
  not: {
    name: 'not',
    returnType: 'boolean',
    description: 'Performs a logical NOT operation on a boolean value.',
    impl: (args) => !toBoolean(args.value),
  },
} satisfies Record<string, FunctionDefinition>);
