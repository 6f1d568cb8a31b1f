/** The wire version of A2UI v1.0 messages (the release candidate's schemas say "v0.10"). */
export const V1_VERSION = 'v0.10';

/** The id of the A2UI v1.0 basic catalog. */
export const V1_BASIC_CATALOG_ID =
  'https://a2ui.org/specification/v0_10/catalogs/basic/catalog.json';

/** The URI of the A2UI v1.0 A2A extension (for `X-A2A-Extensions` and the agent card). */
export const V1_A2A_EXTENSION_URI = 'https://a2ui.org/a2a-extension/a2ui/v0.10';
