// The "after" side of docs/migrating-from-a2ui-lit.md: each
// `<!-- mirror: test/browser/docs-migration.test.ts -->` block of the guide is in this file line
// for line (checked by test/node/docs-migration.test.ts) and each test shows what the guide says
// it does, on the same messages as the "before" side (test/browser/docs-migration-lit.test.ts,
// which runs @a2ui/lit 0.11 in a page of its own: both define <a2ui-surface>).
import {expect, waitUntil} from '@open-wc/testing';
import {html} from 'lit';
import {MessageProcessor} from '../../src/index.js'; // defines <a2ui-surface> and the basic elements
import {A2uiElement, basicCatalog, defineCatalog, defineComponent} from '../../src/index.js';
import {addElementStyles} from '../../src/index.js';
import type {ActionBody, ErrorBody} from '../../src/index.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {
  appWithGuideCss,
  catalogId,
  expectBuyAction,
  orderJsonlBytes,
  orderMessages,
  removeMounted,
  statCardMessages,
  track,
  until,
} from './docs-migration-shared.js';

afterEach(removeMounted);

/** A surface of the order form, mounted as the guide does. */
async function orderSurface() {
  const processor = new MessageProcessor();
  const element = track(document.createElement('a2ui-surface'));
  element.surfaceId = 'order';
  element.processor = processor;
  document.body.append(element);
  return {processor, element};
}

