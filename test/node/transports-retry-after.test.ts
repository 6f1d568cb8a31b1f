// An agent that answers "try again later" may say when: a Retry-After header (seconds or an HTTP
// date), or, on an SSE stream, a `retry:` field. The connectors wait at least that long before
// trying again (up to a minute), instead of knocking again after their own short backoff.
import assert from 'node:assert/strict';
import {describe, it, type TestContext} from 'node:test';
import {A2uiAgentHost, a2aRoutes, aguiRoute, type AgentHandlers} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {retryDelay} from '../../src/transports/backoff.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import {retryAfterMs, TransportError} from '../../src/transports/transport-error.js';
import type {Transport} from '../../src/transports/types.js';
import {serve} from './servers.js';

/** A backoff far shorter than the waits the agent asks for below. */
const fast = {initialDelay: 10, maxDelay: 20};
const action = (name: string) => ({
  action: {name, surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context: {}},
});

/**
 * `fetch` answering the first request to `path` (of `method`) 503 with `Retry-After: 1`,
 * passing everything else on; `refusedAt()` is when it refused, `retriedAt()` when the next
 * request to `path` came.
 */
function refusingOnce(path: string, method: string, passOn: typeof fetch = fetch) {
  let refusedAt: number | undefined;
  let retriedAt: number | undefined;
  const refusing: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.pathname.endsWith(path) && (init?.method ?? 'GET') === method) {
      if (refusedAt === undefined) {
        refusedAt = Date.now();
        return new Response('Busy', {status: 503, headers: {'retry-after': '1'}});
      }
      retriedAt ??= Date.now();
    }
    return passOn(input, init);
  };
  return {fetch: refusing, waited: () => (retriedAt ?? NaN) - (refusedAt ?? NaN)};
}

/** `promise`'s value, or 'still waiting' after `ms` (loaded machines import an SDK slowly). */
async function within<T>(promise: Promise<T>, ms = 30_000): Promise<T | 'still waiting'> {
  return Promise.race([
    promise,
    new Promise<'still waiting'>((r) => setTimeout(r, ms, 'still waiting')),
  ]);
}

describe('Retry-After', () => {
  it('is read as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-12-01T12:00:00Z');
    assert.equal(retryAfterMs('3', now), 3000);
    assert.equal(retryAfterMs(' 0 ', now), 0);
    assert.equal(retryAfterMs('Tue, 01 Dec 2026 12:00:05 GMT', now), 5000);
    assert.equal(retryAfterMs('Tue, 01 Dec 2026 11:00:00 GMT', now), 0, 'a date past: now');
    assert.equal(retryAfterMs('soon', now), undefined);
    assert.equal(retryAfterMs('-5', now), undefined);
    assert.equal(retryAfterMs(null, now), undefined);
  });

  it('makes the backoff wait at least that long, up to a minute', () => {
    assert.equal(retryDelay(0, fast, 1500), 1500);
    assert.ok(retryDelay(0, fast, 5) >= 7, 'a shorter wait asked for leaves the backoff as it is');
    assert.equal(retryDelay(3, fast, 3_600_000), 60_000);
  });

  for (const [label, path, Connector] of [
    ['REST', '/action', RestTransport],
    ['SSE', '/rpc', SseTransport],
  ] as const) {
    it(`${label}: an action answered 503 with Retry-After: 1 is sent again a second later`, async () => {
      const received: string[] = [];
      const server = await serve({onAction: (_s, body) => void received.push(body.name)});
      const refusing = refusingOnce(path, 'POST');
      const transport = new Connector({url: server.url, fetch: refusing.fetch, ...fast});
      const errors: TransportError[] = [];
      transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
      await transport.connect();
      const sent = await within(transport.send(action('go')));
      transport.close();
      assert.equal(sent, undefined);
      assert.deepEqual(received, ['go']);
      assert.ok(refusing.waited() >= 950, `sent again after ${refusing.waited()} ms`);
      assert.equal(errors[0]?.retryAfter, 1000);
    });
  }

  it('SSE: a stream answered 503 with Retry-After: 1 is opened again a second later', async () => {
    const server = await serve({});
    const refusing = refusingOnce('/sse', 'GET');
    const transport = new SseTransport({url: server.url, fetch: refusing.fetch, ...fast});
    const opened = await within(transport.connect());
    transport.close();
    assert.equal(opened, undefined);
    assert.ok(refusing.waited() >= 950, `opened again after ${refusing.waited()} ms`);
  });

  for (const [label, create, routes] of [
    [
      'A2A',
      (url: string) =>
        new A2aTransport({url, fetch: (i, init) => globalThis.fetch(i, init), ...fast}),
      (h: A2uiAgentHost) => a2aRoutes(h),
    ],
    ['AG-UI', (url: string) => new AgUiTransport({url: `${url}/agui`, ...fast}), aguiRoute],
  ] as const) {
    it(`${label}: connect() answered 503 with Retry-After: 1 tries again a second later`, async (t: TestContext) => {
      const host = new A2uiAgentHost({} as AgentHandlers);
      const server = await serve(host, {routes: [routes(host)].flat()});
      const refusing = refusingOnce('', 'POST', globalThis.fetch);
      t.mock.method(globalThis, 'fetch', refusing.fetch);
      const transport: Transport = create(server.url);
      const opened = await within(transport.connect());
      transport.close();
      assert.equal(opened, undefined);
      assert.ok(refusing.waited() >= 950, `tried again after ${refusing.waited()} ms`);
    });
  }
});

describe('an SSE stream’s retry: field', () => {
  it('sets the least wait before the stream is opened again', async () => {
    const opens: number[] = [];
    // A stream that says `retry: 1000`, then ends (as a proxy dropping it would).
    const streaming: typeof fetch = async (input) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (!url.pathname.endsWith('/sse')) return new Response('{}', {status: 200});
      opens.push(Date.now());
      const body = 'retry: 1000\nevent: connection\ndata: {"connectionId":"c1"}\n\n';
      return new Response(body, {headers: {'content-type': 'text/event-stream'}});
    };
    const transport = new SseTransport({url: 'http://agent.test', fetch: streaming, ...fast});
    await transport.connect();
    while (opens.length < 2) await new Promise((r) => setTimeout(r, 50));
    transport.close();
    assert.ok(opens[1]! - opens[0]! >= 950, `opened again after ${opens[1]! - opens[0]!} ms`);
  });
});
