// A German page that translates every entry of `uiText` sees no English word the elements made
// up of their own in the gallery's examples: every word shown or announced comes from the agent
// (the example's messages) or from the translation.
import {expect, fixture, html} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import {uiText} from '../../components/index.js';
import {deepQuery, settle} from '../../components/shared/testing.js';
import {MessageProcessor} from '../../src/state/message-processor.js';
import '../../src/surface/a2ui-surface.js';

const english: Record<string, unknown> = {...uiText};

const german: Record<string, unknown> = {
  close: 'Schließen',
  openDialog: 'Dialog öffnen',
  filterPlaceholder: 'Filtern…',
  filterName: (label?: string) => (label ? `${label} filtern` : 'Optionen filtern'),
  noMatch: 'Keine passende Option',
  matchCount: (shown: number, total: number) => `${shown} von ${total} Optionen`,
  formatError: 'Bitte im erwarteten Format eingeben.',
  notBefore: (min: string) => `Frühestens ${min}.`,
  notAfter: (max: string) => `Spätestens ${max}.`,
  iconName: (name: string) => `Symbol ${name}`,
  surfaceError: 'Diese Oberfläche kann nicht angezeigt werden.',
  unknownComponent: (type: string) => `Nicht unterstützte Komponente: ${type}`,
  checkFailed: 'Prüfung fehlgeschlagen',
  maxSelections: (max: number) => `Höchstens ${max} auswählen.`,
  newTab: 'Öffnet in einem neuen Tab',
  required: 'Pflichtfeld',
  notConnected: 'Nicht verbunden',
  connecting: 'Verbindung wird hergestellt…',
  connected: 'Verbunden',
  reconnecting: 'Verbindung verloren, neuer Versuch…',
  disconnected: 'Getrennt',
  disconnectedBecause: (reason: string) => `Getrennt: ${reason}`,
  credentialsRefused: (status: number) => `Zugangsdaten abgelehnt (${status})`,
  unreachable: (attempts: number) => `Nach ${attempts} Versuchen nicht erreichbar`,
  retry: 'Erneut versuchen',
  actionsWaiting: (count: number) => `${count} Aktion(en) warten`,
};

/** Lower-case words of a text; identifiers split (`skipNext`, `min_date` → skip next, min date). */
const words = (text: string): string[] =>
  (text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').match(/\p{L}{3,}/gu) ?? []).map((word) =>
    word.toLowerCase(),
  );

/** What a `uiText` function says with neutral arguments, and without any (`filterName()`). */
function calls(entry: unknown): string[] {
  const say = entry as (...args: unknown[]) => string;
  const texts = [say('7', 7, 8)];
  try {
    texts.push(say());
  } catch {
    // An entry that needs its argument.
  }
  return texts;
}

/** The English words of the default `uiText`, its functions called with neutral arguments. */
function englishWords(): Set<string> {
  const found = new Set<string>();
  for (const value of Object.values(english)) {
    const texts = typeof value === 'function' ? calls(value) : [String(value)];
    for (const text of texts) for (const word of words(String(text))) found.add(word);
  }
  return found;
}

const ATTRIBUTES = [
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
];

/** Every text shown or announced under `root`, through shadow roots (styles left out). */
function rendered(root: Node): string[] {
  const texts: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) texts.push(node.nodeValue ?? '');
    if (node instanceof Element) {
      if (node.localName === 'style') return;
      for (const name of ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value) texts.push(value);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of Array.from(node.childNodes)) walk(child);
  };
  walk(root);
  return texts;
}

interface Example {
  messages: Array<Record<string, {surfaceId?: string}>>;
}

/** Renders every surface of a gallery example in a de-DE processor. */
async function renderExample(path: string): Promise<{wrapper: HTMLElement; source: string}> {
  const example = (await (await fetch(`/demo/examples/${path}.json`)).json()) as Example;
  const ids = [
    ...new Set(
      example.messages.flatMap((m) => (m['createSurface'] ? [m['createSurface'].surfaceId!] : [])),
    ),
  ];
  const processor = new MessageProcessor({locale: 'de-DE'});
  const wrapper = await fixture<HTMLElement>(
    html`<div lang="de">
      ${ids.map((id) => html`<a2ui-surface surface-id=${id} .processor=${processor}></a2ui-surface>`)}
    </div>`,
  );
  processor.processMessages(example.messages);
  await settle();
  return {wrapper, source: JSON.stringify(example.messages)};
}

/** English words of the default `uiText` shown or announced in `wrapper`, the agent's aside. */
function leftoverEnglish(wrapper: HTMLElement, source: string): string[] {
  const fromAgent = new Set(words(source));
  const englishOnly = englishWords();
  for (const value of Object.values(german)) {
    const text =
      typeof value === 'function' ? (value as (...a: unknown[]) => string)('', 1, 2) : value;
    for (const word of words(String(text))) englishOnly.delete(word);
  }
  const left = new Set<string>();
  for (const text of rendered(wrapper)) {
    for (const word of words(text)) {
      if (englishOnly.has(word) && !fromAgent.has(word)) left.add(word);
    }
  }
  return [...left];
}

describe('uiText in German over the gallery examples', () => {
  beforeEach(() => Object.assign(uiText, german));
  afterEach(() => Object.assign(uiText, english));

  it('has a German entry for every uiText key', () => {
    expect(Object.keys(english).filter((key) => !(key in german))).to.deep.equal([]);
  });

  for (const path of [
    'layout/modal',
    'inputs/date-time-input',
    'inputs/text-field-regexp',
    'checks/signup-form',
    'display/icons',
    'display/accessibility',
    'apps/music-player',
    'updates/error-reporting',
  ]) {
    it(`leaves no English word of its own in ${path}`, async () => {
      const {wrapper, source} = await renderExample(path);
      expect(leftoverEnglish(wrapper, source)).to.deep.equal([]);
    });
  }

  it('leaves no English word of its own in a filterable ChoicePicker as the user filters', async () => {
    const {wrapper, source} = await renderExample('inputs/choice-picker-filterable');
    deepQuery<HTMLInputElement>(wrapper, '[part="filter"]')!.focus();
    await sendKeys({type: 'zzz'});
    // The count of matches is announced once the user pauses typing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await settle();
    expect(deepQuery(wrapper, '[part="empty"]')).to.not.equal(undefined);
    expect(leftoverEnglish(wrapper, source)).to.deep.equal([]);
  });

  it('notices an English default left in place (the check itself works)', async () => {
    uiText.close = english['close'] as string;
    uiText.noMatch = english['noMatch'] as string;
    const {wrapper, source} = await renderExample('inputs/choice-picker-filterable');
    deepQuery<HTMLInputElement>(wrapper, '[part="filter"]')!.focus();
    await sendKeys({type: 'zzz'});
    await settle();
    expect(leftoverEnglish(wrapper, source).length > 0).to.equal(true);
  });
});
