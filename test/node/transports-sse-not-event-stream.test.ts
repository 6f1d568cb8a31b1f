// SSE: a GET /sse answered 200 with something that is not an event stream (the HTML page a dev
// server or SPA host serves for any path: a wrong URL) fails connect() saying so, as an
// EventSource fails the connection for a Content-Type other than text/event-stream (WHATWG HTML,
// server-sent events). It was read as a stream that ended with no event, and reopened again and
// again, the transport 'reconnecting' for ever with no error at all.
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {SseTransport} from '../../src/transports/sse-transport.js';
import {TransportError} from '../../src/transports/transport-error.js';

const page = createServer((_req, res) => {
  res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
  res.end('<!doctype html><title>App</title><div id="root"></div>');
});
after(() => new Promise((resolve) => page.close(resolve)));

describe('SSE: a reply that is not an event stream', () => {
  it('fails connect() with an error naming its content type, without retrying', async () => {
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    let requests = 0;
    page.on('request', () => requests++);
    const transport = new SseTransport({url, initialDelay: 10, maxDelay: 20});
    const outcome = await Promise.race([
      transport.connect().then(
        () => 'open',
        (error: unknown) => error,
      ),
      new Promise((resolve) => setTimeout(resolve, 1500, 'still connecting')),
    ]);
    transport.close();
    assert.ok(outcome instanceof TransportError, `connect() settled: ${String(outcome)}`);
    assert.match(outcome.message, /text\/html/);
    assert.equal(requests, 1);
  });
});
