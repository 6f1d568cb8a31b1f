// zod/mini's own base: `z.core.$constructor` through the namespace would bundle all of core.
import {$constructor} from 'zod/v4/core';
import * as z from 'zod/mini';

type Options = readonly z.core.$ZodType[];
type Issue = z.core.$ZodRawIssue;

interface OneOfDef extends z.core.$ZodUnionDef<Options> {
  /** A key whose literal value names the option (`component`, `call`): only that one is checked. */
  readonly key?: string;
  /** Option by key value, if not read from the options' literals. */
  readonly table?: ReadonlyMap<unknown, z.core.$ZodType>;
  /** Checks a value whose key names no option, instead of reporting it. */
  readonly fallback?: z.core.$ZodType;
}

/** A zod union of schemas of which exactly one must match (JSON Schema `oneOf`). */
export interface OneOf extends z.ZodMiniType {
  _zod: z.ZodMiniType['_zod'] & {def: OneOfDef};
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Option by key value, or undefined when an option has no literal key or two share a value.
function optionsByValue(def: OneOfDef): ReadonlyMap<unknown, z.core.$ZodType> | undefined {
  const byValue = new Map<unknown, z.core.$ZodType>();
  for (const option of def.options) {
    const values = option._zod.propValues?.[def.key!];
    if (!values?.size) return undefined;
    for (const value of values) {
      if (byValue.has(value)) return undefined;
      byValue.set(value, option);
    }
  }
  return byValue;
}

const messageOf = (error: unknown) =>
  typeof error === 'string' ? error : (error as {message?: string} | undefined)?.message;

// The schema's own `error` option, which zod asks for the message of its issues.
const errorMap = (issue: Issue) =>
  issue.inst?._zod.def.error as ((issue: Issue) => unknown) | undefined;

// A branch's issue as zod reports it inside an `invalid_union`: with its path and message.
const finalized = (issue: Issue) => ({
  ...issue,
  path: issue.path ?? [],
  message: issue.message ?? messageOf(errorMap(issue)?.(issue)) ?? 'Invalid input',
});

const zodType: z.core.$constructor<z.ZodMiniType> = z.ZodMiniType;

// zod's exclusive union (`z.xor`): the same verdicts, issues and JSON Schema (`def.type` union,
// exported as `oneOf`, or `anyOf` when `inclusive`), in less code. With a `key`, it is parsed
// like zod's discriminated union: only the option the key names is checked, and an unknown
// value is reported at the key.
const OneOf: z.core.$constructor<OneOf, OneOfDef> = $constructor('OneOf', (inst, def) => {
  zodType.init(inst, def);
  let byValue = def.table ?? (def.key ? null : undefined);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    const {options} = def;
    if (byValue === null) byValue = optionsByValue(def);
    if (byValue) {
      const option = isObject(input) ? (byValue.get(input[def.key!]) ?? def.fallback) : undefined;
      if (option) return option._zod.run(payload, ctx);
      payload.issues.push(
        isObject(input)
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
    // Synchronous: an async option makes zod's safeParse throw anyway.
    const results = options.map(
      (option) => option._zod.run({value: input, issues: []}, ctx) as z.core.ParsePayload,
    );
    const matches = results.filter((result) => !result.issues.length);
    if (matches.length === 1) {
      payload.value = matches[0]!.value;
      return payload;
    }
    payload.issues.push(
      (matches.length
        ? {code: 'invalid_union', errors: [], inclusive: false, input, inst}
        : {
            code: 'invalid_union',
            errors: results.map((result) => result.issues.map(finalized)),
            input,
            inst,
          }) as Issue,
    );
    return payload;
  };
});

/**
 * Exactly one of `options` (JSON Schema `oneOf`). `inclusive` only exports it as `anyOf`, for
 * options that never overlap. `options` may be filled in after the call (recursive schemas),
 * before the first parse.
 */
export function oneOf(options: z.core.$ZodType[], inclusive?: true): OneOf {
  return new OneOf({type: 'union', options, inclusive: inclusive ?? false});
}

/**
 * `oneOf` the given object schemas, each naming itself by a literal at `key` (`call`,
 * `component`): only the option named is checked (all of them if one has no literal key).
 * `options` may be filled in after the call, before the first parse.
 */
export function oneOfByKey(key: string, options: z.core.$ZodType[]): OneOf {
  return new OneOf({type: 'union', options, inclusive: false, key});
}

/**
 * The schema of a value naming its own schema at `key`, looked up in `table` (a catalog's
 * components by name); a name not in the table is checked by `fallback`, or reported.
 */
export function byKey(
  key: string,
  table: ReadonlyMap<unknown, z.core.$ZodType>,
  fallback?: z.core.$ZodType,
): OneOf {
  return new OneOf({type: 'union', options: [...table.values()], key, table, fallback});
}
