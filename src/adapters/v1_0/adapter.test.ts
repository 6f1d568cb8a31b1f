// A v1.0 agent end to end: v0.10 messages → V1Adapter → MessageProcessor → <a2ui-surface>, the
// user's action back as a v0.10 action with an actionId, and the agent's actionResponse written
// where the action asked; plus callFunction round trips.
import {expect, fixture, html} from '@open-wc/testing';
import '../../index.js';
import {deepQuery, settle} from '../../../components/shared/testing.js';
import {basicCatalog} from '../../catalog/basic-catalog.js';
import type {ActionBody, ErrorBody} from '../../state/errors.js';
import {MessageProcessor} from '../../state/message-processor.js';
import {
  V1Adapter,
  V1_BASIC_CATALOG_ID,
  basicCatalogV1,
  type ActionResponseDetail,
  type V1ClientMessage,
} from './index.js';

const surfaceId = 'search';
const version = 'v0.10';

function searchCard(): unknown[] {
  return [
    {version, createSurface: {surfaceId, catalogId: V1_BASIC_CATALOG_ID}},
    {
      version,
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['query', 'ask', 'answers']},
          {
            id: 'query',
            component: 'TextField',
            label: 'Fruit',
            placeholder: 'Type a prefix',
            value: {path: '/query'},
          },
          {
            id: 'ask',
            component: 'Button',
            child: 'ask-label',
            action: {
              event: {
                name: 'suggest',
                context: {prefix: {path: '/query'}},
                wantResponse: true,
                responsePath: '/suggestions',
              },
            },
          },
          {id: 'ask-label', component: 'Text', text: 'Suggest'},
          {
            id: 'answers',
            component: 'List',
            children: {componentId: 'answer', path: '/suggestions'},
          },
          {id: 'answer', component: 'Text', text: {path: ''}},
        ],
      },
    },
    {version, updateDataModel: {surfaceId, path: '/query', value: 'ap'}},
  ];
}

async function renderSurface() {
  const processor = new MessageProcessor({locale: 'en-US', catalogs: [basicCatalogV1]});
  const adapter = new V1Adapter(processor);
  const host = await fixture<HTMLElement>(
    html`<div><a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface></div>`,
  );
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (e) => errors.push(e.detail));
  const sent: V1ClientMessage[] = [];
  processor.addEventListener('action', (e) => {
    sent.push(adapter.toClientMessage({version: 'v0.9', action: e.detail})!);
  });
  adapter.addEventListener('message', (e) => sent.push((e as CustomEvent<V1ClientMessage>).detail));
  const answers: ActionResponseDetail[] = [];
  adapter.addEventListener('actionresponse', (e) =>
    answers.push((e as CustomEvent<ActionResponseDetail>).detail),
  );
  return {processor, adapter, host, errors, sent, answers};
}

const texts = (host: Element) =>
  [
    ...(deepQuery(host, '[data-a2ui-id="answers"]')?.shadowRoot?.querySelectorAll('a2ui-text') ??
      []),
  ].map((text) => text.shadowRoot!.textContent!.trim());

function click(host: Element, id: string) {
  deepQuery(host, `[data-a2ui-id="${id}"]`)!.shadowRoot!.querySelector('button')!.click();
}

