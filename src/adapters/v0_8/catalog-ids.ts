/** The v0.8 standard catalog id; a `beginRendering` without `catalogId` means this one. */
export const V08_STANDARD_CATALOG_ID =
  'https://a2ui.org/specification/v0_8/standard_catalog_definition.json';

/** The v0.8 minimal catalog id (a strict subset of the standard catalog). */
export const V08_MINIMAL_CATALOG_ID =
  'https://a2ui.org/specification/v0_8/catalogs/minimal/minimal_catalog.json';

/** The v0.8 catalogs the adapter renders with the v0.9 basic catalog (all of it, or the
 * minimal catalog's components). */
export const V08_STANDARD_CATALOG_IDS: readonly string[] = Object.freeze([
  V08_STANDARD_CATALOG_ID,
  V08_MINIMAL_CATALOG_ID,
]);

/** The URI of the A2UI v0.8 A2A extension (for `X-A2A-Extensions` and the agent card). */
export const V08_A2A_EXTENSION_URI = 'https://a2ui.org/a2a-extension/a2ui/v0.8';
