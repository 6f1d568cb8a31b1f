// A Modal whose trigger component has not arrived yet shows nothing there: it must not be a Tab
// stop (a nameless, empty button) until the trigger is there (WCAG 2.4.3, 4.1.2).
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {renderComponent, settle, shadow, testSurface} from '../../components/shared/testing.js';
import {a11yTree, announced} from './a11y-tree.js';
import {expectAccessible} from './inputs-harness.js';

async function pendingTrigger() {
  const {surface} = testSurface([
    {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
    {id: 'body', component: 'Text', text: 'Inside the dialog'},
  ]);
  const el = await renderComponent(surface);
  const before = document.createElement('button');
  const after = document.createElement('button');
  before.textContent = 'Before';
  after.textContent = 'After';
  el.before(before);
  el.after(after);
  const wrapper = shadow(el).querySelector<HTMLElement>('[part="trigger"]')!;
  return {surface, el, before, after, wrapper};
}

describe('a Modal whose trigger has not arrived', () => {
  it('is not a Tab stop', async () => {
    const {before, after} = await pendingTrigger();
    before.focus();
    await sendKeys({press: 'Tab'});
    expect(after.matches(':focus'), 'Tab stopped inside the Modal').to.equal(true);
  });

  it('announces nothing', async () => {
    const {el} = await pendingTrigger();
    expect(a11yTree(el)).to.deep.equal([]);
  });

  it('has no axe violation', async () => {
    const {el} = await pendingTrigger();
    await expectAccessible(el);
  });

  it('is a named Tab stop once the trigger arrives', async () => {
    const {surface, el, before, wrapper} = await pendingTrigger();
    surface.updateComponents([{id: 'open', component: 'Text', text: 'Show details'}]);
    await settle();
    before.focus();
    await sendKeys({press: 'Tab'});
    expect(shadow(el).activeElement === wrapper, 'Tab did not reach the trigger').to.equal(true);
    expect(announced(wrapper)).to.equal('button "Show details"');
  });
});
