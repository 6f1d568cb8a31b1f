import {isRecord} from '../../protocol/json-values.js';
import type {ClientCapabilitiesOptions} from '../../catalog/inline-catalog-hook.js';
import type {MessageProcessor} from '../../state/message-processor.js';
import {BASIC_CATALOG_ID} from '../../catalog/basic-catalog.js';
import {V1_VERSION} from './catalog.js';

/** The v1.0 `action` body: v0.9's, with `wantResponse` and `actionId` when an answer is due. */
export interface V1ActionBody {
  /** The action's `event.name`. */
  name: string;
  /** The surface of the component that acted. */
  surfaceId: string;
  /** The id of the component that acted. */
  sourceComponentId: string;
  /** ISO 8601 date-time. */
  timestamp: string;
  /** The action's context, every value resolved when the user acted. */
  context: Record<string, unknown>;
  /** The component asked for an answer (`actionResponse`). */
  wantResponse?: true;
  /** Set when `wantResponse` is: the agent's `actionResponse` carries it back. */
  actionId?: string;
}

/** A v1.0 client-to-server message. */
export type V1ClientMessage =
  | {version: typeof V1_VERSION; action: V1ActionBody}
  | {version: typeof V1_VERSION; error: Record<string, unknown>}
  | {
      version: typeof V1_VERSION;
      functionResponse: {functionCallId: string; call: string; value: unknown};
    };

/** The v1.0 `a2uiClientCapabilities` object (client_capabilities.json). */
export interface V1ClientCapabilities {
  /** The catalogs the renderer supports (and, asked for, their definitions). */
  'v0.10': {supportedCatalogIds: string[]; inlineCatalogs?: unknown[]};
}

/** The v1.0 `a2uiClientDataModel` object (client_data_model.json). */
export interface V1ClientDataModel {
  /** Always `'v0.10'`. */
  version: typeof V1_VERSION;
  /** Surface id → its whole data model, for each surface created with `sendDataModel`. */
  surfaces: Record<string, unknown>;
}

/**
 * The v1.0 action body for a v0.9 one (`action` of a processor `action` event or a v0.9
 * message): `responsePath` stays on the client; `actionId` is added when an answer is due.
 */
export function toV1Action(action: Record<string, unknown>, actionId?: string): V1ActionBody {
  const {name, surfaceId, sourceComponentId, timestamp, context} =
    action as unknown as V1ActionBody;
  const body: V1ActionBody = {name, surfaceId, sourceComponentId, timestamp, context};
  if (action['wantResponse'] === true && actionId !== undefined) {
    body.wantResponse = true;
    body.actionId = actionId;
  }
  return body;
}

/**
 * The v1.0 error body for a v0.9 one: one about a function call names the call, not a surface;
 * a `VALIDATION_FAILED` has exactly `code`, `surfaceId`, `path` (`""` when none was given, as
 * from a custom component) and `message`, as v0.10 requires.
 */
export function toV1Error(error: Record<string, unknown>): Record<string, unknown> {
  const {code, surfaceId = '', path = '', message} = error;
  if (code === 'VALIDATION_FAILED') return {code, surfaceId, path, message};
  if (typeof error['functionCallId'] !== 'string') return {...error};
  const {surfaceId: _surface, ...rest} = error;
  return rest;
}

/** Whether a value is a v0.9 client message of the given kind. */
export function clientBody(message: unknown, kind: 'action' | 'error') {
  return isRecord(message) && isRecord(message[kind]) ? message[kind] : undefined;
}

/**
 * The processor's capabilities as v1.0 metadata (v1.0 key): its catalogs but the v0.9 basic
 * one, whose rules are not v1.0's (an Icon's `{path}` would be a data binding there).
 */
export function v1ClientCapabilities(
  processor: MessageProcessor,
  options?: ClientCapabilitiesOptions,
): V1ClientCapabilities {
  const {supportedCatalogIds, ...inline} = processor.clientCapabilities(options)['v0.9'];
  const v09 = processor.catalogFor(BASIC_CATALOG_ID);
  const v1Ids = supportedCatalogIds.filter((id) => processor.catalogFor(id) !== v09);
  return {'v0.10': {supportedCatalogIds: v1Ids, ...inline}};
}

/** The processor's client data model as v1.0 metadata. */
export function v1ClientDataModel(processor: MessageProcessor): V1ClientDataModel {
  return {version: V1_VERSION, surfaces: processor.clientDataModel().surfaces};
}
