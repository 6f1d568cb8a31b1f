// A Modal whose trigger is not a Button (a Text, an Image, a Card) must still open from the
// keyboard (WCAG 2.1.1): its trigger is a button of its own then, and only then.
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {renderComponent, settle, shadow, testSurface} from '../../components/shared/testing.js';
import {a11yTree, announced} from './a11y-tree.js';

async function modal(trigger: {component: string; [prop: string]: unknown}) {
  const {surface} = testSurface([
    {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
    {id: 'open', ...trigger},
    {id: 'open-text', component: 'Text', text: 'Show details'},
    {id: 'body', component: 'Text', text: 'Inside the dialog'},
  ]);
  const el = await renderComponent(surface);
  // Something focusable before the Modal, so Tab has somewhere to come from.
  const before = document.createElement('button');
  el.before(before);
  const wrapper = shadow(el).querySelector<HTMLElement>('[part="trigger"]')!;
  const dialog = shadow(el).querySelector('dialog')!;
  return {el, before, wrapper, dialog};
}

const textTrigger = {component: 'Text', text: 'Show details'};

describe('a Modal trigger that is not a button', () => {
  it('is reached with Tab', async () => {
    const {el, before, wrapper} = await modal(textTrigger);
    before.focus();
    await sendKeys({press: 'Tab'});
    expect(shadow(el).activeElement === wrapper, 'Tab did not reach the trigger').to.equal(true);
  });

  it('is announced as a button named after what it shows', async () => {
    const {wrapper} = await modal(textTrigger);
    expect(announced(wrapper)).to.equal('button "Show details"');
  });

  it('opens the dialog with Enter', async () => {
    const {wrapper, dialog} = await modal(textTrigger);
    wrapper.focus();
    await sendKeys({press: 'Enter'});
    await settle();
    const isModal = dialog.matches(':modal');
    dialog.close();
    expect(isModal).to.equal(true);
  });

  it('opens the dialog with Space', async () => {
    const {wrapper, dialog} = await modal(textTrigger);
    wrapper.focus();
    await sendKeys({press: ' '});
    await settle();
    const isModal = dialog.matches(':modal');
    dialog.close();
    expect(isModal).to.equal(true);
  });

  it('takes focus back when the dialog closes', async () => {
    const {el, wrapper, dialog} = await modal(textTrigger);
    wrapper.focus();
    await sendKeys({press: 'Enter'});
    await settle();
    await sendKeys({press: 'Escape'});
    await settle();
    expect(dialog.open).to.equal(false);
    expect(shadow(el).activeElement === wrapper, 'focus did not return').to.equal(true);
  });

  it('is a button around a Card too', async () => {
    const {wrapper} = await modal({component: 'Card', child: 'open-text'});
    expect(announced(wrapper)).to.equal('button "Show details"');
  });
});

describe('a Modal trigger that is a Button', () => {
  const buttonTrigger = {component: 'Button', child: 'open-text', action: {event: {name: 'o'}}};

  it('is one button, not a button inside a button', async () => {
    const {el} = await modal(buttonTrigger);
    expect(a11yTree(el)).to.deep.equal(['button "Show details"']);
  });

  it('is one Tab stop', async () => {
    const {el, before, wrapper} = await modal(buttonTrigger);
    before.focus();
    await sendKeys({press: 'Tab'});
    expect(shadow(el).activeElement === wrapper).to.equal(false);
    expect(wrapper.hasAttribute('tabindex')).to.equal(false);
  });
});
