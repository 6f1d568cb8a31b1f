// An A2A agent whose card says it does not stream answers each turn (`message/send`) only once
// the turn is done: its reply's headers come with the whole answer. The wait for the headers of
// a request (idleTimeout) is for a stream, whose headers come at once, and for the agent card:
// a slow non-streaming turn must not be abandoned and sent again.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiAgentHost, a2aRoutes} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import type {TransportError} from '../../src/transports/transport-error.js';
import {serve} from './servers.js';

const idleTimeout = 300;

/** fetch to an agent that takes 600 ms to answer each POST, and streams or not. */
const slow =
  (streaming: boolean): typeof fetch =>
  async (input, init) => {
    if (init?.method === 'POST') await new Promise((resolve) => setTimeout(resolve, 600));
    const response = await fetch(input, init);
    if (init?.method === 'POST') return response;
    const card = (await response.json()) as {capabilities: {streaming: boolean}};
    card.capabilities.streaming = streaming;
    return Response.json(card);
  };

/** A transport to a toolkit agent through `fetchImpl`, with what it reported and received. */
async function connectThrough(fetchImpl: typeof fetch) {
  let connects = 0;
  const host = new A2uiAgentHost({
    onConnect(session) {
      connects++;
      session.send({version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'c'}});
    },
  });
  const server = await serve(host, {routes: a2aRoutes(host)});
  const transport = new A2aTransport({
    url: server.url + '/a2a',
    idleTimeout,
    fetch: fetchImpl,
    initialDelay: 10,
    maxAttempts: 2,
  });
  const errors: string[] = [];
  const received: unknown[] = [];
  transport.addEventListener('error', (e) =>
    errors.push((e as CustomEvent<TransportError>).detail.message),
  );
  transport.addEventListener('messages', (e) => received.push(...(e as CustomEvent).detail));
  const outcome = await transport.connect().then(
    () => 'connected',
    (error: TransportError) => error.message,
  );
  transport.close();
  return {outcome, errors, received, connects};
}

describe('A2aTransport and an agent that does not stream', () => {
  it('waits for a turn that takes longer than idleTimeout, sending it once', async () => {
    const {outcome, errors, received, connects} = await connectThrough(slow(false));
    assert.equal(outcome, 'connected');
    assert.deepEqual(errors, []);
    assert.equal(connects, 1);
    assert.deepEqual(received, [
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'c'}},
    ]);
  });

  it('still gives up on a streamed turn whose headers do not come within idleTimeout', async () => {
    const {outcome} = await connectThrough(slow(true));
    assert.equal(
      outcome,
      `Gave up after 2 attempts: POST /a2a got no reply within ${idleTimeout} ms`,
    );
  });
});
