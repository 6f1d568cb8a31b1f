// WebSocket had no liveness check: a socket dropped silently (Wi-Fi change, sleep, a NAT
// timeout) kept showing "Connected". The toolkit now sends a keep-alive frame to a client that
// asks for it (`?keepAlive=1`), and the client reopens a socket that, once kept alive, brings
// nothing for `idleTimeout`. An older client, which does not ask, gets no such frame.
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, describe, it} from 'node:test';
import {WebSocket as NodeWebSocket, WebSocketServer} from 'ws';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {until, watch} from './connectors.js';
import {serve} from './servers.js';

const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('WebSocket liveness', () => {
  it('the toolkit keeps a quiet socket alive: no timeout, no reconnect', async () => {
    const server = await serve(
      {
        onConnect: (session) =>
          session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId}}),
      },
      {keepAliveMs: 50},
    );
    const transport = new WebSocketTransport({
      url: `${server.url}/ws`,
      WebSocket,
      idleTimeout: 400,
    });
    const {errors, statuses, received} = watch(transport);
    try {
      await transport.connect();
      await wait(1200);
    } finally {
      transport.close();
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(statuses, ['connecting', 'open', 'closed']);
    // Keep-alives are neither messages nor counted frames.
    assert.equal(received.length, 1);
    assert.equal(transport.received, 1);
  });

  it('an older client, which does not ask, gets no keep-alive frame', async () => {
    const server = await serve({}, {keepAliveMs: 20});
    const socket = new NodeWebSocket(`${server.url.replace('http', 'ws')}/ws?session=s1&ack=1`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve) => socket.on('open', resolve));
    await wait(200);
    socket.close(1000);
    assert.deepEqual(frames, ['{"acks":true}']);
  });

  it('a socket that goes silent after keep-alives is reopened', async () => {
    let connections = 0;
    const http = createServer();
    const sockets = new WebSocketServer({server: http});
    // Announces keep-alives, then says nothing, as a connection dropped on the way would.
    sockets.on('connection', (ws) => {
      connections++;
      ws.send('{"keepAlive":true}');
    });
    after(() => {
      sockets.close();
      http.closeAllConnections();
      http.close();
    });
    await new Promise<void>((resolve) => http.listen(0, resolve));
    const url = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const transport = new WebSocketTransport({url, WebSocket, idleTimeout: 200, initialDelay: 10});
    const {errors} = watch(transport);
    try {
      await transport.connect();
      await until(() => connections >= 2, 'a second connection', 3000);
    } finally {
      transport.close();
    }
    assert.deepEqual(
      errors.map((e) => `${e.kind} ${e.message}`),
      ['network Nothing came for 200 ms'],
    );
  });
});
