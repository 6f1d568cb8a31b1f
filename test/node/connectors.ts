// Shared by the Node tests that connect the library's own connectors to the demo agent.
import {WebSocket as NodeWebSocket} from 'ws';
import type {RunningDemoAgent} from '../../demo/agent/main.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {ClientMetadataSource, Transport, WireProtocol} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';

/** What a test gives every connector: where its capabilities come from, and its protocol. */
export type ConnectorOptions = {metadata: ClientMetadataSource; protocol?: WireProtocol};

/** Each connector set-up, by name, pointed at the demo agent's endpoint for it. */
export const CONNECTORS: Record<
  string,
  (agent: RunningDemoAgent, options: ConnectorOptions) => Transport
> = {
  sse: (agent, options) => new SseTransport({url: agent.urls.sse, ...options}),
  rest: (agent, options) => new RestTransport({url: agent.urls.rest, ...options}),
  websocket: (agent, options) =>
    new WebSocketTransport({
      url: agent.urls.websocket,
      WebSocket: NodeWebSocket as unknown as typeof WebSocket,
      ...options,
    }),
  a2a: (agent, options) => new A2aTransport({url: agent.urls.a2a, ...options}),
  agui: (agent, options) => new AgUiTransport({url: agent.urls.agui, ...options}),
  // AG-UI asked for shared state, which clients read as v0.9: other versions get activities.
  'agui (state)': (agent, options) =>
    new AgUiTransport({url: `${agent.urls.agui}?mode=state`, ...options}),
  mcp: (agent, options) => new McpTransport({url: agent.urls.mcp, ...options}),
};

/** Resolves with `check()`'s value once it is truthy; rejects naming `what` after `timeout`. */
export async function until<T>(
  check: () => T,
  what: string,
  timeout = 5000,
): Promise<NonNullable<T>> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
