// German, Japanese and Arabic pages: the formatting functions, the Slider's value and the
// DateTimeInput's messages speak the locale the processor is given (docs/theming.md,
// "Right-to-left and locales"); without one, the page's `lang`, else the browser's language.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function mount(processor: MessageProcessor, components: object[]): Promise<HTMLElement> {
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="l" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'l', catalogId: CATALOG}},
    {version: 'v0.9', updateComponents: {surfaceId: 'l', components}},
  ]);
  await settle();
  return surface;
}

const call = (name: string, args: object) => ({call: name, args, returnType: 'string'});

/** Text components showing each call, and what they show once rendered. */
async function shown(locale: string, calls: Record<string, object>): Promise<string[]> {
  const ids = Object.keys(calls);
  const surface = await mount(new MessageProcessor({locale}), [
    {id: 'root', component: 'Column', children: ids},
    ...ids.map((id) => ({id, component: 'Text', text: calls[id]})),
  ]);
  return ids.map((id) =>
    deepQuery(surface, `[data-a2ui-id="${id}"]`)!.shadowRoot!.textContent!.trim(),
  );
}

describe('locales', () => {
  it('formats numbers, money, plurals and dates in German for a de-DE processor', async () => {
    expect(
      await shown('de-DE', {
        number: call('formatNumber', {value: 1234.5, decimals: 1}),
        money: call('formatCurrency', {value: 1234.5, currency: 'EUR'}),
        plural: call('pluralize', {value: 1, one: 'ein Zimmer', other: 'Zimmer'}),
        date: call('formatDate', {value: '2026-12-01', format: 'EEEE, d. MMMM yyyy'}),
      }),
    ).to.deep.equal(['1.234,5', '1.234,50\u00a0€', 'ein Zimmer', 'Dienstag, 1. Dezember 2026']);
  });

  it('formats yen without decimals and Japanese day names for a ja-JP processor', async () => {
    expect(
      await shown('ja-JP', {
        money: call('formatCurrency', {value: 1234.5, currency: 'JPY'}),
        date: call('formatDate', {value: '2026-12-01T15:30', format: 'EEEE a h:mm'}),
      }),
    ).to.deep.equal(['￥1,235', '火曜日 午後 3:30']);
  });

  it('uses Arabic digits and the Arabic plural categories for an ar-EG processor', async () => {
    const few = {one: 'واحد', two: 'اثنان', few: 'قليل', many: 'كثير', other: 'آخر'};
    expect(
      await shown('ar-EG', {
        number: call('formatNumber', {value: 12}),
        two: call('pluralize', {value: 2, ...few}),
        few: call('pluralize', {value: 3, ...few}),
        many: call('pluralize', {value: 11, ...few}),
      }),
    ).to.deep.equal(['١٢', 'اثنان', 'قليل', 'كثير']);
  });

  it('reads a POSIX-style locale from a server config (de_DE.UTF-8) as German', async () => {
    expect(
      await shown('de_DE.UTF-8', {number: call('formatNumber', {value: 1234.5, decimals: 1})}),
    ).to.deep.equal(['1.234,5']);
  });

  it('shows a Slider value with the locale decimal comma', async () => {
    const surface = await mount(new MessageProcessor({locale: 'de-DE'}), [
      {id: 'root', component: 'Slider', label: 'Anteil', min: 0, max: 1, value: 0.5},
    ]);
    const slider = deepQuery(surface, '[data-a2ui-id="root"]')!.shadowRoot!;
    expect(slider.querySelector('[part="value"]')!.textContent).to.equal('0,5');
    expect(slider.querySelector('input')!.getAttribute('aria-valuetext')).to.equal('0,5');
  });

  it('writes the bound of a DateTimeInput message in the locale', async () => {
    const surface = await mount(new MessageProcessor({locale: 'de-DE'}), [
      {
        id: 'root',
        component: 'DateTimeInput',
        enableDate: true,
        value: '2026-01-01',
        max: '2025-12-24',
      },
    ]);
    const message = deepQuery(surface, '[data-a2ui-id="root"]')!.shadowRoot!.querySelector(
      '[part="error"]',
    )!;
    expect(message.textContent).to.contain('24.12.2025');
  });

  it('uses the browser language when neither the processor nor the page names one', () => {
    expect(document.documentElement.lang).to.equal('');
    expect(new MessageProcessor().locale).to.equal(navigator.language);
  });

  it("uses the page's language (<html lang>) when the processor is given no locale", async () => {
    document.documentElement.lang = 'de';
    try {
      const surface = await mount(new MessageProcessor(), [
        {id: 'root', component: 'Text', text: call('formatNumber', {value: 0.5})},
      ]);
      expect(deepQuery(surface, '[part="text"]')!.textContent!.trim()).to.equal('0,5');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('prefers the locale the processor is given to the page language', async () => {
    document.documentElement.lang = 'en';
    try {
      const processor = new MessageProcessor({locale: 'de-DE'});
      const surface = await mount(processor, [
        {id: 'root', component: 'Text', text: call('formatNumber', {value: 0.5})},
      ]);
      expect(deepQuery(surface, '[part="text"]')!.textContent!.trim()).to.equal('0,5');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });
});
