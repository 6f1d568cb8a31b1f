// A tab leaves the browser's and the system's shortcuts alone: Alt+Left and Alt+Right (back and
// forward in the browser; Option+arrow on macOS), Ctrl/Cmd+Home and +End. The Tabs keyboard
// handling took any keypress whose key was an arrow, Home or End, whatever the modifiers, so
// Alt+Left on a tab selected the previous tab and cancelled the browser's Back (WAI-ARIA APG,
// "Developing a Keyboard Interface": keys the browser uses are not to be taken over).
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function mount(): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="t" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 't', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 't',
        components: [
          {
            id: 'root',
            component: 'Tabs',
            tabs: ['One', 'Two', 'Three'].map((title) => ({title, child: title})),
          },
          ...['One', 'Two', 'Three'].map((id) => ({id, component: 'Text', text: id})),
        ],
      },
    },
  ]);
  await settle();
  return surface;
}

const selected = (surface: HTMLElement) =>
  deepQuery(surface, '[aria-selected="true"]')!.textContent!.trim();

describe('Tabs and the browser shortcuts', () => {
  // Alt+Left is not pressed for real: it could take the test page back.
  it('leaves Alt+Left to the browser', async () => {
    const surface = await mount();
    const tab = [...deepQuery(surface, '[role="tablist"]')!.querySelectorAll('button')][1]!;
    tab.click();
    await settle();
    const press = new KeyboardEvent('keydown', {
      key: 'ArrowLeft',
      altKey: true,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    tab.dispatchEvent(press);
    await settle();
    expect(selected(surface)).to.equal('Two');
    expect(press.defaultPrevented).to.equal(false);
  });

  for (const key of ['Alt+ArrowRight', 'Control+End', 'Meta+End']) {
    it(`leaves ${key} to the browser`, async () => {
      const surface = await mount();
      const tabs = [...deepQuery(surface, '[role="tablist"]')!.querySelectorAll('button')];
      tabs[1]!.click();
      await settle();
      tabs[1]!.focus();
      let cancelled: boolean | undefined;
      const listener = (event: Event) => (cancelled = event.defaultPrevented);
      // After the Tabs' own listener (on the tablist): the keydown as the browser sees it.
      window.addEventListener('keydown', listener);
      try {
        await sendKeys({press: key});
        await settle();
      } finally {
        window.removeEventListener('keydown', listener);
      }
      expect(selected(surface)).to.equal('Two');
      expect(cancelled).to.equal(false);
    });
  }

  it('still moves with the plain arrows, Home and End', async () => {
    const surface = await mount();
    deepQuery<HTMLElement>(surface, '[role="tab"]')!.focus();
    const seen: string[] = [];
    for (const key of ['ArrowRight', 'End', 'ArrowLeft', 'Home']) {
      await sendKeys({press: key});
      await settle();
      seen.push(selected(surface));
    }
    expect(seen).to.deep.equal(['Two', 'Three', 'Two', 'One']);
  });
});
