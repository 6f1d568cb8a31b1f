// REST `maxAttempts` counts failures in a row: the failures of `POST /connect` before it
// succeeded are not counted again against the first action that fails later. They were (the
// count was reset by a delivered action only), so one failed action closed the transport.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {AgentHandlers} from '../../src/server/index.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {serve} from './servers.js';

describe('REST maxAttempts', () => {
  it('starts counting afresh once connected', async () => {
    const received: string[] = [];
    const handlers: AgentHandlers = {onAction: (_s, body) => void received.push(body.name)};
    const server = await serve(handlers);
    // A failed connect, then the first attempt of the action fails too.
    const failures: Record<string, number> = {'/connect': 1, '/action': 1};
    const flaky: typeof fetch = async (input, init) => {
      const path = new URL(String(input)).pathname;
      if ((failures[path] ?? 0) > 0) {
        failures[path]! -= 1;
        throw new TypeError('fetch failed');
      }
      return fetch(input, init);
    };
    const transport = new RestTransport({
      url: server.url,
      fetch: flaky,
      initialDelay: 10,
      maxDelay: 20,
      maxAttempts: 2,
    });
    await transport.connect();
    const outcome = await transport
      .send({
        action: {name: 'go', surfaceId: 'm', sourceComponentId: 'b', timestamp: 'now', context: {}},
      })
      .then(
        () => 'sent',
        (error: unknown) => `rejected: ${String(error)}`,
      );
    transport.close();
    assert.equal(outcome, 'sent');
    assert.deepEqual(received, ['go']);
  });
});
