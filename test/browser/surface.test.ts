import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../components/index.js';
import {deepIds, deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import {renderSettings} from '../../src/surface/render-settings.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const create = (surfaceId = 's', theme?: object) => ({
  version: 'v0.9',
  createSurface: {surfaceId, catalogId: CATALOG, ...(theme ? {theme} : {})},
});
const update = (components: object[], surfaceId = 's') => ({
  version: 'v0.9',
  updateComponents: {surfaceId, components},
});

async function mount(processor: MessageProcessor, surfaceId = 's'): Promise<A2uiSurface> {
  const el = await fixture<A2uiSurface>(
    html`<a2ui-surface surface-id=${surfaceId} .processor=${processor}
      ><span slot="loading">Loading…</span></a2ui-surface
    >`,
  );
  await settle();
  return el;
}

function slotShown(el: A2uiSurface, name: string): boolean {
  return el.shadowRoot!.querySelector(`slot[name="${name}"]`) !== null;
}

describe('<a2ui-surface>', () => {
  it('shows the loading slot until the surface and its root exist', async () => {
    const processor = new MessageProcessor();
    const el = await mount(processor);
    expect(slotShown(el, 'loading')).to.equal(true);
    processor.processMessages([create(), update([{id: 'x', component: 'Text', text: 'x'}])]);
    await settle();
    expect(slotShown(el, 'loading')).to.equal(true);
    processor.processMessages([update([{id: 'root', component: 'Text', text: 'Hi'}])]);
    await settle();
    expect(slotShown(el, 'loading')).to.equal(false);
    expect(deepIds(el)).to.deep.equal(['root']);
  });

  it('renders a surface that already exists when it is connected', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([create(), update([{id: 'root', component: 'Text', text: 'Hi'}])]);
    const el = await mount(processor);
    expect(deepQuery(el, '[data-a2ui-id="root"]')).to.not.equal(undefined);
  });

  it('clears when the agent deletes the surface', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([create(), update([{id: 'root', component: 'Text', text: 'Hi'}])]);
    const el = await mount(processor);
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 's'}}]);
    await settle();
    expect(deepIds(el)).to.deep.equal([]);
  });

  it('shows the error fallback only when the surface cannot be created', async () => {
    const processor = new MessageProcessor();
    const el = await mount(processor);
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:unknown'}},
    ]);
    await settle();
    expect(slotShown(el, 'error')).to.equal(true);
    expect(el.shadowRoot!.textContent).to.contain('could not be displayed');
  });

  it('shows the error slot for a surface whose creation failed before it was mounted', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:unknown'}},
    ]);
    const el = await mount(processor);
    expect(slotShown(el, 'loading')).to.equal(false);
    expect(slotShown(el, 'error')).to.equal(true);
    const message = el.shadowRoot!.querySelector('[part="error"]')!;
    expect(message.getAttribute('role')).to.equal('alert');
    expect(message.textContent).to.contain('could not be displayed');
  });

  it('dispatches the earlier failure as a2uierror once when it is mounted', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:unknown'}},
    ]);
    const el = document.createElement('a2ui-surface');
    const codes: string[] = [];
    el.addEventListener('a2uierror', (event) => codes.push(event.detail.code));
    el.processor = processor;
    el.surfaceId = 's';
    document.body.append(el);
    try {
      await settle();
      el.remove();
      document.body.append(el);
      el.requestUpdate();
      await settle();
      expect(codes).to.deep.equal(['CATALOG_NOT_FOUND']);
    } finally {
      el.remove();
    }
  });

  it('dispatches a failure once when it happens while mounted', async () => {
    const processor = new MessageProcessor();
    const el = await mount(processor);
    const codes: string[] = [];
    el.addEventListener('a2uierror', (event) => codes.push(event.detail.code));
    processor.processMessages([{version: 'v0.9', createSurface: {surfaceId: 's'}}]);
    await settle();
    expect(codes).to.deep.equal(['VALIDATION_FAILED']);
    expect(slotShown(el, 'error')).to.equal(true);
  });

  it('shows and dispatches the failure of the surface id it is switched to', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      create('ok'),
      update([{id: 'root', component: 'Text', text: 'Hi'}], 'ok'),
      {version: 'v0.9', createSurface: {surfaceId: 'bad', catalogId: 'urn:unknown'}},
    ]);
    const el = await mount(processor, 'ok');
    const events: string[] = [];
    el.addEventListener('a2uierror', (event) => events.push(event.detail.surfaceId));
    el.surfaceId = 'bad';
    await settle();
    expect(slotShown(el, 'error')).to.equal(true);
    el.surfaceId = 'ok';
    await settle();
    expect(slotShown(el, 'error')).to.equal(false);
    el.surfaceId = 'bad';
    await settle();
    expect(events).to.deep.equal(['bad', 'bad']);
  });

  it('shows and dispatches the failure of a processor it is given later', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:unknown'}},
    ]);
    const el = await mount(new MessageProcessor());
    const codes: string[] = [];
    el.addEventListener('a2uierror', (event) => codes.push(event.detail.code));
    el.processor = processor;
    await settle();
    expect(codes).to.deep.equal(['CATALOG_NOT_FOUND']);
    expect(slotShown(el, 'error')).to.equal(true);
  });

  it('replaces the error with the surface once the agent creates it', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:unknown'}},
    ]);
    const el = await mount(processor);
    processor.processMessages([create(), update([{id: 'root', component: 'Text', text: 'Hi'}])]);
    await settle();
    expect(slotShown(el, 'error')).to.equal(false);
    expect(deepIds(el)).to.deep.equal(['root']);
  });

  it('shows the error slot when a message is refused before the root arrives, until it does', async () => {
    const processor = new MessageProcessor();
    const el = await mount(processor);
    processor.processMessages([create(), update([{id: 'root', component: 'Text'}])]);
    await settle();
    expect(slotShown(el, 'loading')).to.equal(false);
    expect(el.shadowRoot!.querySelector('[part="error"]')!.textContent).to.contain(
      'could not be displayed',
    );
    processor.processMessages([update([{id: 'root', component: 'Text', text: 'Fixed'}])]);
    await settle();
    expect(slotShown(el, 'error')).to.equal(false);
    expect(deepIds(el)).to.deep.equal(['root']);
  });

  it('shows the error slot for a message refused before it was mounted', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([create(), update([{id: 'root', component: 'Text'}])]);
    const el = await mount(processor);
    expect(slotShown(el, 'error')).to.equal(true);
  });

  it('keeps showing its components when a message is refused after the root arrived', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([create(), update([{id: 'root', component: 'Text', text: 'Hi'}])]);
    const el = await mount(processor);
    processor.processMessages([update([{id: 'root', component: 'Text'}])]);
    await settle();
    expect(slotShown(el, 'error')).to.equal(false);
    expect(deepIds(el)).to.deep.equal(['root']);
  });

  it('goes back to loading when the agent deletes the surface that failed', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:unknown'}},
    ]);
    const el = await mount(processor);
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 's'}}]);
    await settle();
    expect(slotShown(el, 'error')).to.equal(false);
    expect(slotShown(el, 'loading')).to.equal(true);
  });

  it('reports a message that comes for the surface after its deletion but draws nothing', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([create(), update([{id: 'root', component: 'Text', text: 'Hi'}])]);
    const el = await mount(processor);
    const codes: string[] = [];
    el.addEventListener('a2uierror', (event) => codes.push((event as CustomEvent).detail.code));
    // Still in flight when the agent deleted it: a valid update, a data write, an invalid one.
    processor.processMessages([
      {version: 'v0.9', deleteSurface: {surfaceId: 's'}},
      update([{id: 'root', component: 'Text', text: 'Late'}]),
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/x', value: 1}},
      update([{id: 'bad', component: 'Text'}]),
    ]);
    await settle();
    expect(codes.join()).to.equal('SURFACE_NOT_FOUND,SURFACE_NOT_FOUND,VALIDATION_FAILED');
    expect(slotShown(el, 'error')).to.equal(false);
    expect(slotShown(el, 'loading')).to.equal(true);
    expect(deepIds(el).length).to.equal(0);
    // A new createSurface that fails is shown again.
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:unknown'}},
    ]);
    await settle();
    expect(slotShown(el, 'error')).to.equal(true);
  });

  it("shows the page's own error slot content instead of the default message", async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: 'urn:unknown'}},
    ]);
    const el = await fixture<A2uiSurface>(
      html`<a2ui-surface surface-id="s" .processor=${processor}
        ><p slot="error">Sorry, try again later.</p></a2ui-surface
      >`,
    );
    await settle();
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="error"]')!;
    expect(slot.assignedElements().map((e) => e.textContent)).to.deep.equal([
      'Sorry, try again later.',
    ]);
  });

  it('re-dispatches the processor errors of its surface as a2uierror', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([create(), update([{id: 'root', component: 'Text', text: 'Hi'}])]);
    const el = await mount(processor);
    const event = oneEvent(el, 'a2uierror');
    processor.processMessages([update([{id: 'bad', component: 'Text', variant: 'huge'}])]);
    const {detail} = await event;
    expect(detail.code).to.equal('VALIDATION_FAILED');
    expect(detail.surfaceId).to.equal('s');
  });

  it('reports the errors of messages processed right after its processor is set', async () => {
    const el = await fixture<A2uiSurface>(html`<a2ui-surface surface-id="s"></a2ui-surface>`);
    const processor = new MessageProcessor();
    const codes: string[] = [];
    el.addEventListener('a2uierror', (event) => codes.push((event as CustomEvent).detail.code));
    el.processor = processor;
    processor.processMessages([create(), update([{id: 'root', component: 'Text', variant: 'x'}])]);
    expect(codes).to.deep.equal(['VALIDATION_FAILED']);
  });

  it('ignores errors of other surfaces', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([create('s'), create('other')]);
    const el = await mount(processor);
    let count = 0;
    el.addEventListener('a2uierror', () => count++);
    processor.processMessages([update([{id: 'bad', component: 'Text'}], 'other')]);
    await settle();
    expect(count).to.equal(0);
  });

  it('applies theme.primaryColor through --a2ui-color-primary', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      create('s', {primaryColor: '#aa0000'}),
      update([{id: 'root', component: 'Text', text: 'Hi'}]),
    ]);
    const el = await mount(processor);
    expect(getComputedStyle(el).getPropertyValue('--a2ui-color-primary').trim()).to.equal(
      '#aa0000',
    );
  });

  it('renders a placeholder for a child that has not arrived and fills it in later', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      create(),
      update([{id: 'root', component: 'Column', children: ['a', 'b']}]),
      update([{id: 'a', component: 'Text', text: 'A'}]),
    ]);
    const el = await mount(processor);
    expect(deepIds(el)).to.deep.equal(['root', 'a']);
    expect(deepQuery(el, '[data-a2ui-pending="b"]')).to.not.equal(undefined);
    processor.processMessages([update([{id: 'b', component: 'Text', text: 'B'}])]);
    await settle();
    expect(deepIds(el)).to.deep.equal(['root', 'a', 'b']);
    expect(deepQuery(el, '[data-a2ui-pending="b"]')).to.equal(undefined);
  });

  it('detects a cycle, reports it once and does not render the repeated reference', async () => {
    const processor = new MessageProcessor();
    const errors: string[] = [];
    processor.addEventListener('error', (e) => errors.push(e.detail.code));
    processor.processMessages([
      create(),
      update([
        {id: 'root', component: 'Column', children: ['card']},
        {id: 'card', component: 'Card', child: 'inner'},
        {id: 'inner', component: 'Column', children: ['card', 'self']},
        {id: 'self', component: 'Card', child: 'self'},
      ]),
    ]);
    const el = await mount(processor);
    expect(deepIds(el)).to.deep.equal(['root', 'card', 'inner', 'self']);
    expect(errors.filter((code) => code === 'INVALID_COMPONENT_TREE').length).to.equal(2);
  });

  it('reports a tree nested too deep as too deep, not as a cycle, and renders the levels above', async () => {
    const processor = new MessageProcessor();
    const errors: string[] = [];
    processor.addEventListener('error', (e) => errors.push(e.detail.message));
    const chain = Array.from({length: 300}, (_, i) => ({
      id: i === 0 ? 'root' : `c${i}`,
      component: 'Column',
      children: i === 299 ? [] : [`c${i + 1}`],
    }));
    processor.processMessages([create(), update(chain)]);
    const el = await mount(processor);
    expect(errors).to.deep.equal([
      'Component "c256" is nested more than 256 levels deep; it is not rendered.',
    ]);
    expect(deepIds(el)).to.have.length(256);
  });

  it('shows an accessible placeholder for an unknown component type and reports each component once', async () => {
    const processor = new MessageProcessor();
    const errors: string[] = [];
    processor.addEventListener('error', (e) => errors.push(e.detail.code));
    processor.processMessages([
      create(),
      update([
        {id: 'root', component: 'Column', children: ['x', 'y']},
        {id: 'x', component: 'Sparkline'},
        {id: 'y', component: 'Sparkline'},
      ]),
    ]);
    const el = await mount(processor);
    const notes = el
      .shadowRoot!.querySelector('a2ui-column')!
      .shadowRoot!.querySelectorAll('[role="note"]');
    expect(notes.length).to.equal(2);
    expect(notes[0]!.textContent).to.contain('Sparkline');
    expect(errors.filter((code) => code === 'UNKNOWN_COMPONENT').length).to.equal(2);
  });

  it('renders nothing for an unknown component type when placeholders are off', async () => {
    renderSettings.showUnknownComponents = false;
    try {
      const processor = new MessageProcessor();
      processor.processMessages([
        create(),
        update([
          {id: 'root', component: 'Column', children: ['x']},
          {id: 'x', component: 'Sparkline'},
        ]),
      ]);
      const el = await mount(processor);
      expect(deepQuery(el, '[role="note"]')).to.equal(undefined);
    } finally {
      renderSettings.showUnknownComponents = true;
    }
  });

  it('replaces the element when a component changes type and keeps it otherwise', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      create(),
      update([
        {id: 'root', component: 'Column', children: ['a']},
        {id: 'a', component: 'Text', text: 'one'},
      ]),
    ]);
    const el = await mount(processor);
    const first = deepQuery(el, '[data-a2ui-id="a"]')!;
    processor.processMessages([update([{id: 'a', component: 'Text', text: 'two'}])]);
    await settle();
    expect(deepQuery(el, '[data-a2ui-id="a"]')).to.equal(first);
    processor.processMessages([update([{id: 'a', component: 'Divider'}])]);
    await settle();
    const replaced = deepQuery(el, '[data-a2ui-id="a"]')!;
    expect(replaced.tagName).to.equal('A2UI-DIVIDER');
  });

  it('dispatches a2uiaction from the acting element and forwards it to the processor', async () => {
    const processor = new MessageProcessor();
    const actions: unknown[] = [];
    processor.addEventListener('action', (e) => actions.push(e.detail));
    processor.processMessages([
      create(),
      update([
        {id: 'root', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
        {id: 'label', component: 'Text', text: 'Go'},
      ]),
    ]);
    const el = await mount(processor);
    const button = deepQuery(el, 'button')!;
    const event = oneEvent(el, 'a2uiaction');
    button.click();
    const {detail} = await event;
    expect(detail.name).to.equal('go');
    expect(detail.sourceComponentId).to.equal('root');
    expect(actions.length).to.equal(1);
  });

  it('keeps a prevented a2uiaction from the agent', async () => {
    const processor = new MessageProcessor();
    const actions: unknown[] = [];
    processor.addEventListener('action', (e) => actions.push(e.detail));
    processor.processMessages([
      create(),
      update([
        {id: 'root', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
        {id: 'label', component: 'Text', text: 'Go'},
      ]),
    ]);
    const el = await mount(processor);
    el.addEventListener('a2uiaction', (e) => e.preventDefault());
    deepQuery(el, 'button')!.click();
    await settle();
    expect(actions.length).to.equal(0);
  });

  it('follows a2ui-dark and a2ui-light classes on an ancestor', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([create(), update([{id: 'root', component: 'Text', text: 'Hi'}])]);
    const wrapper = await fixture<HTMLDivElement>(
      html`<div class="a2ui-dark">
        <a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>
      </div>`,
    );
    await settle();
    const surface = wrapper.querySelector('a2ui-surface')!;
    const dark = getComputedStyle(surface).backgroundColor;
    wrapper.className = 'a2ui-light';
    const light = getComputedStyle(surface).backgroundColor;
    expect(dark).to.equal('rgb(18, 18, 18)');
    expect(light).to.equal('rgb(244, 245, 247)');
  });
});

