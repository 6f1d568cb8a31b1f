// When the agent removes, replaces or moves the component that holds focus, focus must not fall
// to <body> (WCAG 2.4.3 Focus Order; a screen reader then starts again at the top of the page, a
// keyboard user at the first link). It stays on the control of a moved component, else goes to
// what took the component's place, else the component after it, else the one before it, else
// the closest container around it that shows something (an empty one has no box to ring), up to
// the surface; an element that is not focusable itself is made focusable (tabindex -1) until it
// loses focus again. A removed component that did not hold focus moves nothing.
// (docs/accessibility.md)
import {expect, fixture, html} from '@open-wc/testing';
import {html as litHtml} from 'lit';
import '../../components/index.js';
import {deepText} from '../../components/shared/deep-text.js';
import {deepActiveElement} from '../../components/shared/tab-stops.js';
import {deepQuery, focusedId, settle} from '../../components/shared/testing.js';
import {basicCatalog} from '../../src/catalog/basic-catalog.js';
import {defineCatalog, defineComponent} from '../../src/catalog/define-catalog.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import '../../src/surface/a2ui-surface.js';

/** A custom container whose wrapped children are the top of its shadow root. */
class BareList extends A2uiElement {
  static api = defineComponent({
    name: 'BareList',
    tag: 'focus-bare-list',
    props: (t) => ({children: t.childList}),
  });
  protected override render(): unknown {
    return this.renderChildren('children', (child) => litHtml`<div>${child}</div>`);
  }
}
const catalog = defineCatalog({
  id: 'https://example.com/focus-test.json',
  extends: basicCatalog,
  components: [BareList],
});

let processor: MessageProcessor;
let surface: HTMLElement;

async function mount(components: object[], data: object = {}): Promise<void> {
  processor = new MessageProcessor({catalogs: [catalog]});
  surface = await fixture<HTMLElement>(
    html`<div>
      <input aria-label="Outside" />
      <a2ui-surface surface-id="f" .processor=${processor}></a2ui-surface>
    </div>`,
  ).then((wrapper) => wrapper.querySelector('a2ui-surface')!);
  update(components, data);
  await settle();
}

function update(components: object[], data?: object): void {
  processor.processMessages([
    ...(processor.getSurface('f')
      ? []
      : [{version: 'v0.9', createSurface: {surfaceId: 'f', catalogId: catalog.id}}]),
    ...(data ? [{version: 'v0.9', updateDataModel: {surfaceId: 'f', value: data}}] : []),
    {version: 'v0.9', updateComponents: {surfaceId: 'f', components}},
  ]);
}

function button(id: string, label = id.toUpperCase()) {
  return [
    {id, component: 'Button', child: `${id}-label`, action: {event: {name: id}}},
    {id: `${id}-label`, component: 'Text', text: label},
  ];
}

function focusButton(id: string): void {
  deepQuery<HTMLElement>(surface, `[data-a2ui-id="${id}"]`)!
    .shadowRoot!.querySelector('button')!
    .focus();
  expect(focusedId()).to.equal(id);
}

const column = (ids: string[]) => ({id: 'root', component: 'Column', children: ids});
const buttons = (...ids: string[]) => ids.flatMap((id) => button(id));

