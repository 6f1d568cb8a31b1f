import {html, nothing} from 'lit';
import {safeLocale} from '../../src/functions/locale.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {A2uiFieldElement, describedBy, fieldMessages, inputLabel} from '../shared/field-element.js';
import {sliderStyles} from './slider.styles.js';

/** Resolved properties of a Slider component. */
export interface SliderProps {
  /** Label of the slider. */
  label: string;
  /** Smallest value. */
  min: number;
  /** Largest value. */
  max: number;
  /** Current value; bind it with `{path}` to write the user's moves. */
  value: unknown;
  /** A2UI v0.10: number of discrete divisions of the range; the value snaps to them. */
  steps: number;
}

// Number.isFinite is false for anything that is not a number (it does not convert).
const finite = Number.isFinite as (value: unknown) => value is number;

/**
 * The step of a slider from `min` to `max`: 1 between whole numbers at least 3 apart (a count,
 * a rating, a number of guests: 0 to 5 items in a cart never holds 2.37), otherwise a hundredth
 * of the range's order of magnitude (0–1 and 0–2, an opacity or a temperature, move by 0.01).
 */
export function stepFor(min: number, max: number): number {
  const range = max - min;
  if (!(range > 0)) return 1;
  if (Number.isInteger(min) && Number.isInteger(max) && range >= 3) return 1;
  return 10 ** (Math.floor(Math.log10(range)) - 2);
}

/**
 * Slider: picks a number between `min` and `max`; dragging or the arrow keys write the
 * data model on every move.
 *
 * `steps` (A2UI v0.10) divides the range into that many snapping steps.
 * The current value is shown next to the label and announced through `aria-valuetext`,
 * formatted for the surface's locale. Keyboard: arrows step, Page Up / Page Down jump, Home /
 * End go to the bounds (native range input).
 *
 * @csspart field - The wrapper of everything.
 * @csspart header - The row holding the label and the value.
 * @csspart label - The `<label>`.
 * @csspart value - The `<output>` showing the current value.
 * @csspart input - The native `<input type="range">`.
 * @csspart error - The validation message.
 * @cssprop --a2ui-slider-accent - Colour of the filled track and thumb (default the link colour:
 *   the primary colour, darkened on a light background as far as it takes to show).
 * @cssprop --a2ui-slider-height - Height of the control (default 1.5rem).
 * @cssprop --a2ui-slider-value-color - Colour of the shown value (default `--a2ui-color-muted`).
 * @cssprop --a2ui-slider-error-color - Message colour (default `--a2ui-color-error`).
 */
export class A2uiSlider extends A2uiFieldElement<SliderProps, number> {
  static override styles = [baseStyles, sliderStyles, elementStyles];

  protected override render(): unknown {
    const {label, min, max, value, steps} = this.props;
    const low = finite(min) ? min : 0;
    const chosen = this.entry(finite(value) ? value : low);
    const high = finite(max) && max >= low ? max : Math.max(low, 100, chosen);
    const step =
      Number.isInteger(steps) && steps! >= 1 && high > low
        ? (high - low) / steps!
        : stepFor(low, high);
    const current = Math.min(high, Math.max(low, chosen));
    this.shown = String(current);
    // The input can only show a value on its step grid (the nearest one): the label and the
    // announced value say the same, to 6 digits (hiding float noise: 0.1 * 3). The data keeps
    // what was sent until the user moves it.
    const shown = new Intl.NumberFormat(safeLocale(this.node?.surface.locale), {
      maximumFractionDigits: 6,
    }).format(Math.min(high, low + Math.round((current - low) / step) * step));
    const {valid, message} = this.validation;
    const {label: a11yLabel, description} = this.accessibility;
    return html`<div part="field">
      <div part="header">
        ${inputLabel(label)}
        <output part="value" for="input" aria-hidden="true">${shown}</output>
      </div>
      <input
        part="input"
        id="input"
        type="range"
        min=${low}
        max=${high}
        step=${step}
        aria-valuetext=${shown}
        aria-label=${this.controlName(label, a11yLabel)}
        aria-invalid=${valid ? nothing : 'true'}
        aria-describedby=${describedBy(!valid, description)}
        @input=${this.#onInput}
      />
      ${fieldMessages(!valid, message, description)}
    </div>`;
  }

  #onInput(event: Event): void {
    const value = Number((event.target as HTMLInputElement).value);
    this.commit(value);
  }
}

if (!customElements.get('a2ui-slider')) customElements.define('a2ui-slider', A2uiSlider);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-slider': A2uiSlider;
  }
}
