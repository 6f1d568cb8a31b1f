// A ChoicePicker with a `required` check is announced as required before the user has chosen
// (WCAG 1.3.1 / 3.3.2). A single-choice one is a radiogroup, which takes aria-required. A
// multiple-choice one is a group of checkboxes: ARIA allows no aria-required on a group, and on
// each checkbox it would say that every box must be ticked. So its name says it: the label
// followed by `uiText.required` ("Toppings required"), through aria-labelledby, which screen
// readers read when focus enters the group. (docs/accessibility.md)
import {expect, fixture, html} from '@open-wc/testing';
import 'axe-core';
import type {AxeResults} from 'axe-core';
import '../../components/index.js';
import {uiTexts} from '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {announced} from './a11y-tree.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const OPTIONS = [
  {label: 'Cheese', value: 'cheese'},
  {label: 'Olives', value: 'olives'},
];
const required = [{condition: {call: 'required', args: {value: {path: '/picked'}}}, message: 'M'}];

async function picker(props: object, lang = 'en') {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface lang=${lang} surface-id="c" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'c', catalogId: CATALOG}},
    {version: 'v0.9', updateDataModel: {surfaceId: 'c', value: {picked: []}}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'c',
        components: [
          {
            id: 'root',
            component: 'ChoicePicker',
            variant: 'multipleSelection',
            options: OPTIONS,
            value: {path: '/picked'},
            ...props,
          },
        ],
      },
    },
  ]);
  await settle();
  const host = deepQuery(surface, '[data-a2ui-id="root"]')!;
  return {host, group: host.shadowRoot!.querySelector('#options')!};
}

describe('a required multiple-choice ChoicePicker', () => {
  afterEach(() => delete uiTexts['de']);

  it('is announced required in its name, its label first', async () => {
    const {group} = await picker({label: 'Toppings', checks: required});
    expect(announced(group)).to.equal('group "Toppings required"');
    expect(group.hasAttribute('aria-required')).to.equal(false);
    const box = group.querySelector('input')!;
    expect(announced(box)).to.equal('checkbox "Cheese"');
  });

  it('says it after an accessibility label, or the name made from its id', async () => {
    const labelled = await picker({
      label: 'Toppings',
      accessibility: {label: 'Pizza toppings'},
      checks: required,
    });
    expect(announced(labelled.group)).to.equal('group "Pizza toppings required"');
    const unlabelled = await picker({checks: required});
    expect(announced(unlabelled.group)).to.equal('group "Root required"');
  });

  it('is not announced required without a required check', async () => {
    const {group} = await picker({label: 'Toppings'});
    expect(announced(group)).to.equal('group "Toppings"');
  });

  it('says it in the language of the surface (uiTexts)', async () => {
    uiTexts['de'] = {required: 'Pflichtfeld'};
    const {group} = await picker({label: 'Beläge', checks: required}, 'de');
    expect(announced(group)).to.equal('group "Beläge Pflichtfeld"');
  });

  it('uses only ARIA that axe-core allows', async () => {
    const {host} = await picker({label: 'Toppings', checks: required});
    const axe = (globalThis as unknown as {axe: {run(c: Element): Promise<AxeResults>}}).axe;
    const results = await axe.run(host);
    expect(results.violations.map((violation) => violation.id)).to.deep.equal([]);
  });
});

describe('a required single-choice ChoicePicker', () => {
  it('stays a radiogroup announced required', async () => {
    const {group} = await picker({
      label: 'Size',
      variant: 'mutuallyExclusive',
      checks: required,
    });
    expect(announced(group)).to.equal('radiogroup "Size" required');
  });
});
