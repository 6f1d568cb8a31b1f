// A2A: a page reloaded (or a second tab) resumes its conversation by giving the contextId the
// agent returned before: its messages reach the same session on the agent, not a new one. And a
// chat turn (the user's text) goes in the same conversation, in order with the actions.
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import {A2uiAgentHost, a2aRoutes} from '../../src/server/index.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {serve, sessionRecordingA2aAgent} from './servers.js';

const action = {name: 'go', surfaceId: 'main', sourceComponentId: 'b', timestamp: '', context: {}};

describe('A2aTransport conversations', () => {
  it('resumes the conversation of a given contextId: same session, onConnect once', async () => {
    const {server, connects, actions} = await sessionRecordingA2aAgent();
    const first = new A2aTransport({url: server.url});
    await first.connect();
    const contextId = first.contextId;
    assert.ok(contextId, 'the agent returned a contextId');
    first.close();

    const resumed = new A2aTransport({url: server.url, contextId});
    await resumed.connect();
    assert.equal(resumed.contextId, contextId, 'the same conversation');
    await resumed.send({version: 'v0.9', action});
    assert.deepEqual(connects, [connects[0]], 'onConnect ran once');
    assert.deepEqual(actions, connects, 'the action reached the first session');
    resumed.close();
  });

  it('sends the given contextId with the first message', async () => {
    const host = new A2uiAgentHost({});
    const server = await serve(host, {routes: a2aRoutes(host)});
    const sent: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      if (init?.method === 'POST') sent.push(String(init.body));
      return fetch(input, init);
    };
    const transport = new A2aTransport({url: server.url, contextId: 'ctx-1', fetch: recording});
    assert.equal(transport.contextId, 'ctx-1', 'exposed before connect');
    await transport.connect();
    assert.equal(sent.length, 1);
    assert.match(sent[0]!, /"contextId":"ctx-1"/);
    assert.equal(transport.contextId, 'ctx-1');
    transport.close();
  });

  it('sendText sends a user text turn in the conversation, after the actions sent before', async () => {
    const actions: string[] = [];
    const host = new A2uiAgentHost({
      onAction: (_session, action) => void actions.push(action.name),
    });
    const server = await serve(host, {routes: a2aRoutes(host)});
    const turns: {contextId: string; parts: {text?: string; data?: unknown}[]}[] = [];
    const recording: typeof fetch = async (input, init) => {
      if (init?.method === 'POST') turns.push(JSON.parse(String(init.body)).params.message);
      return fetch(input, init);
    };
    const transport = new A2aTransport({url: server.url, greeting: 'Hi', fetch: recording});
    after(() => transport.close());
    await transport.connect();
    await Promise.all([
      transport.send({version: 'v0.9', action}),
      transport.sendText('Find me a table for two'),
    ]);
    assert.deepEqual(actions, ['go']);
    assert.deepEqual(
      turns.map((turn) => turn.parts.map((part) => part.text ?? 'data')),
      [['Hi'], ['data'], ['Find me a table for two']],
    );
    assert.equal(turns[2]!.contextId, transport.contextId, 'in the same conversation');
    transport.close();
  });
});
