// WebSocket: a frame the agent refuses as one too many (maxWaitingMessages) is left
// unacknowledged so that the client sends it again, as docs/transports.md says. But the client
// resends unacknowledged frames on a new socket only, and nothing closed this one: the action was
// lost. The agent now closes the socket with 1013 (Try Again Later), so the client reconnects
// after a backoff and resends it; the agent handles it then, once.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {WebSocket as NodeWebSocket} from 'ws';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {until} from './connectors.js';
import {serve} from './servers.js';

const WebSocket = NodeWebSocket as unknown as typeof globalThis.WebSocket;
const action = (name: string) => ({
  action: {name, surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context: {}},
});

describe('WebSocket: frames refused as too many', () => {
  it('are sent again and handled once the agent caught up', async () => {
    const handled: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = await serve(
      {
        async onAction(_session, {name}) {
          handled.push(name);
          await gate;
        },
      },
      {maxWaitingMessages: 2},
    );
    const transport = new WebSocketTransport({
      url: `${server.url}/ws`,
      WebSocket,
      initialDelay: 10,
      maxDelay: 20,
    });
    await transport.connect();
    for (const name of ['a', 'b', 'c', 'd']) void transport.send(action(name));
    await until(() => handled.length === 1, 'the first action');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    try {
      await until(() => handled.length >= 4, 'all four actions', 3000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(handled, ['a', 'b', 'c', 'd']);
    } finally {
      transport.close();
    }
  });
});
