// DOM-free public API: protocol, state, binding, functions.
export {
  validateMessage,
  validateServerMessage,
  validateClientMessage,
  validateComponent,
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
  serverMessageSchemasFor,
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
  defineFunction,
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
// State and binding: the message processor, surfaces, data model, component contexts.
export {
  MessageProcessor,
  defaultProcessor,
  type ClientCapabilities,
  type ClientDataModel,
  type MessageProcessorEventMap,
  type MessageProcessorOptions,
  type SurfaceEventDetail,
} from './state/message-processor.js';
export {SurfaceModel, type SurfaceOptions} from './state/surface-model.js';
export {DataModel, type DataModelOptions} from './state/data-model.js';
export {
  ComponentStore,
  jsonEqual,
  type ComponentDefinition,
  type UpsertResult,
} from './state/component-store.js';
export {
  ErrorCodes,
  type ActionBody,
  type ErrorBody,
  type ErrorCode,
  type ErrorReport,
} from './state/errors.js';
export {
  escapeSegment,
  formatPointer,
  parsePointer,
  resolvePath,
  unescapeSegment,
} from './state/json-pointer.js';
export {JsonlSplitter, jsonlBatches, type JsonlLine} from './state/jsonl.js';
export {ComponentContext, type Validation} from './binding/component-context.js';
export {ChildList, ROOT_SCOPE, type ChildRef, type Scope} from './binding/child-list.js';
export {
  coerce,
  coerceBoolean,
  coerceNumber,
  coerceString,
  coerceStringList,
} from './binding/coerce.js';
export {
  absolutePath,
  callFunction,
  neutralValue,
  readPath,
  resolveValue,
  type BindingEnv,
} from './binding/resolve.js';
export {isAction, isDataBinding, isFunctionCall, isTemplate} from './binding/shapes.js';
// Catalogs.
export {tagFor, type BindingType, type Catalog, type ComponentApi} from './catalog/catalog.js';
export {BASIC_CATALOG_ALIASES, BASIC_CATALOG_ID, basicCatalog} from './catalog/basic-catalog.js';
export {
  defineCatalog,
  defineComponent,
  type AuthoringTypes,
  type CatalogInit,
  type ComponentEntry,
  type ComponentInit,
  type ElementWithApi,
  type PropsShape,
} from './catalog/define-catalog.js';
export {schema} from './catalog/schema.js';
export type {
  ActionValue,
  ChildListValue,
  DynamicValueOf,
  PropsOf,
  Resolved,
  ResolvedOrUnknown,
  ResolvedProp,
  ResolvedProps,
  SchemaOf,
  TypedComponentApi,
} from './catalog/props-type.js';
export {
  registerCatalogDefinitionGenerator,
  type CatalogDefinitionGenerator,
  type ClientCapabilitiesOptions,
} from './catalog/inline-catalog-hook.js';
