// A2UI v1.0 (v0.10) sessions of the Node toolkit: the demo agent talking to a real V1Adapter
// over each transport's real connector and socket, and the session API on its own.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {RunningDemoAgent} from '../../demo/agent/main.js';
import type {DemoSessionRecord} from '../../demo/agent/restaurant-agent.js';
import {
  V1Adapter,
  V1_A2A_EXTENSION_URI,
  V1_BASIC_CATALOG_ID,
  basicCatalogV1,
  type ActionResponseDetail,
} from '../../src/adapters/v1_0/index.js';
import {
  A2uiAgentHost,
  FunctionCallError,
  a2aRoutes,
  parseIncoming,
  type AgentSession,
  type ErrorBody,
} from '../../src/server/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {A2aTransport} from '../../src/transports/a2a-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import {CONNECTORS, until} from './connectors.js';
import {serve, startAgent} from './servers.js';

const V09_BASIC = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function demoAgent(): Promise<RunningDemoAgent> {
  const agent = await startAgent();
  return agent;
}

/**
 * A v1.0 client as `<a2ui-agent adapter>` wires one: the agent's messages go to the adapter,
 * the adapter's own messages (functionResponse) go back as they are.
 */
async function v1Client(agent: RunningDemoAgent, transportName: string) {
  const processor = new MessageProcessor({catalogs: [basicCatalogV1], locale: 'en-GB'});
  const adapter = new V1Adapter(processor);
  const transport = CONNECTORS[transportName]!(agent, {metadata: adapter, protocol: adapter});
  const received: Record<string, unknown>[] = [];
  const answers: ActionResponseDetail[] = [];
  transport.addEventListener('messages', (event) => {
    const batch = (event as CustomEvent<Record<string, unknown>[]>).detail;
    received.push(...batch);
    adapter.processMessages(batch);
  });
  adapter.addEventListener('message', (event) => {
    // A test may close the transport before the answer leaves.
    transport.send((event as CustomEvent<Record<string, unknown>>).detail).catch(() => undefined);
  });
  adapter.addEventListener('actionresponse', (event) => {
    answers.push((event as CustomEvent<ActionResponseDetail>).detail);
  });
  await transport.connect();
  await until(() => processor.getSurface('finder'), 'the finder surface');
  const session = [...agent.host.sessions.values()][0]!; // each test has an agent of its own
  const read = (surfaceId: string, pointer: string) =>
    processor.getSurface(surfaceId)?.dataModel.peek(pointer);
  /** Types into the city field and clicks Suggest, as a user would. */
  const suggest = (city: string) => {
    processor.processMessages([
      {version: 'v0.9', updateDataModel: {surfaceId: 'finder', path: '/query/city', value: city}},
    ]);
    const action = {
      name: 'suggest_city',
      surfaceId: 'finder',
      sourceComponentId: 'suggest',
      timestamp: new Date().toISOString(),
      context: {prefix: city},
      wantResponse: true,
      responsePath: '/query/suggestions',
    };
    return transport.send(adapter.toClientMessage({version: 'v0.9', action})!);
  };
  return {processor, transport, session, received, answers, read, suggest};
}

