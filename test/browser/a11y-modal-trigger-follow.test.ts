// Whether the Modal wraps its trigger in a button follows what the trigger holds as it changes,
// also when nothing changes size: a control that appears inside the trigger (a link in its text)
// must not end up inside a button (axe nested-interactive), and one that goes must leave a button
// that the keyboard can reach again (WCAG 2.1.1).
import {expect} from '@open-wc/testing';
import '../../components/index.js';
import {renderComponent, settle, shadow, testSurface} from '../../components/shared/testing.js';
import {expectAccessible} from './inputs-harness.js';

const plain = 'Read the terms';
const linked = '[Read the terms](https://example.com/terms)';

/** A Modal whose trigger is a Card holding a Text bound to `/text`, in a box of fixed size. */
async function modal(text: string) {
  const {surface} = testSurface(
    [
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
      {id: 'open', component: 'Card', child: 'label'},
      {id: 'label', component: 'Text', text: {path: '/text'}},
      {id: 'body', component: 'Text', text: 'Inside the dialog'},
    ],
    {text},
  );
  const el = await renderComponent(surface);
  // Nothing in the trigger can change the Modal's size: only its content tells.
  el.style.cssText = 'inline-size: 20rem; block-size: 6rem; overflow: hidden';
  await settle();
  const wrapper = shadow(el).querySelector<HTMLElement>('[part="trigger"]')!;
  return {surface, el, wrapper};
}

describe('a Modal trigger whose content changes without changing size', () => {
  it('is no longer a button once a link appears in it', async () => {
    const {surface, wrapper} = await modal(plain);
    expect(wrapper.getAttribute('role')).to.equal('button');
    surface.dataModel.set('/text', linked);
    await settle();
    expect(wrapper.hasAttribute('role'), 'still a button around the link').to.equal(false);
  });

  it('has no axe violation once a link appears in it', async () => {
    const {surface, el} = await modal(plain);
    surface.dataModel.set('/text', linked);
    await settle();
    await expectAccessible(el);
  });

  it('is a button again once the link is gone', async () => {
    const {surface, wrapper} = await modal(linked);
    expect(wrapper.hasAttribute('role')).to.equal(false);
    surface.dataModel.set('/text', plain);
    await settle();
    expect(wrapper.getAttribute('role')).to.equal('button');
    expect(wrapper.tabIndex).to.equal(0);
  });

  it('is no button once a Button takes the place of its text', async () => {
    const {surface, wrapper} = await modal(plain);
    surface.updateComponents([
      {id: 'open', component: 'Card', child: 'buy'},
      {id: 'buy', component: 'Button', child: 'label', action: {event: {name: 'buy'}}},
    ]);
    await settle();
    expect(wrapper.hasAttribute('role'), 'still a button around the Button').to.equal(false);
  });

  it('costs nothing while nothing in it changes: no look at the trigger, no render', async () => {
    const {surface, el} = await modal(plain);
    const root = shadow(el);
    const element = el as unknown as {render(): unknown};
    const query = root.querySelectorAll.bind(root);
    const render = element.render.bind(element);
    let work = 0;
    root.querySelectorAll = ((selectors: string) => (work++, query(selectors))) as never;
    element.render = () => (work++, render());
    await settle();
    await settle();
    const idle = work;
    surface.dataModel.set('/text', linked);
    await settle();
    expect(idle, 'worked while nothing changed').to.equal(0);
    expect(work, 'did not look again after a change').to.be.greaterThan(0);
  });
});
