/**
 * `a2ui-elements/transports`: every browser connector — SSE + JSON-RPC, WebSocket, REST (also
 * the drop-in `dist/a2ui-agent.js`) plus A2A, AG-UI and MCP on their SDKs — and `<a2ui-agent>`
 * with all six registered by name. The SDKs are optional peer dependencies, loaded when such a
 * connector connects: without its SDK, `connect()` fails (`unsupported`) naming the package.
 */
import {A2aTransport} from './a2a-transport.js';
import {AgUiTransport} from './agui-transport.js';
import {McpTransport} from './mcp-transport.js';
import {registerTransport} from './registry.js';

export * from './basic.js';
export {A2aTransport, type A2aAgentCard, type A2aTransportOptions} from './a2a-transport.js';
export {AgUiTransport, type AgUiAgent, type AgUiTransportOptions} from './agui-transport.js';
export {
  McpTransport,
  type McpClient,
  type McpTransportOptions,
  A2UI_MESSAGES_URI,
} from './mcp-transport.js';
export {A2uiActivityReader, A2UI_ACTIVITY_TYPE} from './agui-activity.js';
export {A2uiStateMapper} from './agui-state-mapper.js';
export {a2uiMessagesOfParts, looksLikeA2ui} from './a2ui-parts.js';

registerTransport('a2a', (options) => new A2aTransport(options));
registerTransport('agui', (options) => new AgUiTransport(options));
registerTransport('mcp', (options) => new McpTransport(options));
