// Giving up is one problem, reported once: the messages still queued, and those sent after,
// reject with the give-up error itself (which `<a2ui-agent>` reports once, as it already
// reported it), not with a second `closed` error ("The transport closed") that became a second
// a2uiconnectionerror.
import assert from 'node:assert/strict';
import {describe, it, type TestContext} from 'node:test';
import {A2uiAgentHost, a2aRoutes, aguiRoute} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import type {Transport} from '../../src/transports/types.js';
import {serve} from './servers.js';

const options = {initialDelay: 5, maxDelay: 10, maxAttempts: 3};
const click = {
  action: {
    name: 'go',
    surfaceId: 'main',
    sourceComponentId: 'b',
    timestamp: new Date().toISOString(),
    context: {},
  },
};

/** Makes every `fetch` (the SDKs' too) fail as an unreachable agent does while `down()`. */
function outage(t: TestContext, down: () => boolean): void {
  const passOn = globalThis.fetch;
  t.mock.method(globalThis, 'fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    down() ? Promise.reject(new TypeError('fetch failed')) : passOn(input, init),
  );
}

const viaGlobal: typeof fetch = (input, init) => globalThis.fetch(input, init);
const CONNECTORS: [string, (url: string) => Transport][] = [
  ['REST', (url) => new RestTransport({url, fetch: viaGlobal, ...options})],
  ['A2A', (url) => new A2aTransport({url, fetch: viaGlobal, ...options})],
  ['AG-UI', (url) => new AgUiTransport({url: `${url}/agui`, ...options})],
  ['SSE', (url) => new SseTransport({url, fetch: viaGlobal, ...options})],
];

describe('giving up on a message, said once', () => {
  for (const [label, create] of CONNECTORS) {
    it(`${label}: queued and later messages reject with the reported give-up`, async (t) => {
      const host = new A2uiAgentHost({onAction: () => undefined});
      const server = await serve(host, {routes: [...a2aRoutes(host), aguiRoute(host)]});
      let down = false;
      outage(t, () => down);
      const transport = create(server.url);
      await transport.connect();
      const reported: TransportError[] = [];
      transport.addEventListener('error', (e) => reported.push(e.detail));
      down = true;
      const first = await transport.send(click).catch((error: TransportError) => error);
      const later = await transport.send(click).catch((error: TransportError) => error);
      assert.equal(transport.status, 'closed');
      const gaveUp = reported.at(-1);
      assert.match(String(gaveUp?.message), /^Gave up after 3 attempts/);
      assert.equal(first, gaveUp);
      assert.equal(later, gaveUp);
    });
  }
});
