import {html, noChange, nothing, type PropertyValues} from 'lit';
import {AsyncDirective, directive, type ElementPart} from 'lit/async-directive.js';
import {repeat} from '../../src/surface/repeat.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {A2uiFieldElement, describedBy, fieldMessages, isText} from '../shared/field-element.js';
import {choicePickerStyles} from './choice-picker.styles.js';

/** Whether one or several options can be chosen. */
export type ChoicePickerVariant = 'mutuallyExclusive' | 'multipleSelection';
/** How the options are drawn. */
export type ChoicePickerDisplayStyle = 'checkbox' | 'chips';

/** One option, its label resolved. */
export interface ChoiceOption {
  /** Text shown for the option. */
  label: string;
  /** The stable value stored in the data model when it is chosen. */
  value: string;
}

/** Resolved properties of a ChoicePicker component. */
export interface ChoicePickerProps {
  /** Label of the group. */
  label: string;
  /** `mutuallyExclusive` (one choice, radios) or `multipleSelection` (checkboxes). */
  variant: ChoicePickerVariant;
  /** The options, each `{label, value}`. */
  options: unknown;
  /** The chosen values: a list of strings, even for a single choice. */
  value: unknown;
  /** `checkbox` (checkboxes or radios) or `chips`. */
  displayStyle: ChoicePickerDisplayStyle;
  /** Shows a box that filters the options as the user types. */
  filterable: boolean;
}

/** The options an agent sent, keeping only well-formed ones (labels as display strings; the
 * value for a missing or empty label). */
export function normalizeOptions(options: unknown): ChoiceOption[] {
  // By value: the first option with a value wins.
  const byValue = new Map<string, ChoiceOption>();
  if (Array.isArray(options)) {
    for (const option of options) {
      if (!option || typeof option !== 'object') continue;
      const {label, value} = option as {label?: unknown; value?: unknown};
      if (typeof value === 'string' && !byValue.has(value)) {
        byValue.set(value, {label: String(label ?? '') || value, value});
      }
    }
  }
  return [...byValue.values()];
}

/** The options whose label contains `query`, ignoring case (all of them for an empty query). */
export function filterOptions(options: readonly ChoiceOption[], query: string): ChoiceOption[] {
  const needle = query.trim().toLocaleLowerCase();
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

function selectedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return isText(value) ? [value] : [];
}

/**
 * Clears the `name` of an option's input as Lit removes it (and gives it back if the picker is
 * moved): Chromium keeps a named radio removed from a shadow root, outside a form, in that shadow
 * root's radio group while the shadow root lives, alive with its label and listener, and when
 * checked still the group's checked one for the Tab order, which then skips the other radios.
 */
class GroupMember extends AsyncDirective {
  #input?: HTMLInputElement;

  render(): unknown {
    return nothing;
  }

  override update(part: ElementPart): unknown {
    this.#input = part.element as HTMLInputElement;
    return nothing;
  }

  // Lit tells a directive it leaves before it removes the element.
  protected override disconnected(): void {
    this.#input!.name = '';
  }

  protected override reconnected(): void {
    this.#input!.name = 'choice';
  }
}

const groupMember = directive(GroupMember);

/**
 * ChoicePicker: choose one option (a radio group) or several (a group of checkboxes),
 * drawn as a list or as chips, optionally with a box that filters the options.
 *
 * The data model holds the chosen option values as a string list, written on every change.
 * Keyboard: Tab reaches the group; in a single-choice group the arrow keys move and choose; in
 * a multiple-choice group Tab moves between options and Space toggles. In the filter box,
 * ArrowDown moves to the options; the options filter as the user types, and the number that
 * match (`uiText.matchCount`, a polite status) is announced once they pause. The first failing
 * check is shown under the options (once the user has chosen or left the group when nothing is
 * chosen yet); a limit on the number chosen (`length` of its value with a `max` and no `min`)
 * without a message says `uiText.maxSelections`, other checks without one `uiText.checkFailed`,
 * as its `validation` (and a custom element's `validationMessages`) does. A `required` check
 * makes a single-choice group `aria-required`; a multiple-choice group, whose role (group) takes
 * no `aria-required`, says it in its name instead: its label followed by `uiText.required`.
 *
 * @csspart field - The wrapper of everything.
 * @csspart label - The group's label.
 * @csspart filter - The filter `<input type="search">` (when `filterable`).
 * @csspart options - The radiogroup / group of options.
 * @csspart option - One option (a `<label>`).
 * @csspart option-selected - A chosen option (also has part `option`).
 * @csspart control - The native radio or checkbox of an option (visually hidden for chips).
 * @csspart option-label - The option's text.
 * @csspart empty - Shown when the filter matches no option.
 * @csspart error - The validation message.
 * @cssprop --a2ui-choice-picker-max-height - Height after which a list of options scrolls
 *   (default 20rem).
 * @cssprop --a2ui-choice-picker-gap - Space between options (default `--a2ui-spacing-s`).
 * @cssprop --a2ui-choice-picker-accent - Colour of checked boxes and radios (default the link
 *   colour: the primary colour, darkened on a light background as far as it takes to show).
 * @cssprop --a2ui-choice-picker-chip-background - Chip background (default
 *   `--a2ui-color-input`).
 * @cssprop --a2ui-choice-picker-chip-color - Chip text colour (default `--a2ui-color-on-input`).
 * @cssprop --a2ui-choice-picker-chip-selected-background - Chosen chip background (default
 *   `--a2ui-color-primary`; its edge takes the link colour, which shows on the page).
 * @cssprop --a2ui-choice-picker-chip-selected-color - Chosen chip text colour (default
 *   `--a2ui-color-on-primary`).
 * @cssprop --a2ui-choice-picker-chip-radius - Chip corner radius (default 999px).
 * @cssprop --a2ui-choice-picker-error-color - Message colour (default `--a2ui-color-error`).
 */