describe('A2uiElement lifecycle', () => {
  it('disposes its bindings when removed and binds again when re-attached', async () => {
    const {testSurface, renderComponent} = await import('../../components/shared/testing.js');
    const {surface} = testSurface([{id: 'root', component: 'Text', text: {path: '/t'}}], {t: 'a'});
    const el = await renderComponent(surface);
    const parent = el.parentElement!;
    el.remove();
    await settle();
    surface.dataModel.set('/t', 'b');
    parent.append(el);
    await settle();
    expect(el.shadowRoot!.textContent!.trim()).to.equal('b');
    surface.dataModel.set('/t', 'c');
    await settle();
    expect(el.shadowRoot!.textContent!.trim()).to.equal('c');
  });

  it('keeps its bindings when moved within one task', async () => {
    const {testSurface, renderComponent} = await import('../../components/shared/testing.js');
    const {surface} = testSurface([{id: 'root', component: 'Text', text: {path: '/t'}}], {t: 'a'});
    const el = await renderComponent(surface);
    const context = (el as unknown as {context: unknown}).context;
    const parent = el.parentElement!;
    el.remove();
    parent.append(el);
    await settle();
    expect((el as unknown as {context: unknown}).context).to.equal(context);
  });
});

describe('robustness', () => {
  it('treats Object.prototype names as unknown component types', async () => {
    const processor = new MessageProcessor();
    const errors: string[] = [];
    processor.addEventListener('error', (e) => errors.push(e.detail.code));
    processor.processMessages([
      create(),
      update([
        {id: 'root', component: 'Column', children: ['x']},
        {id: 'x', component: 'constructor'},
      ]),
    ]);
    const el = await mount(processor);
    expect(deepQuery(el, '[data-a2ui-unknown="constructor"]')).to.not.equal(undefined);
    expect(errors).to.include('UNKNOWN_COMPONENT');
  });

  it('reports a component whose render throws and keeps rendering the others', async () => {
    const {A2uiText} = await import('../../components/text/text.js');
    const proto = A2uiText.prototype as unknown as {render(): unknown};
    const original = proto.render;
    proto.render = function (this: {node?: {id: string}}) {
      if (this.node?.id === 'bad') throw new Error('boom');
      return original.call(this);
    };
    try {
      const processor = new MessageProcessor();
      const errors: string[] = [];
      processor.addEventListener('error', (e) => errors.push(e.detail.code));
      processor.processMessages([
        create(),
        update([
          {id: 'root', component: 'Column', children: ['bad', 'good']},
          {id: 'bad', component: 'Text', text: 'x'},
          {id: 'good', component: 'Text', text: 'fine'},
        ]),
      ]);
      const el = await mount(processor);
      expect(deepQuery(el, '[data-a2ui-id="good"]')!.shadowRoot!.textContent).to.contain('fine');
      expect(errors).to.deep.equal(['RENDER_ERROR']);
    } finally {
      proto.render = original;
    }
  });
});

