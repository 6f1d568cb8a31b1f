import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const ICON = 'https://example.com/weather-bot.png';

async function mount(theme?: object): Promise<{surface: HTMLElement; errors: string[]}> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
  );
  const errors: string[] = [];
  surface.addEventListener('a2uierror', (event) =>
    errors.push((event as CustomEvent<{message: string}>).detail.message),
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG, ...(theme && {theme})}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [{id: 'root', component: 'Text', text: 'Sunny, 21°'}],
      },
    },
  ]);
  await settle();
  return {surface, errors};
}

const part = (surface: HTMLElement, name: string): HTMLElement | null =>
  surface.shadowRoot!.querySelector(`[part="${name}"]`);

describe('<a2ui-surface> attribution (theme.agentDisplayName, theme.iconUrl)', () => {
  it('names the agent above the surface, with its icon, before the content', async () => {
    const {surface, errors} = await mount({agentDisplayName: 'Weather Bot', iconUrl: ICON});
    const line = part(surface, 'attribution')!;
    expect(line.textContent!.trim()).to.equal('Weather Bot');
    const icon = part(surface, 'attribution-icon') as HTMLImageElement;
    expect(icon.getAttribute('src')).to.equal(ICON);
    expect(icon.alt).to.equal('', 'the name beside it says who it is');
    const root = part(surface, 'root')!;
    expect(line.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(surface.shadowRoot!.textContent).to.not.include('<');
    expect(errors).to.deep.equal([]);
  });

  it('shows the name alone when there is no icon, as text (never markup)', async () => {
    const {surface} = await mount({agentDisplayName: '<b>Bot</b>'});
    expect(part(surface, 'attribution')!.textContent!.trim()).to.equal('<b>Bot</b>');
    expect(part(surface, 'attribution')!.querySelector('b')).to.equal(null);
    expect(part(surface, 'attribution-icon')).to.equal(null);
  });

  it('loads no icon that is not an absolute http(s) URL, and tells the agent once', async () => {
    for (const iconUrl of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://u:p@example.com/i.png',
    ]) {
      const {surface, errors} = await mount({agentDisplayName: 'Bot', iconUrl});
      expect(part(surface, 'attribution-icon'), iconUrl).to.equal(null);
      expect(part(surface, 'attribution')!.textContent!.trim()).to.equal('Bot');
      expect(errors, iconUrl).to.deep.equal([
        'The theme has an iconUrl that is not an absolute http(s) URL; it was not loaded.',
      ]);
    }
  });

  it('wraps a name longer than a phone is wide instead of running off the page', async () => {
    const agentDisplayName = 'Reiseverkehrskaufmannsausbildungsberatungsassistenzprogramm Bot';
    const {surface} = await mount({agentDisplayName, iconUrl: ICON});
    surface.style.inlineSize = '240px';
    expect(surface.scrollWidth).to.be.at.most(surface.clientWidth);
    const line = part(surface, 'attribution')!.getBoundingClientRect();
    expect(line.right).to.be.at.most(surface.getBoundingClientRect().right);
  });

  it('shows nothing when the theme names no agent', async () => {
    const {surface} = await mount({primaryColor: '#C2185B'});
    expect(part(surface, 'attribution')).to.equal(null);
    expect(part(surface, 'root')!.querySelector('a2ui-text')).to.not.equal(null);
  });

  it('can be hidden by the page through ::part(attribution)', async () => {
    const style = document.createElement('style');
    // As docs/theming.md shows it.
    style.textContent = `
a2ui-surface::part(attribution) {
  display: none;
}
`;
    document.head.append(style);
    try {
      const {surface} = await mount({agentDisplayName: 'Weather Bot'});
      expect(getComputedStyle(part(surface, 'attribution')!).display).to.equal('none');
    } finally {
      style.remove();
    }
  });
});