describe('docs/migrating-from-a2ui-lit.md, after: a2ui-elements', () => {
  it('renders a surface named by its id, mounted before createSurface', async () => {
    const messages = orderMessages();

    const processor = new MessageProcessor(); // the basic catalog by default
    const element = document.createElement('a2ui-surface');
    element.surfaceId = 'order'; // or <a2ui-surface surface-id="order">, before or after createSurface
    element.processor = processor;
    document.body.append(element);
    processor.processMessages(messages);

    track(element);
    const button = await until(() => deepQuery(element, 'a2ui-button'), 'button rendered');
    await settle();
    expect(deepQuery(button, 'a2ui-text')!.shadowRoot!.textContent!.trim()).to.equal('Buy');
    // Every element has its own shadow root: neither the page nor the surface's shadow root
    // reaches the inner <button> with one querySelector.
    expect(button.shadowRoot).to.not.equal(null);
    expect(element.shadowRoot!.querySelector('button')).to.equal(null);
  });

  it('reads JSONL, from a string or bytes split anywhere', async () => {
    const {processor, element} = await orderSurface();
    const body = orderJsonlBytes();

    await processor.processJsonl(body); // a string, or a stream of bytes split anywhere

    await until(() => deepQuery(element, 'a2ui-button'), 'button rendered');
    expect(processor.getSurface('order')!.dataModel.peek('/qty')).to.equal('2');
  });

  it('dispatches actions as a2uiaction events, with the same body', async () => {
    const sent: unknown[] = [];
    const sendToAgent = (message: unknown) => sent.push(message);
    const {processor, element} = await orderSurface();

    element.addEventListener('a2uiaction', (event) => {
      // event.detail: {name, surfaceId, sourceComponentId, timestamp, context}, as before
      sendToAgent({version: 'v0.9', action: event.detail});
    });

    const viaProcessor: ActionBody[] = [];
    processor.addEventListener('action', (event) => viaProcessor.push(event.detail));
    processor.processMessages(orderMessages());
    const field = await until(() => deepQuery(element, 'a2ui-text-field'));
    await settle();
    const input = deepQuery<HTMLInputElement>(field, 'input')!;
    input.value = '3';
    input.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
    deepQuery<HTMLButtonElement>(deepQuery(element, 'a2ui-button')!, 'button')!.click();
    expect(sent.length).to.equal(1);
    const {action} = sent[0] as {action: ActionBody};
    expectBuyAction(action);
    expect(viaProcessor.length).to.equal(1);
  });

  it('reports an invalid message as a2uierror, skips it and applies the rest', async () => {
    const errors: ErrorBody[] = [];
    const showError = (error: ErrorBody) => errors.push(error);
    const {processor, element} = await orderSurface();
    const messages = [
      ...orderMessages(),
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'order',
          components: [{id: 'summary', component: 'Text', text: 'x', variant: 'huge'}],
        },
      },
      {version: 'v0.9', updateDataModel: {surfaceId: 'order', path: '/qty', value: '5'}},
    ];

    element.addEventListener('a2uierror', (event) => showError(event.detail)); // {code, surfaceId, message, path?}
    processor.processMessages(messages); // never throws: the bad message is skipped, the rest applied

    expect(errors.length).to.equal(1);
    expect(errors[0]!.code).to.equal('VALIDATION_FAILED');
    expect(errors[0]!.surfaceId).to.equal('order');
    expect(errors[0]!.path).to.equal('/components/0/variant');
    expect(processor.getSurface('order')!.dataModel.peek('/qty')).to.equal('5');
  });

  it("accepts the basic catalog's v0.9.1 alias, and reports an unknown catalog", () => {
    const processor = new MessageProcessor();
    const alias = 'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json';
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'alias', catalogId: alias}},
    ]);
    expect(processor.getSurface('alias')).to.not.equal(undefined);
    const codes: string[] = [];
    processor.addEventListener('error', (event) => codes.push(event.detail.code));
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'x', catalogId: 'https://example.com/none'}},
    ]);
    expect(codes.join()).to.equal('CATALOG_NOT_FOUND');
  });

  it("takes the theming CSS of the guide, and addElementStyles for the elements' insides", async () => {
    const {app, style} = await appWithGuideCss('css');
    const {processor, element} = await orderSurface();
    app.append(element);
    processor.processMessages(orderMessages());
    const host = await until(() => deepQuery(element, 'a2ui-button'));
    await settle();
    const button = deepQuery(host, 'button')!;
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(0, 121, 107)');
    expect(getComputedStyle(button).borderTopLeftRadius).to.equal('0px');
    // A page rule for the parts inside stops at the surface's shadow root.
    style.textContent += ".my-app [part~='button'] { font-style: italic; }";
    expect(getComputedStyle(button).fontStyle).to.equal('normal');

    const remove = addElementStyles(`:host(a2ui-button) [part~='button'] { font-style: italic; }`);
    try {
      expect(getComputedStyle(button).fontStyle).to.equal('italic');
    } finally {
      remove();
    }
  });

  it("applies the agent's createSurface.theme.primaryColor", async () => {
    const {processor, element} = await orderSurface();
    processor.processMessages(orderMessages('order', {primaryColor: '#00796b'}));
    const host = await until(() => deepQuery(element, 'a2ui-button'));
    await settle();
    expect(getComputedStyle(deepQuery(host, 'button')!).backgroundColor).to.equal(
      'rgb(0, 121, 107)',
    );
  });

  it('renders a custom component declared with defineComponent on an extended catalog', async () => {
    class StatCard extends A2uiElement {
      static api = defineComponent({
        name: 'StatCard',
        tag: 'my-stat-card',
        props: (t) => ({label: t.dynamicString, value: t.dynamicString}),
      });
      protected override render() {
        return html`<strong>${this.props.label}</strong> <span>${this.props.value}</span>`;
      }
    }

    const catalog = defineCatalog({
      id: 'https://example.com/catalogs/stats.json',
      extends: basicCatalog, // its components and functions, plus StatCard
      components: [StatCard],
    });
    const processor = new MessageProcessor({catalogs: [catalog]});

    const element = track(document.createElement('a2ui-surface'));
    element.surfaceId = 's';
    element.processor = processor;
    document.body.append(element);
    processor.processMessages(statCardMessages(catalog.id));
    const card = await until(() => deepQuery(element, 'my-stat-card')?.shadowRoot);
    await waitUntil(() => card.querySelector('span')?.textContent === '1,024');
    expect(card.querySelector('strong')!.textContent).to.equal('Visits');
  });

  it('renders Markdown with nothing to provide, and agent HTML as text', async () => {
    const processor = new MessageProcessor();
    const element = track(document.createElement('a2ui-surface'));
    element.surfaceId = 'md';
    element.processor = processor;
    document.body.append(element);
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'md', catalogId}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'md',
          components: [{id: 'root', component: 'Text', text: 'Some **bold** <b>text</b>'}],
        },
      },
    ]);
    const strong = await until(() => deepQuery(element, 'strong'));
    expect(strong.textContent).to.equal('bold');
    expect(deepQuery(element, 'b')).to.equal(undefined);
    expect(deepQuery(element, 'a2ui-text')!.shadowRoot!.textContent).to.contain('<b>text</b>');
  });

  it('renders a v0.8 agent through V08Adapter and answers it with v0.8 userActions', async () => {
    const sent: unknown[] = [];
    const sendToAgent = (message: unknown) => sent.push(message);
    const {processor, element} = await orderSurface();
    const v08Messages = [
      {
        surfaceUpdate: {
          surfaceId: 'order',
          components: [
            {id: 'form', component: {Column: {children: {explicitList: ['buy']}}}},
            {
              id: 'buy',
              component: {
                Button: {
                  child: 'buy-label',
                  action: {name: 'buy', context: [{key: 'qty', value: {path: '/qty'}}]},
                },
              },
            },
            {id: 'buy-label', component: {Text: {text: {literalString: 'Buy'}}}},
          ],
        },
      },
      {dataModelUpdate: {surfaceId: 'order', contents: [{key: 'qty', valueString: '2'}]}},
      {beginRendering: {surfaceId: 'order', root: 'form'}},
    ];

    const adapter = new V08Adapter(processor); // translates to v0.9 for the same processor
    adapter.processMessages(v08Messages); // beginRendering, surfaceUpdate, dataModelUpdate, …
    element.addEventListener('a2uiaction', (event) => {
      sendToAgent(adapter.toV08ClientMessage({version: 'v0.9', action: event.detail})); // {userAction}
    });

    const host = await until(() => deepQuery(element, 'a2ui-button'));
    await settle();
    deepQuery<HTMLButtonElement>(host, 'button')!.click();
    expect(sent.length).to.equal(1);
    const {userAction} = sent[0] as {userAction: Record<string, unknown>};
    expect(
      JSON.stringify([userAction.name, userAction.surfaceId, userAction.sourceComponentId]),
    ).to.equal('["buy","order","buy"]');
    expect(JSON.stringify(userAction.context)).to.equal('{"qty":"2"}');
  });
});
