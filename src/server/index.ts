/**
 * `a2ui-elements/server`: a Node toolkit for agents serving A2UI to renderers over SSE +
 * JSON-RPC, WebSocket, REST, A2A, AG-UI and MCP, with one agent-facing API. One agent serves
 * A2UI v0.9, v1.0 (v0.10) and v0.8 clients: see `AgentSession.protocolVersion`. `V08Writer`
 * (how `send` writes v0.8) and `fromV08ClientMessage` are exported for agents on other servers.
 * Optional peer dependencies, installed by an agent that serves that endpoint: `@a2a-js/sdk` and
 * `express` (`a2aRoutes`), `@modelcontextprotocol/sdk` (`mcpRoute`), `ws` (the WebSocket endpoint).
 */
export {
  A2uiAgentHost,
  AgentHandlerError,
  HandlerTimeoutError,
  TooManyMessagesError,
  SessionClosedError,
  parseIncoming,
  isActionBody,
  isErrorBody,
  isFunctionResponseBody,
  capabilitiesFromUrl,
  CAPABILITIES_PARAM,
} from './agent-host.js';
export type {
  AgentHandlerName,
  AgentHandlers,
  AgentHostOptions,
  RendererMessage,
} from './agent-host.js';
export {AgentSession, FunctionCallError} from './session.js';
export type {
  CallFunctionOptions,
  FunctionReturnType,
  LogEntry,
  SessionSink,
  V08Problem,
} from './session.js';
export {
  protocolOfCapabilities,
  protocolOfExtensions,
  toV1Message,
  V08_A2A_EXTENSION_URI,
  V08_VERSION,
  V09_BASIC_CATALOG_IDS,
  V1_A2A_EXTENSION_URI,
  V1_BASIC_CATALOG_ID,
  V1_VERSION,
} from './protocol-version.js';
export type {ProtocolVersion} from './protocol-version.js';
export {createA2uiHandler, serveA2ui} from './a2ui-server.js';
export type {
  A2uiHandler,
  A2uiHandlerOptions,
  ExtraRoute,
  RunningA2uiServer,
  ServeHostOptions,
  ServeOptions,
} from './a2ui-server.js';
export {createA2uiFetchHandler} from './fetch-handler.js';
export type {A2uiFetchHandler} from './fetch-handler.js';
export {IDEMPOTENCY_KEY_HEADER, SESSION_HEADER} from './rest-endpoint.js';
export {UNKNOWN_CONNECTION} from './sse-endpoint.js';
export type * from './types.js';
export {a2aRoutes} from './a2a-endpoint.js';
export type {A2aRouteOptions} from './a2a-endpoint.js';
export {aguiRoute, A2UI_ACTIVITY_TYPE} from './agui-endpoint.js';
export type {AguiRouteOptions} from './agui-endpoint.js';
export {A2uiStateProjection} from './agui-state-projection.js';
export {mcpRoute, A2UI_MESSAGES_URI} from './mcp-endpoint.js';
export type {McpRouteOptions} from './mcp-endpoint.js';
export {V08Writer, fromV08ClientMessage} from '../adapters/v0_8/writer.js';
export type {V08ServerMessage, V08WriteResult} from '../adapters/v0_8/writer.js';
