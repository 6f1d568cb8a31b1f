import {expect} from '@open-wc/testing';
import '../../components/column/column.js';
import '../../components/list/list.js';
import '../../components/text/text.js';
import {deepQuery, renderComponent, settle, testSurface} from '../../components/shared/testing.js';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';

// Counts every element update (render) per component id.
const renders = new Map<string, number>();
const proto = A2uiElement.prototype as unknown as {update(changed: unknown): void};
const originalUpdate = proto.update;

function count(id: string): number {
  return renders.get(id) ?? 0;
}
function total(): number {
  let sum = 0;
  for (const value of renders.values()) sum += value;
  return sum;
}

describe('fine-grained rendering (render counts)', () => {
  before(() => {
    proto.update = function (this: HTMLElement, changed: unknown) {
      const id = this.getAttribute('data-a2ui-id') ?? (this as unknown as A2uiElement).node?.id;
      if (id) renders.set(id, (renders.get(id) ?? 0) + 1);
      originalUpdate.call(this, changed);
    };
  });
  after(() => {
    proto.update = originalUpdate;
  });
  beforeEach(() => renders.clear());

  function twoTexts(): ComponentDefinition[] {
    return [
      {id: 'root', component: 'Column', children: ['a', 'b']},
      {id: 'a', component: 'Text', text: {path: '/a'}},
      {id: 'b', component: 'Text', text: {path: '/b'}},
    ];
  }

  it('re-renders only the element that reads a changed data path', async () => {
    const {surface} = testSurface(twoTexts(), {a: 'A', b: 'B'});
    await renderComponent(surface);
    renders.clear();
    surface.dataModel.set('/a', 'A2');
    await settle();
    expect(Object.fromEntries(renders)).to.deep.equal({a: 1});
  });

  it('re-renders nothing for a data path no element reads', async () => {
    const {surface} = testSurface(twoTexts(), {a: 'A', b: 'B', c: 'C'});
    await renderComponent(surface);
    renders.clear();
    surface.dataModel.set('/c', 'C2');
    await settle();
    expect(total()).to.equal(0);
  });

  it('re-renders only the component whose properties changed', async () => {
    const {surface} = testSurface(twoTexts(), {a: 'A', b: 'B'});
    await renderComponent(surface);
    renders.clear();
    surface.updateComponents([{id: 'b', component: 'Text', text: 'literal', variant: 'h2'}]);
    await settle();
    expect(Object.fromEntries(renders)).to.deep.equal({b: 1});
  });

  it('keeps the children elements and their bindings when the parent re-renders', async () => {
    const {surface} = testSurface(twoTexts(), {a: 'A', b: 'B'});
    const column = await renderComponent(surface);
    const before = deepQuery(column, '[data-a2ui-id="a"]') as A2uiElement;
    const contextBefore = (before as unknown as {context: unknown}).context;
    renders.clear();
    surface.updateComponents([
      {id: 'root', component: 'Column', children: ['a', 'b'], justify: 'center'},
    ]);
    await settle();
    const after = deepQuery(column, '[data-a2ui-id="a"]') as A2uiElement;
    expect(Object.fromEntries(renders)).to.deep.equal({root: 1});
    expect(after).to.equal(before);
    expect((after as unknown as {context: unknown}).context).to.equal(contextBefore);
  });

  it('streams N components one message each with O(N) renders in total', async () => {
    const n = 60;
    const ids = Array.from({length: n}, (_, i) => 'c' + i);
    const {surface} = testSurface([{id: 'root', component: 'Column', children: ids}]);
    await renderComponent(surface);
    renders.clear();
    for (const id of ids) {
      surface.updateComponents([{id, component: 'Text', text: id}]);
      await settle();
    }
    // Each arriving child renders once; the column and the earlier children never re-render.
    expect(total()).to.equal(n);
    expect(count('root')).to.equal(0);
  });

  it('re-renders only the template item whose data changed', async () => {
    const items = Array.from({length: 20}, (_, i) => ({id: 'k' + i, name: 'n' + i}));
    const {surface} = testSurface(
      [
        {id: 'root', component: 'List', children: {componentId: 'item', path: '/items'}},
        {id: 'item', component: 'Text', text: {path: 'name'}},
      ],
      {items},
    );
    await renderComponent(surface);
    renders.clear();
    surface.dataModel.set('/items/7/name', 'changed');
    await settle();
    expect(Object.fromEntries(renders)).to.deep.equal({item: 1});
  });

  it('keeps the other items elements and renders only the new one when inserting into the middle of 1,000 items', async () => {
    const items = Array.from({length: 1000}, (_, i) => ({id: 'k' + i, name: 'n' + i}));
    const {surface} = testSurface(
      [
        {id: 'root', component: 'List', children: {componentId: 'item', path: '/items'}},
        {id: 'item', component: 'Text', text: {path: 'name'}},
      ],
      {items},
    );
    const list = await renderComponent(surface);
    const before = Array.from(list.shadowRoot!.querySelectorAll('[data-a2ui-id="item"]'));
    expect(before.length).to.equal(1000);
    const next = [...items.slice(0, 500), {id: 'new', name: 'inserted'}, ...items.slice(500)];
    renders.clear();
    surface.dataModel.set('/items', next);
    await settle();
    // Only the new item renders: moved items keep equal props, the list itself does not render.
    expect(Object.fromEntries(renders)).to.deep.equal({item: 1});
    const after = Array.from(list.shadowRoot!.querySelectorAll('[data-a2ui-id="item"]'));
    expect(after.length).to.equal(1001);
    expect(after.slice(0, 500)).to.deep.equal(before.slice(0, 500));
    expect(after.slice(501)).to.deep.equal(before.slice(500));
    expect(after[500]!.shadowRoot!.textContent!.trim()).to.equal('inserted');
    expect(after[501]!.shadowRoot!.textContent!.trim()).to.equal('n500');
  });
});

