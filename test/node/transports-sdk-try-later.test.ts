// A2A, AG-UI and MCP: an agent (or the proxy in front of it) answering "try again later" (502,
// 503 while it restarts; 429 from a rate limiter) did not handle the request: connect() keeps
// trying, as it does while the agent cannot be reached, and an action is sent again, not dropped.
// The SDKs throw a plain Error for an HTTP error status, which was taken for the agent's answer.
import assert from 'node:assert/strict';
import {describe, it, type TestContext} from 'node:test';
import {
  A2uiAgentHost,
  a2aRoutes,
  aguiRoute,
  mcpRoute,
  type AgentHandlers,
} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {serve} from './servers.js';

const fast = {initialDelay: 10, maxDelay: 20};
const action = (name: string) => ({
  action: {name, surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context: {}},
});

const CONNECTORS = [
  // Its own fetch (bound on connect) calls the global one at each request.
  [
    'A2A',
    (url: string) =>
      new A2aTransport({url, fetch: (i, init) => globalThis.fetch(i, init), ...fast}),
    (h: A2uiAgentHost) => a2aRoutes(h),
  ],
  ['AG-UI', (url: string) => new AgUiTransport({url: `${url}/agui`, ...fast}), aguiRoute],
  ['MCP', (url: string) => new McpTransport({url: `${url}/mcp`, ...fast}), mcpRoute],
] as const;

/**
 * Has the global `fetch` (which the SDKs use) answer `status` to the first POST `matches`
 * names (by its body), passing everything else on.
 */
function refuseOnce(t: TestContext, status: number, matches: (body: string) => boolean) {
  const passOn = globalThis.fetch;
  let refused = 0;
  t.mock.method(globalThis, 'fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    if (refused === 0 && init?.method === 'POST' && matches(body)) {
      refused += 1;
      return new Response('Try again later', {status, headers: {'content-type': 'text/plain'}});
    }
    return passOn(input, init);
  });
  return () => refused;
}

async function settled(promise: Promise<unknown>): Promise<string> {
  return Promise.race([
    promise.then(
      () => 'done',
      (error: unknown) => `rejected: ${String(error)}`,
    ),
    new Promise<string>((resolve) => setTimeout(resolve, 3000, 'still waiting')),
  ]);
}

describe('"try again later" answers to the SDK-based connectors', () => {
  for (const [label, create, routes] of CONNECTORS) {
    for (const status of [503, 429]) {
      it(`${label}: an action answered ${status} is sent again and handled once`, async (t) => {
        const received: string[] = [];
        const handlers: AgentHandlers = {onAction: (_s, body) => void received.push(body.name)};
        const host = new A2uiAgentHost(handlers);
        const server = await serve(host, {routes: [routes(host)].flat()});
        const transport: Transport = create(server.url);
        await transport.connect();
        const refused = refuseOnce(t, status, (body) => body.includes('"name":"go"'));
        const outcome = await settled(transport.send(action('go')));
        transport.close();
        assert.equal(refused(), 1);
        assert.equal(outcome, 'done');
        assert.deepEqual(received, ['go']);
      });
    }

    it(`${label}: connect() keeps trying while the agent answers 503`, async (t) => {
      const host = new A2uiAgentHost({});
      const server = await serve(host, {routes: [routes(host)].flat()});
      const refused = refuseOnce(t, 503, () => true);
      const transport: Transport = create(server.url);
      const outcome = await settled(transport.connect());
      transport.close();
      assert.equal(refused(), 1);
      assert.equal(outcome, 'done');
    });
  }
});
