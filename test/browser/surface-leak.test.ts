import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import '../../src/surface/a2ui-surface.js';
import {canCollectGarbage, collectGarbage, everyElement} from './dom-walk.js';
import {chromiumOnly} from './chromium-only.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

function messages(surfaceId: string, rows: number): object[] {
  const ids = Array.from({length: rows}, (_, i) => `text-${i}`);
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateDataModel: {surfaceId, path: '/items', value: ids.map((id) => ({name: id}))},
    },
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['list', ...ids]},
          {id: 'list', component: 'List', children: {componentId: 'row', path: '/items'}},
          {id: 'row', component: 'Row', children: ['name', 'field']},
          {id: 'name', component: 'Text', text: {path: 'name'}},
          {id: 'field', component: 'TextField', label: 'Name', value: {path: 'name'}},
          ...ids.map((id) => ({id, component: 'Text', text: `item ${id}`})),
        ],
      },
    },
  ];
}

/** Renders a surface, deletes it, removes the element; returns weak refs to what it built. */
async function renderAndDelete(processor: MessageProcessor): Promise<WeakRef<object>[]> {
  const el = document.createElement('a2ui-surface') as A2uiSurface;
  el.processor = processor;
  el.setAttribute('surface-id', 'leak');
  document.body.append(el);
  processor.processMessages(messages('leak', 50));
  await settle();
  const elements = everyElement(el.shadowRoot!).filter((node) => 'node' in node);
  const contexts = elements.map((node) => (node as unknown as {context: object}).context);
  const refs = [el, ...elements, ...contexts, processor.getSurface('leak')!].map(
    (target) => new WeakRef(target),
  );
  expect(elements.length).to.be.greaterThan(150);
  expect(contexts.every(Boolean)).to.equal(true);
  processor.processMessages([{version: 'v0.9', deleteSurface: {surfaceId: 'leak'}}]);
  await settle();
  el.remove();
  await settle();
  return refs;
}

describe('deleting a surface', () => {
  it('leaves none of its elements, binding contexts or model reachable', async function () {
    chromiumOnly(this);
    expect(canCollectGarbage, 'Chromium started with --expose-gc').to.equal(true);
    const processor = new MessageProcessor(); // stays alive, as in an app
    const refs = await renderAndDelete(processor);
    await collectGarbage();
    const alive = refs.filter((ref) => ref.deref() !== undefined).length;
    expect(alive, `${alive} of ${refs.length} objects still reachable`).to.equal(0);
  });
});
