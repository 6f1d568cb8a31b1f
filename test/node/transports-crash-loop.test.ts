// An agent that crashes soon after each connect: SSE and WebSocket reset their backoff whenever
// a connection opened, so they reconnected at the initial rate forever (about 5 times a second
// with the defaults) and maxAttempts never fired. Only a connection that stayed open a while
// (STABLE_CONNECTION_MS) now ends a run of failures.
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {WebSocket as NodeWebSocket, WebSocketServer} from 'ws';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import type {Transport} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';

const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
const retry = {initialDelay: 10, maxDelay: 20, maxAttempts: 3};
const message = JSON.stringify({version: 'v0.9', deleteSurface: {surfaceId: 'main'}});
const crashMs = 30;

let connections = 0;
const server: Server = createServer((req, res) => {
  // SSE: the stream opens, brings a message, and ends soon after.
  if (req.method !== 'GET') return void res.end(); // a2ui.disconnect
  connections++;
  res.writeHead(200, {'content-type': 'text/event-stream'});
  res.write(`event: connection\ndata: {"connectionId":"c1"}\n\nid: 1\ndata: ${message}\n\n`);
  setTimeout(() => res.end(), crashMs);
});
const sockets = new WebSocketServer({server});
sockets.on('connection', (ws) => {
  connections++;
  ws.send(message);
  setTimeout(() => ws.close(1011), crashMs);
});
after(() => {
  sockets.close();
  server.closeAllConnections();
  server.close();
});

const cases: [string, (url: string) => Transport, string][] = [
  [
    'SSE',
    (url) => new SseTransport({url, ...retry}),
    'Gave up after 3 attempts: GET /sse ended soon after it opened',
  ],
  [
    'WebSocket',
    (url) => new WebSocketTransport({url, WebSocket, ...retry}),
    'Gave up after 3 attempts: The WebSocket closed (1011)',
  ],
];

describe('an agent that crashes soon after each connect', () => {
  for (const [name, create, gaveUp] of cases) {
    it(`${name}: is given up after maxAttempts, not reconnected forever`, async () => {
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      connections = 0;
      const transport = create(url);
      const errors: TransportError[] = [];
      transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
      const closed = new Promise<string>((resolve) =>
        transport.addEventListener('status', (e) => {
          if ((e as CustomEvent).detail === 'closed') resolve('closed');
        }),
      );
      let timer: ReturnType<typeof setTimeout> | undefined;
      const forever = new Promise((resolve) => (timer = setTimeout(resolve, 3000, 'still trying')));
      await transport.connect();
      const outcome = await Promise.race([closed, forever]);
      clearTimeout(timer);
      transport.close();
      assert.equal(outcome, 'closed', `${connections} connections`);
      assert.equal(connections, 3);
      assert.equal(errors.at(-1)?.message, gaveUp);
    });
  }
});
