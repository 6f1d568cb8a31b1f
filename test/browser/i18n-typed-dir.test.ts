// Text the user types reads in its own direction: Arabic typed on an English page runs right to
// left, English typed on an Arabic page left to right (`dir="auto"` on the control), while the
// labels keep the surface's direction and an empty field starts where the surface reads from.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

async function mount(dir: 'ltr' | 'rtl', components: object[]): Promise<HTMLElement> {
  const processor = new MessageProcessor({locale: 'en-US'});
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface dir=${dir} surface-id="d" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'd', catalogId: CATALOG}},
    {version: 'v0.9', updateComponents: {surfaceId: 'd', components}},
  ]);
  await settle();
  return surface;
}

const part = (surface: HTMLElement, id: string, name: string) =>
  deepQuery(surface, `[data-a2ui-id="${id}"]`)!.shadowRoot!.querySelector<HTMLElement>(
    `[part="${name}"]`,
  )!;

const direction = (element: Element) => getComputedStyle(element).direction;

describe('the direction of typed text', () => {
  it('runs Arabic text right to left in a field on an English page, its label left to right', async () => {
    const surface = await mount('ltr', [
      {id: 'root', component: 'TextField', label: 'Name', value: 'سارة'},
    ]);
    const input = part(surface, 'root', 'input');
    expect(input.getAttribute('dir')).to.equal('auto');
    expect(direction(input)).to.equal('rtl');
    expect(direction(part(surface, 'root', 'label'))).to.equal('ltr');
  });

  it('runs English text left to right in a field on an Arabic page, its label right to left', async () => {
    const surface = await mount('rtl', [
      {id: 'root', component: 'TextField', label: 'الاسم', value: 'Sara'},
    ]);
    const input = part(surface, 'root', 'input');
    expect(direction(input)).to.equal('ltr');
    expect(direction(part(surface, 'root', 'label'))).to.equal('rtl');
  });

  it('starts an empty field where the surface reads from', async () => {
    const surface = await mount('rtl', [{id: 'root', component: 'TextField', label: 'الاسم'}]);
    const input = part(surface, 'root', 'input');
    expect(input.hasAttribute('dir')).to.equal(false);
    expect(direction(input)).to.equal('rtl');
  });

  it('turns to the direction of what the user types into an empty field', async () => {
    const surface = await mount('ltr', [
      {id: 'root', component: 'TextField', label: 'Note', variant: 'longText'},
    ]);
    const textarea = part(surface, 'root', 'input');
    expect(textarea.localName).to.equal('textarea');
    textarea.focus();
    await sendKeys({type: 'שלום'});
    await settle();
    expect(textarea.getAttribute('dir')).to.equal('auto');
    expect(direction(textarea)).to.equal('rtl');
  });

  it('leaves a number field in the surface direction', async () => {
    const surface = await mount('rtl', [
      {id: 'root', component: 'TextField', label: 'العدد', variant: 'number', value: '12'},
    ]);
    const input = part(surface, 'root', 'input');
    expect(input.hasAttribute('dir')).to.equal(false);
    expect(direction(input)).to.equal('rtl');
  });

  it('runs the text typed into a ChoicePicker filter in its own direction', async () => {
    const surface = await mount('ltr', [
      {
        id: 'root',
        component: 'ChoicePicker',
        label: 'City',
        filterable: true,
        value: [],
        options: [
          {label: 'Cairo', value: 'cairo'},
          {label: 'القاهرة', value: 'qahira'},
        ],
      },
    ]);
    const filter = part(surface, 'root', 'filter');
    expect(filter.hasAttribute('dir')).to.equal(false);
    filter.focus();
    await sendKeys({type: 'القا'});
    await settle();
    expect(filter.getAttribute('dir')).to.equal('auto');
    expect(direction(filter)).to.equal('rtl');
  });
});