describe('V1Adapter in an <a2ui-surface>', () => {
  it('renders a v1.0 surface with the v1.0 basic catalog and no error', async () => {
    const {adapter, host, errors} = await renderSurface();
    adapter.processMessages(searchCard());
    await settle();
    expect(errors).to.deep.equal([]);
    const input = deepQuery(host, '[data-a2ui-id="query"]')!.shadowRoot!.querySelector('input')!;
    expect(input.value).to.equal('ap');
  });

  it('sends an action that wants a response with an actionId and without its responsePath', async () => {
    const {adapter, host, sent} = await renderSurface();
    adapter.processMessages(searchCard());
    await settle();
    const details: ActionBody[] = [];
    host.addEventListener('a2uiaction', (e) => details.push((e as CustomEvent<ActionBody>).detail));
    click(host, 'ask');
    expect(details[0]).to.include({wantResponse: true, responsePath: '/suggestions'});
    expect(sent).to.have.length(1);
    const {version: sentVersion, action} = sent[0] as Extract<V1ClientMessage, {action: unknown}>;
    expect(sentVersion).to.equal('v0.10');
    expect(action).to.include({name: 'suggest', surfaceId, sourceComponentId: 'ask'});
    expect(action.context).to.deep.equal({prefix: 'ap'});
    expect(action.wantResponse).to.equal(true);
    expect(action.actionId).to.be.a('string').and.not.equal('');
    expect(action).not.to.have.property('responsePath');
  });

  it('writes the actionResponse value to the responsePath and tells the app', async () => {
    const {adapter, host, sent, answers, errors} = await renderSurface();
    adapter.processMessages(searchCard());
    await settle();
    click(host, 'ask');
    const {actionId} = (sent[0] as Extract<V1ClientMessage, {action: unknown}>).action;
    adapter.processMessages({version, actionId, actionResponse: {value: ['apple', 'apricot']}});
    await settle();
    expect(texts(host)).to.deep.equal(['apple', 'apricot']);
    expect(answers).to.deep.equal([
      {actionId, surfaceId, name: 'suggest', sourceComponentId: 'ask', value: ['apple', 'apricot']},
    ]);
    expect(errors).to.deep.equal([]);
  });

  it('gives each action its own actionId and accepts each answer once', async () => {
    const {adapter, host, sent, errors} = await renderSurface();
    adapter.processMessages(searchCard());
    await settle();
    click(host, 'ask');
    click(host, 'ask');
    const ids = sent.map((m) => (m as Extract<V1ClientMessage, {action: unknown}>).action.actionId);
    expect(new Set(ids).size).to.equal(2);
    adapter.processMessages({version, actionId: ids[0], actionResponse: {value: ['a']}});
    adapter.processMessages({version, actionId: ids[0], actionResponse: {value: ['b']}});
    await settle();
    expect(texts(host)).to.deep.equal(['a']);
    expect(errors.map(({code, path}) => ({code, path}))).to.deep.equal([
      {code: 'INTEGRITY_ERROR', path: '/actionId'},
    ]);
  });

  it('writes nothing into a surface re-created with the id of the one that asked', async () => {
    const {adapter, processor, host, sent, answers, errors} = await renderSurface();
    adapter.processMessages(searchCard());
    await settle();
    click(host, 'ask');
    const {actionId} = (sent[0] as Extract<V1ClientMessage, {action: unknown}>).action;
    adapter.processMessages([{version, deleteSurface: {surfaceId}}, ...searchCard()]);
    adapter.processMessages({version, actionId, actionResponse: {value: ['stale']}});
    await settle();
    expect(texts(host)).to.deep.equal([]);
    expect(processor.getSurface(surfaceId)!.dataModel.peek('/suggestions')).to.equal(undefined);
    expect(answers.map((a) => a.value)).to.deep.equal([['stale']]);
    expect(errors).to.deep.equal([]);
  });

  it('writes nothing into a surface re-created with that id earlier in the answer’s batch', async () => {
    const {adapter, processor, host, sent, answers, errors} = await renderSurface();
    adapter.processMessages(searchCard());
    await settle();
    click(host, 'ask');
    const {actionId} = (sent[0] as Extract<V1ClientMessage, {action: unknown}>).action;
    adapter.processMessages([
      {version, deleteSurface: {surfaceId}},
      ...searchCard(),
      {version, actionId, actionResponse: {value: ['stale']}},
    ]);
    await settle();
    expect(texts(host)).to.deep.equal([]);
    expect(processor.getSurface(surfaceId)!.dataModel.peek('/suggestions')).to.equal(undefined);
    expect(answers.map((a) => a.value)).to.deep.equal([['stale']]);
    expect(errors).to.deep.equal([]);
  });

  it('reports an actionResponse error to the app and leaves the data alone', async () => {
    const {adapter, host, sent, answers} = await renderSurface();
    adapter.processMessages(searchCard());
    await settle();
    click(host, 'ask');
    const {actionId} = (sent[0] as Extract<V1ClientMessage, {action: unknown}>).action;
    const error = {code: 'UNAVAILABLE', message: 'No suggestions today.'};
    adapter.processMessages({version, actionId, actionResponse: {error}});
    await settle();
    expect(answers[0]!.error).to.deep.equal(error);
    expect(answers[0]).not.to.have.property('value');
    expect(texts(host)).to.deep.equal([]);
  });

  it('resolves a relative responsePath in the template item the button belongs to', async () => {
    const {adapter, processor, host, sent} = await renderSurface();
    adapter.processMessages([
      {version, createSurface: {surfaceId, catalogId: V1_BASIC_CATALOG_ID}},
      {
        version,
        updateComponents: {
          surfaceId,
          components: [
            {id: 'root', component: 'List', children: {componentId: 'row', path: '/items'}},
            {
              id: 'row',
              component: 'Button',
              child: 'row-label',
              action: {event: {name: 'price', wantResponse: true, responsePath: 'price'}},
            },
            {id: 'row-label', component: 'Text', text: {path: 'name'}},
          ],
        },
      },
      {version, updateDataModel: {surfaceId, path: '/items', value: [{name: 'a'}, {name: 'b'}]}},
    ]);
    await settle();
    const buttons = deepQuery(host, '[data-a2ui-id="root"]')!.shadowRoot!.querySelectorAll(
      'a2ui-button',
    );
    buttons[1]!.shadowRoot!.querySelector('button')!.click();
    const {actionId} = (sent[0] as Extract<V1ClientMessage, {action: unknown}>).action;
    adapter.processMessages({version, actionId, actionResponse: {value: 42}});
    expect(processor.getSurface(surfaceId)!.dataModel.peek('/items/1')).to.deep.equal({
      name: 'b',
      price: 42,
    });
  });

  it('refuses a message of another version and renders the rest of the batch', async () => {
    const {adapter, host, errors} = await renderSurface();
    const [create, components, data] = searchCard() as Record<string, unknown>[];
    adapter.processMessages([create, {...data, version: 'v0.9'}, components]);
    await settle();
    expect(errors.map(({code, surfaceId, path}) => ({code, surfaceId, path}))).to.deep.equal([
      {code: 'VALIDATION_FAILED', surfaceId, path: '/version'},
    ]);
    expect(deepQuery(host, '[data-a2ui-id="query"]')).not.to.equal(undefined);
  });
});

