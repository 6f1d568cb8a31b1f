// What a page sees when it sets the documented global tokens, and in forced-colors (high
// contrast) mode: every basic component follows the token, and no boundary or state that the
// default colours draw disappears when the system replaces them.
import {expect, fixture, html} from '@open-wc/testing';
import {emulateMedia} from '@web/test-runner-commands';
import '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import {chromiumOnly, inChromium} from './chromium-only.js';

const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

const components = [
  {
    id: 'root',
    component: 'Column',
    children: ['text', 'button', 'check', 'field', 'pick', 'when', 'tabs', 'line', 'card', 'modal'],
  },
  {id: 'text', component: 'Text', text: 'Body'},
  {id: 'button', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
  {id: 'label', component: 'Text', text: 'Go'},
  {id: 'check', component: 'CheckBox', label: 'Agree', value: false},
  {id: 'field', component: 'TextField', label: 'Name', value: 'Ada'},
  {
    id: 'pick',
    component: 'ChoicePicker',
    label: 'Size',
    options: [{label: 'Small', value: 's'}],
    value: ['s'],
  },
  {id: 'when', component: 'DateTimeInput', label: 'When', enableDate: true, value: '2024-01-01'},
  {
    id: 'tabs',
    component: 'Tabs',
    tabs: [
      {title: 'One', child: 'one'},
      {title: 'Two', child: 'two'},
    ],
  },
  {id: 'one', component: 'Text', text: 'First'},
  {id: 'two', component: 'Text', text: 'Second'},
  {id: 'line', component: 'Divider'},
  {id: 'card', component: 'Card', child: 'in-card'},
  {id: 'in-card', component: 'Text', text: 'In a card'},
  {id: 'modal', component: 'Modal', trigger: 'open', content: 'dialog-text'},
  {id: 'open', component: 'Button', child: 'open-label', action: {event: {name: 'open'}}},
  {id: 'open-label', component: 'Text', text: 'Open'},
  {id: 'dialog-text', component: 'Text', text: 'In a dialog'},
];

async function mount(style = ''): Promise<HTMLElement> {
  const processor = new MessageProcessor();
  const surface = await fixture<HTMLElement>(
    html`<a2ui-surface surface-id="t" style=${style} .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 't', catalogId: CATALOG}},
    {version: 'v0.9', updateComponents: {surfaceId: 't', components}},
  ]);
  await settle();
  return surface;
}

function part(surface: HTMLElement, tag: string, name: string): HTMLElement {
  const host = deepQuery(surface, tag);
  const found = host?.shadowRoot?.querySelector<HTMLElement>(`[part~='${name}']`);
  if (!found) throw new Error(`no part ${name} in ${tag}`);
  return found;
}

describe('--a2ui-font-size', () => {
  it('sizes the text of every basic component, not only Text', async () => {
    const surface = await mount('--a2ui-font-size: 20px');
    const sizes = Object.fromEntries(
      [
        ['a2ui-text', 'text'],
        ['a2ui-button', 'button'],
        ['a2ui-check-box', 'label'],
        ['a2ui-text-field', 'input'],
        ['a2ui-choice-picker', 'option-label'],
        ['a2ui-date-time-input', 'input'],
        ['a2ui-tabs', 'tab'],
      ].map(([tag, name]) => [tag, getComputedStyle(part(surface, tag!, name!)).fontSize]),
    );
    expect(sizes).to.deep.equal({
      'a2ui-text': '20px',
      'a2ui-button': '20px',
      'a2ui-check-box': '20px',
      'a2ui-text-field': '20px',
      'a2ui-choice-picker': '20px',
      'a2ui-date-time-input': '20px',
      'a2ui-tabs': '20px',
    });
  });

  it('keeps field labels smaller than the text, in proportion', async () => {
    const surface = await mount('--a2ui-font-size: 20px');
    expect(getComputedStyle(part(surface, 'a2ui-text-field', 'label')).fontSize).to.equal('17.5px');
  });
});

describe('forced-colors mode', () => {
  afterEach(async () => {
    if (inChromium) await emulateMedia({forcedColors: 'none'});
  });

  /** The colour the system paints the page with (Canvas), for comparison. */
  function canvas(): string {
    const probe = document.createElement('div');
    probe.style.background = 'Canvas';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  }

  it('still draws a Divider', async function () {
    chromiumOnly(this);
    await emulateMedia({forcedColors: 'active'});
    const surface = await mount();
    const line = part(surface, 'a2ui-divider', 'divider');
    expect(getComputedStyle(line).backgroundColor).not.to.equal(canvas());
  });

  it('outlines a Card, whose shadow the system removes', async function () {
    chromiumOnly(this);
    await emulateMedia({forcedColors: 'active'});
    const surface = await mount();
    const card = getComputedStyle(part(surface, 'a2ui-card', 'card'));
    expect(card.boxShadow).to.equal('none');
    expect(card.outlineStyle).not.to.equal('none');
  });

  it('underlines only the selected tab', async function () {
    chromiumOnly(this);
    await emulateMedia({forcedColors: 'active'});
    const surface = await mount();
    const [selected, other] = Array.from(
      deepQuery(surface, 'a2ui-tabs')!.shadowRoot!.querySelectorAll<HTMLElement>("[part~='tab']"),
    ).map((tab) => getComputedStyle(tab).borderBlockEndColor);
    expect(selected).not.to.equal(other);
    expect(other).to.equal(canvas());
  });

  it('draws the selected tab title bold with an outline, since the system drops the shadow', async function () {
    chromiumOnly(this);
    await emulateMedia({forcedColors: 'active'});
    const surface = await mount();
    const [selected, other] = Array.from(
      deepQuery(surface, 'a2ui-tabs')!.shadowRoot!.querySelectorAll<HTMLElement>("[part~='tab']"),
    ).map((tab) => getComputedStyle(tab));
    expect(selected!.textShadow).to.equal('none');
    expect(selected!.webkitTextStrokeWidth).not.to.equal('0px');
    expect(other!.webkitTextStrokeWidth).to.equal('0px');
  });

  it('draws the edge of an open Modal', async function () {
    chromiumOnly(this);
    await emulateMedia({forcedColors: 'active'});
    const surface = await mount();
    const modal = deepQuery(surface, 'a2ui-modal')!;
    part(modal, 'a2ui-button', 'button').click();
    await settle();
    const dialog = part(surface, 'a2ui-modal', 'dialog') as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(getComputedStyle(dialog).outlineStyle).not.to.equal('none');
  });
});

describe('prefers-reduced-motion', () => {
  afterEach(async () => {
    if (inChromium) await emulateMedia({reducedMotion: 'no-preference'});
  });

  it('stops the colour transitions of Button and ChoicePicker chips', async function () {
    chromiumOnly(this);
    await emulateMedia({reducedMotion: 'reduce'});
    const surface = await mount();
    const processor = (surface as unknown as {processor: MessageProcessor}).processor;
    processor.processMessages([
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 't',
          components: [{...components.find((c) => c.id === 'pick')!, displayStyle: 'chips'}],
        },
      },
    ]);
    await settle();
    const durations = [
      part(surface, 'a2ui-button', 'button'),
      part(surface, 'a2ui-choice-picker', 'option'),
    ].map((element) => getComputedStyle(element).transitionDuration);
    expect(durations).to.deep.equal(['0s', '0s']);
  });
});

describe('--a2ui-color-primary on the surface element', () => {
  async function surfaceWith(style: string, theme?: object): Promise<HTMLElement> {
    const processor = new MessageProcessor();
    const surface = await fixture<HTMLElement>(
      html`<a2ui-surface surface-id="p" style=${style} .processor=${processor}></a2ui-surface>`,
    );
    processor.processMessages([
      {
        version: 'v0.9',
        createSurface: {surfaceId: 'p', catalogId: CATALOG, ...(theme ? {theme} : {})},
      },
      {
        version: 'v0.9',
        updateComponents: {
          surfaceId: 'p',
          components: [{id: 'root', component: 'Text', text: 'Hi'}],
        },
      },
    ]);
    await settle();
    return surface;
  }

  const primary = (surface: HTMLElement) =>
    getComputedStyle(surface).getPropertyValue('--a2ui-color-primary').trim();

  it('keeps the value a page or framework sets in its style attribute', async () => {
    const surface = await surfaceWith('--a2ui-color-primary: #c00000');
    expect(primary(surface)).to.equal('#c00000');
    expect(surface.getAttribute('style')).to.contain('#c00000');
  });

  it('lets that value win over the agent theme.primaryColor, as any rule of the page does', async () => {
    const surface = await surfaceWith('--a2ui-color-primary: #c00000', {primaryColor: '#00aa00'});
    expect(primary(surface)).to.equal('#c00000');
  });

  it('gives the agent theme.primaryColor precedence over a page-wide token', async () => {
    document.documentElement.style.setProperty('--a2ui-color-primary', '#0000c0');
    try {
      const surface = await surfaceWith('', {primaryColor: '#00aa00'});
      expect(primary(surface)).to.equal('#00aa00');
    } finally {
      document.documentElement.style.removeProperty('--a2ui-color-primary');
    }
  });
});
