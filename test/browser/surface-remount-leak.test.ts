// A framework route change removes <a2ui-surface> and later renders a new one for the same,
// still living surface: the removed element and everything it rendered must become garbage,
// though the surface model (held by the processor) stays and keeps changing.
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import '../../src/surface/a2ui-surface.js';
import {canCollectGarbage, collectGarbage, everyElement} from './dom-walk.js';
import {chromiumOnly} from './chromium-only.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

const components = [
  {id: 'root', component: 'Column', children: ['list', 'tabs', 'pick', 'slider', 'when']},
  {id: 'list', component: 'List', children: {componentId: 'row', path: '/items'}},
  {id: 'row', component: 'Row', children: ['name', 'field', 'check']},
  {id: 'name', component: 'Text', text: {path: 'name'}},
  {id: 'field', component: 'TextField', label: 'Name', value: {path: 'name'}},
  {id: 'check', component: 'CheckBox', label: 'Done', value: {path: 'done'}},
  {
    id: 'tabs',
    component: 'Tabs',
    tabs: [
      {title: 'One', child: 'one'},
      {title: 'Two', child: 'two'},
    ],
  },
  {id: 'one', component: 'Text', text: {path: '/title'}},
  {id: 'two', component: 'Text', text: 'Second'},
  {
    id: 'pick',
    component: 'ChoicePicker',
    label: 'Size',
    options: [{label: 'Small', value: 's'}],
    value: {path: '/size'},
  },
  {id: 'slider', component: 'Slider', label: 'Qty', min: 0, max: 9, value: {path: '/qty'}},
  {id: 'when', component: 'DateTimeInput', label: 'When', value: {path: '/when'}},
];

/** Mounts an element for surface `s`, then removes it; returns weak refs to what it rendered. */
async function mountAndLeave(processor: MessageProcessor): Promise<WeakRef<object>[]> {
  const el = document.createElement('a2ui-surface') as A2uiSurface;
  el.processor = processor;
  el.setAttribute('surface-id', 's');
  document.body.append(el);
  await settle();
  const rendered = everyElement(el.shadowRoot!).filter((node) => 'node' in node);
  expect(rendered.length).to.be.greaterThan(5);
  const refs = [el, ...rendered].map((target) => new WeakRef(target));
  el.remove();
  await settle();
  return refs;
}

describe('a surface element removed while its surface lives on', () => {
  it('leaves none of its elements reachable, however often it is mounted again', async function () {
    chromiumOnly(this);
    expect(canCollectGarbage, 'Chromium started with --expose-gc').to.equal(true);
    const processor = new MessageProcessor(); // stays alive, as in an app
    const items = Array.from({length: 5}, (_, i) => ({name: `item ${i}`, done: false}));
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {items, title: 'T', qty: 1}}},
      {version: 'v0.9', updateComponents: {surfaceId: 's', components}},
    ]);
    const refs: WeakRef<object>[] = [];
    for (let round = 0; round < 3; round++) {
      refs.push(...(await mountAndLeave(processor)));
      // The agent keeps updating the surface while no element shows it.
      processor.processMessages([
        {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/title', value: `T${round}`}},
      ]);
    }
    await collectGarbage();
    const alive = refs.filter((ref) => ref.deref() !== undefined).length;
    expect(alive, `${alive} of ${refs.length} elements still reachable`).to.equal(0);
  });

  it('renders the current state in the element mounted again', async () => {
    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's', value: {items: [], title: 'Before'}}},
      {version: 'v0.9', updateComponents: {surfaceId: 's', components}},
    ]);
    await mountAndLeave(processor);
    processor.processMessages([
      {version: 'v0.9', updateDataModel: {surfaceId: 's', path: '/title', value: 'After'}},
    ]);
    const el = document.createElement('a2ui-surface') as A2uiSurface;
    el.processor = processor;
    el.setAttribute('surface-id', 's');
    document.body.append(el);
    try {
      await settle();
      const texts = everyElement(el.shadowRoot!)
        .filter((node) => node.localName === 'a2ui-text')
        .map((node) => node.shadowRoot!.textContent!.trim());
      expect(texts).to.include('After');
      expect(
        everyElement(el.shadowRoot!).filter((n) => n.localName === 'a2ui-tabs'),
      ).to.have.length(1);
    } finally {
      el.remove();
    }
  });
});
