// A2A: the first message of a conversation has no context yet; a retry of it whose reply was
// lost continues the session the first attempt opened (onConnect once), not a second one.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {sessionRecordingA2aAgent} from './servers.js';

const action = {name: 'go', surfaceId: 'main', sourceComponentId: 'b', timestamp: '', context: {}};

describe('an A2A first message whose reply was lost', () => {
  it('is answered on retry from the session it opened: one session, onConnect once', async () => {
    const {host, server, connects, actions} = await sessionRecordingA2aAgent();
    let lost = 0;
    const lossy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (lost > 0 || init?.method !== 'POST') return response;
      lost++;
      await response.text(); // the agent handled it; its reply never arrives
      throw new TypeError('network error: the connection dropped before the reply arrived');
    };
    const received: unknown[] = [];
    const transport = new A2aTransport({url: server.url, fetch: lossy, initialDelay: 10});
    transport.addEventListener('messages', (e) =>
      received.push(...(e as CustomEvent<unknown[]>).detail),
    );
    await transport.connect();
    assert.equal(lost, 1);
    assert.equal(connects.length, 1, 'onConnect ran once');
    assert.equal(host.sessions.size, 1);
    assert.equal(received.length, 1, 'the first reply arrived, once');
    await transport.send({version: 'v0.9', action});
    assert.deepEqual(actions, connects, 'the conversation goes on in that session');
    transport.close();
  });
});
