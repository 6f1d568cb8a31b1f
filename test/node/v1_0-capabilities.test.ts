// v1.0 catalog negotiation: the client's a2uiClientCapabilities list, under "v0.10", the catalogs
// a v1.0 agent may choose. The v0.9 basic catalog is not one: under its rules a v1.0 Icon's
// {path} is a data binding and a Button's wantResponse is refused. So one processor can serve
// v0.9 and v1.0 agents, and each is offered its own basic catalog.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MessageProcessor, basicCatalog, defineCatalog} from '../../src/core.js';
import {
  V1Adapter,
  V1_BASIC_CATALOG_ID,
  basicCatalogV1,
  v1ClientCapabilities,
} from '../../src/adapters/v1_0/index.js';

const shop = defineCatalog({
  id: 'https://example.com/catalogs/shop-v1.json',
  extends: basicCatalogV1,
});

describe('v1.0 client capabilities', () => {
  it('offer a v1.0 agent the v1.0 basic catalog, not the v0.9 one beside it', () => {
    const processor = new MessageProcessor({catalogs: [basicCatalog, basicCatalogV1, shop]});
    assert.deepEqual(new V1Adapter(processor).clientCapabilities(), {
      'v0.10': {supportedCatalogIds: [V1_BASIC_CATALOG_ID, shop.id]},
    });
    assert.deepEqual(processor.clientCapabilities()['v0.9'].supportedCatalogIds.length, 5);
  });

  it('offer no catalog when the processor has only the v0.9 basic catalog', () => {
    assert.deepEqual(v1ClientCapabilities(new MessageProcessor()), {
      'v0.10': {supportedCatalogIds: []},
    });
  });
});