for (const name of Object.keys(CONNECTORS)) {
  describe(`a v1.0 client over ${name}`, () => {
    it('is known as v1.0 before onConnect, so every message says v0.10 and the v1.0 catalog', async () => {
      const agent = await demoAgent();
      const client = await v1Client(agent, name);
      assert.equal(client.session.protocolVersion, 'v0.10');
      assert.ok(client.received.length > 0);
      for (const message of client.received) assert.equal(message.version, 'v0.10');
      const catalogs = client.received.flatMap((m) =>
        m.createSurface ? [(m.createSurface as {catalogId: string}).catalogId] : [],
      );
      assert.deepEqual(catalogs, [V1_BASIC_CATALOG_ID, V1_BASIC_CATALOG_ID]);
      client.transport.close();
    });

    it('fills the suggestion list with the agent’s actionResponse to Suggest', async () => {
      const agent = await demoAgent();
      const client = await v1Client(agent, name);
      await client.suggest('L');
      await until(() => client.answers.length === 1, 'the actionResponse');
      assert.deepEqual(client.read('finder', '/query/suggestions'), ['Lille', 'Lyon']);
      assert.equal(client.answers[0]!.name, 'suggest_city');
      client.transport.close();
    });

    it('shows the opening time its formatDate returned for the agent’s callFunction', async () => {
      const agent = await demoAgent();
      const client = await v1Client(agent, name);
      const opened = await until(
        () => client.read('dashboard', '/opened') as string | undefined,
        'the opening time',
      );
      // en-GB, 'EEEE d MMMM, HH:mm': "Session opened Monday 30 November, 18:45".
      assert.match(opened, /^Session opened [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, \d\d:\d\d$/);
      const call = client.received.find((m) => 'callFunction' in m)!;
      assert.deepEqual(Object.keys(call).sort(), [
        'callFunction',
        'functionCallId',
        'version',
        'wantResponse',
      ]);
      client.transport.close();
    });
  });
}

describe('A2A and the v1.0 extension', () => {
  it('declares the v1.0 A2UI extension with the v1.0 basic catalog on the agent card', async () => {
    const agent = await demoAgent();
    const card = (await (await fetch(`${agent.url}/.well-known/agent-card.json`)).json()) as {
      capabilities: {extensions: {uri: string; params: {supportedCatalogIds: string[]}}[]};
    };
    const v1 = card.capabilities.extensions.find((e) => e.uri === V1_A2A_EXTENSION_URI);
    assert.deepEqual(v1?.params.supportedCatalogIds, [V1_BASIC_CATALOG_ID]);
  });

  it('advertises the agent’s own catalogs to v1.0 clients too, the basic one as v1.0', async () => {
    const host = new A2uiAgentHost({});
    const custom = 'https://example.com/catalogs/shop.json';
    const routes = a2aRoutes(host, {supportedCatalogIds: [V09_BASIC, custom]});
    const running = await serve(host, {routes});
    const response = await fetch(`${running.url}/.well-known/agent-card.json`);
    const card = (await response.json()) as {
      capabilities: {extensions: {uri: string; params: {supportedCatalogIds: string[]}}[]};
    };
    const v1 = card.capabilities.extensions.find((e) => e.uri === V1_A2A_EXTENSION_URI);
    assert.deepEqual(v1?.params.supportedCatalogIds, [V1_BASIC_CATALOG_ID, custom]);
  });

  it('knows a client as v1.0 from the extension it activated alone', async () => {
    const agent = await demoAgent();
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const adapter = new V1Adapter(processor);
    const noCapabilities = {clientCapabilities: () => undefined, clientDataModel: () => undefined};
    const transport = new A2aTransport({
      url: agent.urls.a2a,
      protocol: adapter,
      metadata: noCapabilities,
    });
    const received: Record<string, unknown>[] = [];
    transport.addEventListener('messages', (event) => {
      received.push(...(event as CustomEvent<Record<string, unknown>[]>).detail);
    });
    await transport.connect();
    const session = [...agent.host.sessions.values()][0]!;
    assert.equal(session.clientCapabilities, undefined);
    assert.equal(session.protocolVersion, 'v0.10');
    assert.ok(received.length > 0);
    for (const message of received) assert.equal(message.version, 'v0.10');
    transport.close();
  });
});

describe('the agent side of a v1.0 action', () => {
  it('sees the actionId and wantResponse the client sent', async () => {
    const agent = await demoAgent();
    const client = await v1Client(agent, 'sse');
    await client.suggest('P');
    await until(() => client.answers.length === 1, 'the actionResponse');
    const record = client.session.state.record as DemoSessionRecord;
    const action = record.actions.find((a) => a.name === 'suggest_city')!;
    assert.equal(action.wantResponse, true);
    assert.equal(action.actionId, client.answers[0]!.actionId);
    assert.deepEqual(client.read('finder', '/query/suggestions'), ['Paris']);
    client.transport.close();
  });
});

describe('a v0.9 client of the same agent', () => {
  it('gets v0.9 messages with the v0.9 catalog and no v1.0-only component', async () => {
    const agent = await demoAgent();
    const processor = new MessageProcessor();
    const transport = new SseTransport({url: agent.urls.sse, metadata: processor});
    const received: Record<string, unknown>[] = [];
    transport.addEventListener('messages', (event) => {
      received.push(...(event as CustomEvent<Record<string, unknown>[]>).detail);
    });
    await transport.connect();
    await until(() => received.length >= 6, 'the initial messages');
    const session = [...agent.host.sessions.values()][0]!;
    assert.equal(session.protocolVersion, 'v0.9');
    for (const message of received) assert.equal(message.version, 'v0.9');
    const text = JSON.stringify(received);
    assert.ok(text.includes(V09_BASIC));
    for (const v1Only of ['placeholder', 'wantResponse', 'callFunction', 'suggest']) {
      assert.ok(!text.includes(v1Only), v1Only);
    }
    transport.close();
  });
});

describe('AgentSession in A2UI v1.0', () => {
  async function session(capabilities: unknown, handlers = {}) {
    const host = new A2uiAgentHost(handlers);
    const opened = host.open('rest');
    opened.clientCapabilities = capabilities;
    await host.ready(opened);
    return {host, session: opened};
  }
  const v1Caps = {'v0.10': {supportedCatalogIds: [V1_BASIC_CATALOG_ID]}};
  const functionCallIdOf = (s: AgentSession) =>
    (s.pull().find((m) => 'callFunction' in m) as {functionCallId: string}).functionCallId;

  it('speaks v0.9 when the capabilities name both versions', async () => {
    const {host, session: s} = await session({'v0.9': {}, 'v0.10': {}});
    assert.equal(s.protocolVersion, 'v0.9');
    host.closeAll();
  });

  it('keeps a custom catalog id and maps only the basic one', async () => {
    const {host, session: s} = await session(v1Caps);
    s.send([
      {version: 'v0.9', createSurface: {surfaceId: 'a', catalogId: V09_BASIC}},
      {version: 'v0.9', createSurface: {surfaceId: 'b', catalogId: 'https://example.com/c.json'}},
    ]);
    assert.deepEqual(
      s.pull().map((m) => m.createSurface),
      [
        {surfaceId: 'a', catalogId: V1_BASIC_CATALOG_ID},
        {surfaceId: 'b', catalogId: 'https://example.com/c.json'},
      ],
    );
    host.closeAll();
  });

  it('sends an Icon drawn from a v0.9 svgPath with v1.0 path, and a named one as it is', async () => {
    const {host, session: s} = await session(v1Caps);
    const d = 'M12 2L2 22h20z';
    s.send([
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'a',
          components: [
            {id: 'drawn', component: 'Icon', name: {svgPath: d}},
            {id: 'named', component: 'Icon', name: 'home'},
          ],
        },
      },
    ]);
    const [message] = s.pull();
    assert.equal(message!.version, 'v0.10');
    assert.deepEqual((message!.updateComponents as {components: unknown[]}).components, [
      {id: 'drawn', component: 'Icon', name: {path: d}},
      {id: 'named', component: 'Icon', name: 'home'},
    ]);
    host.closeAll();
  });

  it('answers an action with an error', async () => {
    const {host, session: s} = await session(v1Caps);
    s.respondToActionWithError('7', 'NOT_FOUND', 'No such city');
    assert.deepEqual(s.pull(), [
      {
        actionId: '7',
        actionResponse: {error: {code: 'NOT_FOUND', message: 'No such city'}},
        version: 'v0.10',
      },
    ]);
    host.closeAll();
  });

  it('rejects a callFunction with the client’s error, which does not reach onError', async () => {
    const errors: ErrorBody[] = [];
    const {host, session: s} = await session(v1Caps, {
      onError: (_: unknown, e: ErrorBody) => errors.push(e),
    });
    const result = s.callFunction('formatCurrency', {value: 1, currency: 'XXX1'});
    const functionCallId = functionCallIdOf(s);
    const rejected = assert.rejects(result, (e: unknown) => {
      assert.ok(e instanceof FunctionCallError);
      assert.equal(e.code, 'EXPRESSION_ERROR');
      assert.equal(e.functionCallId, functionCallId);
      return true;
    });
    const error = {code: 'EXPRESSION_ERROR', functionCallId, message: 'Not a currency'};
    await host.receive(s, {version: 'v0.10', error: error as unknown as ErrorBody});
    await rejected;
    assert.deepEqual(errors, []);
    host.closeAll();
  });

  it('rejects a callFunction the client never answers after the timeout', async () => {
    const {host, session: s} = await session(v1Caps);
    const result = s.callFunction('now', {}, 'string', {timeoutMs: 20});
    await assert.rejects(result, {name: 'FunctionCallError', code: 'TIMEOUT'});
    host.closeAll();
  });

  it('rejects a waiting callFunction when the session closes', async () => {
    const {host, session: s} = await session(v1Caps);
    const result = s.callFunction('now');
    host.closeAll();
    await assert.rejects(result, {code: 'SESSION_CLOSED'});
  });

  it('refuses the v1.0-only methods in a v0.9 session', async () => {
    const {host, session: s} = await session({'v0.9': {supportedCatalogIds: [V09_BASIC]}});
    assert.throws(() => s.respondToAction('1', []), /respondToAction needs an A2UI v1\.0/);
    assert.throws(() => s.callFunction('now'), /callFunction needs an A2UI v1\.0/);
    s.send({version: 'v0.9', createSurface: {surfaceId: 'a', catalogId: V09_BASIC}});
    assert.deepEqual(s.pull(), [
      {version: 'v0.9', createSurface: {surfaceId: 'a', catalogId: V09_BASIC}},
    ]);
    host.closeAll();
  });

  it('becomes v1.0 when a message says version v0.10', async () => {
    const {host, session: s} = await session(undefined);
    const incoming = parseIncoming({
      message: {version: 'v0.10', functionResponse: {functionCallId: 'x', call: 'now', value: 1}},
    })!;
    await host.receive(s, incoming.message, incoming.metadata);
    assert.equal(s.protocolVersion, 'v0.10');
    host.closeAll();
  });
});

describe('what a v1.0 client may send', () => {
  const action = {
    name: 'suggest',
    surfaceId: 's',
    sourceComponentId: 'b',
    timestamp: 't',
    context: {},
  };

  it('is an action with a string actionId and a boolean wantResponse', () => {
    const incoming = parseIncoming({
      message: {version: 'v0.10', action: {...action, wantResponse: true, actionId: '1'}},
    });
    assert.deepEqual(incoming?.message, {
      version: 'v0.10',
      action: {...action, wantResponse: true, actionId: '1'},
    });
  });

  it('is not an action whose actionId is no string or whose wantResponse is no boolean', () => {
    for (const odd of [{actionId: {}}, {actionId: 7}, {wantResponse: 'yes'}, {actionId: null}]) {
      const message = {version: 'v0.10', action: {...action, wantResponse: true, ...odd}};
      assert.equal(parseIncoming({message}), undefined, JSON.stringify(odd));
      assert.equal(parseIncoming(message.action), undefined, JSON.stringify(odd));
    }
  });
});
