// A slow agent (onAction longer than requestTimeout) looked like a lost connection over SSE: the
// timed-out POST /rpc was reported as "signal timed out" (the DOMException's text), the status
// turned `reconnecting`, and the healthy event stream was torn down and reopened. The request
// is now reported as "POST /rpc got no reply within … ms" and sent again on the open stream.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import {serve} from './servers.js';

const requestTimeout = 200;
const action = {
  action: {name: 'slow', surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context: {}},
};

describe('SSE: an action slower than requestTimeout', () => {
  it('is sent again on the open stream, and the timeout says what timed out', async () => {
    let handled = 0;
    const server = await serve({
      onAction: async () => {
        handled++;
        await new Promise((resolve) => setTimeout(resolve, 3 * requestTimeout));
      },
    });
    let streams = 0;
    const transport = new SseTransport({
      url: server.url,
      requestTimeout,
      initialDelay: 10,
      maxDelay: 20,
      fetch: (input, init) => {
        if (String(input).includes('/sse')) streams++;
        return fetch(input, init);
      },
    });
    const errors: TransportError[] = [];
    const statuses: string[] = [];
    transport.addEventListener('error', (e) => errors.push((e as CustomEvent).detail));
    transport.addEventListener('status', (e) => statuses.push((e as CustomEvent).detail));
    try {
      await transport.connect();
      await transport.send(action);
    } finally {
      transport.close();
    }
    assert.equal(handled, 1);
    assert.ok(errors.length > 0, 'the timeout is reported');
    for (const error of errors) {
      assert.equal(
        `${error.kind} ${error.message}`,
        'network POST /rpc got no reply within 200 ms',
      );
    }
    assert.deepEqual(statuses, ['connecting', 'open', 'closed']);
    assert.equal(streams, 1);
  });
});
