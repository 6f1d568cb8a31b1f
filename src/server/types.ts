/** An agent-to-renderer A2UI message (`createSurface`, `updateComponents`, …). */
export type ServerMessage = Record<string, unknown>;

/** The v0.9 `action` body the renderer sends. */
export interface ActionBody {
  name: string;
  surfaceId: string;
  sourceComponentId: string;
  timestamp: string;
  context: Record<string, unknown>;
}

/** The v0.9 `error` body the renderer reports. */
export interface ErrorBody {
  code: string;
  surfaceId: string;
  message: string;
  path?: string;
  [key: string]: unknown;
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
