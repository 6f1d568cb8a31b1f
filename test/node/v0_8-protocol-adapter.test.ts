// V08Adapter as a ProtocolAdapter (what <a2ui-agent> and the connectors use), and its surfaces
// following the processor when the processor deletes one directly.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {
  V08Adapter,
  V08_A2A_EXTENSION_URI,
  V08_STANDARD_CATALOG_IDS,
  toV08ClientMessage,
} from '../../src/adapters/v0_8/index.js';
import type {ProtocolAdapter} from '../../src/transports/protocol-adapter.js';

const begin = (surfaceId: string) => [
  {beginRendering: {surfaceId, root: 'title'}},
  {
    surfaceUpdate: {
      surfaceId,
      components: [{id: 'title', component: {Text: {text: {literalString: 'Hi'}}}}],
    },
  },
];

const action = {
  name: 'go',
  surfaceId: 'main',
  sourceComponentId: 'root',
  timestamp: '2026-11-30T12:00:00Z',
  context: {n: 1},
};

describe('V08Adapter as a ProtocolAdapter', () => {
  it('names the v0.8 wire version and A2A extension', () => {
    const adapter: ProtocolAdapter = new V08Adapter(new MessageProcessor());
    assert.equal(adapter.protocolVersion, 'v0.8');
    assert.equal(adapter.a2aExtensionUri, V08_A2A_EXTENSION_URI);
  });

  it('converts client messages as toV08ClientMessage does, the root id mapped back', () => {
    const adapter = new V08Adapter(new MessageProcessor());
    adapter.processMessages(begin('main'));
    assert.deepEqual(adapter.toClientMessage({version: 'v0.9', action}), {
      userAction: {...action, sourceComponentId: 'title'},
    });
    assert.deepEqual(
      adapter.toClientMessage({version: 'v0.9', error: {code: 'X', surfaceId: 'main'}}),
      toV08ClientMessage({version: 'v0.9', error: {code: 'X', surfaceId: 'main'}}),
    );
    assert.equal(adapter.toClientMessage({version: 'v0.9', other: {}}), undefined);
  });

  it('gives the v0.8 capabilities and no client data model', () => {
    const adapter = new V08Adapter(new MessageProcessor());
    assert.deepEqual(adapter.clientCapabilities(), {
      supportedCatalogIds: [...V08_STANDARD_CATALOG_IDS],
    });
    assert.equal(adapter.clientDataModel(), undefined);
  });

  it('begins a surface again after the processor deleted it directly', () => {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    adapter.processMessages(begin('main'));
    processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'main'}}]);
    assert.equal(processor.getSurface('main'), undefined);
    adapter.processMessages(begin('main'));
    assert.notEqual(processor.getSurface('main'), undefined);
  });

  it('keeps a surface the agent deletes and begins again in one batch', () => {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    adapter.processMessages(begin('main'));
    adapter.processMessages([{deleteSurface: {surfaceId: 'main'}}, ...begin('main')]);
    adapter.processMessages([
      {dataModelUpdate: {surfaceId: 'main', contents: [{key: 'n', valueNumber: 2}]}},
    ]);
    assert.deepEqual(processor.getSurface('main')?.dataModel.get('/'), {n: 2});
  });
});
