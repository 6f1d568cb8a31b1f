// Shared by the Node tests that connect the library's own connectors to an agent.
import type {TestContext} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import type {RunningDemoAgent} from '../../demo/agent/main.js';
import {a2aRoutes, aguiRoute, type A2uiAgentHost} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import type {
  ActionBody,
  ClientMetadataSource,
  ReconnectOptions,
  Transport,
  TransportStatus,
  WireProtocol,
} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {serve} from './servers.js';

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

/** The message a user's action `name` sends, from component `b` of surface `main`. */
export function action(name = 'go'): {action: ActionBody} {
  return {
    action: {
      name,
      surfaceId: 'main',
      sourceComponentId: 'b',
      timestamp: new Date().toISOString(),
      context: {},
    },
  };
}

/** Makes every `fetch` (the SDKs' too) fail as an unreachable agent does while `down()`. */
function outage(t: TestContext, down: () => boolean): void {
  const passOn = globalThis.fetch;
  t.mock.method(globalThis, 'fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    down() ? Promise.reject(new TypeError('fetch failed')) : passOn(input, init),
  );
}

/**
 * Serves `host` (with the A2A and AG-UI routes) and connects `create`'s transport to it;
 * `setDown(true)` then makes the agent unreachable, as `outage` does, until `setDown(false)`.
 */
export async function connectToFlakyAgent(
  t: TestContext,
  host: A2uiAgentHost,
  create: (url: string) => Transport,
): Promise<{transport: Transport; setDown: (down: boolean) => void}> {
  const server = await serve(host, {routes: [...a2aRoutes(host), aguiRoute(host)]});
  let down = false;
  outage(t, () => down);
  const transport = create(server.url);
  await transport.connect();
  return {transport, setDown: (value) => (down = value)};
}

const viaGlobal: typeof fetch = (input, init) => globalThis.fetch(input, init);

/**
 * The connectors that send over `fetch`, by name, each pointed at a `serve`d agent's `url` with
 * `options`. Each looks `globalThis.fetch` up per request, so that an `outage` reaches it.
 */
export function fetchConnectors(options: ReconnectOptions): [string, (url: string) => Transport][] {
  return [
    ['REST', (url) => new RestTransport({url, fetch: viaGlobal, ...options})],
    ['A2A', (url) => new A2aTransport({url, fetch: viaGlobal, ...options})],
    ['AG-UI', (url) => new AgUiTransport({url: `${url}/agui`, ...options})],
    ['SSE', (url) => new SseTransport({url, fetch: viaGlobal, ...options})],
  ];
}

/** Collects what `transport` reports from now on: its errors, statuses and messages. */
export function watch(transport: Transport): {
  errors: TransportError[];
  statuses: TransportStatus[];
  received: unknown[];
} {
  const errors: TransportError[] = [];
  const statuses: TransportStatus[] = [];
  const received: unknown[] = [];
  transport.addEventListener('error', (e) => errors.push(e.detail));
  transport.addEventListener('status', (e) => statuses.push(e.detail));
  transport.addEventListener('messages', (e) => received.push(...e.detail));
  return {errors, statuses, received};
}
