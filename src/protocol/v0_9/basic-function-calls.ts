import * as z from 'zod/mini';
import {enumOf, number, optional} from './light-types.js';
import {
  arrayOf,
  integerSchema,
  presentValueSchema,
  recordOf,
  rule,
  uriSchema,
  type CommonTypes,
  type Schema,
} from './common-types.js';
import {hint} from './json-schema-hints.js';

/** The JSON types a catalog function may declare as its `returnType`. */
export const returnTypes = [
  'string',
  'number',
  'boolean',
  'array',
  'object',
  'any',
  'void',
] as const;

/**
 * Wire schema of a call to one function: `{call, args, returnType?}`, closed. `args` is the
 * closed object of the function's arguments (each a literal or a Dynamic value).
 */
export function functionCallSchema(
  name: string,
  returnType: (typeof returnTypes)[number],
  args: Schema,
): Schema {
  return z.strictObject({
    call: enumOf([name]),
    args,
    returnType: optional(enumOf([returnType])),
  });
}

function atLeastOne<S extends z.ZodMiniObject>(schema: S, keys: readonly string[]): S {
  const check = rule(
    (args) => keys.some((key) => key in (args as object)),
    `Expected at least one of ${keys.join(', ')}`,
  );
  return hint(schema.check(check) as S, {anyOf: keys.map((key) => ({required: [key]}))});
}

/** Wire schemas of the 14 basic-catalog function calls, checked with the given common types. */
export function createBasicFunctionCallSchemas(t: CommonTypes): Record<string, Schema> {
  const {dynamicString: text, dynamicNumber: num, dynamicBoolean: bool} = t;
  const nonNegative = rule<number>((value) => value >= 0, 'Expected a value >= 0');
  const limit = optional(hint(integerSchema.check(nonNegative), {type: 'integer', minimum: 0}));
  const logical = z.strictObject({values: arrayOf(bool, 2)});
  const plural = optional(text);
  return {
    required: functionCallSchema(
      'required',
      'boolean',
      z.strictObject({value: presentValueSchema}),
    ),
    regex: functionCallSchema(
      'regex',
      'boolean',
      z.strictObject({value: text, pattern: z.string()}),
    ),
    length: functionCallSchema(
      'length',
      'boolean',
      atLeastOne(z.strictObject({value: text, min: limit, max: limit}), ['min', 'max']),
    ),
    numeric: functionCallSchema(
      'numeric',
      'boolean',
      atLeastOne(z.strictObject({value: num, min: optional(number()), max: optional(number())}), [
        'min',
        'max',
      ]),
    ),
    email: functionCallSchema('email', 'boolean', z.strictObject({value: text})),
    formatString: functionCallSchema('formatString', 'string', z.strictObject({value: text})),
    formatNumber: functionCallSchema(
      'formatNumber',
      'string',
      z.strictObject({value: num, decimals: optional(num), grouping: optional(bool)}),
    ),
    formatCurrency: functionCallSchema(
      'formatCurrency',
      'string',
      z.strictObject({
        value: num,
        currency: text,
        decimals: optional(num),
        grouping: optional(bool),
      }),
    ),
    formatDate: functionCallSchema(
      'formatDate',
      'string',
      z.strictObject({value: t.dynamicValue, format: text}),
    ),
    pluralize: functionCallSchema(
      'pluralize',
      'string',
      z.strictObject({
        value: num,
        zero: plural,
        one: plural,
        two: plural,
        few: plural,
        many: plural,
        other: text,
      }),
    ),
    openUrl: functionCallSchema('openUrl', 'void', z.strictObject({url: uriSchema})),
    and: functionCallSchema('and', 'boolean', logical),
    or: functionCallSchema('or', 'boolean', logical),
    not: functionCallSchema('not', 'boolean', z.strictObject({value: bool})),
  };
}

/** Wire schema of a call to a catalog function known only by its definition (custom catalogs):
 * any non-null argument values, the declared return type. */
export function genericFunctionCallSchema(
  name: string,
  returnType: (typeof returnTypes)[number],
): Schema {
  return functionCallSchema(name, returnType, recordOf(presentValueSchema));
}