describe('V1Adapter callFunction', () => {
  const call = (callFunction: object, wantResponse = true) => ({
    version,
    functionCallId: 'call-1',
    ...(wantResponse ? {wantResponse} : {}),
    callFunction: {returnType: 'string', callableFrom: 'remoteOnly', ...callFunction},
  });

  it('runs a catalog function and answers with a functionResponse', async () => {
    const {adapter, sent, errors} = await renderSurface();
    adapter.processMessages(call({call: 'formatNumber', args: {value: 1234.5, decimals: 1}}));
    expect(errors).to.deep.equal([]);
    expect(sent).to.deep.equal([
      {
        version,
        functionResponse: {functionCallId: 'call-1', call: 'formatNumber', value: '1,234.5'},
      },
    ]);
  });

  it('evaluates nested calls in the arguments', async () => {
    const {adapter, sent} = await renderSurface();
    adapter.processMessages(
      call({
        call: 'formatString',
        args: {value: {call: 'pluralize', args: {value: 2, one: 'item', other: 'items'}}},
      }),
    );
    expect(sent[0]).to.deep.equal({
      version,
      functionResponse: {functionCallId: 'call-1', call: 'formatString', value: 'items'},
    });
  });

  it('sends nothing when the agent wants no response', async () => {
    const {adapter, sent, errors} = await renderSurface();
    adapter.processMessages(call({call: 'formatNumber', args: {value: 1}}, false));
    expect(sent).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
  });

  it('reports an unknown function as an error about the call, not a surface', async () => {
    const {adapter, errors} = await renderSurface();
    adapter.processMessages(call({call: 'launchRockets'}));
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({code: 'UNKNOWN_FUNCTION', functionCallId: 'call-1'});
    const message = adapter.toClientMessage({version: 'v0.9', error: errors[0]});
    expect(message).to.deep.equal({
      version,
      error: {code: 'UNKNOWN_FUNCTION', functionCallId: 'call-1', message: errors[0]!.message},
    });
  });

  it('refuses arguments that fail the function schema or read a data model', async () => {
    const {adapter, errors, sent} = await renderSurface();
    adapter.processMessages([
      call({call: 'formatNumber', args: {value: 'many'}}),
      call({call: 'formatNumber', args: {value: {path: '/count'}}}),
    ]);
    expect(errors.map((e) => e.code)).to.deep.equal([
      'INVALID_FUNCTION_CALL',
      'INVALID_FUNCTION_CALL',
    ]);
    expect(errors[1]!.message).to.contain('/count');
    expect(sent).to.deep.equal([]);
  });

  it('never opens a URL for the agent: openUrl needs a user gesture', async () => {
    const {adapter, errors, sent} = await renderSurface();
    const opened: unknown[] = [];
    const original = window.open;
    window.open = ((...args: unknown[]) => (opened.push(args), null)) as typeof window.open;
    try {
      adapter.processMessages(
        call({call: 'openUrl', args: {url: 'https://example.com'}, returnType: 'void'}),
      );
    } finally {
      window.open = original;
    }
    expect(opened).to.deep.equal([]);
    expect(errors.map((e) => e.code)).to.deep.equal(['EXPRESSION_ERROR']);
    expect(sent).to.deep.equal([]);
  });

  it('names the return type the agent gave when the function returns another', async () => {
    const {adapter, errors} = await renderSurface();
    adapter.processMessages(call({call: 'formatNumber', args: {value: 1}, returnType: 'number'}));
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({code: 'INVALID_FUNCTION_CALL', functionCallId: 'call-1'});
    expect(errors[0]!.message).to.contain('/returnType');
    expect(errors[0]!.message).to.contain('received "number"');
  });

  it('answers a call nested too deep to check with an error that names the call', async () => {
    const {adapter, errors, sent} = await renderSurface();
    let value: unknown = 1;
    for (let depth = 0; depth < 100_000; depth++) value = {call: 'formatNumber', args: {value}};
    adapter.processMessages(call({call: 'formatNumber', args: {value}}));
    expect(sent).to.deep.equal([]);
    expect(errors.map(({code, functionCallId}) => ({code, functionCallId}))).to.deep.equal([
      {code: 'INVALID_FUNCTION_CALL', functionCallId: 'call-1'},
    ]);
  });

  it('refuses a malformed callFunction by its functionCallId, with the path of the problem', async () => {
    const {adapter, errors} = await renderSurface();
    const malformed = {call: 'formatNumber', args: {value: 1}, returnType: 'string'};
    adapter.processMessages({version, functionCallId: 'call-2', callFunction: malformed});
    expect(
      errors.map(({code, path, functionCallId}) => ({code, path, functionCallId})),
    ).to.deep.equal([
      {code: 'INVALID_FUNCTION_CALL', path: '/callableFrom', functionCallId: 'call-2'},
    ]);
    const sent = adapter.toClientMessage({version: 'v0.9', error: errors[0]}) as {error: object};
    expect(sent.error).not.to.have.property('surfaceId');
  });

  it('reports a callFunction without a usable functionCallId as VALIDATION_FAILED', async () => {
    const {adapter, errors} = await renderSurface();
    adapter.processMessages({version, functionCallId: 7, callFunction: {call: 'now'}});
    expect(errors.map(({code, path}) => ({code, path}))).to.deep.equal([
      {code: 'VALIDATION_FAILED', path: '/functionCallId'},
    ]);
  });
});

