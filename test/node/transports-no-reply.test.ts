// A server (or proxy) that accepts the connection and never answers: SSE, A2A and AG-UI waited
// for its response headers forever, on "Connecting…", with no error and no retry. The wait is
// now bounded by idleTimeout and retried with backoff, as other network failures are.
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import type {Transport} from '../../src/transports/types.js';

const idleTimeout = 300;
const retry = {initialDelay: 10, maxDelay: 20, maxAttempts: 2};

const cases: [string, (url: string) => Transport, string][] = [
  ['SSE', (url) => new SseTransport({url, idleTimeout, ...retry}), 'GET /sse'],
  ['A2A', (url) => new A2aTransport({url, idleTimeout, cardPath: 'card', ...retry}), 'GET /card'],
  ['AG-UI', (url) => new AgUiTransport({url: `${url}/agui`, idleTimeout, ...retry}), 'POST /agui'],
];

describe('a server that never answers', () => {
  let requests = 0;
  const server: Server = createServer(() => void requests++); // never answers
  after(() => {
    server.closeAllConnections();
    server.close();
  });

  for (const [name, create, request] of cases) {
    it(`${name}: the wait for its headers times out, is retried, then given up`, async () => {
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      requests = 0;
      const transport = create(url);
      const errors: TransportError[] = [];
      transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const forever = new Promise(
        (resolve) => (timer = setTimeout(resolve, 5000, 'still waiting')),
      );
      const outcome = await Promise.race([
        transport.connect().then(
          () => 'connected',
          (error: TransportError) => error.message,
        ),
        forever,
      ]);
      clearTimeout(timer);
      transport.close();
      const message = `Gave up after 2 attempts: ${request} got no reply within ${idleTimeout} ms`;
      assert.equal(outcome, message);
      assert.equal(requests, 2);
      assert.deepEqual(
        errors.map((e) => `${e.kind} ${e.message}`),
        [`network ${request} got no reply within ${idleTimeout} ms`, `network ${message}`],
      );
    });
  }
});
