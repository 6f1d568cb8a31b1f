// A Modal inside another Modal's content opens a dialog over the first (WAI-ARIA dialog
// pattern: nested dialogs). Escape closes only the top one and gives focus back to its trigger,
// inside the first dialog; each dialog keeps its own name.
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import type {A2uiModal} from '../../components/modal/modal.js';
import {
  deepQuery,
  renderComponent,
  settle,
  shadow,
  testSurface,
} from '../../components/shared/testing.js';
import {announced} from './a11y-tree.js';

async function nested() {
  const {surface} = testSurface([
    {id: 'root', component: 'Modal', trigger: 'open', content: 'order'},
    {id: 'open', component: 'Text', text: 'Your order'},
    {id: 'order', component: 'Column', children: ['summary', 'terms']},
    {id: 'summary', component: 'Text', text: 'Two items'},
    {id: 'terms', component: 'Modal', trigger: 'terms-open', content: 'terms-body'},
    {id: 'terms-open', component: 'Text', text: 'Read the terms'},
    {id: 'terms-body', component: 'Column', children: ['terms-title', 'terms-text']},
    {id: 'terms-title', component: 'Text', variant: 'h2', text: 'Terms of sale'},
    {id: 'terms-text', component: 'Text', text: 'All sales are final.'},
  ]);
  const outer = await renderComponent<A2uiModal>(surface);
  const outerTrigger = shadow(outer).querySelector<HTMLElement>('[part="trigger"]')!;
  outerTrigger.focus();
  await sendKeys({press: 'Enter'});
  await settle();
  const inner = deepQuery<A2uiModal>(
    shadow(outer).querySelector('[part="content"]')!,
    'a2ui-modal',
  )!;
  const innerTrigger = shadow(inner).querySelector<HTMLElement>('[part="trigger"]')!;
  innerTrigger.focus();
  await sendKeys({press: 'Enter'});
  await settle();
  const dialogOf = (modal: A2uiModal) => shadow(modal).querySelector('dialog')!;
  return {outer, inner, innerTrigger, dialogOf};
}

describe('a Modal inside the dialog of another', () => {
  afterEach(() => {
    for (const modal of document.querySelectorAll('a2ui-modal')) modal.close();
  });

  it('opens a second modal dialog, named by its own heading', async () => {
    const {inner, dialogOf} = await nested();
    expect(announced(dialogOf(inner))).to.equal('dialog "Terms of sale" modal');
  });

  it('leaves the first dialog its own name', async () => {
    const {outer, dialogOf} = await nested();
    expect(announced(dialogOf(outer))).to.equal('dialog "Your order" modal');
  });

  it('closes only the top dialog with Escape, focus back on its trigger', async () => {
    const {outer, inner, innerTrigger, dialogOf} = await nested();
    await sendKeys({press: 'Escape'});
    await settle();
    expect(dialogOf(inner).open, 'the second dialog is still open').to.equal(false);
    expect(dialogOf(outer).matches(':modal'), 'the first dialog closed too').to.equal(true);
    expect(shadow(inner).activeElement === innerTrigger, 'focus did not return').to.equal(true);
  });
});
