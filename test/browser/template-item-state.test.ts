// The state an element keeps with its surface (an open tab, a field the user left) belongs to
// one template item: an item that later takes the same place in the list starts afresh.
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {inputSurface, renderInput, settle} from './inputs-harness.js';

/** Elements matching `selector` under `el`, through shadow roots, in document order. */
function deepAll(el: Element, selector: string): HTMLElement[] {
  const found: HTMLElement[] = [];
  const walk = (root: ShadowRoot) => {
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.matches(selector)) found.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(el.shadowRoot!);
  return found;
}

const list = (template: ComponentDefinition[]): ComponentDefinition[] => [
  {id: 'root', component: 'List', children: {componentId: 'item', path: '/items'}},
  ...template,
];

describe('state kept for a template item', () => {
  it('is not inherited by a new item in the place of a removed one (Tabs)', async () => {
    const {surface} = inputSurface(
      list([
        {
          id: 'item',
          component: 'Tabs',
          tabs: [
            {title: 'Details', child: 'a'},
            {title: 'Reviews', child: 'b'},
          ],
        },
        {id: 'a', component: 'Text', text: 'Details'},
        {id: 'b', component: 'Text', text: 'Reviews'},
      ]),
      {items: [{id: 'lamp'}]},
    );
    const el = await renderInput(surface);
    deepAll(el, '#tab-1')[0]!.click();
    await settle();
    expect(deepAll(el, '[part~="tab-selected"]')[0]!.textContent!.trim()).to.equal('Reviews');
    surface.dataModel.set('/items', []);
    await settle();
    surface.dataModel.set('/items', [{id: 'chair'}]);
    await settle();
    expect(deepAll(el, '[part~="tab-selected"]')[0]!.textContent!.trim()).to.equal('Details');
  });

  it('is not inherited by an item inserted before it (a field the user left)', async () => {
    const required = {
      condition: {call: 'required', args: {value: {path: 'name'}}},
      message: 'A name is required.',
    };
    const {surface} = inputSurface(
      list([
        {
          id: 'item',
          component: 'TextField',
          label: 'Name',
          value: {path: 'name'},
          checks: [required],
        },
      ]),
      {items: [{id: 'a', name: ''}]},
    );
    const el = await renderInput(surface);
    const errors = () => deepAll(el, '[part="error"]').map((error) => error.textContent!.trim());
    deepAll(el, 'input')[0]!.focus();
    deepAll(el, 'input')[0]!.blur();
    await settle();
    expect(errors()).to.deep.equal(['A name is required.']);
    surface.dataModel.set('/items', [
      {id: 'b', name: ''},
      {id: 'a', name: ''},
    ]);
    await settle();
    expect(errors()).to.deep.equal(['', 'A name is required.']);
  });
});
