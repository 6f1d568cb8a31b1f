// Lighter equivalents of zod's union (xor), enum, optional, number and boolean for the drop-in
// bundle. They are zod schemas: built with zod's own `$constructor` on `ZodMiniType`, with
// zod's definitions (`def.type` union / enum / optional / number / boolean), so they parse,
// report issues and export to JSON Schema as zod's do, without zod's general machinery.
import {$constructor} from 'zod/v4/core';
import * as z from 'zod/mini';
import {isRecord} from '../json-values.js';

type Options = readonly z.core.$ZodType[];
type Issue = z.core.$ZodRawIssue;
type Payload = z.core.ParsePayload;

interface LightDef extends z.core.$ZodTypeDef {
  readonly type: 'union' | 'enum' | 'optional' | 'number' | 'boolean';
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
          ? {
              code: 'invalid_union',
              errors: [],
              discriminator: def.key,
              input,
              inst,
              path: [def.key!],
            }
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

const zodType: z.core.$constructor<z.ZodMiniType> = z.ZodMiniType;

const Light: z.core.$constructor<Light, LightDef> = $constructor('Light', (inst, def) => {
  zodType.init(inst, def);
  const zod = inst._zod;
  const {type, innerType: inner} = def;
  if (type === 'union') {
    (def as {inclusive?: boolean}).inclusive ??= false; // exclusive, as zod's xor
    zod.parse = parseUnion(inst, def);
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
      // As zod: NaN and the infinities are not numbers.
      if (
        set
          ? !set.has(input as string)
          : typeof input !== type || (type === 'number' && !Number.isFinite(input))
      ) {
        payload.issues.push(
          values
            ? {code: 'invalid_value', values, input, inst}
            : {code: 'invalid_type', expected: type as 'number', input, inst},
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

/** A finite number (JSON Schema `number`). */
export const number = (): Light<number> => new Light({type: 'number'}) as Light<number>;

/** `true` or `false` (JSON Schema `boolean`). */
export const boolean = (): Light<boolean> => new Light({type: 'boolean'}) as Light<boolean>;

/**
 * The given `z.strictObject` (checks included; no other object) with a quicker parse of a valid
 * value: when every property passes and none is unknown, it builds the value zod's parse builds
 * (skipping absent optional properties instead of running them); on any doubt, zod's own parse
 * runs from the start and reports its exact issues. A clone (`.check`) loses the quick parse.
 */
export function quickObject<S extends z.ZodMiniType>(schema: S): S {
  const zod = schema._zod;
  const parse = zod.parse;
  const {shape} = zod.def as z.core.$ZodObjectDef;
  const keys = Object.keys(shape);
  const quick: typeof parse = (payload, ctx) => {
    const input = payload.value;
    if (!isRecord(input)) return parse(payload, ctx);
    const value: Record<string, unknown> = {};
    for (const key of keys) {
      const property = shape[key]!._zod;
      const given = input[key];
      if (!(key in input)) {
        if (property.optin === 'optional' && property.optout === 'optional') continue;
        return parse(payload, ctx);
      }
      const result = property.run({value: given, issues: []}, ctx) as Payload;
      if (result.issues.length) return parse(payload, ctx);
      value[key] = result.value;
    }
    for (const key in input) if (!Object.hasOwn(shape, key)) return parse(payload, ctx);
    payload.value = value;
    return payload;
  };
  if (zod.run === parse) zod.run = quick;
  zod.parse = quick;
  return schema;
}
