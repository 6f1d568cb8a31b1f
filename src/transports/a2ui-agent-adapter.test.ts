import {expect, fixture, html} from '@open-wc/testing';
import '../index.js';
import './a2ui-agent.js';
import type {A2uiAgent} from './a2ui-agent.js';
import {FakeTransport, until} from './fake-transport.test.helper.js';
import type {ProtocolAdapter} from './protocol-adapter.js';
import type {ClientMetadata} from './types.js';
import {MessageProcessor} from '../state/message-processor.js';
import {V08Adapter} from '../adapters/v0_8/adapter.js';
import {V08_MINIMAL_CATALOG_ID, V08_STANDARD_CATALOG_ID} from '../adapters/v0_8/catalog-ids.js';
import {deepQuery} from '../../components/shared/testing.js';

const V08_CAPABILITIES = {supportedCatalogIds: [V08_STANDARD_CATALOG_ID, V08_MINIMAL_CATALOG_ID]};

/** A v0.8 booking surface whose root the agent calls `form`. */
const v08Surface = (status = 'Not booked') => [
  {
    surfaceUpdate: {
      surfaceId: 'booking',
      components: [
        {id: 'form', component: {Column: {children: {explicitList: ['title', 'status', 'book']}}}},
        {id: 'title', component: {Text: {text: {literalString: 'Book a table'}, usageHint: 'h2'}}},
        {id: 'status', component: {Text: {text: {path: '/status'}}}},
        {
          id: 'book',
          component: {
            Button: {
              child: 'book-label',
              action: {name: 'book', context: [{key: 'guest', value: {path: '/guest'}}]},
            },
          },
        },
        {id: 'book-label', component: {Text: {text: {literalString: 'Book'}}}},
      ],
    },
  },
  {
    dataModelUpdate: {
      surfaceId: 'booking',
      contents: [
        {key: 'guest', valueString: 'Ada'},
        {key: 'status', valueString: status},
      ],
    },
  },
  {beginRendering: {surfaceId: 'booking', root: 'form'}},
];

interface RestRequest {
  path: string;
  body: {message?: Record<string, unknown>; metadata?: ClientMetadata} | undefined;
}

/**
 * A v0.8 agent behind the REST endpoints, as a `fetch`: `/connect` answers with `initial`,
 * `/action` with a v0.8 data update naming the guest of a `userAction`.
 */
function v08RestAgent(initial: unknown[] = v08Surface()) {
  const requests: RestRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.split('/').pop()!;
    const body = init?.body ? (JSON.parse(String(init.body)) as RestRequest['body']) : undefined;
    requests.push({path, body});
    const action = body?.message?.['userAction'] as {context: {guest: string}} | undefined;
    const reply =
      path === 'connect'
        ? initial
        : action
          ? [
              {
                dataModelUpdate: {
                  surfaceId: 'booking',
                  contents: [{key: 'status', valueString: `Booked for ${action.context.guest}`}],
                },
              },
            ]
          : [];
    return new Response(JSON.stringify(reply), {headers: {'x-a2ui-session': 's1'}});
  };
  return {fetch, requests, sent: () => requests.filter((r) => r.path === 'action')};
}

async function mountRest(initial?: unknown[]) {
  const agentServer = v08RestAgent(initial);
  const adapter = new V08Adapter(new MessageProcessor());
  const agent = await fixture<A2uiAgent>(
    html`<a2ui-agent
      transport="rest"
      url="http://agent.test/v08"
      .options=${{fetch: agentServer.fetch}}
      .adapter=${adapter}
    ></a2ui-agent>`,
  );
  return {agent, adapter, ...agentServer};
}

const statusText = (agent: A2uiAgent) =>
  deepQuery(agent, '[data-a2ui-id="status"]')?.shadowRoot?.textContent?.trim();
const button = (agent: A2uiAgent) =>
  deepQuery(agent, '[data-a2ui-id="book"]')?.shadowRoot?.querySelector('button');