describe('<a2ui-surface> inputs', () => {
  it('switches to another surface when surface-id changes', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      create('one'),
      update([{id: 'root', component: 'Text', text: 'first'}], 'one'),
      create('two'),
      update([{id: 'root', component: 'Text', text: 'second'}], 'two'),
    ]);
    const el = await mount(processor, 'one');
    el.setAttribute('surface-id', 'two');
    await settle();
    expect(deepQuery(el, '[data-a2ui-id="root"]')!.shadowRoot!.textContent).to.contain('second');
  });

  it('follows a new processor', async () => {
    const first = new MessageProcessor();
    const second = new MessageProcessor();
    second.processMessages([create(), update([{id: 'root', component: 'Text', text: 'new'}])]);
    const el = await mount(first);
    el.processor = second;
    await settle();
    expect(deepQuery(el, '[data-a2ui-id="root"]')!.shadowRoot!.textContent).to.contain('new');
    let count = 0;
    el.addEventListener('a2uierror', () => count++);
    first.processMessages([update([{id: 'bad', component: 'Text'}])]);
    expect(count).to.equal(0);
  });
});

describe('actions', () => {
  it('runs a functionCall action locally without dispatching a2uiaction', async () => {
    const processor = new MessageProcessor();
    const actions: unknown[] = [];
    processor.addEventListener('action', (e) => actions.push(e.detail));
    processor.processMessages([
      create(),
      update([
        {
          id: 'root',
          component: 'Button',
          child: 'label',
          action: {functionCall: {call: 'not', args: {value: true}, returnType: 'boolean'}},
        },
        {id: 'label', component: 'Text', text: 'Local'},
      ]),
    ]);
    const el = await mount(processor);
    let dispatched = 0;
    el.addEventListener('a2uiaction', () => dispatched++);
    deepQuery(el, 'a2ui-button')!.shadowRoot!.querySelector('button')!.click();
    await settle();
    expect(dispatched).to.equal(0);
    expect(actions.length).to.equal(0);
  });

  it('resolves the action context at click time', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      create(),
      update([
        {
          id: 'root',
          component: 'Button',
          child: 'label',
          action: {event: {name: 'buy', context: {qty: {path: '/qty'}, sku: 'A1'}}},
        },
        {id: 'label', component: 'Text', text: 'Buy'},
      ]),
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/qty', value: 1}},
    ]);
    const el = await mount(processor);
    processor.processMessages([
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/qty', value: 3}},
    ]);
    const event = oneEvent(el, 'a2uiaction');
    deepQuery(el, 'a2ui-button')!.shadowRoot!.querySelector('button')!.click();
    const {detail} = await event;
    expect(detail.context).to.deep.equal({qty: 3, sku: 'A1'});
    expect(detail.surfaceId).to.equal('s');
  });
});
