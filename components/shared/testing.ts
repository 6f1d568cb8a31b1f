// Test helpers for component tests (not part of the public API, never imported by elements).
import {fixture, html} from '@open-wc/testing';
import type {Catalog, ComponentApi} from '../../src/catalog/catalog.js';
import {basicFunctions} from '../../src/functions/basic-functions.js';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import type {ActionBody, ErrorBody} from '../../src/state/errors.js';
import {SurfaceModel} from '../../src/state/surface-model.js';
import type {A2uiNode} from '../../src/surface/node.js';
import {deepActiveElement} from './tab-stops.js';

const NAMES = [
  'Text',
  'Image',
  'Icon',
  'Video',
  'AudioPlayer',
  'Row',
  'Column',
  'List',
  'Card',
  'Tabs',
  'Modal',
  'Divider',
  'Button',
  'TextField',
  'CheckBox',
  'ChoicePicker',
  'Slider',
  'DateTimeInput',
];

/** A catalog with the 18 basic component names (no schemas: tests feed the model directly). */
export const testCatalog: Catalog = {
  id: 'test-catalog',
  components: Object.fromEntries(
    NAMES.map((name) => [name, {name, schema: undefined} as unknown as ComponentApi]),
  ),
  functions: basicFunctions,
};

/** A surface with the given components and data, recording its errors and actions. */
export function testSurface(
  components: ComponentDefinition[],
  data: Record<string, unknown> = {},
): {surface: SurfaceModel; errors: ErrorBody[]; actions: ActionBody[]} {
  const errors: ErrorBody[] = [];
  const actions: ActionBody[] = [];
  const surface = new SurfaceModel({
    id: 'test',
    catalog: testCatalog,
    onError: (body) => errors.push(body),
    onAction: (body) => actions.push(body),
  });
  surface.dataModel.set('', data);
  surface.updateComponents(components);
  return {surface, errors, actions};
}

/** Renders component `id` of `surface` as its own element and waits for it to settle. */
export async function renderComponent<T extends HTMLElement = HTMLElement>(
  surface: SurfaceModel,
  id = 'root',
  wrapperClass = '',
): Promise<T> {
  const tag = surface.component(id)!.component.replace(/([a-z0-9])([A-Z])/g, '$1-$2');
  const element = document.createElement('a2ui-' + tag.toLowerCase()) as T & {node?: A2uiNode};
  element.node = {surface, id};
  const wrapper = await fixture<HTMLDivElement>(html`<div class=${wrapperClass}></div>`);
  wrapper.append(element);
  await settle();
  return element;
}

/**
 * Waits until every pending Lit update and signal effect has run. Those are microtasks; one
 * frame, then one task, also let `requestAnimationFrame` callbacks (Tabs) and what they start
 * run. (Four frames, as before, spent about 55 s of the browser suite waiting.)
 */
export async function settle(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve));
}

/** The shadow-root query helper: `shadow(el).querySelector(...)`. */
export function shadow(element: Element): ShadowRoot {
  return element.shadowRoot!;
}

/** Every element carrying `data-a2ui-id`, searched through shadow roots. */
export function deepIds(root: Element | ShadowRoot | Document): string[] {
  const ids: string[] = [];
  const walk = (node: Element | ShadowRoot | Document): void => {
    for (const child of Array.from(node.children)) {
      const id = child.getAttribute('data-a2ui-id');
      if (id !== null) ids.push(id);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
  walk(root);
  return ids;
}

/** First element matching `selector`, searched through shadow roots. */
export function deepQuery<T extends Element = HTMLElement>(
  root: Element | ShadowRoot | Document,
  selector: string,
): T | undefined {
  const direct = root.querySelector<T>(selector);
  if (direct) return direct;
  if (root instanceof Element && root.shadowRoot) {
    const inShadow = deepQuery<T>(root.shadowRoot, selector);
    if (inShadow) return inShadow;
  }
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.shadowRoot) {
      const found = deepQuery<T>(element.shadowRoot, selector);
      if (found) return found;
    }
  }
  return undefined;
}

/** The id of the component holding focus (`<body>` when focus fell to the page, '' elsewhere). */
export function focusedId(): string {
  for (let node: Node | null | undefined = deepActiveElement(); node;) {
    const id = node instanceof Element ? node.getAttribute('data-a2ui-id') : null;
    if (id) return id;
    node = node.parentNode ?? (node as ShadowRoot).host ?? null;
  }
  return document.activeElement === document.body ? '<body>' : '';
}
