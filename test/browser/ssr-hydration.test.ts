// Server-rendered pages (README, Frameworks): SvelteKit's server HTML carries the processor as
// an attribute, `processor="[object EventTarget]"` (String() of the processor under Lit's DOM
// shim), and hydration then sets the property. The attribute must not become the processor.
import {expect, oneEvent} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {defaultProcessor, MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

describe('<a2ui-surface> in server-rendered HTML', () => {
  it('ignores a processor attribute and renders once hydration sets the property', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const errors: unknown[] = [];
    host.addEventListener('a2uierror', (e) => errors.push((e as CustomEvent).detail));
    // What SvelteKit sends for <a2ui-surface surface-id="order" processor={processor}>.
    host.innerHTML =
      '<a2ui-surface surface-id="order" processor="[object EventTarget]"></a2ui-surface>';
    const el = host.querySelector<A2uiSurface>('a2ui-surface')!;
    await settle();
    expect(el.processor === defaultProcessor).to.equal(true);

    const processor = new MessageProcessor();
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'order', catalogId: CATALOG}},
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'order',
          components: [
            {id: 'root', component: 'Button', child: 'label', action: {event: {name: 'buy'}}},
            {id: 'label', component: 'Text', text: 'Buy'},
          ],
        },
      },
    ]);
    el.processor = processor;
    await settle();
    const button = deepQuery(el, 'button')!;
    expect(deepQuery(el, '[data-a2ui-id="label"]') !== undefined).to.equal(true);
    const event = oneEvent(el, 'a2uiaction');
    button.click();
    expect((await event).detail.name).to.equal('buy');
    expect(errors.length).to.equal(0);
    host.remove();
  });
});
