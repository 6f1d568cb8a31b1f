import type {ActionBody as V09ActionBody} from '../transports/types.js';

/** An agent-to-renderer A2UI message (`createSurface`, `updateComponents`, …). */
export type ServerMessage = Record<string, unknown>;

// The renderer-to-agent bodies are the ones the browser transports send; the module holding them
// is types only, so the server pulls in no browser code.
export type {ErrorBody} from '../transports/types.js';

/**
 * The `action` body a renderer sends when the user acts: v0.9's, plus, from a v1.0 client whose
 * button asked for an answer, `wantResponse: true` and the `actionId` to answer with
 * (`session.respondToAction`).
 */
export interface ActionBody extends V09ActionBody {
  /** v1.0: the button asked for an answer (`session.respondToAction`). */
  wantResponse?: boolean;
  /** v1.0: the id to answer the action with. */
  actionId?: string;
}

/** A v1.0 client's `functionResponse` body: the result of a `callFunction` that wanted one. */
export interface FunctionResponseBody {
  /** The id of the `callFunction` answered. */
  functionCallId: string;
  /** The name of the function called. */
  call: string;
  /** What the function returned. */
  value: unknown;
}

/** The `a2uiClientDataModel` object: `{version, surfaces: {surfaceId: dataModel}}`. */
export interface ClientDataModel {
  /** The protocol version the renderer wrote it in (`v0.9`, `v0.10`). */
  version?: string;
  /** Surface id → its whole data model, for each surface created with `sendDataModel`. */
  surfaces: Record<string, Record<string, unknown>>;
}

/** Metadata that travels with every renderer-to-agent message. */
export interface ClientMetadata {
  /** The renderer's `a2uiClientCapabilities`: its catalogs (unchecked). */
  a2uiClientCapabilities?: unknown;
  /** The renderer's `a2uiClientDataModel`. */
  a2uiClientDataModel?: ClientDataModel;
}

/** The transports the toolkit serves. */
export type TransportName = 'sse' | 'websocket' | 'rest' | 'a2a' | 'agui' | 'mcp';
