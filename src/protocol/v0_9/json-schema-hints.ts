// JSON Schema keywords that zod cannot derive from a refinement, recorded beside the schema so
// `npm run spec` exports the exact official shape (`format`, `integer`, `not`, `anyOf`...).

const hints = new WeakMap<object, Record<string, unknown>>();

/** Records extra JSON Schema keywords for a schema's export; returns the schema. */
export function hint<S extends object>(schema: S, keywords: Record<string, unknown>): S {
  hints.set(schema, {...hints.get(schema), ...keywords});
  return schema;
}

/** The extra JSON Schema keywords recorded for a schema, if any. */
export function hintsFor(schema: object): Record<string, unknown> | undefined {
  return hints.get(schema);
}
