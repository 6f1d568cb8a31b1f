import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {renderComponent, settle, testSurface} from '../../components/shared/testing.js';

/** What a Column shows, in DOM order: Text contents, and `…id` for a pending child. */
function shown(column: Element): string[] {
  const container = column.shadowRoot!.querySelector('[part="container"]')!;
  return Array.from(container.children).map((child) =>
    child.localName === 'a2ui-text'
      ? child.shadowRoot!.textContent!.trim()
      : '…' + (child.getAttribute('data-a2ui-pending') ?? child.localName),
  );
}

function texts(column: Element): Element[] {
  return Array.from(column.shadowRoot!.querySelectorAll('a2ui-text'));
}

const names = (...list: string[]) => list.map((name) => ({name}));

describe('Row and Column children', () => {
  const template = [
    {id: 'root', component: 'Column', children: {componentId: 'item', path: '/items'}},
    {id: 'item', component: 'Text', text: {path: 'name'}},
  ];

  it('keeps every other element when an item is inserted above them', async () => {
    const {surface} = testSurface(template, {items: names('a', 'b', 'c')});
    const column = await renderComponent(surface);
    const [a, b, c] = texts(column);
    surface.dataModel.set('/items', names('new', 'a', 'b', 'c'));
    await settle();
    expect(shown(column)).to.deep.equal(['new', 'a', 'b', 'c']);
    expect(texts(column).slice(1)).to.deep.equal([a, b, c]);
  });

  it('moves the same elements when the items are reordered', async () => {
    const {surface} = testSurface(template, {items: names('a', 'b', 'c', 'd')});
    const column = await renderComponent(surface);
    const [a, b, c, d] = texts(column);
    surface.dataModel.set('/items', names('d', 'b', 'a', 'c'));
    await settle();
    expect(shown(column)).to.deep.equal(['d', 'b', 'a', 'c']);
    expect(texts(column)).to.deep.equal([d, b, a, c]);
  });

  it('removes the elements of removed items and keeps the rest', async () => {
    const {surface} = testSurface(template, {items: names('a', 'b', 'c')});
    const column = await renderComponent(surface);
    const [a, , c] = texts(column);
    surface.dataModel.set('/items', names('a', 'c'));
    await settle();
    expect(shown(column)).to.deep.equal(['a', 'c']);
    expect(texts(column)).to.deep.equal([a, c]);
    surface.dataModel.set('/items', []);
    await settle();
    expect(shown(column)).to.deep.equal([]);
  });

  it('shows a pending child in its place and puts the element there when it arrives', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Column', children: ['one', 'late', 'two']},
      {id: 'one', component: 'Text', text: '1'},
      {id: 'two', component: 'Text', text: '2'},
    ]);
    const column = await renderComponent(surface);
    expect(shown(column)).to.deep.equal(['1', '…late', '2']);
    surface.updateComponents([{id: 'late', component: 'Text', text: 'late'}]);
    await settle();
    expect(shown(column)).to.deep.equal(['1', 'late', '2']);
  });

  it('follows a changed list of static ids, reusing the elements it keeps', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Row', children: ['a', 'b', 'c']},
      {id: 'a', component: 'Text', text: 'a'},
      {id: 'b', component: 'Text', text: 'b'},
      {id: 'c', component: 'Text', text: 'c'},
    ]);
    const row = await renderComponent(surface);
    const [a, , c] = texts(row);
    surface.updateComponents([{id: 'root', component: 'Row', children: ['c', 'a']}]);
    await settle();
    expect(shown(row)).to.deep.equal(['c', 'a']);
    expect(texts(row)).to.deep.equal([c, a]);
  });

  it('replaces a child whose type changes, also to an unknown type and back', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Column', children: ['a', 'b']},
      {id: 'a', component: 'Text', text: 'a'},
      {id: 'b', component: 'Text', text: 'b'},
    ]);
    const column = await renderComponent(surface);
    const [, b] = texts(column);
    surface.updateComponents([{id: 'a', component: 'Nonexistent'}]);
    await settle();
    expect(shown(column)).to.deep.equal(['…span', 'b']);
    surface.updateComponents([{id: 'a', component: 'Text', text: 'again'}]);
    await settle();
    expect(shown(column)).to.deep.equal(['again', 'b']);
    surface.updateComponents([{id: 'a', component: 'Divider'}]);
    await settle();
    expect(shown(column)).to.deep.equal(['…a2ui-divider', 'b']);
    expect(texts(column)).to.deep.equal([b]);
  });
});
