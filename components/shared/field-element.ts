import {html, nothing} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {nameFromId} from '../text-field/fallback-name.js';
import {UnboundValue} from '../text-field/unbound-value.js';

/**
 * Base class of the input elements (CheckBox, ChoicePicker, DateTimeInput, Slider, TextField),
 * holding what they do alike: the user's entry is written to the data model when `value` is
 * bound by `{path}` and kept in the element when it is a literal; `touched` records that the user
 * changed or left the control; the validation message and the hidden description the control
 * points at are rendered the same way (`fieldMessages`, `describedBy`). The accessible name and
 * description belong to the inner control, which each element renders, not to the host.
 */
export class A2uiFieldElement<Props extends {value: unknown}, T> extends A2uiElement<Props> {
  // Local state, re-rendering on change; declared without decorators, which compile to more code.
  static override properties = {
    ...A2uiElement.properties,
    touched: {attribute: false},
    unboundEdits: {attribute: false},
  };

  /** Set once the user changed or left the control: errors of an empty one show from then. */
  protected touched = false;

  #unbound = new UnboundValue<T>();
  /** Counts edits of an unbound value: a state change, so the element re-renders. */
  private unboundEdits = 0;

  /** The user's entry over the current literal `value`, else `fromProp` (the value as sent). */
  protected entry(fromProp: T): T {
    return this.#unbound.read(this.props.value, fromProp);
  }

  /** Writes the user's entry to the data model, or keeps it here when `value` is not bound. */
  protected commit(entry: T): void {
    if (!this.set('value', entry)) {
      this.#unbound.write(this.props.value, entry);
      this.unboundEdits++;
    }
  }

  /** Event listener for leaving the control (`@blur`, `@focusout`). */
  protected leave(): void {
    this.touched = true;
  }

  /** A name made from the component id, for a control the agent left unlabelled. */
  protected fallbackName(): string {
    return nameFromId(this.node?.id ?? '');
  }

  protected override applyAccessibility(): void {
    // The label and description belong to the inner control.
  }
}

/** A field control's `aria-describedby`: the message while one is shown, and the description. */
export function describedBy(showError: boolean, description: string | undefined) {
  return (
    [showError ? 'error' : '', description ? 'description' : ''].filter(Boolean).join(' ') ||
    nothing
  );
}

/** A field's validation message (hidden unless `showError`), then its hidden description. */
export function fieldMessages(showError: boolean, message: unknown, description?: string): unknown {
  return html`<div part="error" id="error" aria-live="polite" ?hidden=${!showError}>
      ${showError ? message : nothing}
    </div>
    ${description ? html`<span id="description" hidden>${description}</span>` : nothing}`;
}
