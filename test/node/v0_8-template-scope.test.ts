// A v0.8 template item reads its bound values in the item, even those written with a leading
// slash: the A2UI data-binding guide ("Scoped Paths", v0.8: inside a template `/name` resolves to
// `/products/0/name`) and the reference v0.8 renderer (@a2ui/web_core, which drops the slash of
// a `path` met inside a template) agree. Outside a template the same path reads from the root.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {A2uiMessageProcessor} from '@a2ui/web_core/v0_8';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {
  ComponentContext,
  MessageProcessor,
  type ActionBody,
  type ErrorBody,
} from '../../src/core.js';

const surfaceId = 'shop';

/** A Column showing the root's name, then one Card per product: name, quantity, a button. */
const messages = [
  {
    surfaceUpdate: {
      surfaceId,
      components: [
        {
          id: 'page',
          component: {Column: {children: {explicitList: ['name', 'products']}}},
        },
        {
          id: 'products',
          component: {
            List: {children: {template: {componentId: 'product', dataBinding: '/products'}}},
          },
        },
        {
          id: 'product',
          component: {Column: {children: {explicitList: ['name', 'qty', 'buy']}}},
        },
        {id: 'name', component: {Text: {text: {path: '/name'}}}},
        {id: 'qty', component: {TextField: {label: {literalString: 'Qty'}, text: {path: '/qty'}}}},
        {
          id: 'buy',
          component: {
            Button: {
              child: 'buy-label',
              action: {name: 'buy', context: [{key: 'sku', value: {path: '/sku'}}]},
            },
          },
        },
        {id: 'buy-label', component: {Text: {text: {literalString: 'Buy'}}}},
      ],
    },
  },
  {
    dataModelUpdate: {
      surfaceId,
      contents: [
        {key: 'name', valueString: 'Shop'},
        {key: 'qty', valueString: 'shop qty'},
        {key: 'sku', valueString: 'shop sku'},
      ],
    },
  },
  {
    dataModelUpdate: {
      surfaceId,
      path: '/products',
      contents: [
        {
          key: '0',
          valueMap: [
            {key: 'name', valueString: 'Widget'},
            {key: 'sku', valueString: 'w-1'},
          ],
        },
        {
          key: '1',
          valueMap: [
            {key: 'name', valueString: 'Gadget'},
            {key: 'sku', valueString: 'g-2'},
          ],
        },
      ],
    },
  },
  {beginRendering: {surfaceId, root: 'page'}},
];

function render() {
  const processor = new MessageProcessor();
  const errors: ErrorBody[] = [];
  const actions: ActionBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  processor.addEventListener('action', (event) => actions.push(event.detail));
  const adapter = new V08Adapter(processor);
  adapter.processMessages(messages);
  const surface = processor.getSurface(surfaceId)!;
  const page = new ComponentContext(surface, 'root');
  const [rootName, list] = page.children('children');
  const items = new ComponentContext(surface, list!.id, list!.scope).children('children');
  const fields = items.map((item) => {
    const [name, qty, buy] = new ComponentContext(surface, item.id, item.scope).children(
      'children',
    );
    return {
      name: new ComponentContext(surface, name!.id, name!.scope),
      qty: new ComponentContext(surface, qty!.id, qty!.scope),
      buy: new ComponentContext(surface, buy!.id, buy!.scope),
    };
  });
  return {
    adapter,
    surface,
    errors,
    actions,
    rootName: new ComponentContext(surface, rootName!.id),
    fields,
  };
}

describe('v0.8 template items read "/…" paths in the item', () => {
  it('shows each item its own value and the root its own', () => {
    const {errors, rootName, fields} = render();
    assert.deepEqual(errors, []);
    assert.equal(rootName.props['text'], 'Shop');
    assert.deepEqual(
      fields.map(({name}) => name.props['text']),
      ['Widget', 'Gadget'],
    );
  });

  it('writes what the user types into the item', () => {
    const {surface, fields} = render();
    fields[1]!.qty.setter('value')!('3');
    assert.equal(surface.dataModel.peek('/products/1/qty'), '3');
    assert.equal(surface.dataModel.peek('/qty'), 'shop qty');
    assert.equal(fields[1]!.qty.props['value'], '3');
  });

  it('sends the item’s value in the action context', () => {
    const {adapter, surface, actions, fields} = render();
    surface.dispatchAction(fields[1]!.buy.resolveAction()!);
    const sent = adapter.toV08ClientMessage({version: 'v0.9', action: actions[0]});
    assert.deepEqual((sent as {userAction: {context: unknown}}).userAction.context, {sku: 'g-2'});
  });

  it('as the reference v0.8 renderer does', () => {
    const reference = new A2uiMessageProcessor();
    reference.processMessages(messages as never);
    const tree = reference.getSurfaces().get(surfaceId)!.componentTree as unknown as {
      properties: {children: {properties: {children: unknown[]}}[]};
    };
    const read = (node: unknown) => {
      const {properties} = node as {properties: {text: {path: string}}};
      return reference.getData(node as never, properties.text.path, surfaceId);
    };
    const [rootName, list] = tree.properties.children;
    const items = list!.properties.children as {properties: {children: unknown[]}}[];
    assert.equal(read(rootName), 'Shop');
    assert.deepEqual(
      items.map((item) => read(item.properties.children[0])),
      ['Widget', 'Gadget'],
    );
  });
});
