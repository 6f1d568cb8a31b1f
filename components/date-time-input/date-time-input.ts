import {html, nothing} from 'lit';
import {safeLocale} from '../../src/functions/locale.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {A2uiFieldElement, describedBy, fieldMessages, inputLabel} from '../shared/field-element.js';
import {dateTimeInputStyles} from './date-time-input.styles.js';
import {
  fromInputValue,
  parseIso,
  inputTypeFor,
  modeFor,
  toInputValue,
  type DateTimeMode,
} from './iso-date-time.js';

/** Resolved properties of a DateTimeInput component. */
export interface DateTimeInputProps {
  /** Label of the input. */
  label: string;
  /** The chosen date and/or time as ISO 8601 text (`''` when unset). */
  value: unknown;
  /** Lets the user pick a date. */
  enableDate: boolean;
  /** Lets the user pick a time. */
  enableTime: boolean;
  /** Earliest allowed value (ISO 8601 date, time or date-time). */
  min: unknown;
  /** Latest allowed value (ISO 8601 date, time or date-time). */
  max: unknown;
}

/**
 * A `min` / `max` bound (a non-empty value in the native input's format) as a person reads it
 * in `locale`: `Jan 1, 2026, 12:00 AM` for a date-time, `Jan 1, 2026` for a date, `9:00 AM` for
 * a time.
 */
export function readableBound(bound: string, mode: DateTimeMode, locale?: string): string {
  // Year, month, day, hours, minutes, seconds; a time alone is read on some day.
  const fields = (mode === 'time' ? `2000-01-01T${bound}` : bound).split(/[-T:]/).map(Number);
  const [y, mo, d, h = 0, mi = 0, sec = 0] = fields;
  const when = new Date(y!, mo! - 1, d!, h, mi, Math.floor(sec));
  if (Number.isNaN(when.getTime())) return bound.replace('T', ' ');
  // Intl leaves out a style given as undefined.
  return new Intl.DateTimeFormat(safeLocale(locale), {
    dateStyle: mode === 'time' ? undefined : 'medium',
    timeStyle: mode === 'date' ? undefined : sec ? 'medium' : 'short',
  }).format(when);
}

/**
 * DateTimeInput: a native date, time or date-and-time picker bound to an ISO 8601
 * string in the data model.
 *
 * `enableDate` alone shows a date picker, `enableTime` alone a time picker, both (or neither)
 * a date-and-time picker. A date-time with a zone is shown in the surface's time zone (the
 * processor's `timeZone` option, else the user's), as `formatDate` shows it. The value
 * is written on every change and keeps the shape the agent used: its zone designator, its
 * seconds, and (when only the date or only the time can be picked) the other half. A value the
 * user has not changed is never rewritten. A value outside `min` / `max`, or a failing check,
 * is shown under the input with `aria-invalid` and `aria-describedby` (a failing check of an
 * empty input once the user has changed or left it).
 *
 * @csspart field - The wrapper of label, input and message.
 * @csspart label - The `<label>`.
 * @csspart input - The native `<input type="date|time|datetime-local">`.
 * @csspart error - The validation message.
 * @cssprop --a2ui-date-time-input-background - Input background (default `--a2ui-color-input`).
 * @cssprop --a2ui-date-time-input-color - Input text colour (default `--a2ui-color-on-input`).
 * @cssprop --a2ui-date-time-input-border - Input border (default `--a2ui-border-width` solid
 *   `--a2ui-color-border`).
 * @cssprop --a2ui-date-time-input-radius - Corner radius (default `--a2ui-border-radius-s`).
 * @cssprop --a2ui-date-time-input-padding - Input padding (default `--a2ui-spacing-m`).
 * @cssprop --a2ui-date-time-input-error-color - Message and invalid border colour (default
 *   `--a2ui-color-error`).
 */
export class A2uiDateTimeInput extends A2uiFieldElement<DateTimeInputProps, string> {
  static override styles = [baseStyles, dateTimeInputStyles, elementStyles];

  #mode: DateTimeMode = 'datetime';
  /** The ISO value as of the last render. */
  #value = '';

  protected override render(): unknown {
    const {label, value, enableDate, enableTime, min, max} = this.props;
    const mode = (this.#mode = modeFor(enableDate, enableTime));
    const node = this.node;
    const timeZone = node?.surface.timeZone;
    const iso = (this.#value = this.entry(typeof value === 'string' ? value : ''));
    this.shown = toInputValue(iso, mode, timeZone);
    if (node && iso.trim() && !parseIso(iso)) {
      node.surface.reportOnce(`date-time-value:${node.id}:${iso}`, {
        code: 'INVALID_VALUE',
        message: `DateTimeInput "${node.id}" has the value "${iso}", which is not an ISO 8601 date, time or date-time; it is shown empty.`,
      });
    }
    const low = toInputValue(min, mode, timeZone);
    const high = toInputValue(max, mode, timeZone);
    const {valid, message} = this.validation;
    const error = !valid
      ? this.touched || iso !== ''
        ? message
        : undefined
      : this.shown && low && this.shown < low
        ? this.uiText.notBefore(readableBound(low, mode, node?.surface.locale))
        : this.shown && high && this.shown > high
          ? this.uiText.notAfter(readableBound(high, mode, node?.surface.locale))
          : undefined;
    const {label: a11yLabel, description} = this.accessibility;
    // A time shown with seconds needs step 1, or the picker drops them (a date has none).
    const withSeconds = /\d{2}:\d{2}:\d{2}/.test(this.shown);
    return html`<div part="field">
      ${inputLabel(label)}
      <input
        part="input"
        id="input"
        type=${inputTypeFor(mode)}
        min=${low || nothing}
        max=${high || nothing}
        step=${withSeconds ? '1' : nothing}
        aria-label=${this.controlName(label, a11yLabel)}
        aria-required=${this.required}
        aria-invalid=${error ? 'true' : nothing}
        aria-describedby=${describedBy(!!error, description)}
        @input=${this.#onInput}
        @blur=${this.leave}
      />
      ${fieldMessages(!!error, error, description)}
    </div>`;
  }

  #onInput(event: Event): void {
    this.touched = true;
    const input = event.target as HTMLInputElement;
    const next = fromInputValue(input.value, this.#mode, this.#value, this.node?.surface.timeZone);
    this.shown = input.value;
    this.#value = next;
    this.commit(next);
  }
}

if (!customElements.get('a2ui-date-time-input'))
  customElements.define('a2ui-date-time-input', A2uiDateTimeInput);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-date-time-input': A2uiDateTimeInput;
  }
}