describe('focus when the agent removes or replaces the focused component', () => {
  it('moves to the next component when the focused one is removed from a list of children', async () => {
    await mount([column(['a', 'b', 'c']), ...buttons('a', 'b', 'c')]);
    focusButton('b');
    update([column(['a', 'c'])]);
    await settle();
    expect(focusedId()).to.equal('c');
  });

  it('moves to the previous component when the last one is removed', async () => {
    await mount([column(['a', 'b', 'c']), ...buttons('a', 'b', 'c')]);
    focusButton('c');
    update([column(['a', 'b'])]);
    await settle();
    expect(focusedId()).to.equal('b');
  });

  it('moves to the component that replaces it when its type changes', async () => {
    await mount([column(['a', 'b']), ...buttons('a', 'b')]);
    focusButton('b');
    update([{id: 'b', component: 'Text', text: 'Sent, thank you.'}]);
    await settle();
    expect(focusedId()).to.equal('b');
    const host = deepQuery<HTMLElement>(surface, '[data-a2ui-id="b"]')!;
    expect(host.localName).to.equal('a2ui-text');
    expect(host.getAttribute('tabindex')).to.equal('-1');
  });

  it('moves to the replacement when a single child (a Card) changes type', async () => {
    await mount([{id: 'root', component: 'Card', child: 'b'}, ...button('b')]);
    focusButton('b');
    update([{id: 'b', component: 'Text', text: 'Done'}]);
    await settle();
    expect(focusedId()).to.equal('b');
  });

  it('moves to the component the agent puts in its place (a Card given another child)', async () => {
    await mount([
      {id: 'root', component: 'Card', child: 'b'},
      ...button('b'),
      {id: 'thanks', component: 'Text', text: 'Thank you'},
    ]);
    focusButton('b');
    update([{id: 'root', component: 'Card', child: 'thanks'}]);
    await settle();
    expect(focusedId()).to.equal('thanks');
  });

  // An empty container has no box: its focus ring would not show, a screen reader would read
  // nothing there. Focus goes to the closest container around it that shows something.
  it('moves to the closest container that shows something when its only child is removed', async () => {
    await mount([
      {id: 'root', component: 'Card', child: 'form'},
      {id: 'form', component: 'Column', children: ['title', 'box']},
      {id: 'title', component: 'Text', text: 'Order'},
      {id: 'box', component: 'Column', children: ['b']},
      ...buttons('b'),
    ]);
    focusButton('b');
    update([{id: 'box', component: 'Column', children: []}]);
    await settle();
    expect(focusedId()).to.equal('form');
    expect(deepActiveElement()!.getBoundingClientRect().height).to.be.above(0);
    expect(deepText(deepActiveElement()!)).to.equal('Order');
  });

  it('moves to the surface when the update leaves nothing to show', async () => {
    await mount([
      {id: 'root', component: 'Column', children: ['box']},
      {id: 'box', component: 'Column', children: ['b']},
      ...buttons('b'),
    ]);
    focusButton('b');
    update([{id: 'box', component: 'Column', children: []}]);
    await settle();
    expect(deepActiveElement() === surface, 'focus on the surface').to.equal(true);
  });

  it('passes over a replacement that shows nothing (an empty Text)', async () => {
    await mount([column(['a', 'b', 'c']), ...buttons('a', 'b', 'c')]);
    focusButton('b');
    update([{id: 'b', component: 'Text', text: ''}]);
    await settle();
    expect(focusedId()).to.equal('c');
  });

  it('moves to the next item when a List template item is removed', async () => {
    const list = {
      id: 'root',
      component: 'List',
      children: {path: '/items', componentId: 'item'},
    };
    const item = {
      id: 'item',
      component: 'Button',
      child: 'item-label',
      action: {event: {name: 'x'}},
    };
    const label = {id: 'item-label', component: 'Text', text: {path: 'name'}};
    await mount([list, item, label], {items: [{name: 'one'}, {name: 'two'}, {name: 'three'}]});
    const names = () => deepQuery<HTMLElement>(surface, '[data-a2ui-id="root"]')!;
    const second = names().shadowRoot!.querySelectorAll('a2ui-button')[1]!;
    second.shadowRoot!.querySelector('button')!.focus();
    processor.processMessages([
      {
        version: 'v0.9',
        updateDataModel: {surfaceId: 'f', path: '/items', value: [{name: 'one'}, {name: 'three'}]},
      },
    ]);
    await settle();
    expect(deepActiveElement()).to.not.equal(document.body);
    expect(deepText(deepActiveElement()!)).to.equal('three');
  });

  it('stays on the control that had it when the agent moves its component', async () => {
    await mount([column(['a', 'b', 'c']), ...buttons('a', 'b', 'c')]);
    focusButton('b');
    update([column(['b', 'a', 'c'])]);
    await settle();
    expect(focusedId()).to.equal('b');
    expect(deepActiveElement()!.localName).to.equal('button');
  });

  it('stays on the control that had it when its List item moves', async () => {
    const list = {id: 'root', component: 'List', children: {path: '/items', componentId: 'item'}};
    const item = {id: 'item', component: 'CheckBox', label: {path: 'name'}, value: {path: 'done'}};
    const items = (...names: string[]) => names.map((name) => ({id: name, name, done: false}));
    await mount([list, item], {items: items('one', 'two', 'three')});
    const boxes = deepQuery<HTMLElement>(surface, '[data-a2ui-id="root"]')!.shadowRoot!;
    boxes.querySelectorAll('a2ui-check-box')[0]!.shadowRoot!.querySelector('input')!.focus();
    processor.processMessages([
      {
        version: 'v0.9',
        updateDataModel: {surfaceId: 'f', path: '/items', value: items('two', 'three', 'one')},
      },
    ]);
    await settle();
    expect(deepActiveElement()!.localName).to.equal('input');
    expect(deepText(deepActiveElement()!.parentElement!)).to.contain('one');
  });

  it('moves to the next item of a custom container that wraps its children', async () => {
    await mount([
      {id: 'root', component: 'BareList', children: ['a', 'b', 'c']},
      ...buttons('a', 'b', 'c'),
    ]);
    focusButton('b');
    update([{id: 'root', component: 'BareList', children: ['a', 'c']}]);
    await settle();
    expect(deepActiveElement()).to.not.equal(document.body);
    expect(deepText(deepActiveElement()!)).to.equal('C');
  });

  it('stays inside an open Modal when the agent replaces the focused content', async () => {
    await mount([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'form'},
      ...button('open'),
      {id: 'form', component: 'Column', children: ['save']},
      ...button('save'),
    ]);
    deepQuery<HTMLElement>(surface, '[data-a2ui-id="open"]')!
      .shadowRoot!.querySelector('button')!
      .click();
    await settle();
    const dialog = deepQuery<HTMLDialogElement>(surface, 'dialog')!;
    expect(dialog.open).to.equal(true);
    focusButton('save');
    update([{id: 'form', component: 'Text', text: 'Saved.'}]);
    await settle();
    // The Column drops its children before its replacement arrives: focus goes to the dialog's
    // content, which reads the new text.
    expect(dialog.matches(':focus-within')).to.equal(true);
    expect(deepText(deepActiveElement()!)).to.equal('Saved.');
  });

  it('moves nothing when the removed component did not hold focus', async () => {
    await mount([column(['a', 'b', 'c']), ...buttons('a', 'b', 'c')]);
    focusButton('a');
    update([column(['a', 'c']), {id: 'c', component: 'Text', text: 'C'}]);
    await settle();
    expect(focusedId()).to.equal('a');
    const outside = surface.parentElement!.querySelector('input')!;
    outside.focus();
    update([column(['c'])]);
    await settle();
    expect(document.activeElement).to.equal(outside);
  });

  it('leaves no tab stop behind once focus moves on', async () => {
    await mount([column(['a', 'b']), ...buttons('a', 'b')]);
    focusButton('b');
    update([{id: 'b', component: 'Text', text: 'Done'}]);
    await settle();
    const host = deepQuery<HTMLElement>(surface, '[data-a2ui-id="b"]')!;
    expect(host.getAttribute('tabindex')).to.equal('-1');
    focusButton('a');
    expect(host.hasAttribute('tabindex')).to.equal(false);
  });
});
