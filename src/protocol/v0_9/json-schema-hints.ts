// JSON Schema keywords that zod cannot derive from a check, recorded beside the schema so
// `npm run spec` and inline catalogs export the exact official shape (`format`, `integer`,
// `not`, `anyOf`...). Schemas carry only a hint's name and argument: the keywords are built on
// export. The drop-in bundle, which never exports, builds with a `hint()` that records nothing
// (scripts/build-bundle.mjs), so it holds no hint at all.

const keywords = {
  /** JSON Schema `integer`, optionally with a `minimum`. */
  integer: (minimum?: number) => ({type: 'integer', ...(minimum === undefined ? {} : {minimum})}),
  format: (format: string) => ({format}),
  pattern: (pattern: RegExp) => ({pattern: pattern.source}),
  minItems: (minItems: number) => ({minItems}),
  default: (value: unknown) => ({default: value}),
  /** `not` the given constant. */
  not: (value: unknown) => ({not: {const: value}}),
  /** At least one of these keys. */
  anyRequired: (keys: readonly string[]) => ({anyOf: keys.map((key) => ({required: [key]}))}),
  /** A string must be exactly one of a date, a time or a date-time. */
  dateOrTime: () => ({
    if: {type: 'string'},
    then: {oneOf: [{format: 'date'}, {format: 'time'}, {format: 'date-time'}]},
  }),
};

type Keywords = typeof keywords;

/** The name of a hint, and the argument it takes. */
export type Hint = {[K in keyof Keywords]: [K, ...Parameters<Keywords[K]>]}[keyof Keywords];

const hints = new WeakMap<object, Hint[]>();

/** Records extra JSON Schema keywords for a schema's export; returns the schema. */
export function hint<S extends object>(schema: S, ...given: Hint): S {
  hints.set(schema, [...(hints.get(schema) ?? []), given]);
  return schema;
}

/** The extra JSON Schema keywords recorded for a schema, if any. */
export function hintsFor(schema: object): Record<string, unknown> | undefined {
  const given = hints.get(schema);
  if (!given) return undefined;
  return Object.assign(
    {},
    ...given.map(([name, ...args]) => (keywords[name] as (...args: unknown[]) => object)(...args)),
  );
}
