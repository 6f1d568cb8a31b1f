// Unit tests of apps (Vitest, Jest) run in jsdom by default, which has no constructable
// stylesheets to adopt (no `replaceSync`, no `adoptedStyleSheets`): the package imports there,
// and a surface renders and sends actions, its components' styles in <style> elements as Lit
// puts them.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {JSDOM} from 'jsdom';

const {window} = new JSDOM('<!doctype html><html><body></body></html>', {url: 'http://localhost/'});
// As Vitest's and Jest's jsdom environments do: the window's globals, its events over Node's.
for (const key of Object.getOwnPropertyNames(window)) {
  if (!(key in globalThis) || ['Event', 'CustomEvent', 'EventTarget'].includes(key)) {
    const value: unknown = window[key as keyof typeof window];
    Object.defineProperty(globalThis, key, {value, configurable: true, writable: true});
  }
}

/** Every element under `root`, through shadow roots. */
function* deepElements(root: Document | ShadowRoot): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* deepElements(element.shadowRoot);
  }
}

/** The first element of the page `match` accepts, waiting up to 2 s for it to render. */
async function deepFind(match: (element: Element) => boolean): Promise<Element> {
  for (const end = Date.now() + 2000; Date.now() < end;) {
    const found = [...deepElements(document)].find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('not rendered within 2 s');
}

test('a surface renders a Text and a Button in jsdom, and a click sends the action', async () => {
  assert.equal(typeof CSSStyleSheet.prototype.replaceSync, 'undefined'); // jsdom as tested
  const {MessageProcessor} = await import('../../src/index.js');
  const processor = new MessageProcessor();
  const errors: string[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail.message));
  const surface = Object.assign(document.createElement('a2ui-surface'), {
    surfaceId: 's',
    processor,
  });
  document.body.append(surface);
  const actions: string[] = [];
  surface.addEventListener('a2uiaction', (event) => actions.push(event.detail.name));
  processor.processMessages([
    {
      version: 'v0.9',
      createSurface: {
        surfaceId: 's',
        catalogId: 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
        theme: {primaryColor: '#336699'},
      },
    },
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId: 's',
        components: [
          {id: 'root', component: 'Column', children: ['title', 'go']},
          {id: 'title', component: 'Text', text: 'Hello **world**'},
          {id: 'go', component: 'Button', child: 'go-label', action: {event: {name: 'go'}}},
          {id: 'go-label', component: 'Text', text: 'Go'},
        ],
      },
    },
  ]);

  const title = await deepFind((element) => element.localName === 'a2ui-text');
  assert.equal(title.shadowRoot?.querySelector('strong')?.textContent, 'world');
  assert.ok(title.shadowRoot?.querySelector('style'), 'styles in a <style> element');
  const button = await deepFind((element) => element.localName === 'button');
  const label = button.querySelector('a2ui-text')?.shadowRoot?.textContent;
  assert.equal(label?.trim().slice(0, 2), 'Go');
  (button as HTMLElement).click();
  assert.deepEqual(actions, ['go']);
  assert.deepEqual(errors, []);
});
