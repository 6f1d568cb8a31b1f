// A chat conversation as an app built on a2ui-elements shows it: one MessageProcessor, one
// surface per agent reply, every reply built from the same component ids.
import {deepIds, deepQuery} from '../../components/shared/testing.js';
import type {MessageProcessor} from '../../src/state/message-processor.js';
import type {A2uiSurface} from '../../src/surface/a2ui-surface.js';
import '../../src/surface/a2ui-surface.js';

export const CATALOG = 'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json';

/** The component ids every reply uses, in the order they render. */
export const REPLY_IDS = ['root', 'title', 'body', 'tabs', 'draft', 'answer', 'send', 'send-label'];

/** The messages of one agent reply: a title, a body, two tabs, a text field and a send button. */
export function replyMessages(surfaceId: string, n: number, theme?: object): object[] {
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId: CATALOG, ...(theme && {theme})}},
    {version: 'v0.9', updateDataModel: {surfaceId, value: {n, body: `Reply ${n}`, draft: ''}}},
    {
      version: 'v0.9',
      updateComponents: {
        surfaceId,
        components: [
          {id: 'root', component: 'Column', children: ['title', 'body', 'tabs', 'send']},
          {id: 'title', component: 'Text', variant: 'h3', text: `Message ${n}`},
          {id: 'body', component: 'Text', text: {path: '/body'}},
          {
            id: 'tabs',
            component: 'Tabs',
            tabs: [
              {title: 'Write', child: 'draft'},
              {title: 'Answer', child: 'answer'},
            ],
          },
          {id: 'draft', component: 'TextField', label: 'Your answer', value: {path: '/draft'}},
          {id: 'answer', component: 'Text', text: {path: '/draft'}},
          {
            id: 'send',
            component: 'Button',
            child: 'send-label',
            action: {event: {name: 'send', context: {n: {path: '/n'}, text: {path: '/draft'}}}},
          },
          {id: 'send-label', component: 'Text', text: 'Send'},
        ],
      },
    },
  ];
}

/** A `<a2ui-surface>` for `surfaceId` of `processor` (not yet in the page). */
export function surfaceElement(processor: MessageProcessor, surfaceId: string): A2uiSurface {
  const el = document.createElement('a2ui-surface');
  el.processor = processor;
  el.setAttribute('surface-id', surfaceId);
  return el;
}

/** The ids rendered in `el` (through shadow roots). */
export function renderedIds(el: A2uiSurface): string[] {
  return deepIds(el);
}

/** The inner `<input>` of the reply's text field. */
export function draftInput(el: A2uiSurface): HTMLInputElement | undefined {
  return deepQuery(el, '[data-a2ui-id="draft"]')?.shadowRoot?.querySelector('input') ?? undefined;
}

/** The inner `<button>` of the reply's send button. */
export function sendButton(el: A2uiSurface): HTMLButtonElement {
  return deepQuery(el, '[data-a2ui-id="send"]')!.shadowRoot!.querySelector('button')!;
}

/** The tab headers of the reply's tabs. */
export function tabHeaders(el: A2uiSurface): HTMLElement[] {
  const tabs = deepQuery(el, '[data-a2ui-id="tabs"]')!.shadowRoot!;
  return Array.from(tabs.querySelectorAll<HTMLElement>('[role="tab"]'));
}
