// docs/v1_0.md, "Agents in Node": the guide's handlers, line for line (test/node/docs-v1_0.test.ts
// checks the mirror), served by the Node toolkit to a V1Adapter client over a pull-based
// transport (REST) and a streaming one (SSE), and to a v0.9 client; and the rule the guide gives
// for pull-based transports: a callFunction awaited inside a handler never reaches the client.
import assert from 'node:assert/strict';
import {after, describe, it} from 'node:test';
import type {AgentHandlers, FunctionCallError} from '../../src/server/index.js';
import {serveA2ui, type AgentSession, type RunningA2uiServer} from '../../src/server/index.js';
import {
  V1Adapter,
  basicCatalogV1,
  type ActionResponseDetail,
} from '../../src/adapters/v1_0/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {RestTransport} from '../../src/transports/rest-transport.js';
import {SseTransport} from '../../src/transports/sse-transport.js';
import type {Transport} from '../../src/transports/types.js';
import {WebSocketTransport} from '../../src/transports/websocket-transport.js';
import {WebSocket as NodeWebSocket} from 'ws';
import {until} from './connectors.js';

const fruits = ['apple', 'apricot', 'banana', 'blueberry', 'cherry'];
const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** The form of the guide's example; a v0.9 client gets it without what only v1.0 has. */
function fruitForm(v1: boolean): object[] {
  const suggest = v1 ? {wantResponse: true, responsePath: '/suggestions'} : {};
  return [
    {id: 'root', component: 'Column', children: ['title', 'prefix', 'ask', 'list', 'price']},
    {id: 'title', component: 'Text', text: 'Find a fruit', variant: 'h2'},
    {
      id: 'prefix',
      component: 'TextField',
      label: 'Starts with',
      value: {path: '/prefix'},
      ...(v1 && {placeholder: 'e.g. ap'}),
    },
    {
      id: 'ask',
      component: 'Button',
      child: 'ask-label',
      action: {event: {name: 'suggest', context: {prefix: {path: '/prefix'}}, ...suggest}},
    },
    {id: 'ask-label', component: 'Text', text: 'Suggest'},
    {id: 'list', component: 'List', children: {componentId: 'item', path: '/suggestions'}},
    {id: 'item', component: 'Text', text: {path: ''}},
    {id: 'price', component: 'Text', text: {path: '/price'}},
  ];
}

const warnings: string[] = [];
const console = {warn: (text: string) => warnings.push(text)};

const fruitAgent: AgentHandlers = {
  onConnect(session) {
    const components = fruitForm(session.isV1); // v1.0-only properties for v1.0 clients only
    // Written as v0.9: a v1.0 session sends them as v0.10, naming the v1.0 basic catalog.
    session.send([
      {version: 'v0.9', createSurface: {surfaceId: 'fruit', catalogId}},
      {version: 'v0.9', updateComponents: {surfaceId: 'fruit', components}},
    ]);
    if (!session.isV1) return;
    // Not awaited: its answer cannot arrive before this handler returns.
    session
      .callFunction('formatCurrency', {value: 1.5, currency: 'EUR'})
      .then((price) => {
        const update = {surfaceId: 'fruit', path: '/price', value: `${price} a kilo`};
        session.send({version: 'v0.9', updateDataModel: update});
      })
      .catch((error: FunctionCallError) => console.warn(`no price: ${error.code}`));
  },
  onAction(session, action) {
    if (action.name !== 'suggest' || action.actionId === undefined) return;
    const prefix = String(action.context.prefix ?? '');
    const found = fruits.filter((fruit) => fruit.startsWith(prefix));
    session.respondToAction(action.actionId, found);
  },
};

const servers: RunningA2uiServer[] = [];
after(async () => {
  for (const server of servers) {
    await server.kill();
    server.host.closeAll();
  }
});

async function serve(handlers: AgentHandlers): Promise<RunningA2uiServer> {
  const server = await serveA2ui(handlers, {port: 0});
  servers.push(server);
  return server;
}

const connectors = {
  rest: (url: string, adapter: V1Adapter) =>
    new RestTransport({url, protocol: adapter, metadata: adapter}),
  sse: (url: string, adapter: V1Adapter) =>
    new SseTransport({url, protocol: adapter, metadata: adapter}),
};

