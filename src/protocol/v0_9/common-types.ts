import * as z from 'zod/mini';
import {
  array,
  boolean,
  looseObject,
  number,
  objectOf,
  oneOf,
  optional,
  strictObject,
  string,
  unknown,
} from './light-types.js';
import {isDate, isDateTime, isTime, isUri} from './formats.js';
import {hint} from './json-schema-hints.js';

/** Any zod/mini schema. */
export type Schema = z.ZodMiniType;

/** Any JSON object. */
export const anyObjectSchema = looseObject({});

/** A JSON value that is present and not `null` (what a function argument may be). */
export const presentValueSchema = oneOf(
  [string(), number(), boolean(), array(unknown()), anyObjectSchema],
  true,
);

/** A JSON object whose every value matches `value` (JSON Schema `additionalProperties`). */
export function recordOf(value: Schema): Schema {
  return objectOf({}, value);
}

/**
 * A check, as zod's plain `z.check` builds it (lighter than `z.refine`): when `test` fails, a
 * custom issue with `message`, at `path` below the value if given. Runs only `when` it says so,
 * if given; else, as zod's checks, only on a value whose own parse went well.
 */
export function rule<T>(
  test: (value: T) => boolean,
  message: string,
  path: readonly PropertyKey[] = [],
  when?: (payload: z.core.ParsePayload) => boolean,
): z.core.$ZodCheck<T> {
  const check = (payload: z.core.ParsePayload<T>) => {
    if (!test(payload.value)) {
      // `continue` as z.refine: later checks still run.
      const input = payload.value;
      payload.issues.push({code: 'custom', message, input, path: [...path], continue: true});
    }
  };
  return {_zod: {check, def: {check: 'custom', when}, onattach: []}} as never;
}

const defaultValues = new WeakMap<object, unknown>();

/** An optional property set to `value` when absent (its JSON Schema `default`; see `withDefaults`). */
export function defaulted(schema: Schema, value: unknown): Schema {
  const property = hint(optional(schema), 'default', value);
  defaultValues.set(property, value);
  return property;
}

/** The object schema, filling in the `defaulted` properties the parsed value lacks. */
export function withDefaults<S extends z.ZodMiniObject>(object: S): S {
  const defaults: [string, unknown][] = [];
  for (const [key, schema] of Object.entries(object._zod.def.shape)) {
    const value = defaultValues.get(schema);
    if (value !== undefined) defaults.push([key, value]);
  }
  if (!defaults.length) return object;
  return object.check((payload) => {
    const value = payload.value as Record<string, unknown>;
    for (const [key, given] of defaults) value[key] ??= given;
  });
}

/** A JSON number with no fractional part (JSON Schema `integer`, not limited to safe integers). */
export const integerSchema = hint(
  number().check(rule(Number.isInteger, 'Expected an integer')),
  'integer',
);

/** An array of at least `min` items (JSON Schema `minItems`). */
export function arrayOf(item: Schema, min: number): Schema {
  const enough = rule<unknown[]>(
    (items) => items.length >= min,
    `Expected at least ${min} item(s)`,
    [],
    // Also when an item is invalid, as zod's own length checks do.
    (payload) => Array.isArray(payload.value),
  );
  return hint(array(item).check(enough), 'minItems', min);
}

/** A string matching `pattern` (JSON Schema `pattern`). */
export function matching(pattern: RegExp): Schema {
  const check = rule<string>(
    (value) => pattern.test(value),
    `Expected a string matching ${pattern}`,
  );
  return hint(string().check(check), 'pattern', pattern);
}

/** An absolute URI (JSON Schema `format: uri`). */
export const uriSchema = hint(
  string().check(rule(isUri, 'Expected an absolute URI')),
  'format',
  'uri',
);

/** An RFC 3339 date-time (JSON Schema `format: date-time`). */
export const dateTimeSchema = hint(
  string().check(rule(isDateTime, 'Expected an RFC 3339 date-time')),
  'format',
  'date-time',
);

/** `ComponentId`: the id of a component of the same surface. */
export const componentIdSchema = string();

