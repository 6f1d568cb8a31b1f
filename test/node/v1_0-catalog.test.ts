// basicCatalogV1 under custom v1.0 catalogs: a catalog that extends it may add functions and
// components, and agents may call those functions inside the v1.0 components and actions.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import * as z from 'zod/mini';
import {
  MessageProcessor,
  defineCatalog,
  defineComponent,
  type ErrorBody,
  type FunctionDefinition,
} from '../../src/core.js';
import {V1Adapter, basicCatalogV1, v1Action} from '../../src/adapters/v1_0/index.js';

const version = 'v0.10';

const shout: FunctionDefinition = {
  name: 'shout',
  returnType: 'string',
  args: z.object({text: z.unknown()}),
  impl: ({text}) => String(text ?? '').toUpperCase(),
};

const Chip = defineComponent({
  name: 'Chip',
  props: (t) => ({label: t.dynamicString, action: v1Action(t)}),
});

const shop = defineCatalog({
  id: 'https://example.com/catalogs/shop-v1.json',
  extends: basicCatalogV1,
  components: [Chip],
  functions: [shout],
});

function render(components: unknown[]) {
  const processor = new MessageProcessor({catalogs: [basicCatalogV1, shop]});
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  new V1Adapter(processor).processMessages([
    {version, createSurface: {surfaceId: 's', catalogId: shop.id}},
    {version, updateComponents: {surfaceId: 's', components}},
  ]);
  return {errors};
}

const loud = {call: 'shout', args: {text: 'type here'}, returnType: 'string'};

describe('a catalog extending basicCatalogV1', () => {
  it('accepts calls to its functions inside the v1.0 properties of basic components', () => {
    const {errors} = render([
      {id: 'root', component: 'Column', children: ['field', 'ask']},
      {id: 'field', component: 'TextField', label: 'Name', placeholder: loud},
      {
        id: 'ask',
        component: 'Button',
        child: 'field',
        action: {event: {name: 'ask', context: {q: loud}, wantResponse: true}},
      },
    ]);
    assert.deepEqual(errors, []);
  });

  it('keeps the v1.0 changes: Icon {path} valid, TextField validationRegexp refused', () => {
    assert.deepEqual(render([{id: 'root', component: 'Icon', name: {path: 'M0 0h1'}}]).errors, []);
    const {errors} = render([
      {id: 'root', component: 'TextField', label: 'a', validationRegexp: '^a$'},
    ]);
    assert.deepEqual(
      errors.map((e) => e.path),
      ['/components/0/validationRegexp'],
    );
  });

  it('gives custom components the v1.0 action with v1Action', () => {
    const chip = (event: object) => [{id: 'root', component: 'Chip', label: 'Go', action: {event}}];
    assert.deepEqual(render(chip({name: 'go', wantResponse: true, responsePath: '/r'})).errors, []);
    assert.equal(render(chip({name: 'go', wantResponse: 'yes'})).errors.length, 1);
  });
});
