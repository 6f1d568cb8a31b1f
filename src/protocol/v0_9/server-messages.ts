import {memo} from '../memo.js';
import {boolean, enumOf, oneOf, optional, strictObject, string, unknown} from './light-types.js';
import {
  basicCatalogLike,
  catalogSchemas,
  type CatalogLike,
  type CatalogSchemas,
} from './catalog-schemas.js';
import {arrayOf, type Schema} from './common-types.js';

/** Protocol versions this renderer accepts in `"version"`. */
export const supportedVersions = ['v0.9', 'v0.9.1'] as const;

/** `"version"` of every v0.9 message. */
export const versionSchema = enumOf(supportedVersions);

/** The four agent → renderer message kinds, by their key. */
export const serverMessageKinds = [
  'createSurface',
  'updateComponents',
  'updateDataModel',
  'deleteSurface',
] as const;

/** One schema per agent → renderer message kind, plus their `oneOf`. */
export interface ServerMessageSchemas {
  readonly createSurface: Schema;
  readonly updateComponents: Schema;
  readonly updateDataModel: Schema;
  readonly deleteSurface: Schema;
  /** `server_to_client.json`: exactly one of the four. */
  readonly serverMessage: Schema;
}

const envelope = (kind: string, body: Schema) =>
  strictObject({version: versionSchema, [kind]: body});

/** `updateComponents` message with components checked by the given schema. */
export function updateComponentsOf(component: Schema): Schema {
  return envelope(
    'updateComponents',
    strictObject({surfaceId: string(), components: arrayOf(component, 1)}),
  );
}

/**
 * Builds the agent → renderer message schemas for one catalog's components and theme.
 *
 * @internal Exported with the protocol schemas as the uncached builder behind
 * {@link serverMessageSchemasFor}: call that instead.
 */
export function createServerMessageSchemas(catalog: CatalogSchemas): ServerMessageSchemas {
  const surfaceId = string();
  const messages = {
    createSurface: envelope(
      'createSurface',
      strictObject({
        surfaceId,
        catalogId: string(),
        theme: optional(catalog.theme),
        sendDataModel: optional(boolean()),
      }),
    ),
    updateComponents: updateComponentsOf(catalog.anyComponent),
    updateDataModel: envelope(
      'updateDataModel',
      strictObject({surfaceId, path: optional(string()), value: optional(unknown())}),
    ),
    deleteSurface: envelope('deleteSurface', strictObject({surfaceId})),
  };
  return {...messages, serverMessage: oneOf(Object.values(messages))};
}

const messageSchemas = memo(createServerMessageSchemas);

/** The agent → renderer message schemas of a catalog (built once per catalog object). */
export function serverMessageSchemasFor(catalog: CatalogLike): ServerMessageSchemas {
  return messageSchemas(catalogSchemas(catalog));
}

/** The agent → renderer message schemas of the basic catalog. */
export const basicServerMessageSchemas: ServerMessageSchemas =
  serverMessageSchemasFor(basicCatalogLike);
