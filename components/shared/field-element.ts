import {html, nothing, type PropertyValues} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {nameFromId} from '../text-field/fallback-name.js';

/**
 * Base class of the input elements (CheckBox, ChoicePicker, DateTimeInput, Slider, TextField),
 * holding what they do alike: the user's entry is written to the data model when `value` is
 * bound by `{path}` and kept with the surface when it is a literal; `touched` records that the
 * user changed or left the control; the validation message and the hidden description the control
 * points at are rendered the same way (`fieldMessages`, `describedBy`). The accessible name and
 * description belong to the inner control, which each element renders, not to the host.
 */
export class A2uiFieldElement<Props extends {value: unknown}, T> extends A2uiElement<Props> {
  /**
   * Set once the user changed or left the control: errors of an empty one show from then. Kept
   * (see `keep`), so an element created again for the component still knows.
   */
  protected get touched(): boolean {
    return !!this.kept('touched');
  }

  protected set touched(touched: boolean) {
    // Set at every keystroke: kept (and re-rendered for) only when it changes.
    if (touched !== this.touched) this.keep('touched', touched);
  }

  /**
   * The user's entry over the current literal `value`, else `fromProp` (the value as sent). An
   * entry made while `value` was a literal rather than bound by `{path}` has nowhere to be
   * written: it is kept (see `keep`) as the pair (entry, literal it was made over), so that it
   * outlives this element (a virtualised list creating the row again), until the agent sends a
   * different literal.
   */
  protected entry(fromProp: T): T {
    const unbound = this.kept<[value: T, over: string]>('entry');
    if (unbound?.[1] === fingerprint(this.props.value)) return unbound[0];
    if (unbound) this.keep('entry', undefined);
    return fromProp;
  }

  /** Writes the user's entry to the data model, or keeps it when `value` is not bound. */
  protected commit(entry: T): void {
    if (!this.set('value', entry)) this.keep('entry', [entry, fingerprint(this.props.value)]);
  }

  /** Event listener for leaving the control (`@blur`, `@focusout`): not for focus moving within
   * it (from one option of a group to the next). */
  protected leave(event?: FocusEvent): void {
    if (!this.renderRoot.contains(event?.relatedTarget as Node | null)) this.touched = true;
  }

  /**
   * What the control `#input` must show, as of the last render: written to it after every
   * render, also when unchanged since the last one (the user may have typed or dragged since).
   */
  protected shown = '';

  /**
   * The control's `aria-label`: the `accessibility` label, else none when the agent's `label`
   * names it, else a name made from the component id (a control needs a name).
   */
  protected controlName(label: unknown, a11yLabel: string | undefined): string | typeof nothing {
    return a11yLabel ?? (isText(label) ? nothing : nameFromId(this.node?.id ?? '') || nothing);
  }

  // The rendered control, kept while it stays in the shadow root (a template swap replaces it).
  #control?: TextControl | null;

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    let control = this.#control;
    if (!control?.isConnected) {
      control = this.#control = this.renderRoot.querySelector<TextControl>('#input');
    }
    if (control && control.value !== this.shown) writeKeepingCaret(control, this.shown);
  }

  /**
   * The control's `aria-required`: one of its checks calls `required`, so the field is
   * announced as mandatory before the user has left it empty.
   */
  protected get required(): 'true' | typeof nothing {
    const checks = this.context?.definition?.['checks'];
    return Array.isArray(checks) &&
      checks.some(
        (rule) => (rule as {condition?: {call?: unknown}})?.condition?.call === 'required',
      )
      ? 'true'
      : nothing;
  }

  protected override applyAccessibility(): void {
    // The label and description belong to the inner control.
  }
}

function fingerprint(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return String(value);
  }
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Replaces a control's value, keeping the caret and selection where they were when focused. */
function writeKeepingCaret(control: TextControl, text: string): void {
  const focused = control.matches(':focus');
  // All null for inputs that have no selection (number, range, date): their value is just
  // written.
  const {selectionStart: start, selectionEnd: end, selectionDirection: direction} = control;
  control.value = text;
  if (focused && start !== null) {
    control.setSelectionRange(
      Math.min(start, text.length),
      Math.min(end!, text.length),
      direction!,
    );
  }
}

/** Whether the agent sent text to show (a label, a hint, a URL): a non-empty string. */
export const isText = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

/** The visible `<label>` of a field's `#input` control, when the agent sent one. */
export const inputLabel = (label: unknown) =>
  isText(label) ? html`<label part="label" for="input">${label}</label>` : nothing;

/** A field control's `aria-describedby`: the message while one is shown, and the description. */
export function describedBy(showError: boolean, description: string | undefined) {
  const ids = (showError ? 'error ' : '') + (description ? 'description' : '');
  return ids.trim() || nothing;
}

/**
 * A field's validation message (empty unless `showError`), then its hidden description. The live
 * region is always there, empty rather than hidden: screen readers announce text that appears in
 * a region they already know, not reliably one that appears with it.
 */
export function fieldMessages(showError: boolean, message: unknown, description?: string): unknown {
  return html`<div part="error" id="error" aria-live="polite">${showError ? message : nothing}</div>
    ${hiddenDescription(description)}`;
}

/** The hidden element (id `description`) holding the `accessibility` description, if any. */
export const hiddenDescription = (description?: string) =>
  description ? html`<span id="description" hidden>${description}</span>` : nothing;
