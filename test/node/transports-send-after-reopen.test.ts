// An action sent after close() and connect() while a request of before the close() was still
// in flight is delivered. When that request ended, the queue took out its first message, by
// then the new one: it was never sent and its send() never settled.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {AgentHandlers} from '../../src/server/index.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {until} from './connectors.js';
import {serve} from './servers.js';

const action = (name: string) => ({
  action: {name, surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context: {}},
});

describe('send() after close() and connect(), a request of before still in flight', () => {
  for (const [label, create] of [
    ['REST', (url: string) => new RestTransport({url})],
    ['SSE', (url: string) => new SseTransport({url})],
  ] as const) {
    it(`${label}: the new action is delivered`, async () => {
      const received: string[] = [];
      const handlers: AgentHandlers = {
        async onAction(_session, {name}) {
          received.push(name);
          if (name === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
        },
      };
      const server = await serve(handlers);
      const transport: Transport = create(server.url);
      await transport.connect();
      const slow = transport.send(action('slow')).catch(() => 'dropped by close()');
      await until(() => received.includes('slow'), 'the slow action');
      transport.close();
      await transport.connect();
      const next = await Promise.race([
        transport.send(action('next')).then(
          () => 'sent',
          (error: unknown) => `rejected: ${String(error)}`,
        ),
        new Promise((resolve) => setTimeout(resolve, 2000, 'never settled')),
      ]);
      await slow;
      transport.close();
      assert.equal(next, 'sent');
      assert.deepEqual(received, ['slow', 'next']);
    });
  }
});
