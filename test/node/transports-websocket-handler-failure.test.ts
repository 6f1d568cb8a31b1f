// WebSocket: an action whose onAction failed was acknowledged as handled, and the client
// reported nothing, where the other connectors report the agent's failure. The toolkit now
// answers a client that asks (`?errors=1`) with a JSON-RPC-shaped error frame
// (`{"id", "error": {"code": -32603, "message"}}`), which the client reports as an `rpc` error.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import type {TransportError} from '../../src/transports/transport-error.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {until} from './connectors.js';
import {serve} from './servers.js';

const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
const action = (name: string) => ({
  action: {name, surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context: {}},
});

describe('WebSocket: a handler that fails', () => {
  it("is reported as the agent's failure, never with the agent's own error", async () => {
    const handled: string[] = [];
    const server = await serve({
      onAction(_session, {name}) {
        handled.push(name);
        if (name === 'boom') throw new Error('secret database password');
      },
      onHandlerError: () => undefined,
    });
    const transport = new WebSocketTransport({url: `${server.url}/ws`, WebSocket});
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
    try {
      await transport.connect();
      await transport.send(action('boom'));
      await transport.send(action('fine'));
      await until(() => handled.length === 2 && errors.length > 0, 'the failure reported');
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      transport.close();
    }
    assert.deepEqual(
      errors.map((e) => `${e.kind} ${e.code} ${e.message}`),
      ["rpc -32603 The agent's onAction failed"],
    );
    assert.deepEqual(handled, ['boom', 'fine']);
  });

  it('an older client, which does not ask, gets the acknowledgement as before', async () => {
    const server = await serve({
      onAction() {
        throw new Error('no');
      },
      onHandlerError: () => undefined,
    });
    const socket = new NodeWebSocket(`${server.url.replace('http', 'ws')}/ws?session=s2&ack=1`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(String(data)));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({id: 'k1', ...{message: {version: 'v0.9', ...action('x')}}}));
    await until(() => frames.length === 2, 'the acknowledgement');
    socket.close(1000);
    assert.deepEqual(frames, ['{"acks":true}', '{"ack":"k1"}']);
  });
});
