import {html, nothing, type PropertyValues} from 'lit';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {A2uiFieldElement, describedBy, fieldMessages, isText} from '../shared/field-element.js';
import {checkBoxStyles} from './check-box.styles.js';

/** Resolved properties of a CheckBox component. */
export interface CheckBoxProps {
  /** Label of the checkbox. */
  label: string;
  /** Checked state; bind it with `{path}` to write the user's choice. */
  value: unknown;
}

/**
 * CheckBox: a native checkbox with its label; checking it writes `true` / `false` to
 * the data model.
 *
 * The first failing check is shown under the box (once the user has changed or left an
 * unchecked box; straight away for a checked one), with `aria-invalid` and `aria-describedby`
 * on the checkbox; a `required` check marks it `aria-required` from the start, and so does a
 * check whose condition is the box's own value (`{path}`), the way to ask for a ticked box:
 * `required` is met by an unticked box, whose value `false` is a value (A2UI v0.9).
 *
 * @csspart field - The wrapper of the control and the message.
 * @csspart control - The `<label>` holding the box and its text (the click target).
 * @csspart checkbox - The native `<input type="checkbox">`.
 * @csspart label - The label text.
 * @csspart error - The validation message.
 * @cssprop --a2ui-check-box-size - Size of the box (default 1.25rem).
 * @cssprop --a2ui-check-box-accent - Colour of the checked box (default the link colour: the
 *   primary colour, darkened on a light background as far as it takes to show).
 * @cssprop --a2ui-check-box-gap - Space between box and label (default `--a2ui-spacing-m`).
 * @cssprop --a2ui-check-box-error-color - Message colour (default `--a2ui-color-error`).
 */
export class A2uiCheckBox extends A2uiFieldElement<CheckBoxProps, boolean> {
  static override styles = [baseStyles, checkBoxStyles, elementStyles];

  #checked = false;

  protected override render(): unknown {
    const {label, value} = this.props;
    this.#checked = this.entry(value === true);
    const {valid: checksPass, message} = this.validation;
    const valid = checksPass || !(this.touched || this.#checked);
    const {label: a11yLabel, description} = this.accessibility;
    return html`<div part="field" @focusout=${this.leave}>
      <label part="control">
        <input
          part="checkbox"
          type="checkbox"
          id="checkbox"
          aria-label=${this.controlName(label, a11yLabel)}
          aria-required=${this.required}
          aria-invalid=${valid ? nothing : 'true'}
          aria-describedby=${describedBy(!valid, description)}
          @input=${this.#onInput}
        />
        <span part="label">${isText(label) ? label : ''}</span>
      </label>
      ${fieldMessages(!valid, message, description)}
    </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const box = this.renderRoot.querySelector<HTMLInputElement>('#checkbox');
    if (box && box.checked !== this.#checked) box.checked = this.#checked;
  }

  /**
   * Also `'true'` when a check's condition is the box's own bound value: the spec's way to ask for
   * a ticked box, as an HTML required checkbox (its `required` function only asks for a value,
   * and an unticked box holds one, `false`).
   */
  protected override get required(): 'true' | typeof nothing {
    const {value, checks} = this.context?.definition ?? ({} as Record<string, unknown>);
    const path = (value as {path?: string})?.path;
    const ticked =
      path &&
      (checks as {condition?: {path?: unknown}}[] | undefined)?.some?.(
        (rule) => rule?.condition?.path === path,
      );
    return ticked ? 'true' : super.required;
  }

  #onInput(event: Event): void {
    this.touched = true;
    this.#checked = (event.target as HTMLInputElement).checked;
    this.commit(this.#checked);
  }
}

if (!customElements.get('a2ui-check-box')) customElements.define('a2ui-check-box', A2uiCheckBox);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-check-box': A2uiCheckBox;
  }
}
