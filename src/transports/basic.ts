// The light connectors and <a2ui-agent>: the drop-in `dist/a2ui-agent.js` (beside the bundle).
export type {
  ClientMetadata,
  ClientMetadataSource,
  OutgoingMessage,
  ReconnectOptions,
  Transport,
  TransportEventMap,
  TransportStatus,
  WireProtocol,
} from './types.js';
export type {ProtocolAdapter} from './protocol-adapter.js';
export {TransportError, type TransportErrorKind} from './transport-error.js';
export type {HeadersOption} from './credentials.js';
export {BaseTransport} from './base-transport.js';
export {SseTransport, type SseTransportOptions} from './sse-transport.js';
export {WebSocketTransport, type WebSocketTransportOptions} from './websocket-transport.js';
export {RestTransport, type RestTransportOptions, SESSION_HEADER} from './rest-transport.js';
export {
  createTransport,
  registerTransport,
  transportNames,
  type TransportFactory,
  type TransportFactoryOptions,
} from './registry.js';
export {
  A2UI_MIME_TYPE,
  A2UI_LEGACY_MIME_TYPE,
  A2UI_EXTENSION_URIS,
  isA2uiMimeType,
} from './a2ui-parts.js';
export {A2uiAgent} from './a2ui-agent.js';
