import type {Catalog} from '../../catalog/catalog.js';
import {V08_MINIMAL_CATALOG_ID} from './catalog-ids.js';

/** The component types of the v0.8 minimal catalog. */
export const V08_MINIMAL_TYPES: readonly string[] = [
  'Text',
  'Row',
  'Column',
  'Button',
  'TextField',
];

/** The v0.9 types those become: the same, and DateTimeInput for a `date` TextField. */
export const MINIMAL_V09_TYPES: readonly string[] = [...V08_MINIMAL_TYPES, 'DateTimeInput'];

/**
 * The v0.8 minimal catalog as a v0.9 catalog: `basic` (the processor's v0.9 basic catalog) with
 * only the components a minimal surface renders, so the renderer shows any other type as it
 * shows a type a surface's catalog lacks.
 */
export function v08MinimalCatalog(basic: Catalog): Catalog {
  const components = Object.fromEntries(
    MINIMAL_V09_TYPES.filter((type) => Object.hasOwn(basic.components, type)).map((type) => [
      type,
      basic.components[type]!,
    ]),
  );
  return {...basic, id: V08_MINIMAL_CATALOG_ID, aliases: [], components};
}
