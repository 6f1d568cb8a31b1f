// The "before" side of docs/migrating-from-a2ui-lit.md, run against the real @a2ui/lit 0.11 and
// @a2ui/web_core 0.11: each `<!-- mirror: test/browser/docs-migration-lit.test.ts -->` block of the
// guide is in this file line for line (checked by test/node/docs-migration.test.ts), and each test
// shows what the guide says it does. Our side is test/browser/docs-migration.test.ts: both
// libraries define <a2ui-surface>, so they cannot share one page.
//
// One substitution: this repository's `zod` is 4, so the guide's `import {z} from 'zod'` (zod 3,
// as an app on @a2ui/lit has it) is the zod 3 @a2ui/web_core 0.11 holds; the node test maps it.
import {expect, waitUntil} from '@open-wc/testing';
import {A2uiSurface, basicCatalog} from '@a2ui/lit/v0_9'; // defines <a2ui-surface> and the a2ui-basic-* elements
import {MessageProcessor} from '@a2ui/web_core/v0_9';
import {ContextProvider} from '@lit/context';
import {renderMarkdown} from '@a2ui/markdown-it'; // markdown-it + DOMPurify
import {Context} from '@a2ui/lit/v0_9';
import {A2uiLitElement} from '@a2ui/lit/v0_9';
import {Catalog, CommonSchemas} from '@a2ui/web_core/v0_9';
import {html} from 'lit';
import {z} from '../../node_modules/@a2ui/web_core/node_modules/zod/index.cjs';
import type {A2uiClientAction, A2uiMessage} from '@a2ui/web_core/v0_9';
import {
  appWithGuideCss,
  catalogId,
  expectBuyAction,
  orderJsonlBytes,
  orderMessages,
  removeMounted,
  statCardMessages,
  textOf,
  track,
  until,
} from './docs-migration-shared.js';

afterEach(removeMounted);

