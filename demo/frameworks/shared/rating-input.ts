import {css, html} from 'lit';
import * as z from 'zod/mini';
import {A2uiElement, defineComponent} from 'a2ui-elements';

/** Resolved properties of the demo's custom `RatingInput` component. */
interface RatingInputProps {
  label: string;
  value: number;
  max: number;
}

/**
 * @summary A row of star buttons; choosing one writes the rating to the data model.
 * A custom component written once and used unchanged from React, Vue, Angular and plain HTML.
 *
 * @csspart star - Each star button.
 * @cssprop --rating-color - Colour of a chosen star.
 */
export class RatingInput extends A2uiElement<RatingInputProps> {
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
    [part='star'][aria-checked='true'] {
      color: var(--rating-color, var(--a2ui-color-primary, #b35c00));
    }
  `;

  protected override render(): unknown {
    const {label = 'Rating', value = 0, max = 5, setValue} = this.props;
    const stars = Array.from({length: max}, (_, index) => index + 1);
    return html`<div role="radiogroup" aria-label=${label}>
      ${stars.map(
        (star) =>
          html`<button
            part="star"
            role="radio"
            aria-checked=${String(star <= value)}
            aria-label=${`${star} of ${max}`}
            @click=${() => setValue?.(star)}
          >
            ★
          </button>`,
      )}
    </div>`;
  }
}
