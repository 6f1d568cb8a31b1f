// A control whose name comes from text the agent bound to data is nameless while that text is
// empty or has not arrived: a screen reader says "tab" or "button" alone (WCAG 4.1.2). Such a tab
// or Button is named after a component id, as an unlabelled field is, until the text shows; a
// ChoicePicker option labelled "" shows its value, as one without a label does.
import {expect, fixture, html} from '@open-wc/testing';
import 'axe-core';
import type {AxeResults} from 'axe-core';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {a11yTree} from './a11y-tree.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const axe = () => (globalThis as unknown as {axe: {run(c: Element): Promise<AxeResults>}}).axe;

async function mount(components: object[], data: object) {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="e" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'e', catalogId: CATALOG}},
    {version: 'v0.9', updateDataModel: {surfaceId: 'e', value: data}},
    {version: 'v0.9', updateComponents: {surfaceId: 'e', components}},
  ]);
  await settle();
  const setData = async (path: string, value: unknown) => {
    processor.processMessages([{version: 'v0.9', updateDataModel: {surfaceId: 'e', path, value}}]);
    await settle();
  };
  const tree = (id: string) => a11yTree(deepQuery(surface, `[data-a2ui-id="${id}"]`)!);
  const violations = async () =>
    (await axe().run(surface)).violations.map((violation) => violation.id);
  return {setData, tree, violations};
}

describe('controls whose text is empty or not yet arrived', () => {
  it('names a tab with an empty title after its content, until the title shows', async () => {
    const {setData, tree, violations} = await mount(
      [
        {
          id: 'root',
          component: 'Tabs',
          tabs: [
            {title: {path: '/first'}, child: 'flight-details'},
            {title: '', child: 'seat-map'},
            {title: {path: '/missing'}, child: 'extras'},
          ],
        },
        {id: 'flight-details', component: 'Text', text: 'A'},
        {id: 'seat-map', component: 'Text', text: 'B'},
        {id: 'extras', component: 'Text', text: 'C'},
      ],
      {first: 'Flight'},
    );
    const tabs = () => tree('root').filter((line) => line.startsWith('tab '));
    expect(tabs()).to.deep.equal(['tab "Flight" selected', 'tab "Seat map"', 'tab "Extras"']);
    await setData('/first', '');
    expect(tabs()[0]).to.equal('tab "Flight details" selected');
    expect(await violations()).to.deep.equal([]);
    await setData('/first', 'Outbound');
    expect(tabs()[0]).to.equal('tab "Outbound" selected');
  });

  it('names a Button whose Text is empty after its id, until the text shows', async () => {
    const {setData, tree, violations} = await mount(
      [
        {id: 'root', component: 'Row', children: ['save-draft']},
        {id: 'save-draft', component: 'Button', child: 'label', action: {event: {name: 'x'}}},
        {id: 'label', component: 'Text', text: {path: '/caption'}},
      ],
      {caption: ''},
    );
    expect(tree('save-draft')).to.deep.equal(['button "Save draft"']);
    expect(await violations()).to.deep.equal([]);
    await setData('/caption', 'Save');
    expect(tree('save-draft')).to.deep.equal(['button "Save"']);
  });

  it('shows the value of a ChoicePicker option labelled ""', async () => {
    const {tree, violations} = await mount(
      [
        {
          id: 'root',
          component: 'ChoicePicker',
          label: 'Size',
          options: [
            {label: {path: '/small'}, value: 'small'},
            {label: 'Large', value: 'large'},
          ],
          value: [],
        },
      ],
      {small: ''},
    );
    expect(tree('root')).to.deep.equal(['radiogroup "Size"', 'radio "small"', 'radio "Large"']);
    expect(await violations()).to.deep.equal([]);
  });
});
