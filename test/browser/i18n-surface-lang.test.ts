// A page in several languages: each surface speaks the language of the closest `lang` around its
// `<a2ui-surface>` (docs/theming.md, "Right-to-left and locales"), unless its processor was given
// a `locale`; the elements' own words follow it through `uiTexts`.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {uiTexts} from '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {defaultProcessor, MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import '../../src/surface/a2ui-surface.js';
import {countRenders} from './render-counts.js';
import '../../src/transports/a2ui-agent.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

const call = (name: string, args: object) => ({call: name, args, returnType: 'string'});

/** A surface `id` showing a number, a plural, a static text and a TextField with a format error. */
function messages(id: string): object[] {
  return [
    {version: 'v0.9', createSurface: {surfaceId: id, catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: id,
        components: [
          {id: 'root', component: 'Column', children: ['number', 'plural', 'plain', 'check']},
          {id: 'number', component: 'Text', text: call('formatNumber', {value: 1234.5})},
          {
            id: 'plural',
            component: 'Text',
            text: call('pluralize', {value: 2, one: 'one', two: 'two', other: 'other'}),
          },
          {id: 'plain', component: 'Text', text: 'Hello'},
          {
            id: 'check',
            component: 'TextField',
            label: 'Name',
            value: 'x',
            validationRegexp: '^[0-9]+$',
          },
        ],
      },
    },
  ];
}

const textOf = (root: Element, id: string): string =>
  deepQuery(root, `[data-a2ui-id="${id}"]`)!.shadowRoot!.textContent!.trim();

/** The shown validation message of the TextField `check`. */
const checkMessage = (root: Element): string =>
  deepQuery(root, '[data-a2ui-id="check"]')!
    .shadowRoot!.querySelector('[part="error"]')!
    .textContent!.trim();

async function page(template: unknown, processor: MessageProcessor, ...ids: string[]) {
  const root = await fixture<HTMLElement>(template as never);
  processor.processMessages(ids.flatMap(messages));
  await settle();
  return root;
}

const surfaceFor = (processor: MessageProcessor, id: string) =>
  html`<a2ui-surface surface-id=${id} .processor=${processor}></a2ui-surface>`;