describe('basicCatalogV1', () => {
  async function validate(component: object) {
    const {adapter, errors} = await renderSurface();
    adapter.processMessages([
      {version, createSurface: {surfaceId, catalogId: V1_BASIC_CATALOG_ID}},
      {version, updateComponents: {surfaceId, components: [{id: 'root', ...component}]}},
    ]);
    return errors.map(({path}) => path);
  }

  it('accepts the v1.0 properties and refuses what v1.0 removed', async () => {
    expect(await validate({component: 'Icon', name: {path: 'M0 0h24v24H0z'}})).to.deep.equal([]);
    expect(
      await validate({
        component: 'Video',
        url: 'https://a.test/v.mp4',
        posterUrl: 'https://a.test/p.png',
      }),
    ).to.deep.equal([]);
    expect(await validate({component: 'Slider', max: 10, steps: 5, value: 2})).to.deep.equal([]);
    expect(await validate({component: 'Icon', name: {svgPath: 'M0 0h24v24H0z'}})).to.have.length(1);
    expect(await validate({component: 'Icon', name: {path: '/icon'}, x: 1})).to.have.length(1);
    expect(
      await validate({component: 'TextField', label: 'a', validationRegexp: '^a$'}),
    ).to.have.length(1);
    expect(await validate({component: 'Slider', max: 10, steps: 0, value: 2})).to.have.length(1);
  });

  it('keeps the v0.9 basic catalog as it was', () => {
    expect(
      basicCatalog.components['TextField']!.schema.safeParse({
        id: 'f',
        component: 'TextField',
        label: 'a',
        placeholder: 'b',
      }).success,
    ).to.equal(false);
  });
});

describe('V1Adapter metadata', () => {
  it('describes the processor for v1.0 agents', async () => {
    const {adapter} = await renderSurface();
    expect(adapter.clientCapabilities()).to.deep.equal({
      'v0.10': {supportedCatalogIds: [V1_BASIC_CATALOG_ID]},
    });
    expect(adapter.clientDataModel()).to.deep.equal({version, surfaces: {}});
    expect(adapter.protocolVersion).to.equal('v0.10');
    expect(adapter.a2aExtensionUri).to.equal('https://a2ui.org/a2a-extension/a2ui/v0.10');
  });
});

describe('V1Adapter Icon', () => {
  it('draws an Icon from v1.0 path data, which is never read as a data binding', async () => {
    const {adapter, host, errors} = await renderSurface();
    adapter.processMessages([
      {version, createSurface: {surfaceId, catalogId: V1_BASIC_CATALOG_ID}},
      {
        version,
        updateComponents: {
          surfaceId,
          components: [{id: 'root', component: 'Icon', name: {path: 'M2 2h20v20H2z'}}],
        },
      },
      {version, updateDataModel: {surfaceId, path: '/M2 2h20v20H2z', value: 'home'}},
    ]);
    await settle();
    expect(errors).to.deep.equal([]);
    const icon = deepQuery(host, '[data-a2ui-id="root"]')!;
    expect(icon.shadowRoot!.querySelector('path')!.getAttribute('d')).to.equal('M2 2h20v20H2z');
  });
});
