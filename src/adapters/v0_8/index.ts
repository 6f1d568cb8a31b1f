/**
 * A2UI v0.8 (legacy) support for the v0.9 renderer: `V08Adapter` translates v0.8 agent messages
 * into v0.9 ones for a `MessageProcessor`, `toV08ClientMessage` turns the renderer's v0.9
 * client messages back into v0.8 ones, and the pure translators are exported for tools and
 * tests. Import from `a2ui-elements/v0_8`.
 *
 * @module
 */
export {V08Adapter} from './adapter.js';
export {
  toV08ClientMessage,
  v08ClientCapabilities,
  type V08ClientCapabilities,
  type V08ClientMessage,
  type V08UserAction,
} from './client-messages.js';
export {
  V08_A2A_EXTENSION_URI,
  V08_MINIMAL_CATALOG_ID,
  V08_STANDARD_CATALOG_ID,
  V08_STANDARD_CATALOG_IDS,
} from './catalog-ids.js';
export {
  translateBoundValue,
  type BoundType,
  type DataInit,
  type TranslatedBoundValue,
} from './bound-value.js';
export {translateContents} from './data-contents.js';
export {translateComponent, type ComponentRules, type TranslatedComponent} from './components.js';
export {
  readEnvelope,
  translateBeginRendering,
  translateDataModelUpdate,
  translateSurfaceUpdate,
  type SurfaceTranslation,
  type V08Envelope,
  type V08MessageKind,
} from './messages.js';
export type {V08InlineCatalog, V09InlineCatalogLike} from './inline-catalog.js';
export {rootIdMapper, V09_ROOT_ID} from './root-ids.js';
export {DEFAULT_SLIDER_MAX} from './standard-components.js';
export type {V08Issue, Issues} from './issues.js';
export type {IdMapper} from './props-reader.js';
