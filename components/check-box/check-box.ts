import {html, nothing, type PropertyValues} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {nameFromId} from '../text-field/fallback-name.js';
import {UnboundValue} from '../text-field/unbound-value.js';
import {checkBoxStyles} from './check-box.styles.js';

/** Resolved properties of a CheckBox component. */
export interface CheckBoxProps {
  label: string;
  value: unknown;
}

/**
 * @summary CheckBox: a native checkbox with its label; checking it writes `true` / `false` to
 * the data model.
 *
 * The first failing check is shown under the box (once the user has changed or left an
 * unchecked box; straight away for a checked one), with `aria-invalid` and `aria-describedby`
 * on the checkbox.
 *
 * @csspart field - The wrapper of the control and the message.
 * @csspart control - The `<label>` holding the box and its text (the click target).
 * @csspart checkbox - The native `<input type="checkbox">`.
 * @csspart label - The label text.
 * @csspart error - The validation message.
 * @cssprop --a2ui-check-box-size - Size of the box (default 1.25rem).
 * @cssprop --a2ui-check-box-accent - Colour of the checked box (default `--a2ui-color-primary`).
 * @cssprop --a2ui-check-box-gap - Space between box and label (default `--a2ui-spacing-m`).
 * @cssprop --a2ui-check-box-error-color - Message colour (default `--a2ui-color-error`).
 */
export class A2uiCheckBox extends A2uiElement<CheckBoxProps> {
  static override styles = [baseStyles, checkBoxStyles];
  // Local state, re-rendering on change; declared without decorators, which compile to more code.
  static override properties = {
    ...A2uiElement.properties,
    touched: {attribute: false},
    unboundEdits: {attribute: false},
  };

  /** Set once the user changed or left the control: errors of an empty one show from then. */
  private touched = false;

  #checked = false;
  #unbound = new UnboundValue<boolean>();
  /** Counts edits of an unbound value: a state change, so the element re-renders. */
  private unboundEdits = 0;

  protected override render(): unknown {
    const {label, value} = this.props;
    this.#checked = this.#unbound.read(value, value === true);
    const {valid: checksPass, message} = this.validation;
    const valid = checksPass || !(this.touched || this.#checked);
    const {label: a11yLabel, description} = this.accessibility;
    const hasLabel = typeof label === 'string' && label !== '';
    const name = a11yLabel ?? (hasLabel ? '' : nameFromId(this.node?.id ?? ''));
    const describedBy = [valid ? '' : 'error', description ? 'description' : '']
      .filter(Boolean)
      .join(' ');
    return html`<div part="field" @focusout=${this.#onLeave}>
      <label part="control">
        <input
          part="checkbox"
          type="checkbox"
          id="checkbox"
          aria-label=${name || nothing}
          aria-invalid=${valid ? nothing : 'true'}
          aria-describedby=${describedBy || nothing}
          @input=${this.#onInput}
        />
        <span part="label">${hasLabel ? label : ''}</span>
      </label>
      <div part="error" id="error" aria-live="polite" ?hidden=${valid}>
        ${valid ? nothing : message}
      </div>
      ${description ? html`<span id="description" hidden>${description}</span>` : nothing}
    </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const box = this.renderRoot.querySelector<HTMLInputElement>('#checkbox');
    if (box && box.checked !== this.#checked) box.checked = this.#checked;
  }

  protected override applyAccessibility(): void {
    // The label and description belong to the inner checkbox, rendered above.
  }

  #onLeave = (): void => {
    this.touched = true;
  };

  #onInput = (event: Event): void => {
    this.touched = true;
    this.#checked = (event.target as HTMLInputElement).checked;
    if (!this.set('value', this.#checked)) {
      this.#unbound.write(this.props.value, this.#checked);
      this.unboundEdits++;
    }
  };
}

customElements.define('a2ui-check-box', A2uiCheckBox);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-check-box': A2uiCheckBox;
  }
}
