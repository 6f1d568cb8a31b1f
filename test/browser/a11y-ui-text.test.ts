// The messages and names the elements make of their own follow `uiText` like the rest of their
// words: a page in German shows no English validation message, error text or icon name.
import {expect, fixture, html} from '@open-wc/testing';
import {uiText} from '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const english = {...uiText};

async function mount(components: object[] | undefined): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="g" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {
      version: 'v0.9',
      createSurface: {surfaceId: 'g', catalogId: components ? CATALOG : 'urn:unknown'},
    },
    ...(components ? [{version: 'v0.9', updateComponents: {surfaceId: 'g', components}}] : []),
  ]);
  await settle();
  return surface;
}

const text = (surface: HTMLElement, id: string, selector: string) =>
  deepQuery(surface, `[data-a2ui-id="${id}"]`)!
    .shadowRoot!.querySelector(selector)!
    .textContent!.trim();

describe('uiText messages and names', () => {
  afterEach(() => Object.assign(uiText, english));

  it('gives the text of a surface that cannot be displayed', async () => {
    uiText.surfaceError = 'Diese Oberfläche kann nicht angezeigt werden.';
    const surface = await mount(undefined);
    const message = surface.shadowRoot!.querySelector('[part="error"]')!;
    expect(message.textContent).to.equal('Diese Oberfläche kann nicht angezeigt werden.');
    expect(message.getAttribute('role')).to.equal('alert');
  });

  it('gives the message of a TextField value that does not match its pattern', async () => {
    uiText.formatError = 'Bitte im erwarteten Format eingeben.';
    const surface = await mount([
      {id: 'root', component: 'TextField', label: 'PLZ', value: 'abc', validationRegexp: '^\\d+$'},
    ]);
    expect(text(surface, 'root', '[part="error"]')).to.equal(
      'Bitte im erwarteten Format eingeben.',
    );
  });

  it('gives the messages of a date outside its bounds, with the bound', async () => {
    uiText.notBefore = (min) => `Frühestens ${min}.`;
    uiText.notAfter = (max) => `Spätestens ${max}.`;
    const surface = await mount([
      {id: 'root', component: 'Column', children: ['early', 'late']},
      {
        id: 'early',
        component: 'DateTimeInput',
        enableDate: true,
        value: '2026-01-01',
        min: '2026-02-01',
      },
      {
        id: 'late',
        component: 'DateTimeInput',
        enableDate: true,
        value: '2026-03-01',
        max: '2026-02-01',
      },
    ]);
    expect(text(surface, 'early', '[part="error"]')).to.match(/^Frühestens .*2026\.$/);
    expect(text(surface, 'late', '[part="error"]')).to.match(/^Spätestens .*2026\.$/);
  });

  it('names an icon-only Button in the words given for the icon', async () => {
    uiText.iconName = (icon) => ({skipNext: 'Weiter'})[icon] ?? icon;
    const surface = await mount([
      {id: 'root', component: 'Button', child: 'icon', action: {event: {name: 'next'}}},
      {id: 'icon', component: 'Icon', name: 'skipNext'},
    ]);
    const svg = deepQuery(surface, '[data-a2ui-id="icon"]')!.shadowRoot!.querySelector('svg')!;
    expect(svg.getAttribute('aria-label')).to.equal('Weiter');
  });
});
