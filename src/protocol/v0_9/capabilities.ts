import * as z from 'zod/mini';
import {boolean, enumOf, oneOf, optional} from './light-types.js';
import {anyObjectSchema, defaulted, recordOf, withDefaults} from './common-types.js';
import {returnTypes} from './basic-function-calls.js';
import {versionSchema} from './server-messages.js';

/** A function a client offers, in `inlineCatalogs` (its `parameters` is a JSON Schema). */
export const functionDefinitionSchema = z.strictObject({
  name: z.string(),
  description: optional(z.string()),
  parameters: anyObjectSchema,
  returnType: enumOf(returnTypes),
});

// JSON Schemas by name (a JSON Schema is an object or a boolean).
const schemasByName = recordOf(oneOf([anyObjectSchema, boolean()], true));

/** An inline catalog definition a client may send (components and theme as JSON Schemas). */
export const inlineCatalogSchema = z.strictObject({
  catalogId: z.string(),
  components: optional(schemasByName),
  functions: optional(z.array(functionDefinitionSchema)),
  theme: optional(schemasByName),
});

/** `a2uiClientCapabilities`: the catalogs the renderer supports, keyed by protocol version. */
export const clientCapabilitiesSchema = z.looseObject({
  'v0.9': z.looseObject({
    supportedCatalogIds: z.array(z.string()),
    inlineCatalogs: optional(z.array(inlineCatalogSchema)),
  }),
});

/** `a2uiClientDataModel`: the data model of every surface created with `sendDataModel`. */
export const clientDataModelSchema = z.strictObject({
  version: versionSchema,
  surfaces: recordOf(anyObjectSchema),
});

/** Server (agent) capabilities: the catalogs it can generate, whether it accepts inline ones. */
export const serverCapabilitiesSchema = z.looseObject({
  'v0.9': withDefaults(
    z.looseObject({
      supportedCatalogIds: optional(z.array(z.string())),
      acceptsInlineCatalogs: defaulted(boolean(), false),
    }),
  ),
});
