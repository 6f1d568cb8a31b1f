// Children listed more than once get keys of their own ("id:a", then "id:a#1", ...). A child or
// template item whose own id looks like such a key ("a#1") must not share one: it did, and the
// page showed one child twice and never the other (children ['a', 'a', 'a#1'] rendered "A A";
// items with ids x, x, x#1 rendered "A C C").
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {renderComponent, settle, testSurface} from '../../components/shared/testing.js';

/** The Text contents a Column shows, in DOM order. */
function shown(column: Element): string[] {
  return Array.from(column.shadowRoot!.querySelectorAll('a2ui-text'), (text) =>
    text.shadowRoot!.textContent!.trim(),
  );
}

describe('children whose ids look like the key of a repeated child', () => {
  it('shows each listed child, a repeated one and one whose id ends in #1', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Column', children: ['a', 'a', 'a#1', 'a#1']},
      {id: 'a', component: 'Text', text: 'A'},
      {id: 'a#1', component: 'Text', text: 'C'},
    ]);
    const column = await renderComponent(surface);
    expect(shown(column).join(' ')).to.equal('A A C C');
  });

  it('shows each template item, repeated ids and an id ending in #1 among them', async () => {
    const items = [
      {id: 'x', name: 'A'},
      {id: 'x', name: 'B'},
      {id: 'x#1', name: 'C'},
    ];
    const {surface} = testSurface(
      [
        {id: 'root', component: 'Column', children: {componentId: 'item', path: '/items'}},
        {id: 'item', component: 'Text', text: {path: 'name'}},
      ],
      {items},
    );
    const column = await renderComponent(surface);
    expect(shown(column).join(' ')).to.equal('A B C');

    surface.dataModel.set('/items', [items[2], items[0], items[1], {key: 'x#1', name: 'D'}]);
    await settle();
    expect(shown(column).join(' ')).to.equal('C A B D');
  });
});
