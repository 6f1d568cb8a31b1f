/** An agent-to-renderer A2UI message (`createSurface`, `updateComponents`, …). */
export type ServerMessage = Record<string, unknown>;

// The renderer-to-agent bodies are the ones the browser transports send; the module holding them
// is types only, so the server pulls in no browser code.
export type {ActionBody, ErrorBody} from '../transports/types.js';

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
