import {V08_A2A_EXTENSION_URI} from '../adapters/v0_8/catalog-ids.js';
import {toV1Components} from '../adapters/v1_0/writer.js';
import {V1_A2A_EXTENSION_URI, V1_BASIC_CATALOG_ID, V1_VERSION} from '../protocol/v1_0/ids.js';
import type {ServerMessage} from './types.js';

export {V08_A2A_EXTENSION_URI, V1_A2A_EXTENSION_URI, V1_BASIC_CATALOG_ID, V1_VERSION};

/** The wire version of the legacy A2UI v0.8 (whose messages carry no version). */
export const V08_VERSION = 'v0.8';

/**
 * The A2UI versions a session speaks: v0.9 (default), v1.0 (wire version "v0.10"), or the
 * legacy v0.8.
 */
export type ProtocolVersion = 'v0.9' | 'v0.10' | 'v0.8';

/** The v0.9 (and v0.9.1) basic catalog ids, which mean the v1.0 one in a v1.0 session. */
export const V09_BASIC_CATALOG_IDS: readonly string[] = [
  'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
  'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json',
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The version an `a2uiClientCapabilities` object names: `'v0.10'` when it has a `"v0.10"` key
 * and no `"v0.9"` key, `'v0.9'` for the reverse, `'v0.8'` for the v0.8 shape (no version key,
 * `supportedCatalogIds` at the top), undefined when it says neither (or both).
 */
export function protocolOfCapabilities(capabilities: unknown): ProtocolVersion | undefined {
  if (!isObject(capabilities)) return undefined;
  const v09 = 'v0.9' in capabilities;
  const v10 = V1_VERSION in capabilities;
  if (!v09 && !v10 && Array.isArray(capabilities['supportedCatalogIds'])) return V08_VERSION;
  return v10 && !v09 ? 'v0.10' : v09 && !v10 ? 'v0.9' : undefined;
}

/**
 * The version the A2A extensions a client activated (`X-A2A-Extensions`, or the message's
 * `extensions`) name: `'v0.10'` for the v1.0 A2UI extension, else `'v0.8'` for the v0.8 one;
 * undefined otherwise.
 */
export function protocolOfExtensions(
  extensions: readonly string[] | undefined,
): ProtocolVersion | undefined {
  if (extensions?.includes(V1_A2A_EXTENSION_URI)) return 'v0.10';
  return extensions?.includes(V08_A2A_EXTENSION_URI) ? V08_VERSION : undefined;
}

/**
 * A v0.9-shaped agent message as v1.0 sends it: `version: "v0.10"`, a `createSurface` naming
 * the v0.9 basic catalog names the v1.0 one, and an Icon drawn from `{svgPath}` is drawn from
 * v1.0's `{path}`. Everything else is kept as it is.
 */
export function toV1Message(message: ServerMessage): ServerMessage {
  const {version: _v09, ...rest} = message;
  const create = rest.createSurface;
  const catalogId = isObject(create) ? create.catalogId : undefined;
  if (typeof catalogId === 'string' && V09_BASIC_CATALOG_IDS.includes(catalogId)) {
    rest.createSurface = {...(create as object), catalogId: V1_BASIC_CATALOG_ID};
  }
  const update = rest.updateComponents;
  if (isObject(update) && Array.isArray(update.components)) {
    rest.updateComponents = {...update, components: toV1Components(update.components)};
  }
  return {version: V1_VERSION, ...rest};
}
