// A field the agent makes mandatory with a `required` check is announced as required from the
// start (`aria-required`), not only once the user has erred: WCAG 1.3.1 / 3.3.2.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

const required = (path: string) => [
  {condition: {call: 'required', args: {value: {path}}}, message: 'Required'},
];

const components = [
  {id: 'root', component: 'Column', children: ['name', 'notes', 'when', 'agree', 'size', 'nick']},
  {
    id: 'name',
    component: 'TextField',
    label: 'Name',
    value: {path: '/name'},
    checks: required('/name'),
  },
  {
    id: 'notes',
    component: 'TextField',
    label: 'Notes',
    variant: 'longText',
    value: {path: '/notes'},
    checks: required('/notes'),
  },
  {
    id: 'when',
    component: 'DateTimeInput',
    label: 'When',
    value: {path: '/when'},
    checks: required('/when'),
  },
  {
    id: 'agree',
    component: 'CheckBox',
    label: 'I agree',
    value: {path: '/agree'},
    checks: [{condition: {path: '/agree'}, message: 'Please agree'}],
  },
  {
    id: 'size',
    component: 'ChoicePicker',
    label: 'Size',
    variant: 'mutuallyExclusive',
    options: [{label: 'Small', value: 's'}],
    value: {path: '/size'},
    checks: required('/size'),
  },
  {id: 'nick', component: 'TextField', label: 'Nickname', value: {path: '/nick'}},
];

async function mount(): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="r" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'r', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateDataModel: {surfaceId: 'r', value: {name: '', notes: '', agree: false, size: []}},
    },
    {version: 'v0.9', updateComponents: {surfaceId: 'r', components}},
  ]);
  await settle();
  return surface;
}

function control(surface: HTMLElement, id: string, selector: string): Element {
  return deepQuery(surface, `[data-a2ui-id="${id}"]`)!.shadowRoot!.querySelector(selector)!;
}

describe('fields with a required check', () => {
  it('mark their control aria-required before the user has typed anything', async () => {
    const surface = await mount();
    const marks = {
      name: control(surface, 'name', 'input').getAttribute('aria-required'),
      notes: control(surface, 'notes', 'textarea').getAttribute('aria-required'),
      when: control(surface, 'when', 'input').getAttribute('aria-required'),
      size: control(surface, 'size', '[role="radiogroup"]').getAttribute('aria-required'),
      // A check on the CheckBox's own value asks for a ticked box (a11y-checkbox-required).
      agree: control(surface, 'agree', 'input').getAttribute('aria-required'),
    };
    expect(marks).to.deep.equal({
      name: 'true',
      notes: 'true',
      when: 'true',
      size: 'true',
      agree: 'true',
    });
    expect(control(surface, 'name', 'input').getAttribute('aria-invalid')).to.equal(null);
  });

  it('leave a field without one unmarked', async () => {
    const surface = await mount();
    expect(control(surface, 'nick', 'input').hasAttribute('aria-required')).to.equal(false);
  });
});
