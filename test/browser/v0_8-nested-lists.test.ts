// v0.8 agents built on Google's samples send a list as a valueMap of valueMaps keyed "0", "1", …
// and show it with a template over that map. The official schema allows only scalars inside a
// valueMap, but the reference renderer (@a2ui/web_core) accepts maps nested 5 levels deep, so
// such agents work there; V08Adapter refused the whole dataModelUpdate and showed no row.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import type {A2uiSurface, ErrorBody} from '../../src/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {flush} from './hostile-page.js';
import {deepText} from './hostile-surface.js';

const surfaceId = 'restaurants';

/** A title, then a List with one Row (name, cuisine) per item of `/items`. */
const components = {
  surfaceUpdate: {
    surfaceId,
    components: [
      {id: 'page', component: {Column: {children: {explicitList: ['title', 'list']}}}},
      {id: 'title', component: {Text: {text: {literalString: 'Restaurants'}, usageHint: 'h2'}}},
      {
        id: 'list',
        component: {
          List: {children: {template: {componentId: 'row', dataBinding: '/items'}}},
        },
      },
      {id: 'row', component: {Row: {children: {explicitList: ['name', 'cuisine']}}}},
      {id: 'name', component: {Text: {text: {path: '/name'}}}},
      {id: 'cuisine', component: {Text: {text: {path: '/cuisine'}}}},
    ],
  },
};

const item = (key: string, name: string, cuisine: string) => ({
  key,
  valueMap: [
    {key: 'name', valueString: name},
    {key: 'cuisine', valueString: cuisine},
  ],
});

const items = (...entries: object[]) => ({
  dataModelUpdate: {surfaceId, contents: [{key: 'items', valueMap: entries}]},
});

/** Each row's text, from the top of the screen down. */
function rowsShown(surface: A2uiSurface): string[] {
  const rows: Element[] = [];
  const walk = (node: Element | ShadowRoot) => {
    for (const child of Array.from(node.children)) {
      if (child.getAttribute('data-a2ui-id') === 'row') rows.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(surface.shadowRoot!);
  const top = (row: Element) => row.getBoundingClientRect().top;
  return rows
    .sort((a, b) => top(a) - top(b))
    .map((row) => deepText(row).replace(/\s+/g, ' ').trim());
}

async function mounted(...messages: object[]) {
  const processor = new MessageProcessor();
  const adapter = new V08Adapter(processor);
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const surface = await fixture<A2uiSurface>(
    html`<a2ui-surface surface-id=${surfaceId} .processor=${processor}></a2ui-surface>`,
  );
  adapter.processMessages([components, ...messages, {beginRendering: {surfaceId, root: 'page'}}]);
  await flush();
  return {adapter, errors, surface};
}

describe('V08Adapter with a list sent as nested valueMaps', () => {
  it('shows one row per item, in order, each reading its own item', async () => {
    const {errors, surface} = await mounted(
      items(item('0', 'Noodle Bar', 'Chinese'), item('1', 'Pasta Place', 'Italian')),
    );
    expect(errors).to.deep.equal([]);
    expect(rowsShown(surface)).to.deep.equal(['Noodle BarChinese', 'Pasta PlaceItalian']);
  });

  it('appends a row when the agent sends the list again with a third item', async () => {
    const first = item('0', 'Noodle Bar', 'Chinese');
    const second = item('1', 'Pasta Place', 'Italian');
    const {adapter, errors, surface} = await mounted(items(first, second));
    adapter.processMessages([items(first, second, item('2', 'Taco Stand', 'Mexican'))]);
    await flush();
    expect(errors).to.deep.equal([]);
    expect(rowsShown(surface)).to.deep.equal([
      'Noodle BarChinese',
      'Pasta PlaceItalian',
      'Taco StandMexican',
    ]);
  });

  it('appends a row when the agent writes the item at its own path', async () => {
    const {adapter, errors, surface} = await mounted(items(item('0', 'Noodle Bar', 'Chinese')));
    const taco = item('1', 'Taco Stand', 'Mexican');
    adapter.processMessages([
      {dataModelUpdate: {surfaceId, path: '/items/1', contents: taco.valueMap}},
    ]);
    await flush();
    expect(errors).to.deep.equal([]);
    expect(rowsShown(surface)).to.deep.equal(['Noodle BarChinese', 'Taco StandMexican']);
  });
});
