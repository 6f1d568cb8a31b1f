// The `accessibility.description` an agent gives a component reaches assistive technology
// (A2UI v0.9 AccessibilityAttributes: "additional information provided to assistive
// technologies"). Every component passed it on except Image, Icon and Modal, which dropped it:
// a screen reader read the picture's or the dialog's name and nothing more.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {a11yTree} from './a11y-tree.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A surface showing `components` (the first is the root); its announced nodes. */
async function mount(components: object[]): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="d" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'd', catalogId: CATALOG}},
    {version: 'v0.9', updateComponents: {surfaceId: 'd', components}},
  ]);
  await settle();
  return surface;
}

const described = (label: string, description: string) => ({
  accessibility: {label, description},
});

describe('accessibility.description', () => {
  it('describes an Image', async () => {
    const surface = await mount([
      {id: 'root', component: 'Image', url: PNG, ...described('Chart', 'Sales rose 4% in May')},
    ]);
    expect(a11yTree(surface)).to.deep.equal(['img "Chart" description="Sales rose 4% in May"']);
  });

  it('leaves an Image without a name decorative', async () => {
    const surface = await mount([
      {id: 'root', component: 'Image', url: PNG, accessibility: {description: 'A line'}},
    ]);
    expect(a11yTree(surface)).to.deep.equal([]);
  });

  it('describes a labelled Icon', async () => {
    const surface = await mount([
      {id: 'root', component: 'Icon', name: 'warning', ...described('Warning', 'Payment overdue')},
    ]);
    expect(a11yTree(surface)).to.deep.equal(['img "Warning" description="Payment overdue"']);
  });

  it('describes the dialog of a Modal', async () => {
    const surface = await mount([
      {
        id: 'root',
        component: 'Modal',
        trigger: 'open',
        content: 'body',
        ...described('Terms', 'Read them before you sign'),
      },
      {id: 'open', component: 'Button', child: 'open-text', action: {event: {name: 'o'}}},
      {id: 'open-text', component: 'Text', text: 'Show the terms'},
      {id: 'body', component: 'Text', text: 'You agree to everything.'},
    ]);
    deepQuery<HTMLElement>(deepQuery(surface, '[data-a2ui-id="open"]')!, 'button')!.click();
    await settle();
    expect(a11yTree(surface)).to.deep.equal([
      'button "Show the terms"',
      'dialog "Terms" modal description="Read them before you sign"',
      'button "Close"',
    ]);
  });
});