describe('docs/migrating-from-a2ui-lit.md, before: @a2ui/lit 0.11', () => {
  it('renders a surface given its SurfaceModel once createSurface has been processed', async () => {
    const messages = orderMessages<A2uiMessage>();

    const processor = new MessageProcessor([basicCatalog]);
    const element = new A2uiSurface(); // <a2ui-surface>
    document.body.append(element);
    // The element renders a SurfaceModel, which exists once createSurface is processed.
    processor.onSurfaceCreated((surface) => {
      if (surface.id === 'order') element.surface = surface;
    });
    processor.processMessages(messages);

    track(element);
    await waitUntil(
      () => element.shadowRoot!.querySelector('a2ui-basic-button button'),
      'button rendered',
    );
    // The surface has a shadow root; the basic elements inside render in the light DOM, so one
    // querySelector on that shadow root reaches every one of them, not one on the page.
    expect(textOf(element.shadowRoot!.querySelector('a2ui-basic-button')!)).to.equal('Buy');
    expect(element.shadowRoot!.querySelector('a2ui-basic-button')!.shadowRoot).to.equal(null);
    expect(document.querySelector('a2ui-basic-button')).to.equal(null);
  });

  it('has no JSONL reader: the guide splits and parses the lines itself', async () => {
    const processor = new MessageProcessor([basicCatalog]);
    const element = track(new A2uiSurface());
    document.body.append(element);
    processor.onSurfaceCreated((surface) => (element.surface = surface));
    const body = orderJsonlBytes();

    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let rest = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const lines = (rest + read.value).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) processor.processMessages([JSON.parse(line)]);
    }
    if (rest.trim()) processor.processMessages([JSON.parse(rest)]);

    await waitUntil(
      () => element.shadowRoot!.querySelector('a2ui-basic-button button'),
      'button rendered',
    );
    expect(processor.model.getSurface('order')!.dataModel.get('/qty')).to.equal('2');
  });

  it('hands actions to the function given to the MessageProcessor, resolved', async () => {
    const sent: unknown[] = [];
    const sendToAgent = (message: unknown) => sent.push(message);

    const processor = new MessageProcessor([basicCatalog], (action) => {
      // action: {name, surfaceId, sourceComponentId, timestamp, context}, the v0.9 action body
      sendToAgent({version: 'v0.9', action});
    });

    const element = track(new A2uiSurface());
    document.body.append(element);
    processor.onSurfaceCreated((surface) => (element.surface = surface));
    processor.processMessages(orderMessages<A2uiMessage>());
    const button = await until(() => element.shadowRoot!.querySelector('a2ui-basic-button button'));
    // Typing writes the bound path (two-way binding), which the action context then reads.
    const input = element.shadowRoot!.querySelector<HTMLInputElement>(
      'a2ui-basic-textfield input',
    )!;
    input.value = '3';
    input.dispatchEvent(new Event('input', {bubbles: true}));
    (element.shadowRoot!.querySelector('a2ui-basic-button button') as HTMLButtonElement).click();
    expect(button.isConnected).to.equal(true);
    await waitUntil(() => sent.length === 1, 'action sent');
    const {action} = sent[0] as {action: A2uiClientAction};
    expectBuyAction(action);
    // No DOM event: nothing named a2uiaction reaches the page.
    let events = 0;
    document.addEventListener('a2uiaction', () => events++);
    (element.shadowRoot!.querySelector('a2ui-basic-button button') as HTMLButtonElement).click();
    await waitUntil(() => sent.length === 2);
    expect(events).to.equal(0);
  });

  it('throws on the first invalid message; the rest of the batch is not processed', async () => {
    const errors: unknown[] = [];
    const showError = (error: unknown) => errors.push(error);
    const processor = new MessageProcessor([basicCatalog]);
    const messages = [
      ...orderMessages<A2uiMessage>(),
      // Invalid: the Text variant does not exist.
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'order',
          components: [{id: 'summary', component: 'Text', text: 'x', variant: 'huge'}],
        },
      },
      {version: 'v0.9', updateDataModel: {surfaceId: 'order', path: '/qty', value: '5'}},
    ] as A2uiMessage[];

    const consoleError = console.error; // web_core logs the zod issues before throwing
    console.error = () => {};
    try {
      processor.processMessages(messages);
    } catch (error) {
      showError(error); // an A2uiValidationError or A2uiStateError (error.message)
    }
    console.error = consoleError;

    expect(errors.length).to.equal(1);
    const error = errors[0] as Error & {code: string};
    expect(error.name).to.equal('A2uiValidationError');
    expect(error.code).to.equal('VALIDATION_ERROR');
    expect(error.message).to.contain("Validation failed for component 'Text' (summary)");
    // The message after the bad one never arrived.
    expect(processor.model.getSurface('order')!.dataModel.get('/qty')).to.equal('2');
  });

  it("accepts only the catalog ids of the catalogs it is given (not v0.9.1's alias)", () => {
    const processor = new MessageProcessor([basicCatalog]);
    const alias = 'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json';
    expect(() =>
      processor.processMessages([
        {version: 'v0.9', createSurface: {surfaceId: 'alias', catalogId: alias}},
      ]),
    ).to.throw(`Catalog not found: ${alias}`);
  });

  it('takes the theming CSS of the guide: tokens and class names inside the light DOM', async () => {
    const {app, style} = await appWithGuideCss('lit-css');
    const processor = new MessageProcessor([basicCatalog]);
    const element = new A2uiSurface();
    app.append(element);
    processor.onSurfaceCreated((surface) => (element.surface = surface));
    processor.processMessages(orderMessages<A2uiMessage>());
    const button = await until(() => element.shadowRoot!.querySelector('a2ui-basic-button button'));
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(0, 121, 107)');
    expect(getComputedStyle(button).borderTopLeftRadius).to.equal('0px');

    // A page rule for the class names inside stops at the surface's shadow root…
    style.textContent += '.my-app .a2ui-button { font-style: italic; }';
    expect(getComputedStyle(button).fontStyle).to.equal('normal');
    // …a sheet adopted there reaches them.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.a2ui-button { font-style: italic; }');
    element.shadowRoot!.adoptedStyleSheets.push(sheet); // on each surface element
    expect(getComputedStyle(button).fontStyle).to.equal('italic');
  });

  it("applies the agent's createSurface.theme.primaryColor", async () => {
    const processor = new MessageProcessor([basicCatalog]);
    const element = track(new A2uiSurface());
    document.body.append(element);
    processor.onSurfaceCreated((surface) => (element.surface = surface));
    processor.processMessages(orderMessages<A2uiMessage>('order', {primaryColor: '#00796b'}));
    const button = await until(() => element.shadowRoot!.querySelector('a2ui-basic-button button'));
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(0, 121, 107)');
  });

  it('renders a custom component from a zod schema and an A2uiLitElement', async () => {
    const StatCardApi = {
      name: 'StatCard',
      schema: z.object({label: CommonSchemas.DynamicString, value: CommonSchemas.DynamicString}),
    };
    class StatCard extends A2uiLitElement<typeof StatCardApi> {
      protected override readonly api = StatCardApi;
      override render() {
        const props = this.controller.props;
        return html`<strong>${props.label}</strong> <span>${props.value}</span>`;
      }
    }
    customElements.define('my-stat-card', StatCard);

    // A surface uses one catalog: copy the basic components and functions into yours.
    const catalog = new Catalog(
      'https://example.com/catalogs/stats.json',
      [...basicCatalog.components.values(), {...StatCardApi, tagName: 'my-stat-card'}],
      [...basicCatalog.functions.values()],
    );
    const processor = new MessageProcessor([catalog]);

    const element = track(new A2uiSurface());
    document.body.append(element);
    processor.onSurfaceCreated((surface) => (element.surface = surface));
    processor.processMessages(statCardMessages<A2uiMessage>(catalog.id));
    const card = await until(() => element.shadowRoot!.querySelector('my-stat-card')?.shadowRoot);
    // A2uiLitElement keeps Lit's shadow root (only the basic catalog renders in the light DOM).
    await waitUntil(() => card!.querySelector('span')?.textContent === '1,024');
    expect(card!.querySelector('strong')!.textContent).to.equal('Visits');
  });

  // Last: the provider stays on document.body for the rest of the page.
  it('renders Markdown only with a renderer provided through the Lit context', async () => {
    const message = (surfaceId: string) =>
      [
        {version: 'v0.9', createSurface: {surfaceId, catalogId}},
        {
          version: 'v0.9',
          updateComponents: {
            surfaceId,
            components: [{id: 'root', component: 'Text', text: 'Some **bold** text'}],
          },
        },
      ] as A2uiMessage[];
    const processor = new MessageProcessor([basicCatalog]);
    const plain = track(new A2uiSurface());
    document.body.append(plain);
    processor.onSurfaceCreated((surface) => {
      if (surface.id === 'plain') plain.surface = surface;
    });
    processor.processMessages(message('plain'));
    await waitUntil(() => plain.shadowRoot!.querySelector('a2ui-basic-text .a2ui-text'));
    expect(textOf(plain.shadowRoot!.querySelector('.a2ui-text')!)).to.equal('Some **bold** text');
    expect(plain.shadowRoot!.querySelector('strong')).to.equal(null);

    new ContextProvider(document.body, {context: Context.markdown, initialValue: renderMarkdown});

    const rich = track(new A2uiSurface());
    document.body.append(rich);
    processor.onSurfaceCreated((surface) => {
      if (surface.id === 'rich') rich.surface = surface;
    });
    processor.processMessages(message('rich'));
    const strong = await until(() => rich.shadowRoot!.querySelector('a2ui-basic-text strong'));
    expect(strong!.textContent).to.equal('bold');
  });
});
