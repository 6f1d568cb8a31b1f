import {expect} from '@open-wc/testing';
import '../text/text.js';
import {renderComponent, settle, shadow, testSurface} from '../shared/testing.js';
import './column.js';

describe('a2ui-column', () => {
  it('lays its children out vertically with the given justify and align', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Column', children: ['a'], justify: 'spaceBetween', align: 'center'},
      {id: 'a', component: 'Text', text: 'A'},
    ]);
    const container = shadow(await renderComponent(surface)).querySelector('[part="container"]')!;
    const style = getComputedStyle(container);
    expect(style.flexDirection).to.equal('column');
    expect(style.justifyContent).to.equal('space-between');
    expect(style.alignItems).to.equal('center');
  });

  it('repeats a template once per data item, each reading its own item', async () => {
    const {surface} = testSurface(
      [
        {id: 'root', component: 'Column', children: {componentId: 't', path: '/people'}},
        {id: 't', component: 'Text', text: {path: 'name'}},
      ],
      {people: [{name: 'Ada'}, {name: 'Grace'}]},
    );
    const el = await renderComponent(surface);
    const texts = () =>
      Array.from(shadow(el).querySelectorAll('a2ui-text')).map((t) =>
        t.shadowRoot!.textContent!.trim(),
      );
    expect(texts()).to.deep.equal(['Ada', 'Grace']);
    surface.dataModel.set('/people/2', {name: 'Linus'});
    await settle();
    expect(texts()).to.deep.equal(['Ada', 'Grace', 'Linus']);
  });
});
