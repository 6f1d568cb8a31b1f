// docs/core.md: basicCatalog answers to its id and to BASIC_CATALOG_ALIASES, which are the v0.9.1
// documentation's id and older samples' one; a surface created under any of them renders.
import assert from 'node:assert/strict';
import {it} from 'node:test';
import {
  BASIC_CATALOG_ALIASES,
  ComponentContext,
  MessageProcessor,
  type ErrorBody,
} from '../../src/core.js';

const aliases = [
  'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json',
  'https://a2ui.org/specification/v0_9/basic_catalog.json',
];

it('lists the two aliases docs/core.md names', () => {
  assert.deepEqual([...BASIC_CATALOG_ALIASES], aliases);
});

it('creates and renders a surface whose catalogId is an alias', () => {
  for (const catalogId of aliases) {
    const processor = new MessageProcessor();
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 's',
          components: [{id: 'root', component: 'Text', text: 'Hi'}],
        },
      },
    ]);
    assert.deepEqual(errors, []);
    const surface = processor.getSurface('s')!;
    assert.equal(new ComponentContext(surface, 'root').props['text'], 'Hi');
  }
});