describe('the language of the page where a surface is shown', () => {
  afterEach(() => {
    for (const key of Object.keys(uiTexts)) delete uiTexts[key];
  });

  it('formats in German inside <section lang="de"> and in English beside it', async () => {
    // As docs/theming.md shows it, with the default processor.
    const root = await fixture<HTMLElement>(
      html`<div lang="en">
        <section lang="de"><a2ui-surface surface-id="de"></a2ui-surface></section>
        <a2ui-surface surface-id="en"></a2ui-surface>
      </div>`,
    );
    defaultProcessor.processMessages([...messages('de'), ...messages('en')]);
    await settle();
    try {
      const [de, en] = root.querySelectorAll('a2ui-surface');
      expect(textOf(de!, 'number')).to.equal('1.234,5');
      expect(textOf(en!, 'number')).to.equal('1,234.5');
    } finally {
      defaultProcessor.processMessages(
        ['de', 'en'].map((surfaceId) => ({version: 'v0.9', deleteSurface: {surfaceId}})),
      );
    }
  });

  it('takes the lang of the <a2ui-surface> itself: Arabic digits and plural categories', async () => {
    const processor = new MessageProcessor();
    const root = await page(
      html`<div lang="en">
        <a2ui-surface lang="ar-EG" surface-id="ar" .processor=${processor}></a2ui-surface>
      </div>`,
      processor,
      'ar',
    );
    expect(textOf(root, 'number')).to.equal('١٬٢٣٤٫٥');
    expect(textOf(root, 'plural')).to.equal('two');
  });

  it('prefers the locale the processor was given to the lang around the surface', async () => {
    const processor = new MessageProcessor({locale: 'de-DE'});
    const root = await page(
      html`<div lang="en">${surfaceFor(processor, 'p')}</div>`,
      processor,
      'p',
    );
    expect(textOf(root, 'number')).to.equal('1.234,5');
    expect(processor.getSurface('p')!.locale).to.equal('de-DE');
  });

  it('finds the lang of a shadow host above the surface', async () => {
    const processor = new MessageProcessor();
    const host = await fixture<HTMLElement>(html`<div lang="de"></div>`);
    const shadow = host.attachShadow({mode: 'open'});
    const el = document.createElement('a2ui-surface');
    el.processor = processor;
    el.surfaceId = 's';
    shadow.append(el);
    processor.processMessages(messages('s'));
    await settle();
    expect(textOf(el, 'number')).to.equal('1.234,5');
    host.lang = 'en';
    await settle();
    expect(textOf(el, 'number')).to.equal('1,234.5');
  });

  it('follows a lang that changes inside the shadow root holding the surface', async () => {
    const processor = new MessageProcessor();
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const shadow = host.attachShadow({mode: 'open'});
    const wrapper = document.createElement('div');
    wrapper.lang = 'en';
    const el = document.createElement('a2ui-surface');
    el.processor = processor;
    el.surfaceId = 's';
    wrapper.append(el);
    shadow.append(wrapper);
    processor.processMessages(messages('s'));
    await settle();
    expect(textOf(el, 'number')).to.equal('1,234.5');
    wrapper.lang = 'de';
    await settle();
    expect(textOf(el, 'number')).to.equal('1.234,5');
  });

  it('speaks the lang around an <a2ui-agent> in the surfaces of its replies', async () => {
    const processor = new MessageProcessor();
    const root = await fixture<HTMLElement>(
      html`<div lang="de"><a2ui-agent .processor=${processor}></a2ui-agent></div>`,
    );
    processor.processMessages(messages('reply'));
    await settle();
    const agent = root.querySelector<A2uiAgent>('a2ui-agent')!;
    let surface: Element | null = null;
    for (let i = 0; i < 50 && !surface?.shadowRoot?.querySelector('[data-a2ui-id]'); i++) {
      surface = agent.shadowRoot!.querySelector('a2ui-surface');
      await settle();
    }
    expect(textOf(surface!, 'number')).to.equal('1.234,5');
  });

  it('shows the words of uiTexts for the surface language, English elsewhere', async () => {
    uiTexts.de = {formatError: 'Bitte nur Ziffern.'};
    const processor = new MessageProcessor();
    const root = await page(
      html`<div lang="en-GB">
        <section lang="de-CH">${surfaceFor(processor, 'de')}</section>
        ${surfaceFor(processor, 'en')}
      </div>`,
      processor,
      'de',
      'en',
    );
    const [de, en] = root.querySelectorAll('a2ui-surface');
    expect(checkMessage(de!)).to.equal('Bitte nur Ziffern.');
    expect(checkMessage(en!)).to.equal('Enter a value in the expected format.');
  });

  it('prefers the entries of the full tag (de-CH) to those of the language (de)', async () => {
    uiTexts.de = {formatError: 'Bitte nur Ziffern.'};
    uiTexts['de-CH'] = {formatError: 'Bitte nur Zahlen.'};
    const processor = new MessageProcessor();
    const root = await page(
      html`<div lang="de-CH">${surfaceFor(processor, 'c')}</div>`,
      processor,
      'c',
    );
    expect(checkMessage(root)).to.equal('Bitte nur Zahlen.');
  });

  it('formats in the browser language under a lang that is no language tag', async () => {
    const processor = new MessageProcessor();
    const root = await page(
      html`<div lang="en-GB">
        <section lang="__proto__">${surfaceFor(processor, 'x')}</section>
        <section lang="">${surfaceFor(processor, 'y')}</section>
      </div>`,
      processor,
      'x',
      'y',
    );
    const expected = new Intl.NumberFormat(navigator.language).format(1234.5);
    for (const surface of root.querySelectorAll('a2ui-surface')) {
      expect(textOf(surface, 'number')).to.equal(expected);
      expect(checkMessage(surface)).to.equal('Enter a value in the expected format.');
    }
  });

  it('says the surface error of a failed surface in the language around it', async () => {
    uiTexts['de'] = {surfaceError: 'Diese Oberfläche kann nicht angezeigt werden.'};
    const processor = new MessageProcessor();
    const root = await fixture<HTMLElement>(
      html`<div lang="de">${surfaceFor(processor, 'bad')}</div>`,
    );
    processor.processMessages([
      {version: 'v0.9', createSurface: {surfaceId: 'bad', catalogId: 'https://example.com/x'}},
    ]);
    await settle();
    const error = root.querySelector('a2ui-surface')!.shadowRoot!.querySelector('[part="error"]')!;
    expect(error.textContent!.trim()).to.equal('Diese Oberfläche kann nicht angezeigt werden.');
  });
});

describe('changing the lang around a shown surface', () => {
  const renders = countRenders();

  it('formats anew in the new language', async () => {
    const processor = new MessageProcessor();
    const root = await page(
      html`<div lang="en">${surfaceFor(processor, 'c')}</div>`,
      processor,
      'c',
    );
    expect(textOf(root, 'number')).to.equal('1,234.5');
    root.lang = 'de';
    await settle();
    expect(textOf(root, 'number')).to.equal('1.234,5');
    (root.querySelector('a2ui-surface') as A2uiSurface).lang = 'fr';
    await settle();
    expect(textOf(root, 'number')).to.equal('1\u202f234,5');
  });

  it('renders again only the components that read the locale', async () => {
    const processor = new MessageProcessor();
    const root = await page(
      html`<div lang="en">${surfaceFor(processor, 'r')}</div>`,
      processor,
      'r',
    );
    renders.clear();
    root.lang = 'de';
    await settle();
    expect([...renders.keys()].sort().join()).to.equal('check,number');
  });

  it('renders nothing again when the lang changes to the same language', async () => {
    const processor = new MessageProcessor();
    const root = await page(
      html`<div lang="de">${surfaceFor(processor, 'n')}</div>`,
      processor,
      'n',
    );
    renders.clear();
    root.setAttribute('lang', 'de');
    document.body.lang = 'fr';
    await settle();
    document.body.removeAttribute('lang');
    expect(renders.size).to.equal(0);
  });

  it('renders nothing again when the processor was given a locale', async () => {
    const processor = new MessageProcessor({locale: 'de-DE'});
    const root = await page(
      html`<div lang="en">${surfaceFor(processor, 'g')}</div>`,
      processor,
      'g',
    );
    renders.clear();
    root.lang = 'fr';
    await settle();
    expect(renders.size).to.equal(0);
    expect(textOf(root, 'number')).to.equal('1.234,5');
  });
});
