// zod/mini's own base: `z.core.$constructor` through the namespace would bundle all of core.
import {$constructor} from 'zod/v4/core';
import * as z from 'zod/mini';

type Options = readonly z.core.$ZodType[];

interface OneOfByKeyDef extends z.core.$ZodUnionDef<Options> {
  /** The key whose literal value names the option (`component`, `call`). */
  readonly key: string;
  /** Option by key value, if not read from the options' literals. */
  readonly table?: ReadonlyMap<unknown, z.core.$ZodType>;
  /** Checks a value whose key names no option, instead of reporting it. */
  readonly fallback?: z.core.$ZodType;
}

/** A `oneOf` whose options are told apart by the literal value of one key. */
export interface OneOfByKey extends z.ZodMiniXor<Options> {
  _zod: z.ZodMiniXor<Options>['_zod'] & {def: OneOfByKeyDef};
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Option by key value, or undefined when an option has no literal key or two share a value.
function optionsByValue(def: OneOfByKeyDef): Map<unknown, z.core.$ZodType> | undefined {
  const byValue = new Map<unknown, z.core.$ZodType>();
  for (const option of def.options) {
    const values = option._zod.propValues?.[def.key];
    if (!values?.size) return undefined;
    for (const value of values) {
      if (byValue.has(value)) return undefined;
      byValue.set(value, option);
    }
  }
  return byValue;
}

const xor: z.core.$constructor<z.ZodMiniXor<Options>> = z.ZodMiniXor;

// zod's exclusive union (same verdicts, same JSON Schema `oneOf`), parsed like its discriminated
// union: only the option the key names is checked, and an unknown value is reported at the key.
const OneOfByKey: z.core.$constructor<OneOfByKey, OneOfByKeyDef> = $constructor(
  'OneOfByKey',
  (inst, def) => {
    xor.init(inst, def);
    const tryEach = inst._zod.parse;
    let byValue: ReadonlyMap<unknown, z.core.$ZodType> | undefined | null = def.table ?? null;
    inst._zod.parse = (payload, ctx) => {
      if (byValue === null) byValue = optionsByValue(def);
      const input = payload.value;
      if (!byValue) return tryEach(payload, ctx);
      const option = isObject(input) ? (byValue.get(input[def.key]) ?? def.fallback) : undefined;
      if (option) return option._zod.run(payload, ctx);
      payload.issues.push(
        isObject(input)
          ? {
              code: 'invalid_union',
              errors: [],
              discriminator: def.key,
              input,
              inst,
              path: [def.key],
            }
          : {code: 'invalid_type', expected: 'object', input, inst},
      );
      return payload;
    };
  },
);

/**
 * `oneOf` the given object schemas, each naming itself by a literal at `key` (`call`,
 * `component`): only the option named is checked. `options` may be filled in after the call
 * (for recursive schemas), before the first parse.
 */
export function oneOfByKey(key: string, options: z.core.$ZodType[]): OneOfByKey {
  return new OneOfByKey({type: 'union', options, inclusive: false, key});
}

/**
 * The schema of a value naming its own schema at `key`, looked up in `table` (a catalog's
 * components by name); a name not in the table is checked by `fallback`, or reported.
 */
export function byKey(
  key: string,
  table: ReadonlyMap<unknown, z.core.$ZodType>,
  fallback?: z.core.$ZodType,
): OneOfByKey {
  return new OneOfByKey({type: 'union', options: [...table.values()], key, table, fallback});
}
