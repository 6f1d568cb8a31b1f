/**
 * A2UI v1.0 support (the release candidate, wire version "v0.10") for the v0.9 renderer:
 * `basicCatalogV1` (the v1.0 basic catalog on the same elements) and `V1Adapter`, which feeds a
 * `MessageProcessor` and handles `actionResponse` and `callFunction`. Import from
 * `a2ui-elements/v1_0`.
 *
 * @module
 */
export {V1Adapter, type ActionResponseDetail, type V1AdapterEventMap} from './adapter.js';
export {
  V1_A2A_EXTENSION_URI,
  V1_BASIC_CATALOG_ID,
  V1_VERSION,
  basicCatalogV1,
  v1Action,
} from './catalog.js';
export {
  toV1Action,
  toV1Error,
  v1ClientCapabilities,
  v1ClientDataModel,
  type V1ActionBody,
  type V1ClientCapabilities,
  type V1ClientDataModel,
  type V1ClientMessage,
} from './client-messages.js';
export {V1_MINIMAL_CATALOG_ID, minimalCatalogV1} from './minimal-catalog.js';
export {
  readV1Only,
  v1OnlyKind,
  type ActionResponseMessage,
  type CallFunctionMessage,
  type V1OnlyKind,
} from './messages.js';
export {runRemoteCall, type RemoteCallEnv, type RemoteCallResult} from './remote-call.js';
