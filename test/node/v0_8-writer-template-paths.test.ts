// V08Writer and absolute paths inside templates: a v0.8 renderer reads a bound `/x` of a template
// item in the item (the data-binding guide's "Scoped Paths"; @a2ui/web_core and V08Adapter do),
// where v0.9 reads it from the root. v0.8 cannot bind a template item to root data, so the writer
// reports each such binding (it is still sent), as it reports whatever else v0.8 cannot express.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {V08Writer} from '../../src/adapters/v0_8/writer.js';

const version = 'v0.9';
const surfaceId = 'cart';
const catalogId = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

function write(...components: Record<string, unknown>[]) {
  const writer = new V08Writer();
  writer.write({version, createSurface: {surfaceId, catalogId}});
  return writer.write({version, updateComponents: {surfaceId, components}});
}

const rootPathLosses = (result: ReturnType<typeof write>) =>
  result.losses.filter(({message}) => message.includes('in the template item'));

describe('V08Writer on a template item bound to root data', () => {
  it('reports each absolute binding of the item and of what it contains', () => {
    const result = write(
      {id: 'root', component: 'List', children: {componentId: 'line', path: '/lines'}},
      {id: 'line', component: 'Row', children: ['name', 'remove']},
      {id: 'name', component: 'Text', text: {path: 'name'}},
      {
        id: 'remove',
        component: 'Button',
        child: 'remove-label',
        action: {event: {name: 'remove', context: {sku: {path: 'sku'}, cart: {path: '/cartId'}}}},
      },
      {id: 'remove-label', component: 'Text', text: {path: '/labels/remove'}},
    );
    assert.deepEqual(
      rootPathLosses(result).map(({path}) => path),
      [
        '/updateComponents/components/3/action/event/context/cart',
        '/updateComponents/components/4/text',
      ],
    );
    assert.match(rootPathLosses(result)[1]!.message, /"\/labels\/remove"/);
    // Still sent as written.
    const update = result.messages[0]!['surfaceUpdate'] as {components: {id: string}[]};
    assert.deepEqual(
      update.components.find(({id}) => id === 'remove-label'),
      {
        id: 'remove-label',
        component: {Text: {text: {path: '/labels/remove'}}},
      },
    );
  });

  it('reports nothing for absolute bindings outside templates, or a template path', () => {
    const result = write(
      {id: 'root', component: 'Column', children: ['title', 'list']},
      {id: 'title', component: 'Text', text: {path: '/title'}},
      {id: 'list', component: 'List', children: {componentId: 'item', path: '/items'}},
      {id: 'item', component: 'Column', children: {componentId: 'tag', path: '/tags'}},
      {id: 'tag', component: 'Text', text: {path: 'label'}},
    );
    assert.deepEqual(rootPathLosses(result), []);
  });
});
