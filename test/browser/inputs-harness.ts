// Test helpers shared by the input components' tests (Button, TextField, CheckBox, ChoicePicker,
// Slider, DateTimeInput, Video, AudioPlayer). Not part of the public API.
import {expect, fixture, html} from '@open-wc/testing';
// axe-core ships as a UMD script: imported as a module it installs `window.axe`.
import 'axe-core';
import type {AxeResults, RunOptions} from 'axe-core';
import {basicCatalog} from '../../src/catalog/basic-catalog.js';
import type {ComponentDefinition} from '../../src/state/component-store.js';
import type {ActionBody, ErrorBody} from '../../src/state/errors.js';
import {SurfaceModel} from '../../src/state/surface-model.js';
import type {A2uiNode} from '../../src/surface/node.js';
import {settle} from '../../components/shared/testing.js';

export {settle};

/** A surface of the real basic catalog (its coercions and functions), recording errors and
 * actions. */
export function inputSurface(
  components: ComponentDefinition[],
  data: Record<string, unknown> = {},
  locale = 'en-US',
  timeZone?: string,
): {surface: SurfaceModel; errors: ErrorBody[]; actions: ActionBody[]} {
  const errors: ErrorBody[] = [];
  const actions: ActionBody[] = [];
  const surface = new SurfaceModel({
    id: 'inputs',
    catalog: basicCatalog,
    locale,
    timeZone,
    onError: (body) => errors.push(body),
    onAction: (body) => actions.push(body),
  });
  surface.dataModel.set('', data);
  surface.updateComponents(components);
  return {surface, errors, actions};
}

/**
 * Renders component `id` as its own element inside a themed wrapper (`a2ui-light` or
 * `a2ui-dark`, painted with the surface background so contrast checks are meaningful).
 */
export async function renderInput<T extends HTMLElement = HTMLElement>(
  surface: SurfaceModel,
  id = 'root',
  scheme: 'light' | 'dark' = 'light',
): Promise<T> {
  const type = surface.component(id)!.component.replace(/([a-z0-9])([A-Z])/g, '$1-$2');
  const element = document.createElement('a2ui-' + type.toLowerCase()) as T & {node?: A2uiNode};
  element.node = {surface, id};
  const wrapper = await fixture<HTMLElement>(
    html`<section
      aria-label="Component under test"
      class="a2ui-${scheme}"
      style="padding: 16px; background: var(--a2ui-color-background); color: var(--a2ui-color-on-background)"
    ></section>`,
  );
  wrapper.append(element);
  await settle();
  return element;
}

/** The element's shadow root. */
export function shadowOf(element: Element): ShadowRoot {
  return element.shadowRoot!;
}

/** The first element matching `selector` in the element's shadow root. */
export function part<T extends Element = HTMLElement>(element: Element, selector: string): T {
  const found = element.shadowRoot!.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in <${element.localName}>`);
  return found;
}

/** Asserts that axe-core finds no violation in the element's themed wrapper. */
export async function expectAccessible(element: Element): Promise<void> {
  const axe = (
    globalThis as unknown as {axe: {run(c: Element, o: RunOptions): Promise<AxeResults>}}
  ).axe;
  const results = await axe.run(element.parentElement!, {resultTypes: ['violations']});
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(violations.join('\n')).to.equal('');
}

/** Dispatches the event a user's edit of a native control fires. */
export function fire(control: Element, type = 'input'): void {
  control.dispatchEvent(new Event(type, {bubbles: true, composed: true}));
}

/** WCAG contrast ratio of two opaque colours written `rgb(r, g, b)` (or `r,g,b`). */
export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}
