// docs/theming.md, checked against what the elements draw: every part it lists is in the
// rendered element (in the state that shows it), every element property it lists changes what
// that element draws, every global token has a value, and its CSS example sets what it says.
import {expect, fixture, html} from '@open-wc/testing';
import {emulateMedia} from '@web/test-runner-commands';
import '../../components/index.js';
import {settle} from '../../components/shared/testing.js';
import {basicCatalogV1} from '../../src/adapters/v1_0/index.js';
import {basicCatalog} from '../../src/catalog/basic-catalog.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';
import '../../src/transports/a2ui-agent.js';
import {everyElement} from './dom-walk.js';
import {inChromium} from './chromium-only.js';

interface Section {
  tag: string;
  properties: string[];
  parts: string[];
}

/** The doc's global token table and per-element tables. */
async function readDoc(): Promise<{
  text: string;
  tokens: Map<string, string>;
  sections: Section[];
}> {
  const text = await (await fetch('/docs/theming.md')).text();
  const global = text.slice(text.indexOf('## Global tokens'), text.indexOf('## Per-element'));
  const tokens = new Map(
    [...global.matchAll(/^\| `(--a2ui-[\w-]+)` \| `([^`]*)` \|/gm)].map((m) => [m[1]!, m[2]!]),
  );
  const sections = text
    .split(/^### /m)
    .slice(1)
    .map((chunk) => ({
      tag: /^`<([\w-]+)>`/.exec(chunk)![1]!,
      properties: [...chunk.matchAll(/^\| `(--a2ui-[\w-]+)` \|/gm)].map((m) => m[1]!),
      parts: [...chunk.matchAll(/^\| `::part\(([\w-]+)\)` \|/gm)].map((m) => m[1]!),
    }));
  return {text, tokens, sections};
}

const media = (name: string) => new URL(`/demo/public/media/${name}`, location.href).href;
const never = [{condition: false, message: 'Not accepted'}];

const components = [
  {
    id: 'root',
    component: 'Column',
    children: [
      ...['body', 'h1', 'h2', 'h3', 'h4', 'h5', 'caption', 'markdown'],
      ...['button', 'primary', 'borderless', 'blocked'],
      ...[
        'card',
        'check',
        'pick',
        'filtered',
        'chips',
        'when',
        'line',
        'row',
        'icon',
        'list',
        'across',
      ],
      ...['img', 'avatar', 'icon-img', 'small', 'medium', 'large', 'header'],
      ...['modal', 'slider', 'tabs', 'field', 'long', 'video', 'audio'],
    ],
  },
  {id: 'body', component: 'Text', text: 'Body'},
  {id: 'h1', component: 'Text', text: 'Heading', variant: 'h1'},
  {id: 'h2', component: 'Text', text: 'Heading', variant: 'h2'},
  {id: 'h3', component: 'Text', text: 'Heading', variant: 'h3'},
  {id: 'h4', component: 'Text', text: 'Heading', variant: 'h4'},
  {id: 'h5', component: 'Text', text: 'Heading', variant: 'h5'},
  {id: 'caption', component: 'Text', text: 'Caption', variant: 'caption'},
  {
    id: 'markdown',
    component: 'Text',
    text: '# Head\n\n`code` and [a link](https://example.com)\n\n```\nblock\n```\n\n- a\n- b\n\n> quote',
  },
  {id: 'label', component: 'Text', text: 'Go'},
  {id: 'button', component: 'Button', child: 'label', action: {event: {name: 'go'}}},
  {
    id: 'primary',
    component: 'Button',
    child: 'label',
    variant: 'primary',
    action: {event: {name: 'go'}},
  },
  {
    id: 'borderless',
    component: 'Button',
    child: 'label',
    variant: 'borderless',
    action: {event: {name: 'go'}},
  },
  {
    id: 'blocked',
    component: 'Button',
    child: 'label',
    action: {event: {name: 'go'}},
    checks: never,
  },
  {id: 'card', component: 'Card', child: 'body'},
  {id: 'check', component: 'CheckBox', label: 'Agree', value: true, checks: never},
  {
    id: 'pick',
    component: 'ChoicePicker',
    label: 'Size',
    options: [
      {label: 'Small', value: 's'},
      {label: 'Medium', value: 'm'},
    ],
    value: ['s'],
    checks: never,
  },
  {
    id: 'filtered',
    component: 'ChoicePicker',
    label: 'Colour',
    filterable: true,
    options: [{label: 'Red', value: 'r'}],
    value: [],
  },
  {
    id: 'chips',
    component: 'ChoicePicker',
    label: 'Chips',
    displayStyle: 'chips',
    options: [
      {label: 'Small', value: 's'},
      {label: 'Medium', value: 'm'},
    ],
    value: ['s'],
  },
  {id: 'when', component: 'DateTimeInput', label: 'When', value: '2024-01-01', checks: never},
  {id: 'line', component: 'Divider'},
  {id: 'row', component: 'Row', children: ['body', 'upright', 'caption']},
  {id: 'upright', component: 'Divider', axis: 'vertical'},
  {id: 'icon', component: 'Icon', name: 'star'},
  {id: 'list', component: 'List', children: ['body', 'caption']},
  {id: 'across', component: 'List', direction: 'horizontal', children: ['body', 'caption']},
  ...Object.entries({
    img: undefined,
    avatar: 'avatar',
    'icon-img': 'icon',
    small: 'smallFeature',
    medium: 'mediumFeature',
    large: 'largeFeature',
    header: 'header',
  }).map(([id, variant]) => ({
    id,
    component: 'Image',
    url: media('landscape.svg'),
    ...(variant ? {variant} : {}),
  })),
  {id: 'modal', component: 'Modal', trigger: 'open', content: 'body'},
  {id: 'open', component: 'Button', child: 'label', action: {event: {name: 'open'}}},
  {id: 'slider', component: 'Slider', label: 'Qty', min: 0, max: 9, value: 3, checks: never},
  {
    id: 'tabs',
    component: 'Tabs',
    tabs: [
      {title: 'One', child: 'body'},
      {title: 'Two', child: 'caption'},
    ],
  },
  {id: 'field', component: 'TextField', label: 'Name', value: 'Ada', checks: never},
  {id: 'long', component: 'TextField', label: 'Notes', variant: 'longText', value: ''},
  {id: 'video', component: 'Video', url: media('clip.webm')},
  {id: 'audio', component: 'AudioPlayer', url: media('tone.wav'), description: 'A tone'},
];

/** Every element of the surface's tree, through shadow roots. */

/**
 * The page as the test sees it: the full surface, one whose creation failed, a v1.0 field, an
 * agent not connected and one whose connection failed (its Retry button).
 */
async function mountAll(): Promise<HTMLElement> {
  const processor = new MessageProcessor({catalogs: [basicCatalog, basicCatalogV1]});
  const host = await fixture<HTMLElement>(
    html`<div>
      <a2ui-surface surface-id="all" .processor=${processor}></a2ui-surface>
      <a2ui-surface surface-id="failed" .processor=${processor}></a2ui-surface>
      <a2ui-surface surface-id="v1" .processor=${processor}></a2ui-surface>
      <a2ui-agent></a2ui-agent>
      <a2ui-agent transport="none" url="http://agent.test"></a2ui-agent>
    </div>`,
  );
  processor.processMessages([
    {
      version: 'v0.9',
      createSurface: {
        surfaceId: 'all',
        catalogId: basicCatalog.id,
        theme: {agentDisplayName: 'Docs Bot', iconUrl: 'https://example.com/bot.png'},
      },
    },
    {version: 'v0.9', updateComponents: {surfaceId: 'all', components}},
    {version: 'v0.9', createSurface: {surfaceId: 'failed', catalogId: 'https://example.com/no'}},
    {version: 'v0.9', createSurface: {surfaceId: 'v1', catalogId: basicCatalogV1.id}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 'v1',
        components: [
          {id: 'root', component: 'TextField', label: 'Hint', value: '', placeholder: 'e.g. Ada'},
        ],
      },
    },
  ]);
  await settle();
  const all = everyElement(host);
  // The states some parts exist in: an open modal, a filter that matches nothing.
  const modal = all.find((element) => element.localName === 'a2ui-modal')!;
  everyElement(modal.shadowRoot!)
    .find((element) => element.localName === 'button')!
    .dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true}));
  const filter = all.find(
    (element) => element.getAttribute('part') === 'filter',
  ) as HTMLInputElement;
  filter.value = 'zzz';
  filter.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  await settle();
  return host;
}

/** A value of the kind the property's name says, unlike any default. */
function sampleValue(name: string): string {
  if (/color|background|accent|backdrop/.test(name)) return 'rgb(1, 2, 3)';
  if (/border$/.test(name)) return '3px dotted rgb(1, 2, 3)';
  if (/shadow/.test(name)) return 'rgb(1, 2, 3) 5px 5px 0px 0px';
  if (/opacity/.test(name)) return '0.37';
  if (/rows/.test(name)) return '7';
  if (/wrap/.test(name)) return 'wrap';
  if (/aspect/.test(name)) return '3 / 1';
  if (/weight/.test(name)) return '100';
  return '37px';
}

/** The computed styles (not custom properties) of an element and its own shadow tree. */
function drawn(element: Element, deep: boolean): string {
  const styles: string[] = [];
  const take = (target: Element) => {
    const pseudos = {input: '::placeholder', textarea: '::placeholder', dialog: '::backdrop'};
    for (const pseudo of [null, pseudos[target.localName as keyof typeof pseudos] ?? null]) {
      const style = getComputedStyle(target, pseudo);
      // What it draws once a colour change has faded in (a transition, where reduced motion is
      // not emulated: WebKit's driver cannot) rather than the first frame of the fade.
      if (!pseudo) for (const animation of target.getAnimations()) animation.finish();
      for (const name of Array.from(style)) {
        if (!name.startsWith('--')) styles.push(style.getPropertyValue(name));
      }
    }
  };
  const walk = (root: ShadowRoot) => {
    for (const inner of root.querySelectorAll('*')) {
      take(inner);
      if (inner.shadowRoot && (deep || !inner.localName.startsWith('a2ui-'))) {
        walk(inner.shadowRoot);
      }
    }
  };
  take(element);
  if (element.shadowRoot) walk(element.shadowRoot);
  return styles.join('|');
}

// Under the pointer only: no computed style shows them without a hover.
const hoverOnly = new Set(['--a2ui-color-primary-hover', '--a2ui-tabs-hover-background']);

/**
 * Whether getComputedStyle(input, '::placeholder') answers the placeholder's own style: WebKit
 * answers the input's, so there a placeholder colour cannot be read (it is still drawn).
 */
function placeholderReadable(): boolean {
  const style = document.createElement('style');
  style.textContent = '#placeholder-probe::placeholder { color: rgb(1, 2, 3); }';
  const input = Object.assign(document.createElement('input'), {id: 'placeholder-probe'});
  document.body.append(style, input);
  const color = getComputedStyle(input, '::placeholder').color;
  style.remove();
  input.remove();
  return color === 'rgb(1, 2, 3)';
}

describe('docs/theming.md', () => {
  // No transitions while comparing (in Chromium; the others' drivers cannot emulate it).
  before(async () => {
    if (inChromium) await emulateMedia({reducedMotion: 'reduce'});
  });
  after(async () => {
    if (inChromium) await emulateMedia({reducedMotion: 'no-preference'});
  });

  it('lists every basic element and the surface', async () => {
    const {sections} = await readDoc();
    const tags = sections.map((section) => section.tag);
    const basic = Object.keys(basicCatalog.components).map(
      (name) => 'a2ui-' + name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
    );
    expect(tags).to.have.members(['a2ui-surface', 'a2ui-agent', ...basic]);
  });

  it('names only parts the elements render', async () => {
    const {sections} = await readDoc();
    const all = everyElement(await mountAll());
    const missing: string[] = [];
    for (const {tag, parts} of sections) {
      const shown = new Set(
        all
          .filter((element) => element.localName === tag)
          .flatMap((element) => everyElement(element.shadowRoot!))
          .flatMap((element) => (element.getAttribute('part') ?? '').split(/\s+/)),
      );
      missing.push(...parts.filter((part) => !shown.has(part)).map((part) => `${tag}::${part}`));
    }
    expect(missing).to.deep.equal([]);
  });

  it('names only element properties that change what the element draws', async function () {
    this.timeout(60_000); // every property of every element, each against the full tree
    const {sections} = await readDoc();
    const host = await mountAll();
    const all = everyElement(host);
    const surfaces = Array.from(host.querySelectorAll('a2ui-surface'));
    // The agent is beside the surfaces, not inside one: it is given the property itself.
    const targets = [...surfaces, ...host.querySelectorAll<HTMLElement>('a2ui-agent')];
    const dead: string[] = [];
    const unreadable = placeholderReadable() ? [] : ['--a2ui-text-field-placeholder-color'];
    for (const {tag, properties} of sections) {
      const elements = tag === 'a2ui-surface' ? surfaces : all.filter((e) => e.localName === tag);
      const deep = tag === 'a2ui-surface';
      for (const property of properties.filter(
        (name) => !hoverOnly.has(name) && !unreadable.includes(name),
      )) {
        const before = elements.map((element) => drawn(element, deep)).join('#');
        for (const target of targets) target.style.setProperty(property, sampleValue(property));
        const after = elements.map((element) => drawn(element, deep)).join('#');
        for (const target of targets) target.style.removeProperty(property);
        if (before === after) dead.push(`${tag} ${property}`);
      }
    }
    expect(dead).to.deep.equal([]);
  });

  it('gives every global token of its table a value, and lists every token there is', async () => {
    const {tokens} = await readDoc();
    const root = getComputedStyle(document.documentElement);
    const defined = Array.from(root).filter((name) => name.startsWith('--a2ui-'));
    // `inherit` leaves a custom property without value: the font of the page is used.
    const empty = [...tokens].filter(
      ([token, value]) => value !== 'inherit' && !root.getPropertyValue(token).trim(),
    );
    expect(empty).to.deep.equal([]);
    // Every token the page defines is in the table, and every valued one is defined. Chromium also
    // lists a custom property left without value by `inherit`; Firefox does not.
    expect([...tokens.keys()]).to.include.members(defined);
    expect(defined).to.include.members(
      [...tokens].filter(([, value]) => value !== 'inherit').map(([token]) => token),
    );
  });

  it('sets the tokens its CSS example names', async () => {
    const {text} = await readDoc();
    const css = /```css\n([\s\S]*?)```/.exec(text)![1]!;
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    try {
      const host = await mountAll();
      const surface = host.querySelector<HTMLElement>('a2ui-surface')!;
      surface.classList.add('compact');
      const text = everyElement(surface.shadowRoot!).find(
        (e) => e.getAttribute('part') === 'button',
      )!;
      expect(getComputedStyle(text).fontSize).to.equal('15px');
      expect(getComputedStyle(surface).getPropertyValue('--a2ui-spacing-m').trim()).to.equal(
        '0.35rem',
      );
      const root = surface.shadowRoot!.querySelector('[part="root"]')!;
      expect(getComputedStyle(root).maxInlineSize).to.equal('640px');
    } finally {
      style.remove();
    }
  });
});