/** A v1.0 client wired as `<a2ui-agent adapter>` wires one, in the en-US locale. */
async function v1Client(url: string, connector: keyof typeof connectors) {
  const processor = new MessageProcessor({catalogs: [basicCatalogV1], locale: 'en-US'});
  const adapter = new V1Adapter(processor);
  const transport: Transport = connectors[connector](url, adapter);
  const received: Record<string, unknown>[] = [];
  const answers: ActionResponseDetail[] = [];
  const errors: unknown[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  transport.addEventListener('messages', (event) => {
    const batch = (event as CustomEvent<Record<string, unknown>[]>).detail;
    received.push(...batch);
    adapter.processMessages(batch);
  });
  adapter.addEventListener('message', (event) => {
    transport.send((event as CustomEvent<Record<string, unknown>>).detail).catch(() => undefined);
  });
  adapter.addEventListener('actionresponse', (event) => {
    answers.push((event as CustomEvent<ActionResponseDetail>).detail);
  });
  await transport.connect();
  await until(() => processor.getSurface('fruit'), 'the fruit surface');
  const read = (pointer: string) => processor.getSurface('fruit')?.dataModel.peek(pointer);
  /** Types a prefix and clicks Suggest, as the renderer reports it. */
  const suggest = (prefix: string) => {
    processor.processMessages([
      {version: 'v0.9', updateDataModel: {surfaceId: 'fruit', path: '/prefix', value: prefix}},
    ]);
    const action = {
      name: 'suggest',
      surfaceId: 'fruit',
      sourceComponentId: 'ask',
      timestamp: new Date().toISOString(),
      context: {prefix},
      wantResponse: true,
      responsePath: '/suggestions',
    };
    return transport.send(adapter.toClientMessage({version: 'v0.9', action})!);
  };
  return {transport, received, answers, errors, read, suggest};
}

for (const connector of ['rest', 'sse'] as const) {
  describe(`the guide's agent and a v1.0 client over ${connector}`, () => {
    it('shows the price the client formatted for the callFunction sent from onConnect', async () => {
      const server = await serve(fruitAgent);
      const client = await v1Client(server.url, connector);
      await until(() => client.read('/price'), 'the price');
      assert.equal(client.read('/price'), '€1.50 a kilo');
      for (const message of client.received) assert.equal(message.version, 'v0.10');
      assert.deepEqual([client.errors, warnings], [[], []]);
      client.transport.close();
    });

    it('fills the suggestions with the respondToAction answer to Suggest', async () => {
      const server = await serve(fruitAgent);
      const client = await v1Client(server.url, connector);
      await client.suggest('ap');
      await until(() => client.answers.length === 1, 'the actionResponse');
      assert.deepEqual(client.read('/suggestions'), ['apple', 'apricot']);
      assert.equal(client.answers[0]!.name, 'suggest');
      assert.deepEqual(client.errors, []);
      client.transport.close();
    });
  });
}

describe("the guide's agent and a v0.9 client", () => {
  it('sends the form as v0.9 and calls no function', async () => {
    const server = await serve(fruitAgent);
    const processor = new MessageProcessor();
    const errors: unknown[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    const transport = new RestTransport({url: server.url, metadata: processor});
    const received: Record<string, unknown>[] = [];
    transport.addEventListener('messages', (event) => {
      const batch = (event as CustomEvent<Record<string, unknown>[]>).detail;
      received.push(...batch);
      processor.processMessages(batch);
    });
    await transport.connect();
    await until(() => processor.getSurface('fruit'), 'the fruit surface');
    assert.deepEqual(
      received.map((message) => message.version),
      ['v0.9', 'v0.9'],
    );
    assert.deepEqual(errors, []);
    transport.close();
  });
});

/** What a handler that awaits a callFunction (given up after 300 ms) ends with. */
function awaitingHandler(outcomes: string[]) {
  return async (session: AgentSession) => {
    try {
      const args = {value: 2, currency: 'EUR'};
      const options = {timeoutMs: 300};
      outcomes.push(String(await session.callFunction('formatCurrency', args, 'string', options)));
    } catch (error) {
      outcomes.push((error as FunctionCallError).code);
    }
  };
}

// Each test has its own server and waits on its own call's timeout: they run side by side.
describe('a callFunction awaited inside a handler', {concurrency: true}, () => {
  for (const connector of ['rest', 'sse'] as const) {
    it(`times out in onAction over ${connector}`, async () => {
      const outcomes: string[] = [];
      const onAction = awaitingHandler(outcomes);
      const server = await serve({...fruitAgent, onAction});
      const client = await v1Client(server.url, connector);
      const calls = () => client.received.filter((message) => 'callFunction' in message).length;
      const before = calls(); // the one from onConnect, answered already
      await client.suggest('b');
      await until(() => outcomes.length === 1, 'the outcome of the call');
      assert.deepEqual(outcomes, ['TIMEOUT']);
      await until(() => calls() === before + 1, 'the callFunction');
      client.transport.close();
    });
  }

  it('times out in onConnect over WebSocket, although the call is streamed at once', async () => {
    const outcomes: string[] = [];
    const connect = awaitingHandler(outcomes);
    const server = await serve({
      async onConnect(session) {
        session.send({version: 'v0.9', createSurface: {surfaceId: 'fruit', catalogId}});
        await connect(session);
      },
    });
    const processor = new MessageProcessor({catalogs: [basicCatalogV1], locale: 'en-US'});
    const adapter = new V1Adapter(processor);
    const transport = new WebSocketTransport({
      url: `${server.url}/ws`,
      protocol: adapter,
      metadata: adapter,
      WebSocket: NodeWebSocket as unknown as typeof WebSocket,
    });
    const answered: unknown[] = [];
    transport.addEventListener('messages', (event) => {
      adapter.processMessages((event as CustomEvent<unknown[]>).detail);
    });
    adapter.addEventListener('message', (event) => {
      answered.push((event as CustomEvent).detail);
      transport.send((event as CustomEvent<Record<string, unknown>>).detail).catch(() => undefined);
    });
    await transport.connect();
    await until(() => outcomes.length === 1, 'the outcome of the call', 2000);
    assert.equal(answered.length, 1, 'the client answered the call');
    assert.deepEqual(outcomes, ['TIMEOUT']);
    transport.close();
  });
});
