// A surface fed by a hostile agent, for the hostile-*.test.ts files.
import {fixture, html} from '@open-wc/testing';
import {MessageProcessor, type A2uiSurface, type ErrorBody} from '../../src/index.js';
import {CATALOG} from './hostile-arbitraries.js';
import {flush} from './hostile-page.js';

/** An `updateComponents` message for surface `s`. */
export function components(list: object[]): object {
  return {version: 'v0.9', updateComponents: {surfaceId: 's', components: list}};
}

/** An `updateDataModel` message for surface `s`. */
export function data(path: string, value: unknown): object {
  return {version: 'v0.9', updateDataModel: {surfaceId: 's', path, value}};
}

/** Surface `s` of a new processor, mounted, after `messages`; and every error reported. */
export async function hostileSurface(...messages: object[]): Promise<{
  el: A2uiSurface;
  processor: MessageProcessor;
  errors: ErrorBody[];
}> {
  const processor = new MessageProcessor();
  const errors: ErrorBody[] = [];
  processor.addEventListener('error', (event) => errors.push(event.detail));
  const el = await fixture<A2uiSurface>(
    html`<a2ui-surface surface-id="s" .processor=${processor}></a2ui-surface>`,
  );
  processor.processMessages([
    {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: CATALOG}},
    ...messages,
  ]);
  await flush();
  return {el, processor, errors};
}

/** The text of every text node under `root`, shadow roots included. */
export function deepText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Element | ShadowRoot) => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.nodeValue!);
      else if (child instanceof Element) {
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    }
  };
  walk(root.shadowRoot ?? root);
  return parts.join('');
}
