// docs/v0_8.md, "With <a2ui-agent> and the connectors": both examples line for line
// (test/node/docs-v0_8.test.ts checks the mirror), run against a v0.8 agent that answers the
// REST endpoints under /agent (a stand-in for `fetch`). `./basic.js` stands for
// `a2ui-elements/transports`, which re-exports it (its SDK-based connectors need a bundler).
import {expect, fixture, html} from '@open-wc/testing';
import '../index.js'; // registers <a2ui-surface> and the basic components
import './basic.js'; // registers <a2ui-agent> and every connector
import {MessageProcessor} from '../core.js';
import {V08Adapter} from '../adapters/v0_8/index.js';
import {RestTransport} from './basic.js';
import type {A2uiAgent} from './a2ui-agent.js';
import type {A2uiSurface} from '../surface/a2ui-surface.js';
import {deepQuery} from '../../components/shared/testing.js';

const v08Surface = [
  {beginRendering: {surfaceId: 'note', root: 'card'}},
  {
    surfaceUpdate: {
      surfaceId: 'note',
      components: [
        {id: 'card', component: {Column: {children: {explicitList: ['text', 'ok']}}}},
        {id: 'text', component: {Text: {text: {path: '/message'}}}},
        {id: 'ok', component: {Button: {child: 'ok-label', action: {name: 'acknowledge'}}}},
        {id: 'ok-label', component: {Text: {text: {literalString: 'OK'}}}},
      ],
    },
  },
  {dataModelUpdate: {surfaceId: 'note', contents: [{key: 'message', valueString: 'Saved.'}]}},
];

/** What the stand-in agent received on `POST /agent/action`. */
let actions: {message: Record<string, unknown>; metadata: unknown}[] = [];
const realFetch = globalThis.fetch;

beforeEach(() => {
  actions = [];
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    if (!url.pathname.startsWith('/agent/')) return realFetch(input, init);
    const body = init?.body ? (JSON.parse(String(init.body)) as (typeof actions)[number]) : null;
    if (url.pathname === '/agent/action' && body) actions.push(body);
    const reply = url.pathname === '/agent/connect' ? v08Surface : [];
    // A reply over the network comes in a later task, never within the page's current one
    // (WebKit read a reply made at once before the example had set the adapter).
    await new Promise((resolve) => setTimeout(resolve));
    return new Response(JSON.stringify(reply), {headers: {'x-a2ui-session': 'session-1'}});
  };
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

async function until<T>(check: () => T): Promise<NonNullable<T>> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(Boolean(check()), 'waited in vain').to.equal(true);
  return check() as NonNullable<T>;
}

const button = (root: Element) =>
  deepQuery(root, '[data-a2ui-id="ok"]')?.shadowRoot?.querySelector('button');
const text = (root: Element) =>
  deepQuery(root, '[data-a2ui-id="text"]')?.shadowRoot?.textContent?.trim();

/** Clicks OK and returns the message the agent received. */
async function acknowledge(root: Element): Promise<Record<string, unknown>> {
  (await until(() => button(root))).click();
  return (await until(() => actions[0])).message;
}

describe('the v0.8 guide: <a2ui-agent> with V08Adapter', () => {
  async function runElementExample(): Promise<A2uiAgent> {
    await fixture(html`<a2ui-agent transport="rest" url="/agent"></a2ui-agent>`);

    // In the page: <a2ui-agent transport="rest" url="/agent"></a2ui-agent>
    const agent = document.querySelector('a2ui-agent')!;
    agent.adapter = new V08Adapter(new MessageProcessor());

    return agent;
  }

  it("renders the v0.8 agent's surface", async () => {
    const agent = await runElementExample();
    await until(() => text(agent) === 'Saved.');
  });

  it('sends a click as a v0.8 userAction without a version', async () => {
    const agent = await runElementExample();
    const message = await acknowledge(agent);
    expect(Object.keys(message)).to.deep.equal(['userAction']);
    expect(message['userAction']).to.include({name: 'acknowledge', sourceComponentId: 'ok'});
    expect(actions[0]!.metadata).to.deep.equal({
      a2uiClientCapabilities: (agent.adapter as V08Adapter).clientCapabilities(),
    });
  });
});

describe('the v0.8 guide: a connector on its own with V08Adapter', () => {
  async function runConnectorExample(): Promise<{surface: A2uiSurface; transport: RestTransport}> {
    const surface = await fixture<A2uiSurface>(
      html`<a2ui-surface surface-id="note"></a2ui-surface>`,
    );

    const adapter = new V08Adapter(new MessageProcessor());
    document.querySelector('a2ui-surface')!.processor = adapter.processor;
    const transport = new RestTransport({url: '/agent', protocol: adapter, metadata: adapter});
    transport.addEventListener('messages', (event) => adapter.processMessages(event.detail));
    adapter.processor.addEventListener('action', (event) => {
      const message = adapter.toClientMessage({version: 'v0.9', action: event.detail});
      if (message) void transport.send(message);
    });
    await transport.connect();

    return {surface, transport};
  }

  it("renders the v0.8 agent's surface", async () => {
    const {surface, transport} = await runConnectorExample();
    await until(() => text(surface) === 'Saved.');
    transport.close();
  });

  it('sends a click as a v0.8 userAction without a version', async () => {
    const {surface, transport} = await runConnectorExample();
    const message = await acknowledge(surface);
    expect(Object.keys(message)).to.deep.equal(['userAction']);
    expect(message['userAction']).to.include({name: 'acknowledge', sourceComponentId: 'ok'});
    transport.close();
  });
});
