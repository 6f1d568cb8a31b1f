// The Modal against the WAI-ARIA dialog (modal) pattern: opening moves focus into the dialog,
// onto the first control of its content (the close button, drawn at the end, comes last); Tab and Shift+Tab stay inside; Escape, the close button and
// the backdrop close it; focus then returns to the trigger that opened it; the page behind is
// inert while it is open.
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import type {A2uiModal} from '../../components/modal/modal.js';
import {renderComponent, settle, shadow, testSurface} from '../../components/shared/testing.js';
import {deepText} from '../../components/shared/deep-text.js';
import {deepActiveElement} from '../../components/shared/tab-stops.js';
import {a11yTree} from './a11y-tree.js';
import {expectAccessible} from './inputs-harness.js';

/** A Modal with an Icon trigger and a form in its content, between two page buttons. */
async function page() {
  const {surface} = testSurface([
    {id: 'root', component: 'Modal', trigger: 'open', content: 'form'},
    {id: 'open', component: 'Icon', name: 'settings', accessibility: {label: 'Settings'}},
    {id: 'form', component: 'Column', children: ['title', 'name', 'save']},
    {id: 'title', component: 'Text', variant: 'h2', text: 'Settings'},
    {id: 'name', component: 'TextField', label: 'Name', value: ''},
    {id: 'save', component: 'Button', child: 'save-text', action: {event: {name: 'save'}}},
    {id: 'save-text', component: 'Text', text: 'Save'},
  ]);
  const el = await renderComponent<A2uiModal>(surface);
  const before = document.createElement('button');
  const after = document.createElement('button');
  before.textContent = 'Before';
  after.textContent = 'After';
  el.before(before);
  el.after(after);
  const trigger = shadow(el).querySelector<HTMLElement>('[part="trigger"]')!;
  const dialog = shadow(el).querySelector('dialog')!;
  const close = shadow(el).querySelector<HTMLElement>('[part="close-button"]')!;
  /** Opens the dialog from the keyboard, as a user does. */
  const open = async () => {
    trigger.focus();
    await sendKeys({press: 'Enter'});
    await settle();
  };
  const focusOnTrigger = () => shadow(el).activeElement === trigger;
  return {el, before, after, trigger, dialog, close, open, focusOnTrigger};
}

describe('a Modal, as a WAI-ARIA modal dialog', () => {
  afterEach(() => {
    for (const modal of document.querySelectorAll('a2ui-modal')) modal.close();
  });

  it('moves focus onto the first control of its content when it opens', async () => {
    const {open} = await page();
    await open();
    expect(deepActiveElement()?.localName, 'focus is not on the Name field').to.equal('input');
  });

  it('is announced as a modal dialog named by its title, with its controls inside', async () => {
    const {dialog, open} = await page();
    await open();
    expect(a11yTree(dialog)).to.deep.equal([
      'dialog "Settings" modal',
      'heading "Settings" level=2',
      'textbox "Name"',
      'button "Save"',
      'button "Close"',
    ]);
  });

  it('has no axe violation while open', async () => {
    const {el, open} = await page();
    await open();
    await expectAccessible(el);
  });

  it('keeps focus from the page behind while open', async () => {
    const {before, after, open} = await page();
    await open();
    before.focus();
    after.focus();
    expect(before.matches(':focus') || after.matches(':focus')).to.equal(false);
  });

  it('keeps clicks from the page behind while open', async () => {
    const {before, open} = await page();
    await open();
    const {x, y, width, height} = before.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    expect(hit === before, 'the page behind takes the click').to.equal(false);
  });

  it('keeps Tab and Shift+Tab inside the dialog, round and round', async () => {
    const {close, open} = await page();
    await open();
    // Named, not compared as elements: a failing comparison of elements would print them whole.
    const focused = () => {
      const active = deepActiveElement();
      if (active === close) return 'close';
      return active?.localName === 'input' ? 'name' : active ? deepText(active) : 'none';
    };
    const seen: string[] = [];
    for (const press of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await sendKeys({press});
      seen.push(focused());
    }
    expect(seen).to.deep.equal(['Save', 'close', 'name', 'Save', 'name', 'close', 'Save']);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const {dialog, open, focusOnTrigger} = await page();
    await open();
    await sendKeys({press: 'Escape'});
    await settle();
    expect(dialog.open).to.equal(false);
    expect(focusOnTrigger(), 'focus did not return to the trigger').to.equal(true);
  });

  it('closes with Escape from a field inside and gives focus back to the trigger', async () => {
    const {dialog, open, focusOnTrigger} = await page();
    await open(); // focus is on the Name field
    await sendKeys({type: 'Ada'});
    await sendKeys({press: 'Escape'});
    await settle();
    expect(dialog.open).to.equal(false);
    expect(focusOnTrigger(), 'focus did not return to the trigger').to.equal(true);
  });

  it('gives focus back to the trigger when closed with the close button', async () => {
    const {open, focusOnTrigger} = await page();
    await open();
    await sendKeys({press: 'Shift+Tab'}); // from the Name field round to the close button
    await sendKeys({press: 'Enter'});
    await settle();
    expect(focusOnTrigger(), 'focus did not return to the trigger').to.equal(true);
  });

  it('gives focus back to the trigger when closed by a click on the backdrop', async () => {
    const {dialog, open, focusOnTrigger} = await page();
    await open();
    dialog.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    await settle();
    expect(focusOnTrigger(), 'focus did not return to the trigger').to.equal(true);
  });

  it('gives focus back to the trigger also after show() while it was already open', async () => {
    const {el, open, focusOnTrigger} = await page();
    await open();
    await el.show();
    await settle();
    await sendKeys({press: 'Escape'});
    await settle();
    expect(focusOnTrigger(), 'focus did not return to the trigger').to.equal(true);
  });
});

describe('a Modal whose trigger the agent replaced while its dialog was open', () => {
  it('gives focus to the new trigger when the dialog closes', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
      {id: 'open', component: 'Button', child: 'open-text', action: {event: {name: 'open'}}},
      {id: 'open-text', component: 'Text', text: 'Add to cart'},
      {id: 'body', component: 'Text', text: 'Added.'},
    ]);
    const el = await renderComponent<A2uiModal>(surface);
    const button = shadow(el).querySelector('a2ui-button')!.shadowRoot!.querySelector('button')!;
    button.focus();
    await sendKeys({press: 'Enter'});
    await settle();
    // The agent answers the action: the Button becomes a plain text.
    surface.updateComponents([{id: 'open', component: 'Text', text: 'In your cart'}]);
    await settle();
    await sendKeys({press: 'Escape'});
    await settle();
    const trigger = shadow(el).querySelector('[part="trigger"]');
    expect(shadow(el).activeElement === trigger, 'focus was lost').to.equal(true);
  });
});
