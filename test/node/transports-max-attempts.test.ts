// `maxAttempts: n` gives up after n failed attempts in a row, on every connector, as its JSDoc
// says. REST and WebSocket made one more (they counted the retries, not the attempts) and
// WebSocket then said "Gave up after 2 attempts" for 3.
import assert from 'node:assert/strict';
import {createServer} from 'node:net';
import type {AddressInfo} from 'node:net';
import {describe, it, type TestContext} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {McpTransport} from '../../src/transports/mcp-transport.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import {TransportError} from '../../src/transports/transport-error.js';
import type {Transport} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';

const options = {initialDelay: 5, maxDelay: 10, maxAttempts: 3};

/** The URL of a port nothing listens on (taken, then freed). */
async function deadUrl(scheme = 'http'): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `${scheme}://127.0.0.1:${port}`;
}

/** Counts the requests made through the global `fetch` (which the SDKs use). */
function countFetches(t: TestContext): () => number {
  const passOn = globalThis.fetch;
  let count = 0;
  t.mock.method(globalThis, 'fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    count++;
    return passOn(input, init);
  });
  return () => count;
}

/** A `ws` WebSocket class counting the sockets opened. */
function countingSockets() {
  let count = 0;
  class Counted extends NodeWebSocket {
    constructor(url: string | URL) {
      super(url);
      count++;
    }
  }
  return {WebSocket: Counted as unknown as typeof WebSocket, count: () => count};
}

const CONNECTORS: [string, (url: string) => Transport][] = [
  ['REST', (url) => new RestTransport({url, ...options})],
  ['SSE', (url) => new SseTransport({url, ...options})],
  [
    'A2A',
    (url) => new A2aTransport({url, fetch: (i, init) => globalThis.fetch(i, init), ...options}),
  ],
  ['AG-UI', (url) => new AgUiTransport({url, ...options})],
  ['MCP', (url) => new McpTransport({url, ...options})],
];

describe('maxAttempts: 3 with an agent that cannot be reached', () => {
  for (const [label, create] of CONNECTORS) {
    it(`${label}: connect() tries 3 times, then rejects`, async (t) => {
      const url = await deadUrl();
      const fetches = countFetches(t);
      const transport = create(url);
      const outcome = await transport.connect().then(
        () => 'connected',
        (error: Error & {kind?: string}) => error.kind,
      );
      assert.equal(fetches(), 3);
      // A network failure, not "closed": nobody closed it.
      assert.equal(outcome, 'network');
      assert.equal(transport.status, 'closed');
      // Asked to connect again, it counts afresh.
      await transport.connect().catch(() => undefined);
      transport.close();
      assert.equal(fetches(), 6);
    });
  }

  it('WebSocket: connect() tries 3 times, then rejects saying so', async () => {
    const url = await deadUrl('ws');
    const sockets = countingSockets();
    const transport = new WebSocketTransport({url, WebSocket: sockets.WebSocket, ...options});
    await assert.rejects(transport.connect(), /Gave up after 3 attempts/);
    assert.equal(sockets.count(), 3);
    await assert.rejects(transport.connect(), /Gave up after 3 attempts/);
    assert.equal(sockets.count(), 6);
  });
});

// Every connector says giving up the same way: connect() rejects with a `network` error "Gave
// up after 3 attempts: <the last failure>" (that failure its `cause`), the same error is the last
// `error` event (one a2uiconnectionerror from <a2ui-agent>), and the status is `closed`. REST
// rejected with the last failure alone, A2A, AG-UI and MCP too (and did not report it), SSE and
// WebSocket said "Gave up after 3 attempts" without the failure. The failures before the last
// are reported one by one (WebSocket reported none).
describe('giving up, as every connector says it', () => {
  const ALL: [string, (url: string) => Transport, string?][] = [
    ...CONNECTORS,
    [
      'WebSocket',
      (url) => new WebSocketTransport({url, WebSocket: NodeWebSocket as never, ...options}),
      'ws',
    ],
  ];
  for (const [label, create, scheme] of ALL) {
    it(`${label}: rejects, reports and closes with "Gave up after 3 attempts: <last failure>"`, async () => {
      const transport = create(await deadUrl(scheme));
      const reported: unknown[] = [];
      transport.addEventListener('error', (e) => reported.push((e as CustomEvent).detail));
      const error = await transport.connect().then(
        () => assert.fail('connected'),
        (rejection: TransportError) => rejection,
      );
      assert.ok(error instanceof TransportError);
      assert.equal(error.kind, 'network');
      assert.match(error.message, /^Gave up after 3 attempts: \S/);
      const last = error.cause as TransportError;
      assert.ok(last instanceof TransportError, 'the last failure is its cause');
      assert.equal(error.message, `Gave up after 3 attempts: ${last.message}`);
      assert.equal(reported.at(-1), error);
      // Each failed attempt before is reported as it happens (WebSocket said nothing of them).
      assert.equal(reported.length, 3, reported.map(String).join('; '));
      // The last failure is said once, in the give-up.
      assert.ok(!reported.includes(last));
      assert.equal(transport.status, 'closed');
    });
  }
});
