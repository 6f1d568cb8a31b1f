// While a Modal is open the page behind it is inert (WAI-ARIA dialog pattern): it does not
// scroll either when the user scrolls from inside the dialog, as the pattern's example makes
// sure, so the dialog and the page behind it stay where the user left them.
import {expect} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import type {A2uiModal} from '../../components/modal/modal.js';
import {renderComponent, settle, shadow, testSurface} from '../../components/shared/testing.js';

describe('the page behind an open Modal', () => {
  it('does not scroll when the user scrolls from inside the dialog', async () => {
    const {surface} = testSurface([
      {id: 'root', component: 'Modal', trigger: 'open', content: 'body'},
      {id: 'open', component: 'Text', text: 'Open'},
      {id: 'body', component: 'Text', text: 'Inside the dialog'},
    ]);
    const el = await renderComponent<A2uiModal>(surface);
    const tall = document.createElement('div');
    tall.style.blockSize = '5000px';
    document.body.append(tall);
    try {
      await el.show();
      await settle();
      shadow(el).querySelector<HTMLElement>('[part="close-button"]')!.focus();
      await sendKeys({press: 'PageDown'});
      await sendKeys({press: 'ArrowDown'});
      await settle();
      expect(window.scrollY).to.equal(0);
    } finally {
      el.close();
      tall.remove();
      window.scrollTo(0, 0);
    }
  });
});
