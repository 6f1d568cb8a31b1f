import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {renderComponent, settle, testSurface} from '../../components/shared/testing.js';

function inputs(list: Element): HTMLInputElement[] {
  return Array.from(list.shadowRoot!.querySelectorAll('a2ui-text-field')).map((field) =>
    field.shadowRoot!.querySelector('input')!,
  );
}

describe('template children', () => {
  it('keeps an item input state when an item is inserted above it', async () => {
    const items = Array.from({length: 5}, (_, i) => ({id: 'k' + i, label: 'Item ' + i}));
    const {surface} = testSurface(
      [
        {id: 'root', component: 'List', children: {componentId: 'field', path: '/items'}},
        {id: 'field', component: 'TextField', label: {path: 'label'}},
      ],
      {items},
    );
    const list = await renderComponent(surface);
    const third = inputs(list)[2]!;
    third.focus();
    third.value = 'typed but not bound';
    surface.dataModel.set('/items', [{id: 'new', label: 'New'}, ...items]);
    await settle();
    const after = inputs(list);
    expect(after.length).to.equal(6);
    expect(after[3]).to.equal(third);
    expect(after[3]!.value).to.equal('typed but not bound');
    expect(list.shadowRoot!.activeElement?.shadowRoot?.activeElement).to.equal(third);
  });

  it('writes each item input to its own item path', async () => {
    const {surface} = testSurface(
      [
        {id: 'root', component: 'List', children: {componentId: 'field', path: '/items'}},
        {id: 'field', component: 'TextField', label: 'Name', value: {path: 'name'}},
      ],
      {items: [{name: 'a'}, {name: 'b'}]},
    );
    const list = await renderComponent(surface);
    const second = inputs(list)[1]!;
    second.value = 'bee';
    second.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
    await settle();
    expect(surface.dataModel.peek('/items')).to.deep.equal([{name: 'a'}, {name: 'bee'}]);
  });
});
