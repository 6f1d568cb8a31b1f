// A long AG-UI session: the connector keeps what it still needs (the conversation the agent is
// sent back), not every A2UI operation the renderer already took.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';
import {A2uiAgentHost, aguiRoute} from '../../src/server/index.js';
import {A2uiActivityReader} from '../../src/transports/agui-activity.js';
import {AgUiTransport} from '../../src/transports/agui-transport.js';
import {serve} from './servers.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const action = (n: number) => ({
  action: {
    name: `click ${n}`,
    surfaceId: 'main',
    sourceComponentId: 'button',
    timestamp: new Date().toISOString(),
    context: {},
  },
});

/** An agent that answers every action with a 2 KB data model update. */
async function chattyAgent() {
  const host = new A2uiAgentHost({
    onConnect: (session) =>
      session.send({version: 'v0.9', createSurface: {surfaceId: 'main', catalogId}}),
    onAction: (session, body) =>
      session.send({
        version: 'v0.9',
        updateDataModel: {
          surfaceId: 'main',
          path: '/log',
          value: `${body.name} ${'x'.repeat(2000)}`,
        },
      }),
  });
  const server = await serve(host, {routes: [aguiRoute(host)]});
  return {host, url: `${server.url}/agui`};
}

describe('a long AG-UI session', () => {
  it('keeps no A2UI operation the renderer already took in the agent messages', async () => {
    const {url} = await chattyAgent();
    const transport = new AgUiTransport({url});
    let delivered = 0;
    transport.addEventListener('messages', (e) => (delivered += (e as CustomEvent).detail.length));
    await transport.connect();
    for (let n = 0; n < 30; n++) await transport.send(action(n));
    transport.close();
    assert.equal(delivered, 31);
    const retained = JSON.stringify(transport.agent!.messages);
    assert.ok(retained.length < 1000, `agent.messages holds ${retained.length} characters`);
  });

  it('lets go of the A2UI messages it delivered', async () => {
    const {url} = await chattyAgent();
    const transport = new AgUiTransport({url});
    const refs: WeakRef<object>[] = [];
    transport.addEventListener('messages', (e) => {
      for (const message of (e as CustomEvent<object[]>).detail) refs.push(new WeakRef(message));
    });
    await transport.connect();
    for (let n = 0; n < 5; n++) await transport.send(action(n));
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    assert.equal(refs.length, 6);
    const alive = refs.filter((ref) => ref.deref() !== undefined).length;
    transport.close();
    assert.equal(alive, 0, `${alive} delivered messages still held`);
  });

  it('still sends the agent the conversation messages of the thread', async () => {
    const {url} = await chattyAgent();
    const transport = new AgUiTransport({url});
    await transport.connect();
    transport.agent!.addMessage({id: 'u1', role: 'user', content: 'Find me a table'});
    await transport.send(action(1));
    const sent: {messages: {id: string}[]}[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
      return realFetch(input, init);
    };
    try {
      await transport.send(action(2));
    } finally {
      globalThis.fetch = realFetch;
      transport.close();
    }
    assert.deepEqual(
      sent.map((input) => input.messages.map((m) => m.id)),
      [['u1']],
    );
    assert.deepEqual(
      transport.agent!.messages.map((m) => m.id),
      ['u1'],
    );
  });
});

describe('A2uiActivityReader after it let go of delivered operations', () => {
  const op = (n: number) => ({version: 'v0.9', deleteSurface: {surfaceId: `s${n}`}});
  const activity = (operations: unknown[], replace?: boolean) => ({
    messageId: 'm',
    activityType: 'a2ui-surface',
    content: {operations},
    ...(replace === undefined ? {} : {replace}),
  });
  const delta = (patch: unknown[]) => ({messageId: 'm', activityType: 'a2ui-surface', patch});

  it('yields what a delta appends by index after the delivered ones', () => {
    const reader = new A2uiActivityReader();
    reader.snapshot(activity([op(0), op(1)]));
    assert.deepEqual(reader.delta(delta([{op: 'add', path: '/operations/2', value: op(2)}])), [
      op(2),
    ]);
    assert.deepEqual(reader.delta(delta([{op: 'add', path: '/operations/-', value: op(3)}])), [
      op(3),
    ]);
  });

  it('ignores a delta that edits an operation it delivered', () => {
    const reader = new A2uiActivityReader();
    reader.snapshot(activity([op(0), op(1)]));
    assert.deepEqual(
      reader.delta(delta([{op: 'replace', path: '/operations/0', value: op(9)}])),
      [],
    );
  });

  it('yields only the new tail of a replacing snapshot, and all of a shorter one', () => {
    const reader = new A2uiActivityReader();
    reader.snapshot(activity([op(0)]));
    reader.delta(delta([{op: 'add', path: '/operations/-', value: op(1)}]));
    assert.deepEqual(reader.snapshot(activity([op(0), op(1), op(2)], true)), [op(2)]);
    assert.deepEqual(reader.snapshot(activity([op(5)], true)), [op(5)]);
  });

  it('yields the new tail of a delta that replaces the whole list of operations', () => {
    const reader = new A2uiActivityReader();
    reader.snapshot(activity([op(0)]));
    assert.deepEqual(
      reader.delta(delta([{op: 'replace', path: '/operations', value: [op(0), op(1)]}])),
      [op(1)],
    );
  });
});
