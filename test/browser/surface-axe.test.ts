// axe-core: the layout and display elements are accessible in the light and dark schemes.
import {expect, fixture, html} from '@open-wc/testing';
import 'axe-core';
import type {AxeResults, RunOptions} from 'axe-core';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiModal} from '../../components/modal/modal.js';
import '../../src/surface/a2ui-surface.js';

const axe = (globalThis as unknown as {axe: {run(c: Element, o: RunOptions): Promise<AxeResults>}})
  .axe;
const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const gallery = [
  {id: 'root', component: 'Column', children: ['title', 'card', 'tabs', 'modal', 'list']},
  {id: 'title', component: 'Text', text: 'Gallery', variant: 'h1'},
  {id: 'card', component: 'Card', child: 'row'},
  {id: 'row', component: 'Row', children: ['avatar', 'body', 'divider', 'icon'], align: 'center'},
  {id: 'avatar', component: 'Image', url: PNG, description: 'Avatar', variant: 'avatar'},
  {
    id: 'body',
    component: 'Text',
    text: 'Some **bold**, *em*, `code` and a [link](https://example.com).\n\n- one\n- two',
  },
  {id: 'divider', component: 'Divider', axis: 'vertical'},
  {id: 'icon', component: 'Icon', name: 'star', accessibility: {label: 'Favourite'}},
  {
    id: 'tabs',
    component: 'Tabs',
    tabs: [
      {title: 'First', child: 'tab1'},
      {title: 'Second', child: 'tab2'},
    ],
  },
  {id: 'tab1', component: 'Text', text: 'First tab', variant: 'h2'},
  {id: 'tab2', component: 'Text', text: 'Second tab', variant: 'caption'},
  {id: 'modal', component: 'Modal', trigger: 'open', content: 'dialog-text'},
  {id: 'open', component: 'Button', child: 'open-text', action: {event: {name: 'open'}}},
  {id: 'open-text', component: 'Text', text: 'Open details'},
  {id: 'dialog-text', component: 'Text', text: 'Details in a dialog'},
  {id: 'list', component: 'List', children: ['l1', 'l2'], direction: 'horizontal'},
  {id: 'l1', component: 'Text', text: 'Item one'},
  {id: 'l2', component: 'Text', text: 'Item two'},
];

async function violations(context: Element): Promise<string[]> {
  const results = await axe.run(context, {resultTypes: ['violations']});
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

for (const scheme of ['light', 'dark']) {
  describe(`layout and display elements are accessible (${scheme})`, () => {
    async function mount(): Promise<HTMLElement> {
      const processor = new MessageProcessor();
      const host = await fixture<HTMLElement>(
        html`<main class="a2ui-${scheme}">
          <a2ui-surface surface-id="g" .processor=${processor}></a2ui-surface>
        </main>`,
      );
      processor.processMessages([
        {version: 'v0.9', createSurface: {surfaceId: 'g', catalogId: CATALOG}},
        {version: 'v0.9', updateComponents: {surfaceId: 'g', components: gallery}},
      ]);
      await settle();
      return host;
    }

    it('has no axe violations as rendered', async () => {
      expect(await violations(await mount())).to.deep.equal([]);
    });

    it('has no axe violations with the modal open', async () => {
      const host = await mount();
      const surface = host.querySelector('a2ui-surface')!;
      const column = surface.shadowRoot!.querySelector('a2ui-column')!;
      const modal = column.shadowRoot!.querySelector<A2uiModal>('a2ui-modal')!;
      await modal.show();
      await settle();
      expect(await violations(host)).to.deep.equal([]);
    });
  });
}
