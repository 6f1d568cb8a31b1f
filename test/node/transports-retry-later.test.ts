// An action answered "try again later" (429 Too Many Requests from a rate limiter or the
// toolkit's maxWaitingMessages, 408 Request Timeout from a server that got the body too slowly)
// was not handled: like a 5xx, it is sent again after a backoff (with the same idempotency key,
// so the agent handles it once), not dropped with send() rejecting.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {AgentHandlers} from '../../src/server/index.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {serve} from './servers.js';

const fast = {initialDelay: 10, maxDelay: 20};
const action = (name: string) => ({
  action: {name, surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context: {}},
});

/** `fetch` answering the first POST to `path` with `status`, passing everything else on. */
function refusingOnce(path: string, status: number): typeof fetch {
  let refused = false;
  return async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (!refused && init?.method === 'POST' && url.pathname.endsWith(path)) {
      refused = true;
      return new Response(JSON.stringify({error: 'later'}), {
        status,
        headers: {'content-type': 'application/json', 'retry-after': '0'},
      });
    }
    return fetch(input, init);
  };
}

describe('an action answered 429 or 408', () => {
  for (const status of [429, 408]) {
    for (const [label, path, create] of [
      [
        'REST',
        '/action',
        (url: string, f: typeof fetch) => new RestTransport({url, fetch: f, ...fast}),
      ],
      ['SSE', '/rpc', (url: string, f: typeof fetch) => new SseTransport({url, fetch: f, ...fast})],
    ] as const) {
      it(`${label}: ${status} is retried, and the agent handles the action once`, async () => {
        const received: string[] = [];
        const handlers: AgentHandlers = {onAction: (_s, body) => void received.push(body.name)};
        const server = await serve(handlers);
        const transport: Transport = create(server.url, refusingOnce(path, status));
        await transport.connect();
        const sent = await Promise.race([
          transport.send(action('go')).then(
            () => 'sent',
            (error: unknown) => `rejected: ${String(error)}`,
          ),
          new Promise((resolve) => setTimeout(resolve, 3000, 'still waiting')),
        ]);
        transport.close();
        assert.equal(sent, 'sent');
        assert.deepEqual(received, ['go']);
      });
    }
  }
});
