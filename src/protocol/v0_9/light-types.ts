// Lighter equivalents of zod's enum and optional for the drop-in bundle: built with zod's own
// `$constructor` on `ZodMiniType`, with zod's definitions (`def.type` enum / optional), so they
// parse, report issues and export to JSON Schema as zod's do, without their general machinery.
import {$constructor} from 'zod/v4/core';
import * as z from 'zod/mini';

const zodType: z.core.$constructor<z.ZodMiniType> = z.ZodMiniType;

interface EnumDef extends z.core.$ZodTypeDef {
  readonly type: 'enum';
  readonly entries: Readonly<Record<string, string>>;
}

/** A schema accepting exactly one of a few strings (zod `z.enum`). */
export interface Enum extends z.ZodMiniType<string, string> {
  _zod: z.ZodMiniType<string, string>['_zod'] & {def: EnumDef};
}

const Enum: z.core.$constructor<Enum, EnumDef> = $constructor('Enum', (inst, def) => {
  zodType.init(inst, def);
  const values = Object.values(def.entries);
  const set = new Set<unknown>(values);
  inst._zod.values = set as Set<string>;
  inst._zod.parse = (payload) => {
    const input = payload.value;
    if (!set.has(input)) payload.issues.push({code: 'invalid_value', values, input, inst});
    return payload;
  };
});

/** One of the given strings (JSON Schema `enum`). */
export function enumOf(values: readonly string[]): Enum {
  return new Enum({type: 'enum', entries: Object.fromEntries(values.map((v) => [v, v]))});
}

interface OptionalDef extends z.core.$ZodTypeDef {
  readonly type: 'optional';
  readonly innerType: z.core.$ZodType;
}

/** A property that may be absent (zod `z.optional`). */
export interface Optional extends z.ZodMiniType {
  _zod: z.ZodMiniType['_zod'] & {def: OptionalDef};
}

const Optional: z.core.$constructor<Optional, OptionalDef> = $constructor(
  'Optional',
  (inst, def) => {
    zodType.init(inst, def);
    const zod = inst._zod;
    zod.optin = zod.optout = 'optional';
    const values = def.innerType._zod.values;
    if (values) zod.values = new Set([...values, undefined]);
    zod.parse = (payload, ctx) =>
      payload.value === undefined ? payload : def.innerType._zod.run(payload, ctx);
  },
);

/** The schema, or nothing: an object property that may be absent. */
export function optional(schema: z.core.$ZodType): Optional {
  return new Optional({type: 'optional', innerType: schema});
}

interface PrimitiveDef extends z.core.$ZodTypeDef {
  readonly type: 'number' | 'boolean';
}

/** A JSON number or boolean (zod `z.number()`, `z.boolean()`). */
export interface Primitive<T> extends z.ZodMiniType<T, T> {
  _zod: z.ZodMiniType<T, T>['_zod'] & {def: PrimitiveDef};
}

const Primitive: z.core.$constructor<Primitive<unknown>, PrimitiveDef> = $constructor(
  'Primitive',
  (inst, def) => {
    zodType.init(inst, def);
    inst._zod.parse = (payload) => {
      const input = payload.value;
      // As zod: NaN and the infinities are not numbers.
      if (typeof input !== def.type || (def.type === 'number' && !Number.isFinite(input))) {
        payload.issues.push({code: 'invalid_type', expected: def.type, input, inst});
      }
      return payload;
    };
  },
);

/** A finite number (JSON Schema `number`). */
export const number = (): Primitive<number> => new Primitive({type: 'number'}) as Primitive<number>;

/** `true` or `false` (JSON Schema `boolean`). */
export const boolean = (): Primitive<boolean> =>
  new Primitive({type: 'boolean'}) as Primitive<boolean>;
