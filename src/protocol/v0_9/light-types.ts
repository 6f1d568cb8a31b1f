// Lighter equivalents of zod's union (xor), enum, optional, object, array, string, number,
// boolean and unknown for the drop-in bundle. They are zod schemas: built with zod's own
// `$constructor` on `ZodMiniType`, with zod's definitions (`def.type` union / enum / optional /
// object / array / string / number / boolean / unknown / never), so they parse, report issues
// and export to JSON Schema as zod's do, without zod's general machinery.
import {$constructor} from 'zod/v4/core';
import * as z from 'zod/mini';
import {isRecord} from '../json-values.js';

type Options = readonly z.core.$ZodType[];
type Issue = z.core.$ZodRawIssue;
type Payload = z.core.ParsePayload;

interface LightDef extends z.core.$ZodTypeDef {
  readonly type:
    | 'union'
    | 'enum'
    | 'optional'
    | 'object'
    | 'array'
    | 'string'
    | 'number'
    | 'boolean'
    | 'unknown'
    | 'never';
  /** union: the options; exported as `oneOf`, or `anyOf` when `inclusive` (never overlapping). */
  readonly options?: Options;
  readonly inclusive?: boolean;
  /** union: only the first option accepts a value that is not a JSON object. */
  readonly literal?: boolean;
  /** union: a key whose literal value names the option (`component`, `call`). */
  readonly key?: string;
  /** union: option by key value, if not read from the options' literals. */
  readonly table?: ReadonlyMap<unknown, z.core.$ZodType>;
  /** union: checks a value whose key names no option, instead of reporting it. */
  readonly fallback?: z.core.$ZodType;
  /** enum: value by name. */
  readonly entries?: Readonly<Record<string, string>>;
  /** optional: the schema of a present value. */
  readonly innerType?: z.core.$ZodType;
  /** object: the named properties' schemas. */
  readonly shape?: z.core.$ZodLooseShape;
  /** object: the schema of every other property (`never`: none is allowed). */
  readonly catchall?: z.core.$ZodType;
  /** array: the schema of each item. */
  readonly element?: z.core.$ZodType;
}

/** A light zod schema of this module. */
export interface Light<T = unknown> extends z.ZodMiniType<T, T> {
  _zod: z.ZodMiniType<T, T>['_zod'] & {def: LightDef};
}

// Option by key value, or undefined when an option has no literal key or two share a value.
function optionsByValue({
  options,
  key,
}: LightDef): ReadonlyMap<unknown, z.core.$ZodType> | undefined {
  const byValue = new Map<unknown, z.core.$ZodType>();
  for (const option of options!) {
    const values = option._zod.propValues?.[key!];
    if (!values?.size) return undefined;
    for (const value of values) {
      if (byValue.has(value)) return undefined;
      byValue.set(value, option);
    }
  }
  return byValue;
}

// A branch's issue as zod reports it inside an `invalid_union`: with its path, and its message
// from the schema's own `error` option if it has no message of its own.
function finalized(issue: Issue) {
  const error = (issue.inst?._zod.def.error as ((issue: Issue) => unknown) | undefined)?.(issue);
  const message = typeof error === 'string' ? error : (error as {message?: string})?.message;
  return {...issue, path: issue.path ?? [], message: issue.message ?? message ?? 'Invalid input'};
}

// zod's exclusive union (`z.xor`); with a `key`, parsed like its discriminated union: only the
// option the key names is checked, and an unknown value is reported at the key.
function parseUnion(inst: Light, def: LightDef): z.core.$ZodTypeInternals['parse'] {
  let byValue = def.table ?? (def.key ? null : undefined);
  return (payload, ctx) => {
    const input = payload.value;
    const options = def.options!;
    if (byValue === null) byValue = optionsByValue(def);
    if (byValue) {
      const option = isRecord(input) ? (byValue.get(input[def.key!]) ?? def.fallback) : undefined;
      if (option) return option._zod.run(payload, ctx);
      payload.issues.push(
        isRecord(input)
          ? ({
              code: 'invalid_union',
              errors: [],
              discriminator: def.key,
              // The values the key may take, for a message that lists them.
              options: [...byValue.keys()],
              input,
              inst,
              path: [def.key!],
            } as Issue)
          : {code: 'invalid_type', expected: 'object', input, inst},
      );
      return payload;
    }
    if (options.length === 1) return options[0]!._zod.run(payload, ctx);
    if (def.literal && !isRecord(input)) {
      // The other options reject it as not an object: the first one's verdict, if it accepts it.
      const result = options[0]!._zod.run({value: input, issues: []}, ctx) as Payload;
      if (!result.issues.length) {
        payload.value = result.value;
        return payload;
      }
    }
    // Synchronous: an async option makes zod's safeParse throw anyway.
    const results = options.map((option) => option._zod.run({value: input, issues: []}, ctx));
    const matches = (results as Payload[]).filter((result) => !result.issues.length);
    if (matches.length === 1) payload.value = matches[0]!.value;
    else {
      const errors = matches.length
        ? []
        : (results as Payload[]).map((r) => r.issues.map(finalized));
      payload.issues.push({
        code: 'invalid_union',
        errors,
        ...(matches.length ? {inclusive: false} : {}),
        input,
        inst,
      } as Issue);
    }
    return payload;
  };
}

