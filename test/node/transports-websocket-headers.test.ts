// WebSocket given `headers` (a developer switching transport with the same options) connected
// with no word: the credentials were silently not sent. It is now reported once, as an
// `unsupported` error naming what works instead (a token in the URL's query).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import type {TransportError} from '../../src/transports/transport-error.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {serve} from './servers.js';

const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;

describe('WebSocket given headers', () => {
  it('reports once that it cannot send them, pointing to a token in the URL', async () => {
    const server = await serve({});
    const transport = new WebSocketTransport({
      url: `${server.url}/ws`,
      WebSocket,
      headers: {authorization: 'Bearer x'},
    });
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
    await transport.connect();
    transport.close();
    await transport.connect();
    transport.close();
    assert.deepEqual(
      errors.map((e) => `${e.kind} ${e.message}`),
      [
        'unsupported A WebSocket sends no headers: put the token in the URL query (?token=…) instead',
      ],
    );
  });
});