describe('fine-grained rendering through the message processor', () => {
  it('re-renders only the reader of a path an updateDataModel message changes', async () => {
    const {MessageProcessor} = await import('../../src/state/message-processor.js');
    const {fixture, html} = await import('@open-wc/testing');
    await import('../../src/surface/a2ui-surface.js');
    const processor = new MessageProcessor();
    const counts = new Map<string, number>();
    const proto = A2uiElement.prototype as unknown as {update(changed: unknown): void};
    const original = proto.update;
    proto.update = function (this: HTMLElement, changed: unknown) {
      const id = this.getAttribute('data-a2ui-id') ?? '';
      counts.set(id, (counts.get(id) ?? 0) + 1);
      original.call(this, changed);
    };
    try {
      processor.processMessages([
        {
          version: 'v0.9',
          createSurface: {
            surfaceId: 'p',
            catalogId: 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
          },
        },
        {
          version: 'v0.9',
          updateComponents: {
            surfaceId: 'p',
            components: [
              {id: 'root', component: 'Column', children: ['a', 'b']},
              {id: 'a', component: 'Text', text: {path: '/user/name'}},
              {id: 'b', component: 'Text', text: {path: '/user/city'}},
            ],
          },
        },
        {
          version: 'v0.9',
          updateDataModel: {surfaceId: 'p', value: {user: {name: 'Ada', city: 'London'}}},
        },
      ]);
      await fixture(html`<a2ui-surface surface-id="p" .processor=${processor}></a2ui-surface>`);
      await settle();
      counts.clear();
      processor.processMessages([
        {version: 'v0.9', updateDataModel: {surfaceId: 'p', path: '/user/city', value: 'Paris'}},
      ]);
      await settle();
      expect(Object.fromEntries(counts)).to.deep.equal({b: 1});
    } finally {
      proto.update = original;
    }
  });
});
