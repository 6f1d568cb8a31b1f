import {
  array,
  boolean,
  enumOf,
  looseObject,
  oneOf,
  optional,
  string,
  strictObject,
} from './light-types.js';
import {anyObjectSchema, defaulted, recordOf, withDefaults} from './common-types.js';
import {returnTypes} from './basic-function-calls.js';
import {versionSchema} from './server-messages.js';

/** A function a client offers, in `inlineCatalogs` (its `parameters` is a JSON Schema). */
export const functionDefinitionSchema = strictObject({
  name: string(),
  description: optional(string()),
  parameters: anyObjectSchema,
  returnType: enumOf(returnTypes),
});

// JSON Schemas by name (a JSON Schema is an object or a boolean).
const schemasByName = recordOf(oneOf([anyObjectSchema, boolean()], true));

/** An inline catalog definition a client may send (components and theme as JSON Schemas). */
export const inlineCatalogSchema = strictObject({
  catalogId: string(),
  components: optional(schemasByName),
  functions: optional(array(functionDefinitionSchema)),
  theme: optional(schemasByName),
});

/** `a2uiClientCapabilities`: the catalogs the renderer supports, keyed by protocol version. */
export const clientCapabilitiesSchema = looseObject({
  'v0.9': looseObject({
    supportedCatalogIds: array(string()),
    inlineCatalogs: optional(array(inlineCatalogSchema)),
  }),
});

/** `a2uiClientDataModel`: the data model of every surface created with `sendDataModel`. */
export const clientDataModelSchema = strictObject({
  version: versionSchema,
  surfaces: recordOf(anyObjectSchema),
});

/** Server (agent) capabilities: the catalogs it can generate, whether it accepts inline ones. */
export const serverCapabilitiesSchema = looseObject({
  'v0.9': withDefaults(
    looseObject({
      supportedCatalogIds: optional(array(string())),
      acceptsInlineCatalogs: defaulted(boolean(), false),
    }),
  ),
});