// Issues of a property or an item, moved below it.
function below(key: PropertyKey, from: Payload, to: Payload): void {
  for (const issue of from.issues) {
    ((issue as {path?: PropertyKey[]}).path ??= []).unshift(key);
    to.issues.push(issue);
  }
}

// zod's handling of one property's result: its issues moved below it, a missing required one
// reported, its value (if any) kept in `value`.
function take(
  key: string,
  schema: z.core.$ZodType,
  input: Record<string, unknown>,
  value: Record<string, unknown>,
  payload: Payload,
  ctx: Parameters<z.core.$ZodTypeInternals['parse']>[1],
): void {
  const {optin, optout} = schema._zod;
  const present = key in input;
  const optionalOut = optout === 'optional';
  if (!present && optionalOut && optin === 'optional') return;
  const result = schema._zod.run({value: input[key], issues: []}, ctx) as Payload;
  const failed = result.issues.length > 0;
  if (failed) {
    if (!present && optin !== undefined && optionalOut) return;
    below(key, result, payload);
  }
  if (!present && optin === undefined) {
    if (!failed) {
      payload.issues.push({
        code: 'invalid_type',
        expected: 'nonoptional',
        input: undefined,
        path: [key],
      });
    }
  } else if (result.value !== undefined) value[key] = result.value;
  else if (present || ((optin as string) === 'defaulted' && !optionalOut)) value[key] = undefined;
}

// zod's object: each named property in order, then the others (refused when `never`); every
// issue as zod reports it, in the same order; the value rebuilt from what each property gave.
function parseObject(inst: Light, def: LightDef): z.core.$ZodTypeInternals['parse'] {
  const shape = def.shape!;
  const catchall = def.catchall!;
  const strict = catchall._zod.def.type === 'never';
  const keys = Object.keys(shape);
  return (payload, ctx) => {
    const input = payload.value;
    if (!isRecord(input)) {
      payload.issues.push({code: 'invalid_type', expected: 'object', input, inst});
      return payload;
    }
    const value: Record<string, unknown> = {};
    const unknownKeys: string[] = [];
    for (const key of keys) {
      if (key !== '__proto__') take(key, shape[key]!, input, value, payload, ctx);
    }
    for (const key in input) {
      if (Object.hasOwn(shape, key)) continue;
      if (strict) unknownKeys.push(key);
      else if (key !== '__proto__') take(key, catchall, input, value, payload, ctx);
    }
    payload.value = value;
    if (unknownKeys.length) {
      // As zod: it does not abort, so the object's own checks still run.
      payload.issues.push({
        code: 'unrecognized_keys',
        keys: unknownKeys,
        input,
        inst,
        continue: true,
      } as Issue);
    }
    return payload;
  };
}

const zodType: z.core.$constructor<z.ZodMiniType> = z.ZodMiniType;

