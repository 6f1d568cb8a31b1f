// A2UI v0.8 sessions of the Node toolkit: the demo agent, written in v0.9, talking to a real
// V08Adapter over each transport's real connector and socket; and the session API on its own.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {DemoSessionRecord} from '../../demo/agent/restaurant-agent.js';
import {
  V08Adapter,
  V08_A2A_EXTENSION_URI,
  V08_STANDARD_CATALOG_ID,
} from '../../src/adapters/v0_8/index.js';
import {
  A2uiAgentHost,
  AgentSession,
  parseIncoming,
  protocolOfCapabilities,
  type V08Problem,
} from '../../src/server/index.js';
import type {ErrorBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {CONNECTORS, until} from './connectors.js';
import {startAgent} from './servers.js';

const BASIC = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** A v0.8 client as `<a2ui-agent adapter>` wires one, recording what it receives and reports. */
async function v08Client(transportName: string) {
  const agent = await startAgent();
  const processor = new MessageProcessor({locale: 'en-GB'});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const adapter = new V08Adapter(processor);
  const transport = CONNECTORS[transportName]!(agent, {metadata: adapter, protocol: adapter});
  const received: Record<string, unknown>[] = [];
  transport.addEventListener('messages', (event) => {
    const batch = (event as CustomEvent<Record<string, unknown>[]>).detail;
    received.push(...batch);
    adapter.processMessages(batch);
  });
  processor.addEventListener('action', (event) => {
    const message = adapter.toClientMessage({version: 'v0.9', action: event.detail});
    if (message) transport.send(message).catch(() => undefined);
  });
  await transport.connect();
  await until(() => processor.getSurface('finder')?.hasRoot, 'the finder surface');
  const session = [...agent.host.sessions.values()][0]!;
  return {agent, processor, errors, transport, session, received};
}

for (const name of Object.keys(CONNECTORS)) {
  describe(`a v0.8 client over ${name}`, () => {
    it('gets the agent’s v0.9 surfaces as v0.8 messages and renders them without an error', async () => {
      const client = await v08Client(name);
      assert.equal(client.session.protocolVersion, 'v0.8');
      await until(() => client.processor.getSurface('dashboard')?.hasRoot, 'the dashboard');
      for (const message of client.received) {
        assert.equal('version' in message, false, JSON.stringify(message));
      }
      const begun = client.received.flatMap((m) =>
        m.beginRendering ? [(m.beginRendering as {catalogId: string}).catalogId] : [],
      );
      assert.deepEqual(begun, [V08_STANDARD_CATALOG_ID, V08_STANDARD_CATALOG_ID]);
      const dashboard = client.processor.getSurface('dashboard')!;
      assert.equal(dashboard.dataModel.peek('/stats/ordersLine'), 'Open orders: 3');
      assert.deepEqual(client.errors, []);
      client.transport.close();
    });

    it('hands a v0.8 userAction to onAction as the v0.9 action, and the reply renders', async () => {
      const client = await v08Client(name);
      const finder = client.processor.getSurface('finder')!;
      finder.dataModel.set('/query/city', 'Lyon');
      finder.dispatchAction({
        name: 'search',
        surfaceId: 'finder',
        sourceComponentId: 'search',
        timestamp: new Date().toISOString(),
        context: {cuisine: '', city: 'Lyon'},
      });
      const record = client.session.state.record as DemoSessionRecord;
      await until(() => record.actions.length === 1, 'the action');
      assert.equal(record.actions[0]!.name, 'search');
      assert.deepEqual(record.actions[0]!.context, {cuisine: '', city: 'Lyon'});
      await until(
        () => client.processor.getSurface('finder')?.dataModel.peek('/view/status'),
        'results',
      );
      assert.match(String(finder.dataModel.peek('/view/status')), /results for Lyon/);
      assert.equal(finder.dataModel.peek('/query/city'), 'Lyon', 'what the user typed stays');
      assert.deepEqual(client.errors, []);
      client.transport.close();
    });
  });
}

describe('v0.8 sessions', () => {
  it('are known from v0.8 capabilities, the v0.8 A2A extension or a userAction', () => {
    assert.equal(protocolOfCapabilities({supportedCatalogIds: [V08_STANDARD_CATALOG_ID]}), 'v0.8');
    assert.equal(protocolOfCapabilities({'v0.9': {supportedCatalogIds: [BASIC]}}), 'v0.9');
    const userAction = {
      name: 'go',
      surfaceId: 's',
      sourceComponentId: 'b',
      timestamp: '2026-11-30T12:00:00Z',
      context: {},
    };
    assert.deepEqual(parseIncoming({userAction})?.message, {version: 'v0.8', action: userAction});
    assert.deepEqual(parseIncoming({error: {reason: 'x'}})?.message, {
      version: 'v0.8',
      error: {reason: 'x', code: 'CLIENT_ERROR', message: '{"reason":"x"}'},
    });
  });

  it('tell onV08Problem what they could not send, and send the rest', async () => {
    const problems: V08Problem[] = [];
    const host = new A2uiAgentHost({
      onV08Problem: (_session, problem) => problems.push(problem),
    });
    const session = host.open('rest');
    session.protocolVersion = 'v0.8';
    const create = {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: BASIC}};
    const components = {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {id: 'root', component: 'Column', children: ['a', 'b']},
          {id: 'a', component: 'Text', text: 'Plain', accessibility: {label: 'A'}},
          {id: 'b', component: 'Text', text: {call: 'formatString', args: {value: '${/x}'}}},
        ],
      },
    };
    session.send([create, components]);
    const sent = session.pull();
    assert.deepEqual(
      sent.map((message) => Object.keys(message)[0]),
      ['surfaceUpdate', 'beginRendering'],
    );
    assert.deepEqual(
      problems.map(({kind, path}) => [kind, path]),
      [
        ['omitted', '/updateComponents/components/2/text'],
        ['lost', '/updateComponents/components/1/accessibility'],
      ],
    );
    assert.equal(problems[0]!.source, components);
    host.closeAll();
  });

  it('warn once per distinct omission when the agent has no onV08Problem', () => {
    const session = new AgentSession('w', 'rest');
    session.protocolVersion = 'v0.8';
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (text: string) => warnings.push(text);
    try {
      const v1 = {version: 'v0.10', actionResponse: {surfaceId: 's', value: 1}};
      session.send([v1, v1]);
    } finally {
      console.warn = warn;
    }
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, /A2UI v0\.8 session w: not sent/);
  });

  it('are declared on the agent card with the v0.8 standard catalog', async () => {
    const agent = await startAgent();
    const card = (await (await fetch(`${agent.url}/.well-known/agent-card.json`)).json()) as {
      capabilities: {extensions: {uri: string; params: {supportedCatalogIds: string[]}}[]};
    };
    const v08 = card.capabilities.extensions.find((e) => e.uri === V08_A2A_EXTENSION_URI);
    assert.ok(v08, 'no v0.8 extension on the card');
    assert.ok(v08.params.supportedCatalogIds.includes(V08_STANDARD_CATALOG_ID));
  });
});
