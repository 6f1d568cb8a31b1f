import {html, nothing, type PropertyValues} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {tabStops} from '../shared/tab-stops.js';
import {nameFromId} from '../text-field/fallback-name.js';
import {tabsStyles} from './tabs.styles.js';

/** One tab as written by the agent: a (dynamic) title and the id of its content. */
export interface TabItem {
  /** Text of the tab's header. */
  title: unknown;
  /** Id of the component shown while the tab is selected. */
  child: string;
}

/** Resolved properties of a Tabs component. */
export interface TabsProps {
  /** The tabs, in order. */
  tabs: TabItem[];
}

/**
 * Tabs: a row of tab headers; only the selected tab's child is shown.
 *
 * Follows the WAI-ARIA tabs pattern: one tab stop (roving tabindex), Left/Right arrows move
 * and select (mirrored in right-to-left text), Home/End go to the first/last tab; with Alt, Ctrl
 * or Cmd held these keys are left to the browser. The panel is a
 * tab stop of its own only while its content has none (then Tab from the tab reaches the
 * content): checked after each render and again when Tab is pressed on a tab, so content that
 * changes later is counted. The `accessibility` label and description name and describe the
 * tablist. A tab whose title is empty (or bound to data not there yet) is named after its
 * content's component id (`seat-map` → "Seat map"), as an unlabelled field is.
 *
 * @csspart tablist - The row of tab headers (role tablist).
 * @csspart tab - Each tab header (a `<button role="tab">`).
 * @csspart tab-selected - The selected tab header (also has part `tab`).
 * @csspart panel - The selected tab's content (role tabpanel).
 * @cssprop --a2ui-tabs-indicator-color - Underline of the selected tab (default: link colour).
 * @cssprop --a2ui-tabs-border-color - Line under the tab row (default `--a2ui-color-divider`).
 * @cssprop --a2ui-tabs-color - Tab header text colour (default: inherited).
 * @cssprop --a2ui-tabs-hover-background - Hovered tab background (default `--a2ui-color-secondary`).
 * @cssprop --a2ui-tabs-panel-padding - Space above the panel (default `--a2ui-spacing-m`).
 */
export class A2uiTabs extends A2uiElement<TabsProps> {
  static override styles = [baseStyles, tabsStyles, elementStyles];
  /**
   * Index of the selected tab among `count`, kept with the surface: an element created again
   * keeps it.
   */
  #selected(count: number): number {
    return Math.max(0, Math.min(this.kept<number>('selected') ?? 0, count - 1));
  }

  get #tabs(): TabItem[] {
    const tabs = this.props.tabs;
    return Array.isArray(tabs) ? tabs : [];
  }

  protected override render(): unknown {
    const tabs = this.#tabs;
    const index = this.#selected(tabs.length);
    const {label, description} = this.accessibility;
    return html`<div
        part="tablist"
        role="tablist"
        aria-label=${label ?? nothing}
        aria-description=${description ?? nothing}
        @keydown=${this.#onKeydown}
      >
        ${tabs.map((tab, i) => {
          const selected = i === index;
          const title = String(this.resolve(tab?.title) ?? '');
          return html`<button
            part=${selected ? 'tab tab-selected' : 'tab'}
            role="tab"
            id="tab-${i}"
            type="button"
            aria-selected=${selected}
            aria-controls=${selected ? 'panel' : nothing}
            tabindex=${selected ? 0 : -1}
            aria-label=${title.trim() ? nothing : nameFromId(String(tab?.child ?? '')) || nothing}
            @click=${() => this.#select(i, false)}
          >
            ${title}
          </button>`;
        })}
      </div>
      <div part="panel" role="tabpanel" id="panel" aria-labelledby="tab-${index}">
        ${this.renderChild(tabs[index]?.child)}
      </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The content's elements render after this one: count its tab stops once they have.
    requestAnimationFrame(() => this.#updatePanelStop());
  }

  protected override applyAccessibility(): void {
    // The label and description belong to the tablist (WAI-ARIA tabs pattern), not the host.
  }

  /** The panel is a tab stop only while nothing in it is one (WAI-ARIA tabs pattern). */
  #updatePanelStop(): void {
    const panel = this.renderRoot.querySelector<HTMLElement>('#panel');
    if (panel) panel.tabIndex = tabStops(panel).length ? -1 : 0;
  }

  #select(index: number, focus: boolean): void {
    this.keep('selected', index);
    if (focus) {
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(`#tab-${index}`)?.focus(),
      );
    }
  }

  #onKeydown(event: KeyboardEvent): void {
    const {key} = event;
    if (key === 'Tab') this.#updatePanelStop();
    const count = this.#tabs.length;
    // With Alt, Ctrl or Cmd the keys are the browser's (Alt+Left is Back).
    if (!count || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = this.#selected(count);
    // Left and right are mirrored in right-to-left text.
    const arrow = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
    const step = getComputedStyle(this).direction === 'rtl' ? -arrow : arrow;
    const next = step
      ? (current + step + count) % count
      : key === 'Home'
        ? 0
        : key === 'End'
          ? count - 1
          : -1;
    if (next < 0) return;
    event.preventDefault();
    this.#select(next, true);
  }
}

if (!customElements.get('a2ui-tabs')) customElements.define('a2ui-tabs', A2uiTabs);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-tabs': A2uiTabs;
  }
}
