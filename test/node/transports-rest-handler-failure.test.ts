// REST: an action whose onAction fails is answered 500 (naming the handler), and the session
// remembers that outcome for the action's idempotency key. The client took the 500 for an agent
// restarting and sent it again, forever (every retry got the remembered 500): send() never
// settled and the actions after it never left. A 500 is the agent's answer: send() rejects and
// the next action goes; a 502/503/504 (a proxy while the agent restarts) is still retried.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {AgentHandlers} from '../../src/server/index.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {TransportError} from '../../src/transports/transport-error.js';
import {serve} from './servers.js';

const action = (name: string) => ({
  action: {name, surfaceId: 'main', sourceComponentId: 'b', timestamp: 'now', context: {}},
});

const within = <T>(promise: Promise<T>, ms = 5000) =>
  Promise.race([
    promise.then(
      () => 'sent',
      (error: unknown) =>
        error instanceof TransportError ? `${error.kind} ${error.code}` : String(error),
    ),
    new Promise<string>((resolve) => setTimeout(resolve, ms, 'still waiting')),
  ]);

describe('REST: an action whose handler failed', () => {
  it('rejects with the 500, and the next action is delivered', async () => {
    const received: string[] = [];
    const handlers: AgentHandlers = {
      onAction: (_s, body) => {
        received.push(body.name);
        if (body.name === 'bad') throw new Error('boom');
      },
      onHandlerError: () => undefined,
    };
    const server = await serve(handlers);
    const transport = new RestTransport({url: server.url, initialDelay: 10, maxDelay: 20});
    await transport.connect();
    const bad = within(transport.send(action('bad')));
    const good = within(transport.send(action('good')));
    assert.equal(await bad, 'http 500');
    assert.equal(await good, 'sent');
    transport.close();
    assert.deepEqual(received, ['bad', 'good']);
  });
});
