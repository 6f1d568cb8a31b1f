// A v0.8 agent whose beginRendering the renderer refused (a catalog it does not support) sends
// it again, corrected: the surface is created. V08Adapter took the refused one as begun, so the
// second was dropped without an error and every later surfaceUpdate failed with
// SURFACE_NOT_FOUND: the surface could never appear.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/index.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import type {A2uiSurface, ErrorBody} from '../../src/index.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import {flush} from './hostile-page.js';
import {deepText} from './hostile-surface.js';

const top = (text: string) => ({
  surfaceUpdate: {
    surfaceId: 's',
    components: [{id: 'top', component: {Text: {text: {literalString: text}}}}],
  },
});

/** A surface element showing surface "s" of a processor a V08Adapter feeds, and its errors. */
async function mounted() {
  const processor = new MessageProcessor();
  const adapter = new V08Adapter(processor);
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const el = await fixture<A2uiSurface>(
    html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
  );
  return {processor, adapter, errors, el};
}

describe('V08Adapter after a refused beginRendering', () => {
  it('creates the surface when the agent sends beginRendering again', async () => {
    const {processor, adapter, errors, el} = await mounted();
    adapter.processMessages([
      top('first'),
      {beginRendering: {surfaceId: 's', root: 'top', catalogId: 'https://example.com/none.json'}},
    ]);
    expect(processor.getSurface('s')).to.equal(undefined);
    expect(errors.map((e) => e.code)).to.include('CATALOG_NOT_FOUND');
    errors.length = 0;

    adapter.processMessages([{beginRendering: {surfaceId: 's', root: 'top'}}, top('second')]);
    await flush();
    expect(errors).to.deep.equal([]);
    expect(processor.getSurface('s')).to.not.equal(undefined);
    expect(deepText(el)).to.contain('second');
  });

  it('buffers the updates sent after the refusal until the next beginRendering', async () => {
    const {adapter, errors, el} = await mounted();
    adapter.processMessages([
      {beginRendering: {surfaceId: 's', root: 'top', catalogId: 'https://example.com/none.json'}},
    ]);
    errors.length = 0;
    adapter.processMessages([top('buffered')]);
    adapter.processMessages([{beginRendering: {surfaceId: 's', root: 'top'}}]);
    await flush();
    expect(errors).to.deep.equal([]);
    expect(deepText(el)).to.contain('buffered');
  });

  it('keeps the updates of the refused batch for the next beginRendering', async () => {
    // The usual v0.8 order (updates, then beginRendering) in one batch with a catalog the
    // renderer lacks: the updates wait with the surface rather than fail as SURFACE_NOT_FOUND.
    const {processor, adapter, errors, el} = await mounted();
    adapter.processMessages([
      top('before'),
      {beginRendering: {surfaceId: 's', root: 'top', catalogId: 'https://example.com/none.json'}},
      {dataModelUpdate: {surfaceId: 's', contents: [{key: 'n', valueString: 'kept'}]}},
    ]);
    expect(errors.map((e) => e.code).join()).to.equal('CATALOG_NOT_FOUND');
    errors.length = 0;

    adapter.processMessages([{beginRendering: {surfaceId: 's', root: 'top'}}]);
    await flush();
    expect(errors.length).to.equal(0);
    expect(deepText(el)).to.contain('before');
    expect(processor.getSurface('s')!.dataModel.peek('/n')).to.equal('kept');
  });

  it('still takes a second beginRendering in the same batch as a repeat', () => {
    const processor = new MessageProcessor();
    const adapter = new V08Adapter(processor);
    const errors: ErrorBody[] = [];
    processor.addEventListener('error', (event) => errors.push(event.detail));
    adapter.processMessages([
      top('once'),
      {beginRendering: {surfaceId: 's', root: 'top'}},
      {beginRendering: {surfaceId: 's', root: 'top'}},
    ]);
    expect(errors).to.deep.equal([]);
    expect(processor.getSurface('s')).to.not.equal(undefined);
  });
});
