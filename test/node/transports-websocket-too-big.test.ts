// WebSocket: a frame bigger than the agent takes (the toolkit's 1 MB maxPayload) makes it close
// the socket with 1009 (Message Too Big). The client kept the frame as unacknowledged and sent it
// again on every new socket, which the agent closed again: it reconnected for ever and the
// actions after it never got through. The frame is now dropped and reported (send() had
// resolved when it left), and the other frames go on.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import type {TransportError} from '../../src/transports/transport-error.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {until} from './connectors.js';
import {serve} from './servers.js';

const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
const action = (name: string, context: Record<string, unknown> = {}) => ({
  action: {name, surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context},
});

describe('WebSocket: a frame too big for the agent', () => {
  it('is dropped and reported once; the next action is handled', async () => {
    const handled: string[] = [];
    const server = await serve({onAction: (_s, {name}) => void handled.push(name)});
    let upgrades = 0;
    server.server.prependListener('upgrade', () => upgrades++);
    const transport = new WebSocketTransport({
      url: `${server.url}/ws`,
      WebSocket,
      initialDelay: 10,
      maxDelay: 20,
    });
    const errors: TransportError[] = [];
    transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
    await transport.connect();
    await transport.send(action('huge', {blob: 'x'.repeat(1_100_000)}));
    await transport.send(action('small'));
    try {
      await until(() => handled.includes('small'), 'the small action', 3000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.deepEqual(handled, ['small']);
      assert.ok(upgrades <= 3, `${upgrades} connections`);
      assert.ok(
        errors.some((e) => /too big/i.test(e.message)),
        'reported',
      );
    } finally {
      transport.close();
    }
  });
});
