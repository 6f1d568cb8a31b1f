// While a Modal is open the page behind it is inert (WAI-ARIA dialog pattern): it does not
// scroll either when the user scrolls from inside the dialog, as the pattern's example makes
// sure, so the dialog and the page behind it stay where the user left them.
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

/** Runs `test` on a page 5,000 px tall, then closes the Modal `el` and scrolls back to the top. */
async function onTallPage(el: A2uiModal, test: () => Promise<void>): Promise<void> {
  const tall = document.createElement('div');
  tall.style.blockSize = '5000px';
  document.body.append(tall);
  try {
    await test();
  } finally {
    el.close();
    tall.remove();
    window.scrollTo(0, 0);
  }
}

describe('the page behind an open Modal', () => {
  it('does not scroll when the user scrolls from inside the dialog', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
      {id: 'open', component: 'Text', text: 'Open'},
      {id: 'body', component: 'Text', text: 'Inside the dialog'},
    ]);
    const el = await renderComponent<A2uiModal>(surface);
    await onTallPage(el, async () => {
      await el.show();
      await settle();
      shadow(el).querySelector<HTMLElement>('[part="close-button"]')!.focus();
      await sendKeys({press: 'PageDown'});
      await sendKeys({press: 'ArrowDown'});
      await settle();
      expect(window.scrollY).to.equal(0);
    });
  });

  it('does not scroll from a Button in the dialog, while a List around it still scrolls', async () => {
    // Firefox scrolls the page from a dialog with nothing to scroll: the Modal stops the keys
    // that would, but not where a box around the focused control scrolls.
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'list'},
      {id: 'open', component: 'Text', text: 'Open'},
      {id: 'list', component: 'List', children: ids},
      ...ids.flatMap((id) => [
        {id, component: 'Button', child: `${id}-text`, action: {event: {name: id}}},
        {id: `${id}-text`, component: 'Text', text: id},
      ]),
    ]);
    const el = await renderComponent<A2uiModal>(surface);
    await onTallPage(el, async () => {
      el.style.setProperty('--a2ui-list-max-height', '80px');
      await el.show();
      await settle();
      const list = deepQuery(el, 'a2ui-list')!.shadowRoot!.querySelector('[part="list"]')!;
      const button = () => deepQuery(el, 'a2ui-button')!.shadowRoot!.querySelector('button')!;
      button().focus();
      await sendKeys({press: 'PageDown'});
      // Chromium scrolls smoothly: up to half a second.
      for (let i = 0; i < 30 && !list.scrollTop; i++) await new Promise(requestAnimationFrame);
      expect(list.scrollTop, 'the List scrolled').to.be.above(0);
      expect(window.scrollY).to.equal(0);
      el.style.removeProperty('--a2ui-list-max-height');
      await settle();
      button().focus();
      await sendKeys({press: 'PageDown'});
      await sendKeys({press: 'ArrowDown'});
      await settle();
      expect(window.scrollY).to.equal(0);
    });
  });
});