const Light: z.core.$constructor<Light, LightDef> = $constructor('Light', (inst, def) => {
  zodType.init(inst, def);
  const zod = inst._zod;
  const {type, innerType: inner, shape, element} = def;
  if (type === 'union') {
    (def as {inclusive?: boolean}).inclusive ??= false; // exclusive, as zod's xor
    zod.parse = parseUnion(inst, def);
  } else if (type === 'object') {
    (inst as {shape?: unknown}).shape = shape;
    const propValues: Record<string, Set<z.core.util.Primitive>> = {};
    for (const key in shape) {
      const values = shape[key]!._zod.values;
      if (values) propValues[key] = new Set(values);
    }
    zod.propValues = propValues;
    zod.parse = parseObject(inst, def);
  } else if (type === 'array') {
    zod.parse = (payload, ctx) => {
      const input = payload.value;
      if (!Array.isArray(input)) {
        payload.issues.push({code: 'invalid_type', expected: 'array', input, inst});
        return payload;
      }
      const value: unknown[] = (payload.value = []);
      for (let index = 0; index < input.length; index++) {
        const result = element!._zod.run({value: input[index], issues: []}, ctx) as Payload;
        below(index, result, payload);
        value[index] = result.value;
      }
      return payload;
    };
  } else if (type === 'unknown') {
    zod.parse = (payload) => payload;
  } else if (type === 'optional') {
    zod.optin = zod.optout = 'optional';
    const values = inner!._zod.values;
    if (values) zod.values = new Set([...values, undefined]);
    zod.parse = (payload, ctx) =>
      payload.value === undefined ? payload : inner!._zod.run(payload, ctx);
  } else {
    const values = type === 'enum' ? Object.values(def.entries!) : undefined;
    const set = values && (zod.values = new Set(values));
    zod.parse = (payload) => {
      const input = payload.value;
      // As zod: NaN and the infinities are not numbers; nothing is `never`.
      if (
        set
          ? !set.has(input as string)
          : typeof input !== type || (type === 'number' && !Number.isFinite(input))
      ) {
        payload.issues.push(
          values
            ? {code: 'invalid_value', values, input, inst}
            : {code: 'invalid_type', expected: type as 'number' | 'never', input, inst},
        );
      }
      return payload;
    };
  }
});

/**
 * Exactly one of `options` (JSON Schema `oneOf`). `inclusive` only exports it as `anyOf`, for
 * options that never overlap. `literal`: only the first option (a Dynamic value's literal) accepts
 * a value that is not a JSON object, so such a value it accepts is checked by it alone. `options`
 * may be filled in after the call (recursive schemas), before the first parse.
 */
export function oneOf(options: z.core.$ZodType[], inclusive?: true, literal?: true): Light {
  return new Light({type: 'union', options, inclusive, literal});
}

/**
 * `oneOf` the given object schemas, each naming itself by a literal at `key` (`call`,
 * `component`): only the option named is checked (all of them if one has no literal key).
 * `options` may be filled in after the call, before the first parse.
 */
export function oneOfByKey(key: string, options: z.core.$ZodType[]): Light {
  return new Light({type: 'union', options, key});
}

/**
 * `oneOf` values naming their own schema at `key`, looked up in `table` (a catalog's components
 * by name); a value whose key names none is checked by `fallback` if given, else reported. The
 * fallback must reject what the table's schemas accept (exported as one more option).
 */
export function byKey(
  key: string,
  table: ReadonlyMap<unknown, z.core.$ZodType>,
  fallback?: z.core.$ZodType,
): Light {
  const options = [...table.values(), ...(fallback ? [fallback] : [])];
  return new Light({type: 'union', options, key, table, fallback});
}

/** One of the given strings (JSON Schema `enum`). */
export function enumOf<const T extends string>(values: readonly T[]): Light<T> {
  return new Light({
    type: 'enum',
    entries: Object.fromEntries(values.map((v) => [v, v])),
  }) as Light<T>;
}

/** The schema, or nothing: an object property that may be absent. */
export function optional(schema: z.core.$ZodType): Light {
  return new Light({type: 'optional', innerType: schema});
}

/** A closed object: the given properties only (zod's `strictObject`). */
export function strictObject<S extends z.core.$ZodLooseShape>(
  shape: S,
): z.ZodMiniObject<S, z.core.$strict> {
  return objectOf(shape, new Light({type: 'never'})) as never;
}

/** An open object: the given properties, and any other (zod's `looseObject`). */
export function looseObject<S extends z.core.$ZodLooseShape>(
  shape: S,
): z.ZodMiniObject<S, z.core.$loose> {
  return objectOf(shape, unknown()) as never;
}

/** An object of the given properties whose every other property matches `catchall`. */
export function objectOf(shape: z.core.$ZodLooseShape, catchall: z.core.$ZodType): Light {
  return new Light({type: 'object', shape, catchall});
}

/** An array whose every item matches `element`. */
export function array<T>(element: z.core.$ZodType<T>): Light<T[]> {
  return new Light({type: 'array', element}) as Light<T[]>;
}

/** Any string (JSON Schema `string`). */
export const string = (): Light<string> => new Light({type: 'string'}) as Light<string>;

/** Any value. */
export const unknown = (): Light => new Light({type: 'unknown'});

/** A finite number (JSON Schema `number`). */
export const number = (): Light<number> => new Light({type: 'number'}) as Light<number>;

/** `true` or `false` (JSON Schema `boolean`). */
export const boolean = (): Light<boolean> => new Light({type: 'boolean'}) as Light<boolean>;
