// close() while connect() is still retrying (the agent unreachable), then connect() at once:
// one connection opens. The first connect() checked the closed flag, which the second had
// cleared again, so it went on trying beside it: once the agent was back, both opened a
// session (two greetings for A2A and AG-UI, two MCP sessions, two REST sessions and pollers).
import assert from 'node:assert/strict';
import {describe, it, type TestContext} from 'node:test';
import {A2uiAgentHost, a2aRoutes, aguiRoute, mcpRoute} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {until} from './connectors.js';
import {serve} from './servers.js';

const fast = {initialDelay: 20, maxDelay: 40};
const viaGlobalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

const CONNECTORS = [
  [
    'A2A',
    (url: string) => new A2aTransport({url, fetch: viaGlobalFetch, ...fast}),
    (h: A2uiAgentHost) => a2aRoutes(h),
  ],
  ['AG-UI', (url: string) => new AgUiTransport({url: `${url}/agui`, ...fast}), aguiRoute],
  ['MCP', (url: string) => new McpTransport({url: `${url}/mcp`, ...fast}), mcpRoute],
  ['REST', (url: string) => new RestTransport({url, ...fast}), () => []],
] as const;

/** Has the global `fetch` fail as for an unreachable agent while `state.down`. */
function unreachableWhile(t: TestContext, state: {down: boolean}) {
  const passOn = globalThis.fetch;
  t.mock.method(globalThis, 'fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    state.down ? Promise.reject(new TypeError('fetch failed')) : passOn(input, init),
  );
}

describe('close() while connect() retries, then connect()', () => {
  for (const [label, create, routes] of CONNECTORS) {
    it(`${label}: opens one session`, async (t) => {
      let connects = 0;
      const host = new A2uiAgentHost({onConnect: () => void connects++});
      const server = await serve(host, {routes: [routes(host)].flat()});
      const state = {down: true};
      unreachableWhile(t, state);
      const transport: Transport = create(server.url);
      let failures = 0;
      transport.addEventListener('error', () => failures++);
      const first = transport.connect().catch((error: unknown) => error);
      await until(() => failures > 0, 'a failed attempt');
      transport.close();
      const second = transport.connect();
      state.down = false;
      await second;
      await first;
      await new Promise((resolve) => setTimeout(resolve, 300));
      transport.close();
      assert.equal(connects, 1);
    });
  }
});
