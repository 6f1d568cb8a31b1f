// Every HTTP connector takes a custom `fetch`, so an agent on another origin that keeps its
// session in a cookie is reachable: in a browser, `fetch: (u, i) => fetch(u, {...i, credentials:
// 'include'})`. Node's fetch keeps no cookies, so the given fetch here adds the cookie header a
// browser would send; the agent refuses any request without it.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {closeAfterTests, gatedAgent} from './servers.js';

const fast = {initialDelay: 10, maxDelay: 20, maxAttempts: 2};
const action = {name: 'go', surfaceId: 'main', sourceComponentId: 'b', timestamp: '', context: {}};

describe('a custom fetch (a cookie session)', () => {
  const connectors: [string, (url: string, fetch: typeof globalThis.fetch) => Transport][] = [
    ['SSE', (url, fetch) => new SseTransport({url, fetch, ...fast})],
    ['REST', (url, fetch) => new RestTransport({url, fetch, ...fast})],
    ['A2A', (url, fetch) => new A2aTransport({url, fetch, ...fast})],
    ['AG-UI', (url, fetch) => new AgUiTransport({url: `${url}/agui`, fetch, ...fast})],
    ['MCP', (url, fetch) => new McpTransport({url: `${url}/mcp`, fetch, ...fast})],
  ];
  for (const [name, create] of connectors) {
    it(`${name}: every request goes through it`, async () => {
      const {url, handled} = await gatedAgent(
        (req) => req.headers.cookie === 'session=s1',
        'no session',
      );
      let requests = 0;
      const withCookie: typeof fetch = (input, init) => {
        requests++;
        const headers = new Headers(init?.headers);
        headers.set('cookie', 'session=s1');
        return fetch(input, {...init, headers});
      };
      const transport = create(url, withCookie);
      closeAfterTests(transport);
      await transport.connect();
      await transport.send({version: 'v0.9', action});
      transport.close();
      assert.deepEqual(handled, ['go']);
      assert.ok(requests >= 2, `${requests} requests through the given fetch`);
    });
  }
});
