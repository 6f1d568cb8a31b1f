import {basicCatalog, MessageProcessor, type Catalog} from '../../src/index.js';

/**
 * Custom catalogs shown in the gallery: every module in `demo/catalogs/` that exports `catalog`.
 * Examples pick one with `createSurface.catalogId`.
 */
const modules = import.meta.glob('../catalogs/*.ts', {eager: true}) as Record<
  string,
  {catalog?: Catalog}
>;

/** The basic catalog and the gallery's custom catalogs. */
export const catalogs: Catalog[] = [
  basicCatalog,
  ...Object.values(modules).flatMap((module) => (module.catalog ? [module.catalog] : [])),
];

/** A processor knowing every gallery catalog. */
export function createProcessor(): MessageProcessor {
  return new MessageProcessor({catalogs});
}

/** The catalog answering to `id` (its id or an alias), if the gallery has it. */
export function catalogById(id: unknown): Catalog | undefined {
  return catalogs.find((c) => c.id === id || c.aliases?.includes(String(id)));
}

/**
 * A validator per message that uses the catalog its surface was created with (from the
 * `createSurface` messages of the same list), so custom components validate against their schemas.
 */
export function catalogFor(messages: readonly unknown[]): (message: unknown) => Catalog {
  const bySurface = new Map<string, Catalog>();
  for (const message of messages) {
    const create = (message as {createSurface?: {surfaceId?: unknown; catalogId?: unknown}})
      ?.createSurface;
    const catalog = create && catalogById(create.catalogId);
    if (catalog && typeof create.surfaceId === 'string') bySurface.set(create.surfaceId, catalog);
  }
  return (message) => {
    const body = Object.values((message ?? {}) as Record<string, {surfaceId?: unknown}>).find(
      (value) => value && typeof value === 'object' && 'surfaceId' in value,
    );
    return bySurface.get(String(body?.surfaceId)) ?? basicCatalog;
  };
}
