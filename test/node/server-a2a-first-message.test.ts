// A2A: the first message of a conversation has no context yet; a retry of it whose reply was
// lost continues the session the first attempt opened (onConnect once), not a second one.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiAgentHost, a2aRoutes} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {serve} from './servers.js';

const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const action = {name: 'go', surfaceId: 'main', sourceComponentId: 'b', timestamp: '', context: {}};

describe('an A2A first message whose reply was lost', () => {
  it('is answered on retry from the session it opened: one session, onConnect once', async () => {
    const connects: string[] = [];
    const actions: string[] = [];
    const host = new A2uiAgentHost({
      onConnect(session) {
        connects.push(session.id);
        session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId}});
      },
      onAction: (session) => void actions.push(session.id),
    });
    const server = await serve(host, {routes: a2aRoutes(host)});
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