/** A v1.0-like adapter that records what it is fed and can emit its own messages. */
class RecordingAdapter extends EventTarget implements ProtocolAdapter {
  readonly processor = new MessageProcessor();
  readonly protocolVersion = 'v0.10';
  readonly a2aExtensionUri = 'https://a2ui.org/a2a-extension/a2ui/v0.10';
  readonly fed: unknown[] = [];
  processMessages(messages: unknown): void {
    this.fed.push(messages);
  }
  toClientMessage(message: unknown): object | undefined {
    const {action} = message as {action?: object};
    return action ? {version: 'v0.10', action} : undefined; // errors dropped
  }
  clientCapabilities(): unknown {
    return {'v0.10': {supportedCatalogIds: ['x']}};
  }
  clientDataModel(): unknown {
    return undefined;
  }
}

async function mountConnection(adapter: ProtocolAdapter) {
  const transport = new FakeTransport();
  const agent = await fixture<A2uiAgent>(
    html`<a2ui-agent .connection=${transport} .adapter=${adapter}></a2ui-agent>`,
  );
  return {agent, transport};
}

describe('<a2ui-agent> with a protocol adapter', () => {
  it('renders the surface a v0.8 agent sends over REST, in the adapter processor', async () => {
    const {agent, adapter} = await mountRest();
    expect(agent.processor).to.equal(adapter.processor);
    await until(() => statusText(agent) === 'Not booked');
    expect(deepQuery(agent, 'h2')?.textContent).to.equal('Book a table');
  });

  it('sends a click as a v0.8 userAction without a version', async () => {
    const {agent, sent} = await mountRest();
    (await until(() => button(agent))).click();
    const [request] = await until(() => (sent().length === 1 ? sent() : undefined));
    const message = request!.body!.message!;
    expect(Object.keys(message)).to.deep.equal(['userAction']);
    const {timestamp, ...action} = message['userAction'] as {timestamp: string};
    expect(action).to.deep.equal({
      name: 'book',
      surfaceId: 'booking',
      sourceComponentId: 'book',
      context: {guest: 'Ada'},
    });
    expect(Number.isNaN(Date.parse(timestamp))).to.equal(false);
  });

  it('sends v0.8 capabilities on connect and with each action, and no data model', async () => {
    const {agent, requests, sent} = await mountRest();
    (await until(() => button(agent))).click();
    await until(() => sent().length === 1);
    expect(requests[0]!.body!.metadata).to.deep.equal({a2uiClientCapabilities: V08_CAPABILITIES});
    expect(sent()[0]!.body!.metadata).to.deep.equal({a2uiClientCapabilities: V08_CAPABILITIES});
  });

  it("renders the v0.8 agent's reply to the action", async () => {
    const {agent} = await mountRest();
    (await until(() => button(agent))).click();
    await until(() => statusText(agent) === 'Booked for Ada');
  });

  it('renders the v0.8 surface again when a new session begins it anew', async () => {
    const {agent, requests} = await mountRest();
    await until(() => statusText(agent) === 'Not booked');
    agent.reconnect();
    await until(() => requests.filter((r) => r.path === 'connect').length === 2);
    await until(() => statusText(agent) === 'Not booked');
    expect(agent.processor.getSurface('booking')).to.not.equal(undefined);
  });

  it('reports an invalid v0.8 message to the agent as a v0.8 error without a version', async () => {
    const invalid = {
      surfaceUpdate: {
        surfaceId: 'booking',
        components: [{id: 'title', component: {Text: {text: {literalNumber: 4}}}}],
      },
    };
    const {sent} = await mountRest([...v08Surface(), invalid]);
    const [request] = await until(() => (sent().length === 1 ? sent() : undefined));
    expect(request!.body!.message).to.deep.equal({
      error: {
        code: 'VALIDATION_FAILED',
        surfaceId: 'booking',
        path: '/components/0/component/Text/text/literalNumber',
        message: 'Unknown bound value property "literalNumber".',
      },
    });
  });

  it('gives a ready-made connection the adapter as its protocol and metadata source', async () => {
    const adapter = new V08Adapter(new MessageProcessor());
    const {transport} = await mountConnection(adapter);
    expect(transport.protocol).to.equal(adapter);
    expect(transport.metadata!.clientCapabilities()).to.deep.equal(adapter.clientCapabilities());
  });

  it('gives an adapter set later to a connection it connected without one', async () => {
    const transport = new FakeTransport();
    const agent = await fixture<A2uiAgent>(
      html`<a2ui-agent .connection=${transport}></a2ui-agent>`,
    );
    const adapter = new V08Adapter(new MessageProcessor());
    agent.adapter = adapter;
    await agent.updateComplete;
    expect(transport.metadata!.clientCapabilities()).to.deep.equal(adapter.clientCapabilities());
    expect(transport.protocol).to.equal(adapter);
    agent.adapter = undefined;
    await agent.updateComplete;
    expect(transport.metadata!.clientCapabilities()).to.deep.equal(
      adapter.processor.clientCapabilities(),
    );
    expect(transport.protocol).to.equal(undefined);
  });

  it('leaves the metadata source a connection brought', async () => {
    const own = {clientCapabilities: () => ({own: true}), clientDataModel: () => undefined};
    const transport = new FakeTransport({metadata: own});
    const adapter = new V08Adapter(new MessageProcessor());
    await fixture(html`<a2ui-agent .connection=${transport} .adapter=${adapter}></a2ui-agent>`);
    expect(transport.metadata).to.equal(own);
  });

  it('feeds incoming batches to the adapter instead of the processor', async () => {
    const adapter = new RecordingAdapter();
    const {transport} = await mountConnection(adapter);
    transport.push([{version: 'v0.10', deleteSurface: {surfaceId: 'x'}}]);
    expect(adapter.fed).to.deep.equal([[{version: 'v0.10', deleteSurface: {surfaceId: 'x'}}]]);
  });

  it("sends the adapter's message events as they are", async () => {
    const adapter = new RecordingAdapter();
    const {transport} = await mountConnection(adapter);
    const response = {
      version: 'v0.10',
      functionResponse: {functionCallId: 'c1', call: 'now', value: 1},
    };
    adapter.dispatchEvent(new CustomEvent('message', {detail: response}));
    await until(() => transport.sent.length === 1);
    expect(transport.sent[0]!.message).to.deep.equal(response);
    expect(transport.sent[0]!.metadata).to.deep.equal({
      a2uiClientCapabilities: {'v0.10': {supportedCatalogIds: ['x']}},
    });
  });

  it('converts actions with the adapter and drops what it converts to undefined', async () => {
    const adapter = new RecordingAdapter();
    const {transport} = await mountConnection(adapter);
    const action = {
      name: 'go',
      surfaceId: 's',
      sourceComponentId: 'b',
      timestamp: 't',
      context: {},
    };
    const error = {code: 'VALIDATION_FAILED', surfaceId: 's', message: 'bad', path: '/x'};
    adapter.processor.dispatchEvent(new CustomEvent('error', {detail: error}));
    adapter.processor.dispatchEvent(new CustomEvent('action', {detail: action}));
    await until(() => transport.sent.length === 1);
    await new Promise((r) => setTimeout(r, 20));
    expect(transport.sent.map((s) => s.message)).to.deep.equal([{version: 'v0.10', action}]);
  });

  it('stops sending the message events of an adapter it no longer has', async () => {
    const adapter = new RecordingAdapter();
    const {agent, transport} = await mountConnection(adapter);
    agent.adapter = undefined;
    await agent.updateComplete;
    adapter.dispatchEvent(new CustomEvent('message', {detail: {version: 'v0.10', error: {}}}));
    await new Promise((r) => setTimeout(r, 20));
    expect(transport.sent).to.deep.equal([]);
  });
});
