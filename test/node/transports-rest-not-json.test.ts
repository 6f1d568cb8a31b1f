// REST: a POST /connect answered 200 with something that is not JSON (the HTML page a dev server
// or SPA host serves for any path: a wrong URL) fails connect() saying so, as SSE refuses a
// GET /sse that is not an event stream. It was reported as a skipped frame and the transport
// opened with no surface, so <a2ui-agent> said "Connected".
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {TransportError} from '../../src/transports/transport-error.js';

const REPLIES: [string, string, string][] = [
  ['an HTML page', 'text/html; charset=utf-8', '<!doctype html><title>App</title>'],
  ['broken JSON', 'application/json', '[{"version": "v0.9",'],
];

let reply = REPLIES[0]!;
let requests = 0;
const server = createServer((_req, res) => {
  requests++;
  res.writeHead(200, {'content-type': reply[1]});
  res.end(reply[2]);
});
after(() => new Promise((resolve) => server.close(resolve)));

describe('REST: a /connect reply that is not JSON', () => {
  for (const each of REPLIES) {
    it(`${each[0]}: fails connect() naming its content type, without retrying`, async () => {
      if (!server.listening) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      reply = each;
      requests = 0;
      const transport = new RestTransport({url, initialDelay: 10, maxDelay: 20});
      const statuses: string[] = [];
      transport.addEventListener('status', (e) => statuses.push(e.detail));
      const outcome = await transport.connect().then(
        () => 'open',
        (error: unknown) => error,
      );
      transport.close();
      assert.ok(outcome instanceof TransportError, `connect() settled: ${String(outcome)}`);
      assert.equal(outcome.kind, 'http');
      assert.equal(outcome.message, `POST /connect (${each[1]}, not JSON) answered 200`);
      assert.deepEqual(statuses, ['connecting', 'closed']);
      assert.equal(requests, 1);
    });
  }
});
