// A Modal trigger that holds a control of its own (a Card with a Button) is not wrapped in a
// button of the Modal's: a button must not contain interactive content (WAI-ARIA button
// pattern, axe nested-interactive). The inner control opens the dialog, by mouse and keyboard.
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {
  deepQuery,
  renderComponent,
  settle,
  shadow,
  testSurface,
} from '../../components/shared/testing.js';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import {a11yTree} from './a11y-tree.js';
import {expectAccessible} from './inputs-harness.js';

const buy = [
  {id: 'buy', component: 'Button', child: 'buy-text', action: {event: {name: 'buy'}}},
  {id: 'buy-text', component: 'Text', text: 'Buy'},
];

async function cardTrigger(cardChild = 'buy', arriving: ComponentDefinition[] = buy) {
  const {surface, actions} = testSurface([
    {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
    {id: 'open', component: 'Card', child: cardChild},
    {id: 'body', component: 'Text', text: 'Inside the dialog'},
    ...arriving,
  ]);
  const el = await renderComponent(surface);
  // Something focusable before the Modal, so Tab has somewhere to come from.
  const before = document.createElement('button');
  before.textContent = 'Before';
  el.before(before);
  const dialog = shadow(el).querySelector('dialog')!;
  const inner = () => deepQuery(el, '[data-a2ui-id="buy"]')!.shadowRoot!.querySelector('button')!;
  return {surface, el, before, dialog, inner, actions};
}

async function closeAfter(dialog: HTMLDialogElement): Promise<boolean> {
  await settle();
  const isModal = dialog.matches(':modal');
  dialog.close();
  return isModal;
}

describe('a Modal trigger that is a Card holding a Button', () => {
  it('is the Button alone, not a button around a button', async () => {
    const {el} = await cardTrigger();
    expect(a11yTree(el)).to.deep.equal(['button "Buy"']);
  });

  it('has no axe violation (nested-interactive)', async () => {
    const {el} = await cardTrigger();
    await expectAccessible(el);
  });

  it('is one Tab stop: the Button', async () => {
    const {el, before, inner} = await cardTrigger();
    before.focus();
    await sendKeys({press: 'Tab'});
    const button = inner();
    expect(button.matches(':focus'), 'Tab did not reach the Button').to.equal(true);
    expect(el.shadowRoot!.querySelector('[part="trigger"]')!.hasAttribute('tabindex')).to.equal(
      false,
    );
  });

  it('opens the dialog when the Button is clicked', async () => {
    const {dialog, inner} = await cardTrigger();
    inner().click();
    expect(await closeAfter(dialog)).to.equal(true);
  });

  it('opens the dialog with Enter on the Button', async () => {
    const {dialog, inner} = await cardTrigger();
    inner().focus();
    await sendKeys({press: 'Enter'});
    expect(await closeAfter(dialog)).to.equal(true);
  });

  it('opens the dialog with Space on the Button', async () => {
    const {dialog, inner} = await cardTrigger();
    inner().focus();
    await sendKeys({press: ' '});
    expect(await closeAfter(dialog)).to.equal(true);
  });

  it('gives focus back to the Button when the dialog closes', async () => {
    const {dialog, inner} = await cardTrigger();
    inner().focus();
    await sendKeys({press: 'Enter'});
    await settle();
    await sendKeys({press: 'Escape'});
    await settle();
    expect(dialog.open).to.equal(false);
    expect(inner().matches(':focus'), 'focus did not return').to.equal(true);
  });

  it('is not a button around the Button when the Button arrives after the Card', async () => {
    const {surface, el} = await cardTrigger('buy', []);
    surface.updateComponents(buy);
    await settle();
    expect(a11yTree(el)).to.deep.equal(['button "Buy"']);
  });

  it('becomes a button again when the agent replaces the Button with text', async () => {
    const {surface, el} = await cardTrigger();
    surface.updateComponents([{id: 'open', component: 'Card', child: 'buy-text'}]);
    await settle();
    expect(a11yTree(el)).to.deep.equal(['button "Buy"']);
    const wrapper = shadow(el).querySelector('[part="trigger"]')!;
    expect(wrapper.getAttribute('role')).to.equal('button');
  });
});

describe('a Modal trigger that is a Card holding a control in another state', () => {
  const wrapperRole = (el: Element) =>
    shadow(el).querySelector('[part="trigger"]')!.getAttribute('role');

  it('is no button around a Button its checks disable', async () => {
    const {el} = await cardTrigger('buy', [
      {
        id: 'buy',
        component: 'Button',
        child: 'buy-text',
        action: {event: {name: 'buy'}},
        checks: [{condition: false, message: 'Not yet'}],
      },
      {id: 'buy-text', component: 'Text', text: 'Buy'},
    ]);
    expect(wrapperRole(el)).to.equal(null);
  });

  it('is no button around radio buttons of which none is chosen', async () => {
    const {el} = await cardTrigger('size', [
      {
        id: 'size',
        component: 'ChoicePicker',
        label: 'Size',
        variant: 'mutuallyExclusive',
        options: [
          {label: 'Small', value: 's'},
          {label: 'Large', value: 'l'},
        ],
        value: [],
      },
    ]);
    expect(wrapperRole(el)).to.equal(null);
  });
});
