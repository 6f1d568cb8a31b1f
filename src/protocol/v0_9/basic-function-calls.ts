import * as z from 'zod/mini';
import {isDataBinding, isFunctionCall} from '../../binding/shapes.js';
import {enumOf, number, optional, strictObject, string} from './light-types.js';
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

type ReturnType = (typeof returnTypes)[number];

/**
 * Wire schema of a call to one function: `{call, args, returnType?}`, closed. `args` is the
 * closed object of the function's arguments (each a literal or a Dynamic value).
 */
export function functionCallSchema(name: string, returnType: ReturnType, args: Schema): Schema {
  return strictObject({
    call: enumOf([name]),
    args,
    returnType: optional(enumOf([returnType])),
  });
}

function atLeastOne<S extends z.ZodMiniObject>(schema: S, keys: readonly string[]): S {
  const check = rule(
    (args) => keys.some((key) => key in (args as object)),
    `Expected at least one of ${keys.join(', ')}, received none of them`,
  );
  return hint(schema.check(check) as S, 'anyRequired', keys);
}

/** Wire schemas of the 14 basic-catalog function calls, checked with the given common types. */
export function createBasicFunctionCallSchemas(t: CommonTypes): Record<string, Schema> {
  const {dynamicString: text, dynamicNumber: num, dynamicBoolean: bool} = t;
  const nonNegative = rule<number>((value) => value >= 0, 'Expected a value >= 0');
  const limit = optional(hint(integerSchema.check(nonNegative), 'integer', 0));
  const values = arrayOf(bool, 2);
  const plural = optional(text);
  // Return type, arguments, and whether min or max must be given.
  const calls: Record<string, [ReturnType, z.core.$ZodLooseShape, boolean?]> = {
    required: ['boolean', {value: presentValueSchema}],
    regex: ['boolean', {value: text, pattern: string()}],
    length: ['boolean', {value: text, min: limit, max: limit}, true],
    numeric: ['boolean', {value: num, min: optional(number()), max: optional(number())}, true],
    email: ['boolean', {value: text}],
    formatString: ['string', {value: text}],
    formatNumber: ['string', {value: num, decimals: optional(num), grouping: optional(bool)}],
    formatCurrency: [
      'string',
      {value: num, currency: text, decimals: optional(num), grouping: optional(bool)},
    ],
    formatDate: ['string', {value: t.dynamicValue, format: text}],
    pluralize: [
      'string',
      {value: num, zero: plural, one: plural, two: plural, few: plural, many: plural, other: text},
    ],
    openUrl: ['void', {url: uriSchema}],
    and: ['boolean', {values}],
    or: ['boolean', {values}],
    not: ['boolean', {value: bool}],
  };
  return Object.fromEntries(
    Object.entries(calls).map(([name, [returnType, shape, minOrMax]]) => {
      const args = strictObject(shape);
      return [
        name,
        functionCallSchema(name, returnType, minOrMax ? atLeastOne(args, ['min', 'max']) : args),
      ];
    }),
  );
}

/** Wire schema of a call to a catalog function known only by its definition (custom catalogs):
 * any non-null argument values, the declared return type; with the function's schema of its
 * resolved `args`, what the message tells of them checked against it: a missing or unknown
 * argument, a literal of the wrong type. A bound or computed argument (and, beside one, the
 * arguments as a whole) is checked when the call runs. */
export function genericFunctionCallSchema(
  name: string,
  returnType: ReturnType,
  args?: Schema,
): Schema {
  const values = recordOf(presentValueSchema);
  return functionCallSchema(
    name,
    returnType,
    args
      ? values.check((payload) => {
          const given = payload.value as Record<string, unknown>;
          const bound = Object.keys(given).filter((key) => dynamic(given[key]));
          for (const issue of args.safeParse(given).error?.issues ?? []) {
            const [key] = issue.path;
            if (
              key === undefined
                ? !bound.length || issue.code === 'unrecognized_keys'
                : !bound.includes(key as string)
            ) {
              payload.issues.push(issue as never);
            }
          }
        })
      : values,
  );
}

// Whether a wire argument holds a binding or a call: what the call resolves when it runs (as
// `resolveValue` does: a `{path}`, a `{call}`, or an array holding one).
const dynamic = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(dynamic) : isDataBinding(value) || isFunctionCall(value);