/** `DataBinding`: `{path}`, a JSON Pointer (absolute or relative to the scope) into the data model. */
export const dataBindingSchema = strictObject({path: string()});

/** `ChildList`: a static list of ids, or a template repeated for each item of a data-model list. */
export const childListSchema = oneOf(
  [array(componentIdSchema), strictObject({componentId: componentIdSchema, path: string()})],
  undefined,
  true,
);

/** The types of `common_types.json` whose function calls are checked against one catalog. */
export interface CommonTypes {
  /** `FunctionCall`: a call to one of the catalog's functions (`oneOf anyFunction`). */
  readonly functionCall: Schema;
  /** `DynamicValue`: any literal, a `{path}` or a call. */
  readonly dynamicValue: Schema;
  /** `DynamicString`: a string, a `{path}` or a call returning a string. */
  readonly dynamicString: Schema;
  /** `DynamicNumber`: a number, a `{path}` or a call returning a number. */
  readonly dynamicNumber: Schema;
  /** `DynamicBoolean`: a boolean, a `{path}` or a call returning a boolean. */
  readonly dynamicBoolean: Schema;
  /** `DynamicStringList`: an array of strings, a `{path}` or a call returning an array. */
  readonly dynamicStringList: Schema;
  /** `CheckRule`: `{condition, message}`, one validation rule of an input. */
  readonly checkRule: Schema;
  /** `Action`: `{event: {name, context?}}` for the agent, or `{functionCall}` run locally. */
  readonly action: Schema;
  /** `AccessibilityAttributes`: a dynamic `label` and `description` for assistive technology. */
  readonly accessibility: Schema;
  /** A DynamicString whose literal form must be an ISO 8601 date, time or date-time. */
  readonly dynamicDateTimeString: Schema;
}

function returning(call: Schema, type: string): Schema {
  // allOf [FunctionCall, {properties: {returnType: {const: type}}}]: an explicit returnType must
  // be the expected one; an absent one is fine. (Not z.intersection: it would let a key known
  // to either side through, and the call is closed.)
  return oneOf([call]).check(
    rule(
      (value) => {
        const declared = (value as {returnType?: unknown}).returnType;
        return declared === undefined || declared === type;
      },
      `Expected a function call returning ${type}`,
      ['returnType'],
    ),
  );
}

/**
 * Builds the common types around a catalog's function-call schema, which may itself use these
 * types (arguments are Dynamic values): a `oneOfByKey` whose options are added afterwards.
 */
export function createCommonTypes(functionCall: Schema): CommonTypes {
  // Its own identity (`FunctionCall`, a reference to the catalog's `anyFunction`).
  const call = oneOf([functionCall]);
  // A literal, a data binding, or a call returning the type.
  const dynamic = (literal: Schema, type: string) =>
    oneOf([literal, dataBindingSchema, returning(call, type)], undefined, true);
  const dynamicString = dynamic(string(), 'string');
  const dynamicBoolean = dynamic(boolean(), 'boolean');
  const dynamicValue = oneOf([
    string(),
    number(),
    boolean(),
    array(unknown()),
    dataBindingSchema,
    call,
  ]);
  return {
    functionCall: call,
    dynamicValue,
    dynamicString,
    dynamicNumber: dynamic(number(), 'number'),
    dynamicBoolean,
    dynamicStringList: dynamic(array(string()), 'array'),
    checkRule: strictObject({condition: dynamicBoolean, message: string()}),
    action: oneOf([
      strictObject({
        event: strictObject({
          name: string(),
          context: optional(recordOf(dynamicValue)),
        }),
      }),
      strictObject({functionCall: call}),
    ]),
    accessibility: looseObject({
      label: optional(dynamicString),
      description: optional(dynamicString),
    }),
    dynamicDateTimeString: hint(
      dynamicString.check(
        rule(
          // The schema's `oneOf` the three formats: no string is two of them, so any one will do.
          (value) =>
            typeof value !== 'string' || [isDate, isTime, isDateTime].some((is) => is(value)),
          'Expected an ISO 8601 date (2026-01-31), time with zone (14:30:00Z) or date-time',
        ),
      ),
      'dateOrTime',
    ),
  };
}
