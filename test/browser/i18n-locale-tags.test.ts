// Locale tags as pages and agents write them: BCP 47 tags in any case (`EN-gb`, `zh-hant`) find
// the uiTexts entries written in canonical case, and the POSIX `sr_RS@latin` is Serbian in
// Latin script, for the formatting functions and for uiTexts alike.
import {expect, fixture, html} from '@open-wc/testing';
import '../../components/index.js';
import {uiTexts} from '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** A surface under `lang` (or with the processor's `locale`): a date and a failing check. */
async function shown(options: {lang?: string; locale?: string}) {
  const processor = new MessageProcessor(options.locale ? {locale: options.locale} : {});
  const root = await fixture<HTMLElement>(
    html`<div lang=${options.lang ?? 'en'}>
      <a2ui-surface surface-id="t" .processor=${processor}></a2ui-surface>
    </div>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 't', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 't',
        components: [
          {id: 'root', component: 'Column', children: ['month', 'check']},
          {
            id: 'month',
            component: 'Text',
            text: {
              call: 'formatDate',
              args: {value: '2026-01-15', format: 'MMMM'},
              returnType: 'string',
            },
          },
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
  ]);
  await settle();
  const month = deepQuery(root, '[data-a2ui-id="month"]')!.shadowRoot!.textContent!.trim();
  const check = deepQuery(root, '[data-a2ui-id="check"]')!
    .shadowRoot!.querySelector('[part="error"]')!
    .textContent!.trim();
  return {month, check};
}

describe('locale tags in any case and POSIX form', () => {
  afterEach(() => {
    for (const key of Object.keys(uiTexts)) delete uiTexts[key];
  });

  it('finds uiTexts["en-GB"] under lang="EN-gb"', async () => {
    uiTexts['en-GB'] = {formatError: 'Enter a value in the expected format, please.'};
    expect((await shown({lang: 'EN-gb'})).check).to.equal(
      'Enter a value in the expected format, please.',
    );
  });

  it('finds uiTexts["zh-Hant"] under lang="zh-hant-tw", before uiTexts.zh', async () => {
    uiTexts.zh = {formatError: '请输入正确格式。'};
    uiTexts['zh-Hant'] = {formatError: '請輸入正確格式。'};
    expect((await shown({lang: 'zh-hant-tw'})).check).to.equal('請輸入正確格式。');
  });

  it('finds an entry whose key the page wrote in another case', async () => {
    uiTexts['DE-ch'] = {formatError: 'Bitte nur Zahlen.'};
    expect((await shown({lang: 'de-CH'})).check).to.equal('Bitte nur Zahlen.');
  });

  it('reads the processor locale sr_RS@latin as Serbian in Latin script', async () => {
    uiTexts.sr = {formatError: 'Унесите вредност у очекиваном формату.'};
    uiTexts['sr-Latn'] = {formatError: 'Unesite vrednost u očekivanom formatu.'};
    const {month, check} = await shown({locale: 'sr_RS@latin'});
    expect(month).to.equal('januar');
    expect(check).to.equal('Unesite vrednost u očekivanom formatu.');
  });

  it('reads sr_RS (no modifier) as Serbian in its default, Cyrillic, script', async () => {
    uiTexts.sr = {formatError: 'Унесите вредност у очекиваном формату.'};
    uiTexts['sr-Latn'] = {formatError: 'Unesite vrednost u očekivanom formatu.'};
    const {month, check} = await shown({locale: 'sr_RS'});
    expect(month).to.equal('јануар');
    expect(check).to.equal('Унесите вредност у очекиваном формату.');
  });
});
