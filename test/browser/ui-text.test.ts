// The words the elements say of their own follow the application's language once it replaces
// them in `uiText`: a German page does not announce "Close" or "3 of 10 options".
import {expect, fixture, html} from '@open-wc/testing';
import {uiText} from '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';
const english = {...uiText};

async function mount(): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="u" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'u', catalogId: CATALOG}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'u',
        components: [
          {id: 'root', component: 'Column', children: ['size', 'modal']},
          {
            id: 'size',
            component: 'ChoicePicker',
            label: 'Größe',
            filterable: true,
            options: [
              {label: 'Klein', value: 's'},
              {label: 'Groß', value: 'l'},
            ],
            value: [],
          },
          {id: 'modal', component: 'Modal', trigger: 'open', content: 'body'},
          {id: 'open', component: 'Button', child: 'open-text', action: {event: {name: 'o'}}},
          {id: 'open-text', component: 'Text', text: 'Öffnen'},
          {id: 'body', component: 'Text', text: 'Inhalt'},
        ],
      },
    },
  ]);
  await settle();
  return surface;
}

describe('uiText', () => {
  afterEach(() => Object.assign(uiText, english));

  it('names the Modal close button and the ChoicePicker filter in the words given', async () => {
    Object.assign(uiText, {
      close: 'Schließen',
      filterPlaceholder: 'Filtern…',
      filterName: (label?: string) => `${label ?? 'Optionen'} filtern`,
    });
    const surface = await mount();
    const close = deepQuery(surface, '[part="close-button"]')!;
    const filter = deepQuery<HTMLInputElement>(surface, '[part="filter"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Schließen');
    expect(filter.getAttribute('aria-label')).to.equal('Größe filtern');
    expect(filter.placeholder).to.equal('Filtern…');
  });

  it('announces the filter result and an empty one in the words given', async () => {
    Object.assign(uiText, {
      noMatch: 'Keine passende Option',
      matchCount: (shown: number, total: number) => `${shown} von ${total} Optionen`,
    });
    const surface = await mount();
    const filter = deepQuery<HTMLInputElement>(surface, '[part="filter"]')!;
    const picker = filter.getRootNode() as ShadowRoot;
    filter.value = 'Kl';
    filter.dispatchEvent(new Event('input'));
    // The count is announced once the user pauses typing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await settle();
    expect(picker.querySelector('[role="status"]')!.textContent!.trim()).to.equal(
      '1 von 2 Optionen',
    );
    filter.value = 'zzz';
    filter.dispatchEvent(new Event('input'));
    await settle();
    expect(picker.querySelector('[part="empty"]')!.textContent).to.equal('Keine passende Option');
  });

  it('is English by default', async () => {
    const surface = await mount();
    expect(deepQuery(surface, '[part="close-button"]')!.getAttribute('aria-label')).to.equal(
      'Close',
    );
    expect(deepQuery(surface, '[part="filter"]')!.getAttribute('aria-label')).to.equal(
      'Filter Größe',
    );
  });
});
