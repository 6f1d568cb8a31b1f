// DOM-free public API: protocol, state, binding, functions.
export {
  validateMessage,
  validateServerMessage,
  validateClientMessage,
  serverMessageKind,
  surfaceIdOf,
} from './protocol/validate.js';
export type {
  MessageDirection,
  ValidateOptions,
  ServerValidateOptions,
  ValidationResult,
  ValidationError,
} from './protocol/validate.js';
export type * from './protocol/v0_9/types.js';
export {
  basicComponentSchemas,
  basicThemeSchema,
  basicFunctionCallSchemas,
  basicFunctionCallSchema,
  basicCommonTypes,
  basicIconNames,
  createBasicComponentSchemas,
} from './protocol/v0_9/basic-components.js';
export {catalogSchemas} from './protocol/v0_9/catalog-schemas.js';
export type {CatalogLike, CatalogSchemas, SchemaBuilder} from './protocol/v0_9/catalog-schemas.js';
export type {CommonTypes} from './protocol/v0_9/common-types.js';
export {
  createServerMessageSchemas,
  basicServerMessageSchemas,
  supportedVersions,
} from './protocol/v0_9/server-messages.js';
export {
  clientMessageSchema,
  actionMessageSchema,
  errorMessageSchema,
} from './protocol/v0_9/client-messages.js';
export {
  clientCapabilitiesSchema,
  clientDataModelSchema,
  serverCapabilitiesSchema,
} from './protocol/v0_9/capabilities.js';
export {
  basicFunctions,
  browserOpenUrl,
  formatDatePattern,
  formatTemplate,
  FormatStringError,
  FunctionRegistry,
  MAX_DEPTH as FORMAT_STRING_MAX_DEPTH,
  parseFormatString,
  safeHttpUrl,
  safeRegexTest,
} from './functions/index.js';
export type {
  ExpressionNode,
  FunctionContext,
  FunctionDefinition,
  ReturnType,
  Template,
} from './functions/index.js';
