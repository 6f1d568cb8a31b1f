import {html, type PropertyValues} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {flexClasses, flexStyles} from '../shared/flex.styles.js';
import {holdsTabStop, scrolls} from '../shared/tab-stops.js';
import {listStyles} from './list.styles.js';

/** Resolved properties of a List component. */
export interface ListProps {
  /** Child ids, or a template `{componentId, path}` repeated for each item. */
  children: unknown;
  /** Scroll direction. */
  direction: 'vertical' | 'horizontal';
  /** Alignment of the items across the list (`start`, `center`, `end`, `stretch`). */
  align: string;
}

/**
 * List: a scrollable vertical or horizontal list of children (often a template).
 *
 * Template children are keyed by item, so inserting into the middle of a long array keeps
 * every other item's element and input state. A List that scrolls and holds nothing to focus is
 * a Tab stop itself, so that the keyboard can scroll it where the browser does not make a scroll
 * box one (Safari); one whose items take focus is none (Firefox makes every scroll box one):
 * checked after each render and as Tab is pressed.
 *
 * @csspart list - The scroll container (role list).
 * @csspart item - The wrapper of each child (role listitem).
 * @cssprop --a2ui-list-gap - Space between items (default `--a2ui-spacing-m`).
 * @cssprop --a2ui-list-max-height - Max height before a vertical list scrolls (default none).
 * @cssprop --a2ui-list-item-max-width - Max width of an item of a horizontal list (default 80%).
 */
export class A2uiList extends A2uiElement<ListProps> {
  static override styles = [baseStyles, flexStyles, listStyles, elementStyles];

  protected override render(): unknown {
    const {direction, align} = this.props;
    const horizontal = direction === 'horizontal';
    return html`<div
      part="list"
      role="list"
      class="${horizontal ? 'horizontal' : 'vertical'} ${flexClasses('start', align)}"
      @focusin=${this.#onFocusin}
    >
      ${this.renderChildren(
        'children',
        (child) => html`<div part="item" role="listitem">${child}</div>`,
      )}
    </div>`;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('keydown', this.#onKeydown, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('keydown', this.#onKeydown, true);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // The items render after this element: count their tab stops once they have.
    requestAnimationFrame(this.#checkTabStop);
  }

  // Firefox scrolls an item Tab reaches into view only when none of it shows: one cut at the
  // List's edge kept its focus ring cut too. Brought whole into view (within the scroll padding
  // kept for the ring), as Chromium does; only for keyboard focus, which a click does not move.
  #onFocusin = (event: FocusEvent) => {
    const target = event.composedPath()[0] as Element;
    // Inline, nearest is the default.
    if (target.matches(':focus-visible')) target.scrollIntoView({block: 'nearest'});
  };

  // Rows change, grow or come to take focus without a render of the List (a template's data, a
  // row's type or text): checked again as Tab is pressed, before the browser moves focus.
  #onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') this.#checkTabStop();
  };

  #checkTabStop = () => {
    const list = this.renderRoot.querySelector<HTMLElement>('[part="list"]');
    if (!list) return;
    // No tabindex while it does not scroll, not -1: content that grows without a render of the
    // List (a Text streamed into) may make it scroll, and then Chromium and Firefox make it a
    // stop. Once it scrolls, -1 if its items take focus: Firefox makes a scroll box a stop even
    // then (Chromium does not), and Tab would stop at the List before its items.
    if (!scrolls(list)) list.removeAttribute('tabindex');
    else list.tabIndex = holdsTabStop(list) ? -1 : 0;
  };
}

if (!customElements.get('a2ui-list')) customElements.define('a2ui-list', A2uiList);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-list': A2uiList;
  }
}
