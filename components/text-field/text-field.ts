import {html, nothing} from 'lit';
import {textFieldVariants} from '../../src/protocol/v0_9/basic-components.js';
import {regexLiteralProblem, safeRegexTest} from '../../src/functions/regex/safe-regex.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {
  A2uiFieldElement,
  describedBy,
  fieldMessages,
  inputLabel,
  isText,
} from '../shared/field-element.js';
import {textFieldStyles} from './text-field.styles.js';

/** TextField input kinds. */
export type TextFieldVariant = 'shortText' | 'longText' | 'number' | 'obscured';

/** Resolved properties of a TextField component. */
export interface TextFieldProps {
  /** Label of the input. */
  label: string;
  /** Current text; bind it with `{path}` to write what the user types. */
  value: unknown;
  /** `shortText`, `longText` (multi-line), `number` or `obscured` (a password). */
  variant: TextFieldVariant;
  /** A regular expression the text must match (run by the safe matcher). */
  validationRegexp: string;
  /** A2UI v0.10: hint shown while the field is empty (never a replacement for the label). */
  placeholder: string;
}

const VARIANTS = new Set<unknown>(textFieldVariants);

/**
 * TextField: a labelled text input (single line, multi-line, number or password)
 * whose value is two-way bound to the data model.
 *
 * A `placeholder` (A2UI v0.10) is shown while the field is empty.
 * Every keystroke writes the data model (`value` bound by `{path}`); a data-model change updates
 * the input without moving the caret. The first failing check (or a `validationRegexp`
 * mismatch) is shown under the input, with `aria-invalid` and `aria-describedby` on it, once the
 * user has edited or left the field, or straight away when the value is not empty.
 *
 * @csspart field - The wrapper of label, input and message.
 * @csspart label - The `<label>`.
 * @csspart input - The `<input>` (or the `<textarea>` of `longText`).
 * @csspart error - The validation message.
 * @cssprop --a2ui-text-field-background - Input background (default `--a2ui-color-input`).
 * @cssprop --a2ui-text-field-color - Input text colour (default `--a2ui-color-on-input`).
 * @cssprop --a2ui-text-field-border - Input border (default `--a2ui-border-width` solid
 *   `--a2ui-color-border`).
 * @cssprop --a2ui-text-field-radius - Input corner radius (default `--a2ui-border-radius-s`).
 * @cssprop --a2ui-text-field-padding - Input padding (default `--a2ui-spacing-m`).
 * @cssprop --a2ui-text-field-label-color - Label colour (default inherited).
 * @cssprop --a2ui-text-field-placeholder-color - Placeholder colour (default
 *   `--a2ui-color-muted`).
 * @cssprop --a2ui-text-field-error-color - Message and invalid border colour (default
 *   `--a2ui-color-error`).
 * @cssprop --a2ui-text-field-long-text-rows - Height of `longText` in lines (default 4).
 */
export class A2uiTextField extends A2uiFieldElement<TextFieldProps, string> {
  static override styles = [baseStyles, textFieldStyles, elementStyles];

  protected override render(): unknown {
    const {label, value, variant, validationRegexp, placeholder} = this.props;
    const hint = isText(placeholder) ? placeholder : nothing;
    const kind = VARIANTS.has(variant) ? variant! : 'shortText';
    this.shown = this.entry(typeof value === 'string' ? value : value == null ? '' : String(value));
    const error = this.#firstError(this.shown, validationRegexp);
    const showError = error !== undefined && (this.touched || this.shown !== '');
    const {label: a11yLabel, description} = this.accessibility;
    const name = this.controlName(label, a11yLabel);
    const invalid = showError ? 'true' : nothing;
    const describedByIds = describedBy(showError, description);
    // Typed text reads in its own direction (Arabic on an English page, or the reverse); an
    // empty field keeps the surface's, which `dir=auto` would make left to right.
    const dir = this.shown && kind !== 'number' ? 'auto' : nothing;
    // On one line, unquoted: the bundle's HTML minifier leaves a template holding <textarea> as
    // written.
    // prettier-ignore
    const control =
      kind === 'longText'
        ? html`<textarea part=input id=input rows=4 dir=${dir} placeholder=${hint} aria-label=${name} aria-required=${this.required} aria-invalid=${invalid} aria-describedby=${describedByIds} @input=${this.#onInput} @blur=${this.leave}></textarea>`
        : html`<input
            part="input"
            id="input"
            type=${kind === 'number' ? 'number' : kind === 'obscured' ? 'password' : 'text'}
            inputmode=${kind === 'number' ? 'decimal' : nothing}
            step=${kind === 'number' ? 'any' : nothing}
            dir=${dir}
            placeholder=${hint}
            autocomplete=${kind === 'obscured' ? 'off' : nothing}
            spellcheck=${kind === 'obscured' ? 'false' : nothing}
            aria-label=${name}
            aria-required=${this.required}
            aria-invalid=${invalid}
            aria-describedby=${describedByIds}
            @input=${this.#onInput}
            @blur=${this.leave}
          />`;
    return html`<div part="field">
      ${inputLabel(label)} ${control} ${fieldMessages(showError, error, description)}
    </div>`;
  }

  #firstError(text: string, pattern: unknown): string | undefined {
    const node = this.node!;
    const literal = regexLiteralProblem(pattern);
    if (literal) {
      node.surface.reportOnce(`regexp/:${node.id}:${pattern}`, {
        code: 'INVALID_REGEXP',
        message: `TextField "${node.id}": validationRegexp ${literal}`,
      });
    }
    const {valid, message} = this.validation;
    if (!valid) return message;
    if (!isText(pattern) || text === '') return undefined;
    const {matched, refusal} = safeRegexTest(pattern, text);
    if (refusal && refusal !== 'input-too-long') {
      node.surface.reportOnce(`regexp:${node.id}:${pattern}`, {
        code: 'INVALID_REGEXP',
        message: `TextField "${node.id}" has a validationRegexp that cannot be used (${refusal}); it is ignored.`,
      });
      return undefined;
    }
    return matched ? undefined : this.uiText.formatError;
  }

  #onInput(event: Event): void {
    const text = (event.target as HTMLInputElement).value;
    this.shown = text;
    this.touched = true;
    this.commit(text);
  }
}

if (!customElements.get('a2ui-text-field')) customElements.define('a2ui-text-field', A2uiTextField);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-text-field': A2uiTextField;
  }
}
