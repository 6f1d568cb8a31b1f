import {css, html} from 'lit';
import * as z from 'zod/mini';
import {A2uiElement, defineComponent, type PropsOf} from 'a2ui-elements';

/**
 * @summary A row of star buttons; choosing one writes the rating to the data model.
 * A custom component written once and used unchanged from React, Vue, Angular and plain HTML.
 *
 * Keyboard as a WAI-ARIA radio group: one tab stop (the chosen star), arrow keys move the
 * rating down or up (left and right mirrored in a right-to-left page), Home/End choose the
 * lowest/highest. Only the chosen star is "checked"; the stars below it are only drawn filled.
 *
 * @csspart star - Each star button.
 * @cssprop --rating-color - Colour of a chosen star.
 */
export class RatingInput extends A2uiElement<PropsOf<typeof RatingInput.api>> {
  /** What agents may send: written once, used for validation, coercion and the catalog. */
  static api = defineComponent({
    name: 'RatingInput',
    tag: 'demo-rating-input',
    props: (t) => ({
      label: z.optional(t.dynamicString),
      value: t.dynamicNumber,
      max: z.optional(z.number()),
    }),
  });

  static override styles = css`
    :host {
      display: block;
    }
    [part='star'] {
      font: inherit;
      font-size: 1.5rem;
      border: none;
      background: none;
      cursor: pointer;
      color: var(--a2ui-color-on-surface-muted, #666);
    }
    [part='star'].filled {
      color: var(--rating-color, var(--a2ui-color-primary, #b35c00));
    }
  `;

  protected override render(): unknown {
    const {label = 'Rating', value = 0, max = 5} = this.props;
    const stars = Array.from({length: max}, (_, index) => index + 1);
    // The tab stop: the chosen star, or the first one while nothing is chosen.
    const focusable = value >= 1 && value <= max ? value : 1;
    return html`<div role="radiogroup" aria-label=${label} @keydown=${this.#onKeydown}>
      ${stars.map(
        (star) =>
          html`<button
            part="star"
            class=${star <= value ? 'filled' : ''}
            role="radio"
            aria-checked=${String(star === value)}
            aria-label=${`${star} of ${max}`}
            tabindex=${star === focusable ? 0 : -1}
            @click=${() => this.#choose(star)}
          >
            ★
          </button>`,
      )}
    </div>`;
  }

  #choose(star: number, focus = false): void {
    this.props.setValue?.(star);
    if (focus) {
      void this.updateComplete.then(() =>
        this.renderRoot.querySelectorAll<HTMLElement>('[part="star"]')[star - 1]?.focus(),
      );
    }
  }

  #onKeydown(event: KeyboardEvent): void {
    const {value = 0, max = 5} = this.props;
    const current = Math.min(Math.max(Math.round(value), 0), max);
    // Right to left, the row starts on the right: ArrowLeft goes on, as it does among radios.
    const step = getComputedStyle(this).direction === 'rtl' ? -1 : 1;
    const keys: Record<string, number> = {
      ArrowRight: current + step,
      ArrowUp: current + 1,
      ArrowLeft: current - step,
      ArrowDown: current - 1,
      Home: 1,
      End: max,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    this.#choose(Math.min(Math.max(next, 1), max), true);
  }
}
