// German compounds and other long words: in a narrow surface every element stays inside it (text
// wraps inside its box), left to right and right to left, instead of running off the page.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const LONG = 'Donaudampfschifffahrtsgesellschaftskapitänsmütze';

async function mount(components: object[], dir: string): Promise<HTMLElement> {
  const processor = new MessageProcessor({locale: 'de-DE'});
  const wrapper = await fixture<HTMLElement>(
    html`<div lang="de" dir=${dir} style="width: 240px">
      <a2ui-surface surface-id="w" .processor=${processor}></a2ui-surface>
    </div>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'w', catalogId: CATALOG}},
    {version: 'v0.9', updateComponents: {surfaceId: 'w', components}},
  ]);
  await settle();
  return wrapper.querySelector('a2ui-surface')!;
}

/** Ids (and parts) of the elements drawn outside `surface`, or scrolling sideways in it. */
function outside(surface: HTMLElement): string[] {
  const {left, right} = surface.getBoundingClientRect();
  const found: string[] = [];
  const walk = (node: Element | ShadowRoot, id: string): void => {
    for (const element of Array.from(node.children)) {
      const own = element.getAttribute('data-a2ui-id') ?? id;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > right + 0.5 || box.left < left - 0.5)) {
        found.push(`${own} ${element.getAttribute('part') ?? element.localName}`);
      }
      if (getComputedStyle(element).overflowX !== 'visible') {
        // A scroll container: only the tab row and a horizontal List scroll sideways on purpose.
        const sideways = element.matches('[part~="tablist"], .horizontal');
        if (!sideways && element.scrollWidth > element.clientWidth + 1) {
          found.push(`${own} ${element.getAttribute('part') ?? element.localName} scrolls`);
        }
        continue;
      }
      if (element.shadowRoot) walk(element.shadowRoot, own);
      walk(element, own);
    }
  };
  walk(surface.shadowRoot!, '');
  return found;
}

const components = [
  {
    id: 'root',
    component: 'Column',
    children: ['button', 'chips', 'list', 'slider', 'check', 'row'],
  },
  {id: 'button', component: 'Button', child: 'buttonText', action: {event: {name: 'x'}}},
  {id: 'buttonText', component: 'Text', text: LONG},
  {
    id: 'chips',
    component: 'ChoicePicker',
    displayStyle: 'chips',
    label: LONG,
    options: [
      {label: LONG, value: 'a'},
      {label: 'Kurz', value: 'b'},
    ],
    value: ['a'],
  },
  {
    id: 'list',
    component: 'ChoicePicker',
    options: [{label: LONG, value: 'a'}],
    value: ['a'],
  },
  {id: 'slider', component: 'Slider', label: LONG, min: 0, max: 1000000, value: 500000},
  {id: 'check', component: 'CheckBox', label: LONG, value: true},
  {id: 'row', component: 'Row', children: ['left', 'right']},
  {id: 'left', component: 'Text', text: LONG},
  {id: 'right', component: 'Text', text: LONG},
];

describe('long words in a narrow surface', () => {
  for (const dir of ['ltr', 'rtl']) {
    it(`keeps every element inside the surface (${dir})`, async () => {
      const surface = await mount(components, dir);
      expect(outside(surface)).to.deep.equal([]);
    });
  }
});
