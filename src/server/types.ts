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
  wantResponse?: boolean;
  actionId?: string;
}

/** A v1.0 client's `functionResponse` body: the result of a `callFunction` that wanted one. */
export interface FunctionResponseBody {
  functionCallId: string;
  call: string;
  value: unknown;
}

/** The `a2uiClientDataModel` object: `{version, surfaces: {surfaceId: dataModel}}`. */
export interface ClientDataModel {
  version?: string;
  surfaces: Record<string, Record<string, unknown>>;
}

/** Metadata that travels with every renderer-to-agent message. */
export interface ClientMetadata {
  a2uiClientCapabilities?: unknown;
  a2uiClientDataModel?: ClientDataModel;
}

/** The transports the toolkit serves. */
export type TransportName = 'sse' | 'websocket' | 'rest' | 'a2a' | 'agui' | 'mcp';
