// A Markdown link in a Text opens in a new tab (target=_blank): a screen-reader user must hear
// that before following it (WCAG 3.2.5, technique G201), or the Back button they reach for
// afterwards does nothing. The link's description says so, in the surface's language
// (`uiText.newTab`, per language in `uiTexts`). (docs/accessibility.md)
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {uiTexts} from '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {announced} from './a11y-tree.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function link(text: object, lang = 'en'): Promise<HTMLAnchorElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface lang=${lang} surface-id="l" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'l', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {surfaceId: 'l', components: [{id: 'root', component: 'Text', ...text}]},
    },
  ]);
  await settle();
  return deepQuery<HTMLAnchorElement>(surface, 'a')!;
}

describe('a Markdown link in a Text', () => {
  afterEach(() => delete uiTexts['de']);

  it('is announced as opening in a new tab', async () => {
    const a = await link({text: 'Read [the guide](https://example.com/guide) first.'});
    expect(a.target).to.equal('_blank');
    expect(announced(a)).to.equal('link "the guide" description="Opens in a new tab"');
  });

  it('shows it with a marker left out of its name', async () => {
    const a = await link({text: 'Read [the guide](https://example.com/guide) first.'});
    expect(getComputedStyle(a, '::after').content).to.equal('"↗" / ""');
    expect(announced(a)).to.equal('link "the guide" description="Opens in a new tab"');
    (a.getRootNode() as ShadowRoot).host.setAttribute('dir', 'rtl');
    expect(getComputedStyle(a, '::after').content, 'right to left').to.equal('"↖" / ""');
  });

  it('says so in a list, with emphasis, and in a heading or caption', async () => {
    const inList = await link({text: '- see **[docs](https://example.com/docs)**'});
    expect(announced(inList)).to.equal('link "docs" description="Opens in a new tab"');
    for (const variant of ['h2', 'caption']) {
      const a = await link({text: 'About [us](https://example.com/us)', variant});
      expect(announced(a)).to.equal('link "us" description="Opens in a new tab"');
    }
  });

  it('says so in the language of the surface (uiTexts)', async () => {
    uiTexts['de'] = {newTab: 'Öffnet in einem neuen Tab'};
    const a = await link({text: 'Siehe [Anleitung](https://example.com/de)'}, 'de-DE');
    expect(announced(a)).to.equal('link "Anleitung" description="Öffnet in einem neuen Tab"');
  });

  it('without text shows its URL, which names it', async () => {
    const a = await link({text: 'Empty: [](https://example.com/a) and [ ](https://example.com/b)'});
    const links = [...a.parentElement!.querySelectorAll('a')];
    expect(links.map((each) => each.textContent)).to.deep.equal([
      'https://example.com/a',
      'https://example.com/b',
    ]);
    expect(announced(a)).to.equal('link "https://example.com/a" description="Opens in a new tab"');
  });
});
