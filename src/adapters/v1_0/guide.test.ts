// docs/v1_0.md's example, line for line (test/node/docs-v1_0.test.ts checks the mirror): run
// against a real page, with `sendToAgent` and `showNotice` standing in for the app's own code.
import {expect, fixture, html} from '@open-wc/testing';
import '../../index.js'; // registers <a2ui-surface> and the basic components
import {MessageProcessor} from '../../core.js';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from './index.js';
import {deepQuery, settle} from '../../../components/shared/testing.js';
import type {A2uiSurface} from '../../surface/a2ui-surface.js';

interface GuideRun {
  surface: A2uiSurface;
  adapter: V1Adapter;
  processor: MessageProcessor;
  sent: unknown[];
  notices: string[];
}

/** The guide's example, run on a page holding its `<a2ui-surface>`. */
async function runGuideExample(): Promise<GuideRun> {
  await fixture<A2uiSurface>(html`<a2ui-surface surface-id="fruit"></a2ui-surface>`);
  const sent: unknown[] = [];
  const sendToAgent = (message: unknown) => sent.push(message);
  const notices: string[] = [];
  const showNotice = (text: string) => notices.push(text);

  const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
  const adapter = new V1Adapter(processor);

  const surface = document.querySelector('a2ui-surface')!; // <a2ui-surface surface-id="fruit">
  surface.processor = processor;

  // Outgoing: the user's actions and the client's errors, as v0.10 messages.
  processor.addEventListener('action', (event) => {
    sendToAgent(adapter.toClientMessage({version: 'v0.9', action: event.detail}));
    // → {version: 'v0.10', action: {name: 'suggest', surfaceId: 'fruit', sourceComponentId: 'ask',
    //      timestamp: '…', context: {prefix: 'ap'}, wantResponse: true, actionId: '1'}}
  });
  processor.addEventListener('error', (event) => {
    sendToAgent(adapter.toClientMessage({version: 'v0.9', error: event.detail}));
  });
  // The adapter's own messages: the functionResponse to a callFunction that wants one.
  adapter.addEventListener('message', (event) => {
    sendToAgent(event.detail);
  });

  // The agent answered an action: a value is already written at the action's responsePath.
  adapter.addEventListener('actionresponse', (event) => {
    const {name, error} = event.detail;
    if (error) showNotice(`${name} failed: ${error.message}`);
  });

  // Incoming: every message the v1.0 agent sends, as its transport delivers them.
  adapter.processMessages([
    {version: 'v0.10', createSurface: {surfaceId: 'fruit', catalogId: V1_BASIC_CATALOG_ID}},
    {
      version: 'v0.10',
      updateComponents: {
        surfaceId: 'fruit',
        components: [
          {id: 'root', component: 'Column', children: ['title', 'prefix', 'ask', 'list']},
          {id: 'title', component: 'Text', text: 'Find a fruit', variant: 'h2'},
          {
            id: 'prefix',
            component: 'TextField',
            label: 'Starts with',
            placeholder: 'e.g. ap',
            value: {path: '/prefix'},
          },
          {
            id: 'ask',
            component: 'Button',
            variant: 'primary',
            child: 'ask-label',
            action: {
              event: {
                name: 'suggest',
                context: {prefix: {path: '/prefix'}},
                wantResponse: true,
                responsePath: '/suggestions',
              },
            },
          },
          {id: 'ask-label', component: 'Text', text: 'Suggest'},
          {id: 'list', component: 'List', children: {componentId: 'item', path: '/suggestions'}},
          {id: 'item', component: 'Text', text: {path: ''}},
        ],
      },
    },
    {version: 'v0.10', updateDataModel: {surfaceId: 'fruit', path: '/prefix', value: 'ap'}},
  ]);

  await settle();
  return {surface, adapter, processor, sent, notices};
}

function clickSuggest(surface: A2uiSurface) {
  deepQuery(surface, '[data-a2ui-id="ask"]')!.shadowRoot!.querySelector('button')!.click();
}

const suggestions = (surface: A2uiSurface) =>
  [
    ...(deepQuery(surface, '[data-a2ui-id="list"]')?.shadowRoot?.querySelectorAll('a2ui-text') ??
      []),
  ].map((text) => text.shadowRoot!.textContent!.trim());

type SentAction = {version: string; action: Record<string, unknown>};

describe('the v1.0 guide example', () => {
  it('renders the v1.0 surface with its data', async () => {
    const {surface, sent} = await runGuideExample();
    expect(deepQuery(surface, 'h2')?.textContent).to.equal('Find a fruit');
    const input = deepQuery(surface, '[data-a2ui-id="prefix"]')!.shadowRoot!.querySelector(
      'input',
    )!;
    expect(input.value).to.equal('ap');
    expect(sent).to.deep.equal([]);
  });

  it('sends the click as the v0.10 action the comment shows', async () => {
    const {surface, sent} = await runGuideExample();
    clickSuggest(surface);
    expect(sent).to.have.length(1);
    const {version, action} = sent[0] as SentAction;
    const {timestamp, ...rest} = action;
    expect(version).to.equal('v0.10');
    expect(rest).to.deep.equal({
      name: 'suggest',
      surfaceId: 'fruit',
      sourceComponentId: 'ask',
      context: {prefix: 'ap'},
      wantResponse: true,
      actionId: '1',
    });
    expect(Number.isNaN(Date.parse(String(timestamp)))).to.equal(false);
  });

  it("renders the agent's answer from the responsePath", async () => {
    const {surface, adapter, sent, notices} = await runGuideExample();
    clickSuggest(surface);
    const {actionId} = (sent[0] as SentAction).action;
    adapter.processMessages({
      version: 'v0.10',
      actionId,
      actionResponse: {value: ['apple', 'apricot']},
    });
    await settle();
    expect(suggestions(surface)).to.deep.equal(['apple', 'apricot']);
    expect(notices).to.deep.equal([]);
  });

  it("shows the agent's failure to answer with the app's notice", async () => {
    const {surface, adapter, sent, notices} = await runGuideExample();
    clickSuggest(surface);
    const {actionId} = (sent[0] as SentAction).action;
    const error = {code: 'UNAVAILABLE', message: 'The orchard is closed.'};
    adapter.processMessages({version: 'v0.10', actionId, actionResponse: {error}});
    await settle();
    expect(notices).to.deep.equal(['suggest failed: The orchard is closed.']);
    expect(suggestions(surface)).to.deep.equal([]);
  });

  it('answers a callFunction with the functionResponse it sends to the agent', async () => {
    const {adapter, sent} = await runGuideExample();
    adapter.processMessages({
      version: 'v0.10',
      functionCallId: 'count-1',
      wantResponse: true,
      callFunction: {
        call: 'pluralize',
        args: {value: 2, one: 'fruit', other: 'fruits'},
        returnType: 'string',
        callableFrom: 'remoteOnly',
      },
    });
    expect(sent).to.deep.equal([
      {
        version: 'v0.10',
        functionResponse: {functionCallId: 'count-1', call: 'pluralize', value: 'fruits'},
      },
    ]);
  });

  it('reports a message of another version to the agent as a v0.10 error', async () => {
    const {adapter, sent} = await runGuideExample();
    adapter.processMessages({version: 'v0.9', deleteSurface: {surfaceId: 'fruit'}});
    expect(sent).to.have.length(1);
    expect(sent[0]).to.deep.include({version: 'v0.10'});
    expect((sent[0] as {error: unknown}).error).to.include({
      code: 'VALIDATION_FAILED',
      surfaceId: 'fruit',
      path: '/version',
    });
  });
});
