// A v1.0 agent behind the REST connector, through <a2ui-agent adapter=V1Adapter>: v0.10
// messages in, v0.10 actions (with actionId), functionResponses and v1.0 metadata out. The last
// test runs docs/v1_0.md's "With <a2ui-agent>" example line for line (test/node/docs-v1_0.test.ts
// checks the mirror); `../../transports/basic.js` stands for `a2ui-elements/transports`.
import {expect, fixture, html} from '@open-wc/testing';
import '../../index.js'; // registers <a2ui-surface> and the basic components
import '../../transports/basic.js'; // registers <a2ui-agent> and every connector
import {MessageProcessor} from '../../core.js';
import {V1Adapter, basicCatalogV1} from './index.js';
import {V1_BASIC_CATALOG_ID} from './catalog.js';
import type {A2uiAgent} from '../../transports/a2ui-agent.js';
import type {ProtocolAdapter} from '../../transports/protocol-adapter.js';
import {deepQuery} from '../../../components/shared/testing.js';

const version = 'v0.10';
const surfaceId = 'fruit';

const initial = [
  {version, createSurface: {surfaceId, catalogId: V1_BASIC_CATALOG_ID}},
  {
    version,
    updateComponents: {
      surfaceId,
      components: [
        {id: 'root', component: 'Column', children: ['ask', 'list']},
        {
          id: 'ask',
          component: 'Button',
          child: 'ask-label',
          action: {event: {name: 'suggest', wantResponse: true, responsePath: '/found'}},
        },
        {id: 'ask-label', component: 'Text', text: 'Suggest'},
        {id: 'list', component: 'List', children: {componentId: 'item', path: '/found'}},
        {id: 'item', component: 'Text', text: {path: ''}},
      ],
    },
  },
  {
    version,
    functionCallId: 'f1',
    wantResponse: true,
    callFunction: {
      call: 'formatNumber',
      args: {value: 0.5, decimals: 1},
      returnType: 'string',
      callableFrom: 'remoteOnly',
    },
  },
];

type Body = {message?: Record<string, Record<string, unknown>>; metadata?: Record<string, unknown>};

/** A v1.0 agent as a `fetch`: answers an action that wants a response with actionResponse. */
function v1RestAgent() {
  const requests: {path: string; body: Body | undefined}[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.split('/').pop()!;
    const body = init?.body ? (JSON.parse(String(init.body)) as Body) : undefined;
    requests.push({path, body});
    const action = body?.message?.['action'];
    const reply =
      path === 'connect'
        ? initial
        : action?.['wantResponse']
          ? [{version, actionId: action['actionId'], actionResponse: {value: ['fig', 'kiwi']}}]
          : [];
    return new Response(JSON.stringify(reply), {headers: {'x-a2ui-session': 's1'}});
  };
  return {fetch, requests};
}

const until = async <T>(check: () => T): Promise<NonNullable<T>> => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(Boolean(check())).to.equal(true);
  return check() as NonNullable<T>;
};

async function mount() {
  const agentServer = v1RestAgent();
  const adapter: ProtocolAdapter & V1Adapter = new V1Adapter(
    new MessageProcessor({catalogs: [basicCatalogV1], locale: 'en-US'}),
  );
  const agent = await fixture<A2uiAgent>(
    html`<a2ui-agent
      transport="rest"
      url="http://agent.test/v1"
      .options=${{fetch: agentServer.fetch}}
      .adapter=${adapter}
    ></a2ui-agent>`,
  );
  return {agent, ...agentServer};
}

const items = (agent: A2uiAgent) =>
  [
    ...(deepQuery(agent, '[data-a2ui-id="list"]')?.shadowRoot?.querySelectorAll('a2ui-text') ?? []),
  ].map((text) => text.shadowRoot!.textContent!.trim());

describe('<a2ui-agent> with a V1Adapter', () => {
  it('answers the agent callFunction with a v0.10 functionResponse', async () => {
    const {requests} = await mount();
    const sent = await until(() =>
      requests.find((r) => r.path === 'action' && r.body?.message?.['functionResponse']),
    );
    expect(sent.body!.message).to.deep.equal({
      version,
      functionResponse: {functionCallId: 'f1', call: 'formatNumber', value: '0.5'},
    });
  });

  it('sends a v0.10 action with an actionId and shows the actionResponse where it asked', async () => {
    const {agent, requests} = await mount();
    const button = await until(() =>
      deepQuery(agent, '[data-a2ui-id="ask"]')?.shadowRoot?.querySelector('button'),
    );
    button.click();
    const sent = await until(() =>
      requests.find((r) => r.path === 'action' && r.body?.message?.['action']),
    );
    const {action} = sent.body!.message!;
    expect(sent.body!.message!['version']).to.equal(version);
    expect(action).to.include({name: 'suggest', surfaceId, wantResponse: true});
    expect(action!['actionId']).to.be.a('string');
    expect(sent.body!.metadata!['a2uiClientCapabilities']).to.deep.equal({
      'v0.10': {supportedCatalogIds: [V1_BASIC_CATALOG_ID]},
    });
    await until(() => items(agent).length === 2);
    expect(items(agent)).to.deep.equal(['fig', 'kiwi']);
  });
});

describe('the v1.0 guide: <a2ui-agent> with V1Adapter', () => {
  const realFetch = globalThis.fetch;
  let agentServer: ReturnType<typeof v1RestAgent>;

  beforeEach(() => {
    agentServer = v1RestAgent();
    globalThis.fetch = async (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      if (!url.pathname.startsWith('/agent/')) return realFetch(input, init);
      return agentServer.fetch(url.href, init);
    };
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('renders the agent surface, sends the v1.0 action and shows the answer', async () => {
    await fixture(html`<a2ui-agent transport="rest" url="/agent"></a2ui-agent>`);

    // In the page: <a2ui-agent transport="rest" url="/agent"></a2ui-agent>
    const agent = document.querySelector('a2ui-agent')!;
    agent.adapter = new V1Adapter(new MessageProcessor({catalogs: [basicCatalogV1]}));

    const button = await until(() =>
      deepQuery(agent, '[data-a2ui-id="ask"]')?.shadowRoot?.querySelector('button'),
    );
    button.click();
    await until(() => items(agent).length === 2);
    expect(items(agent)).to.deep.equal(['fig', 'kiwi']);
  });
});
