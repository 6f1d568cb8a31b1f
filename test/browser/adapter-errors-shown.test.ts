// A v0.8 or v1.0 agent's refused message shows the surface's "could not be displayed" alert and
// fires a2uierror on it, as the same mistake does in v0.9. The adapters dispatched their errors
// on the processor directly, which skipped its failure memory: the surface kept showing loading.
// So does a message that is not JSON, for the surface its text names (it was reported for "").
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {V1Adapter, V1_BASIC_CATALOG_ID, basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {BASIC_CATALOG_ID} from '../../src/catalog/basic-catalog.js';
import type {ErrorBody} from '../../src/state/errors.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import '../../src/surface/a2ui-surface.js';

/** Surface "s" of `processor`, mounted, and the a2uierror bodies it fires. */
async function mount(processor: MessageProcessor) {
  const el = await fixture<A2uiSurface>(
    html`<a2ui-surface surface-id="s" .processor=${processor}
      ><span slot="loading">Loading…</span></a2ui-surface
    >`,
  );
  const fired: ErrorBody[] = [];
  el.addEventListener('a2uierror', (event) => fired.push(event.detail as ErrorBody));
  return {el, fired};
}

/** The text of the surface's alert, or what it shows instead. */
function alertOf(el: A2uiSurface): string {
  return el.shadowRoot!.querySelector('[role="alert"]')?.textContent ?? el.shadowRoot!.innerHTML;
}

describe('an adapter refusing a message shows the surface it is for as failed', () => {
  it('v0.8: a component refused before the root arrived', async () => {
    const processor = new MessageProcessor();
    const {el, fired} = await mount(processor);
    new V08Adapter(processor).processMessages([
      {beginRendering: {surfaceId: 's', root: 'r'}},
      {surfaceUpdate: {surfaceId: 's', components: [{id: 'r', component: {Column: {child: 'a'}}}]}},
    ]);
    await settle();
    expect(alertOf(el)).to.contain('could not be displayed');
    expect(fired.map((e) => e.code)).to.deep.equal(['VALIDATION_FAILED']);
  });

  it('v0.8: a component refused in the usual order (updates, then beginRendering)', async () => {
    const processor = new MessageProcessor();
    const {el} = await mount(processor);
    new V08Adapter(processor).processMessages([
      {surfaceUpdate: {surfaceId: 's', components: [{id: 'r', component: {Text: {}}}]}},
      {beginRendering: {surfaceId: 's', root: 'r'}},
    ]);
    await settle();
    expect(alertOf(el)).to.contain('could not be displayed');
  });

  it('v0.8: a beginRendering refused before the element was mounted', async () => {
    const processor = new MessageProcessor();
    new V08Adapter(processor).processMessages([{beginRendering: {surfaceId: 's', root: 7}}]);
    const {el} = await mount(processor);
    await settle();
    expect(alertOf(el)).to.contain('could not be displayed');
  });

  it('v1.0: a createSurface with the wrong version', async () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const {el, fired} = await mount(processor);
    new V1Adapter(processor).processMessages([
      {version: 'v1.0', createSurface: {surfaceId: 's', catalogId: V1_BASIC_CATALOG_ID}},
    ]);
    await settle();
    expect(alertOf(el)).to.contain('could not be displayed');
    expect(fired.map((e) => e.path)).to.deep.equal(['/version']);
  });

  it('v1.0: an update with the wrong version after a good createSurface', async () => {
    const processor = new MessageProcessor({catalogs: [basicCatalogV1]});
    const {el} = await mount(processor);
    new V1Adapter(processor).processMessages([
      {version: 'v0.10', createSurface: {surfaceId: 's', catalogId: V1_BASIC_CATALOG_ID}},
      {version: 'v1.0', updateComponents: {surfaceId: 's', components: [{id: 'root'}]}},
    ]);
    await settle();
    expect(alertOf(el)).to.contain('could not be displayed');
  });
});

describe('a message that is not JSON shows the surface its text names as failed', () => {
  it('v0.9: an update with a trailing comma, before the root arrived', async () => {
    const processor = new MessageProcessor();
    const {el, fired} = await mount(processor);
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID}},
      '{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [],}}',
    ]);
    await settle();
    expect(alertOf(el)).to.contain('could not be displayed');
    expect(fired.map((e) => e.code)).to.deep.equal(['INVALID_JSON']);
  });

  it('v0.8: a beginRendering with a trailing comma', async () => {
    const processor = new MessageProcessor();
    const {el} = await mount(processor);
    new V08Adapter(processor).processMessages(
      '{"beginRendering": {"surfaceId": "s", "root": "r",}}',
    );
    await settle();
    expect(alertOf(el)).to.contain('could not be displayed');
  });
});