export class A2uiChoicePicker extends A2uiFieldElement<ChoicePickerProps, string[]> {
  static override styles = [baseStyles, choicePickerStyles, elementStyles];
  /** Text of the filter box. */
  #filter = '';

  /** The chosen values as of the last render. */
  #chosen: string[] = [];

  /** Pending while the user types: the status keeps what it says until they pause. */
  #typing?: ReturnType<typeof setTimeout>;

  protected override render(): unknown {
    const {label, variant, options, value, displayStyle, filterable} = this.props;
    const multiple = variant === 'multipleSelection';
    const chips = displayStyle === 'chips';
    const all = normalizeOptions(options);
    const visible = filterable === true ? filterOptions(all, this.#filter) : all;
    this.#chosen = this.entry(selectedValues(value));
    const selected = new Set(this.#chosen);
    const {valid: checksPass, message} = this.validation;
    const valid = checksPass || !(this.touched || this.#chosen.length > 0);
    const words = this.uiText;
    const {label: a11yLabel, description} = this.accessibility;
    const hasLabel = isText(label);
    const name = this.controlName(label, a11yLabel);
    const groupName = hasLabel && !a11yLabel ? label : name;
    // A group takes no aria-required: a required one says so in its name ("Toppings required"),
    // its label (or its own aria-label) followed by the hidden word.
    const mustChoose = multiple && this.required !== nothing;
    const labelledBy = hasLabel && !a11yLabel ? 'label' : 'options';

    return html`<div part="field" @focusout=${this.leave}>
      ${hasLabel ? html`<div part="label" id="label">${label}</div>` : nothing}
      ${
        filterable === true
          ? html`<input
              part="filter"
              type="search"
              dir=${this.#filter ? 'auto' : nothing}
              placeholder=${words.filterPlaceholder}
              aria-label=${words.filterName(groupName === nothing ? undefined : groupName)}
              aria-controls="options"
              .value=${this.#filter}
              @input=${this.#onFilter}
              @keydown=${this.#onFilterKey}
            />`
          : nothing
      }
      <div
        part="options"
        id="options"
        class=${chips ? 'chips' : 'list'}
        role=${multiple ? 'group' : 'radiogroup'}
        aria-labelledby=${
          mustChoose ? labelledBy + ' required' : labelledBy === 'label' ? labelledBy : nothing
        }
        aria-label=${name}
        aria-describedby=${describedBy(!valid, description)}
        aria-required=${multiple ? nothing : this.required}
        aria-invalid=${!multiple && !valid ? 'true' : nothing}
      >
        ${repeat(
          visible,
          (option) => option.value,
          (option) => {
            const checked = selected.has(option.value);
            return html`<label part=${checked ? 'option option-selected' : 'option'}>
              <input
                part="control"
                type=${multiple ? 'checkbox' : 'radio'}
                name="choice"
                ${groupMember()}
                .value=${option.value}
                aria-invalid=${multiple && !valid ? 'true' : nothing}
                @input=${this.#onToggle}
              />
              <span part="option-label">${option.label}</span>
            </label>`;
          },
        )}
        ${
          visible.length === 0 && all.length > 0
            ? html`<span part="empty">${words.noMatch}</span>`
            : nothing
        }
      </div>
      ${
        filterable === true
          ? html`<span class="visually-hidden" role="status"
              >${
                this.#typing
                  ? noChange
                  : this.#filter.trim()
                    ? words.matchCount(visible.length, all.length)
                    : ''
              }</span
            >`
          : nothing
      }
      ${mustChoose ? html`<span id="required" hidden>${words.required}</span>` : nothing}
      ${fieldMessages(!valid, message, description)}
    </div>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // Set after every render, also when unchanged since the last one: the user may have
    // clicked since.
    const chosen = new Set(this.#chosen);
    for (const control of this.#controls()) control.checked = chosen.has(control.value);
  }

  #controls(): NodeListOf<HTMLInputElement> {
    return this.renderRoot.querySelectorAll<HTMLInputElement>('[part="control"]');
  }

  #onToggle(event: Event): void {
    const {type, value, checked} = event.target as HTMLInputElement;
    const before = this.#chosen;
    // Several: in the options' order, then any chosen values that are not (or no longer) options.
    const values =
      type === 'radio'
        ? [value]
        : [
            ...new Set([...normalizeOptions(this.props.options).map((o) => o.value), ...before]),
          ].filter((chosen) => (chosen === value ? checked : before.includes(chosen)));
    this.touched = true;
    this.#chosen = values;
    this.commit(values);
  }

  #onFilter(event: Event): void {
    this.#filter = (event.target as HTMLInputElement).value;
    // A count at every keystroke would interrupt the screen reader as the user types.
    clearTimeout(this.#typing);
    this.#typing = setTimeout(() => {
      this.#typing = undefined;
      this.requestUpdate();
    }, 400);
    this.requestUpdate();
  }

  #onFilterKey(event: KeyboardEvent): void {
    if (event.key !== 'ArrowDown') return;
    const controls = [...this.renderRoot.querySelectorAll<HTMLInputElement>('[part="control"]')];
    const target = controls.find((control) => control.checked) ?? controls[0];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }
}

if (!customElements.get('a2ui-choice-picker'))
  customElements.define('a2ui-choice-picker', A2uiChoicePicker);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-choice-picker': A2uiChoicePicker;
  }
}
