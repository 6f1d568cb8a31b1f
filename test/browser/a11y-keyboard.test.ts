// The keyboard of the WAI-ARIA Authoring Practices patterns, with real key presses on a
// surface: Tabs (arrows, Home/End, mirrored in right-to-left text), ChoicePicker (radio group
// and chips), Slider (arrows, Page Up/Down, Home/End) and Modal (focus in, Tab kept inside,
// Escape, focus back to the opener).
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepText} from '../../components/shared/deep-text.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

let processor: MessageProcessor;

async function mount(components: object[], data: object = {}, dir = 'ltr') {
  processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface dir=${dir} surface-id="k" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 'k', catalogId: CATALOG}},
    {version: 'v0.9', updateDataModel: {surfaceId: 'k', value: data}},
    {version: 'v0.9', updateComponents: {surfaceId: 'k', components}},
  ]);
  await settle();
  return surface;
}

const data = (path: string) => processor.getSurface('k')!.dataModel.peek(path);

/** The element with focus, inside shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function press(...keys: string[]): Promise<void> {
  for (const key of keys) await sendKeys({press: key});
  await settle();
}

const text = (id: string, value: string) => ({id, component: 'Text', text: value});

describe('keyboard: Tabs', () => {
  const tabs = [
    {
      id: 'root',
      component: 'Tabs',
      tabs: ['One', 'Two', 'Three'].map((title) => ({title, child: title})),
    },
    ...['One', 'Two', 'Three'].map((title) => text(title, `${title} content`)),
  ];
  const selected = () => deepText(focused()!);

  it('moves with Right/Left, wrapping, and to the ends with Home/End', async () => {
    const surface = await mount(tabs);
    deepQuery<HTMLElement>(surface, '[role="tab"]')!.focus();
    const seen: string[] = [];
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'End', 'Home']) {
      await press(key);
      seen.push(selected());
    }
    expect(seen).to.deep.equal(['Two', 'Three', 'One', 'Three', 'Three', 'One']);
  });

  it('mirrors the arrows in right-to-left text set on the page around it', async () => {
    const surface = await mount(tabs, {}, 'rtl');
    deepQuery<HTMLElement>(surface, '[role="tab"]')!.focus();
    await press('ArrowLeft');
    expect(selected()).to.equal('Two');
    await press('ArrowRight', 'ArrowRight');
    expect(selected()).to.equal('Three');
  });
});

describe('keyboard: ChoicePicker', () => {
  const picker = (extra: object) => ({
    id: 'root',
    component: 'ChoicePicker',
    label: 'Size',
    options: ['S', 'M', 'L'].map((value) => ({label: value, value})),
    value: {path: '/size'},
    ...extra,
  });

  for (const displayStyle of ['checkbox', 'chips']) {
    it(`chooses with the arrow keys in a single-choice group (${displayStyle})`, async () => {
      const surface = await mount([picker({displayStyle})], {size: ['M']});
      const before = document.createElement('button');
      surface.before(before);
      before.focus();
      await press('Tab');
      expect((focused() as HTMLInputElement).value).to.equal('M');
      await press('ArrowDown');
      expect(data('/size')).to.deep.equal(['L']);
      await press('ArrowUp', 'ArrowUp');
      expect(data('/size')).to.deep.equal(['S']);
      before.remove();
    });
  }

  it('toggles chips of a multiple choice with Space, one Tab stop each', async () => {
    const surface = await mount([picker({displayStyle: 'chips', variant: 'multipleSelection'})], {
      size: [],
    });
    deepQuery<HTMLInputElement>(surface, 'input')!.focus();
    await press('Space', 'Tab', 'Tab', 'Space');
    expect(data('/size')).to.deep.equal(['S', 'L']);
    await press('Space');
    expect(data('/size')).to.deep.equal(['S']);
  });
});

describe('keyboard: Slider', () => {
  it('steps with the arrows, jumps a tenth with Page Up/Down, ends with Home/End', async () => {
    const surface = await mount(
      [{id: 'root', component: 'Slider', label: 'Volume', max: 200, value: {path: '/v'}}],
      {v: 50},
    );
    deepQuery<HTMLInputElement>(surface, 'input')!.focus();
    const seen: unknown[] = [];
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'PageUp', 'PageDown', 'End', 'Home']) {
      await press(key);
      seen.push(data('/v'));
    }
    expect(seen).to.deep.equal([51, 52, 51, 71, 51, 200, 0]);
  });
});

describe('keyboard: Modal', () => {
  const modal = [
    {id: 'root', component: 'Column', children: ['modal', 'after']},
    {id: 'modal', component: 'Modal', trigger: 'open', content: 'form'},
    {id: 'open', component: 'Button', child: 'open-text', action: {event: {name: 'o'}}},
    text('open-text', 'Edit'),
    {id: 'form', component: 'Column', children: ['name', 'save']},
    {id: 'name', component: 'TextField', label: 'Name', value: ''},
    {id: 'save', component: 'Button', child: 'save-text', action: {event: {name: 's'}}},
    text('save-text', 'Save'),
    {id: 'after', component: 'Button', child: 'after-text', action: {event: {name: 'a'}}},
    text('after-text', 'After'),
  ];
  const where = () => {
    const element = focused();
    return element?.getAttribute('aria-label') || deepText(element!) || element?.localName;
  };

  it('takes focus in, keeps Tab inside both ways, closes with Escape, returns focus', async () => {
    const surface = await mount(modal);
    const opener = deepQuery(deepQuery(surface, '[data-a2ui-id="open"]')!, 'button')!;
    opener.focus();
    await press('Enter');
    const dialog = deepQuery<HTMLDialogElement>(surface, 'dialog')!;
    expect(dialog.open).to.equal(true);
    const seen = [where()];
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await press(key);
      seen.push(where());
    }
    await press('Escape');
    expect(dialog.open).to.equal(false);
    expect(seen).to.deep.equal(['input', 'Save', 'Close', 'input', 'Save', 'input', 'Close']);
    expect(focused() === opener, 'focus is back on the opener').to.equal(true);
  });
});
