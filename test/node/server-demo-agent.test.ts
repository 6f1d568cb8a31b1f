import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  RECORD_LIMIT,
  restaurantAgent,
  type DemoSessionRecord,
} from '../../demo/agent/restaurant-agent.js';
import {startDemoAgent} from '../../demo/agent/main.js';
import {validateMessage} from '../../src/protocol/validate.js';
import {A2uiAgentHost, type ServerMessage} from '../../src/server/index.js';

const act = (name: string, surfaceId: string, context: Record<string, unknown> = {}) => ({
  action: {name, surfaceId, sourceComponentId: name, timestamp: new Date().toISOString(), context},
});
const synced = (surfaces: Record<string, Record<string, unknown>>) => ({
  a2uiClientDataModel: {version: 'v0.9', surfaces},
});

async function connected() {
  const host = new A2uiAgentHost(restaurantAgent({tickMs: 0}));
  const session = host.open('rest');
  await host.ready(session);
  return {host, session, initial: session.pull()};
}

const texts = (messages: ServerMessage[]) =>
  JSON.stringify(messages.map((m) => m.updateComponents ?? m.updateDataModel));

describe('the demo restaurant agent', () => {
  it('opens with the search form and the live dashboard', async () => {
    const {host, initial} = await connected();
    const created = initial.flatMap((m) =>
      m.createSurface ? [(m.createSurface as {surfaceId: string}).surfaceId] : [],
    );
    assert.deepEqual(created, ['finder', 'dashboard']);
    host.closeAll();
  });

  it('remembers the latest actions and data models of a session only', async () => {
    const {host, session} = await connected();
    const metadata = synced({finder: {query: {cuisine: 'thai'}}});
    for (let i = 0; i < RECORD_LIMIT + 20; i++) {
      const action = {
        name: `noop-${i}`,
        surfaceId: 'finder',
        sourceComponentId: 'b',
        timestamp: '',
      };
      await host.receive(session, {action: {...action, context: {}}}, metadata);
    }
    const record = session.state.record as DemoSessionRecord;
    assert.equal(record.actions.length, RECORD_LIMIT);
    assert.equal(record.dataModels.length, RECORD_LIMIT);
    assert.equal(record.actions.at(-1)!.name, `noop-${RECORD_LIMIT + 19}`);
    host.closeAll();
  });

  it('searches with the entries of the synced data model', async () => {
    const {host, session} = await connected();
    await host.receive(
      session,
      act('search', 'finder'),
      synced({finder: {query: {cuisine: 'japanese', city: ''}}}),
    );
    assert.match(texts(session.pull()), /2 results for japanese/);
    host.closeAll();
  });

  it('refuses a booking without a name', async () => {
    const {host, session} = await connected();
    await host.receive(session, act('book', 'finder', {restaurantId: 'r1'}));
    session.pull();
    await host.receive(
      session,
      act('confirm', 'booking', {restaurantId: 'r1'}),
      synced({booking: {booking: {name: ' ', guests: '2'}}}),
    );
    assert.match(texts(session.pull()), /needs a name/);
    host.closeAll();
  });

  it('refuses a party of more than twelve', async () => {
    const {host, session} = await connected();
    await host.receive(session, act('book', 'finder', {restaurantId: 'r1'}));
    await host.receive(
      session,
      act('confirm', 'booking', {restaurantId: 'r1'}),
      synced({booking: {booking: {name: 'Ada', guests: '40'}}}),
    );
    assert.match(texts(session.pull()), /from 1 to 12/);
    host.closeAll();
  });

  it('confirms a valid booking, quoting the synced data model', async () => {
    const {host, session} = await connected();
    await host.receive(session, act('book', 'finder', {restaurantId: 'r3'}));
    await host.receive(
      session,
      act('confirm', 'booking', {restaurantId: 'r3'}),
      synced({booking: {booking: {name: 'Ada', guests: '3'}}}),
    );
    const reply = texts(session.pull());
    assert.match(reply, /Booked: a table for 3 at Sakura Garden, under Ada\./);
    assert.match(reply, /Agent received the data model: name=Ada, guests=3/);
    host.closeAll();
  });

  it('sends only valid A2UI v0.9 messages through a whole booking', async () => {
    const {host, session, initial} = await connected();
    await host.receive(session, act('search', 'finder', {cuisine: 'Italian', city: ''}));
    await host.receive(session, act('book', 'finder', {restaurantId: 'r2'}));
    await host.receive(
      session,
      act('confirm', 'booking', {restaurantId: 'r2', name: 'Ada', guests: '2'}),
    );
    await host.receive(session, act('new_search', 'booking'));
    for (const message of [...initial, ...session.pull()]) {
      const result = validateMessage(message, {direction: 'agentToRenderer'});
      assert.ok(result.ok, JSON.stringify(result));
    }
    host.closeAll();
  });

  it('pushes dashboard updates on its timer', async () => {
    const host = new A2uiAgentHost(restaurantAgent({tickMs: 5}));
    const session = host.open('sse');
    await host.ready(session);
    session.pull();
    const ticks: ServerMessage[] = [];
    for (let i = 0; i < 200 && ticks.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ticks.push(
        ...session
          .pull()
          .filter((m) => (m.updateDataModel as {surfaceId?: string})?.surfaceId === 'dashboard'),
      );
    }
    assert.ok(ticks.length >= 2);
    host.closeAll();
  });

  it('serves every transport from one port', async () => {
    const agent = await startDemoAgent({tickMs: 0});
    const card = (await (await fetch(`${agent.url}/.well-known/agent-card.json`)).json()) as {
      name: string;
    };
    assert.equal(card.name, 'Restaurant finder');
    assert.deepEqual(Object.keys(agent.urls).sort(), [
      'a2a',
      'agui',
      'mcp',
      'rest',
      'sse',
      'websocket',
    ]);
    await agent.kill();
    agent.host.closeAll();
  });
});
