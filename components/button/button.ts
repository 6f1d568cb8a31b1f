import {html, nothing} from 'lit';
import {buttonVariants} from '../../src/protocol/v0_9/basic-components.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {describedBy, hiddenDescription} from '../shared/field-element.js';
import {nameFromId} from '../text-field/fallback-name.js';
import {buttonStyles} from './button.styles.js';

/** Button style hints. */
export type ButtonVariant = 'default' | 'primary' | 'borderless';

/** Resolved properties of a Button component. */
export interface ButtonProps {
  /** Id of the label component (a Text, or an Icon for an icon-only button). */
  child: string;
  /** `default`, `primary` (the call to action) or `borderless` (link style). */
  variant: ButtonVariant;
}

const VARIANTS = new Set<unknown>(buttonVariants);

/**
 * Button: renders its child inside a native button and performs its action when the
 * user clicks it or presses Enter / Space.
 *
 * A Button that shows only an Image without a `description` or label (or an Icon drawn from
 * path data, without a label), and has no `accessibility.label`, would have no accessible name:
 * it is named after its component id (`add-to-cart` → "Add to cart"), never the picture's file
 * name, and the missing label is reported once (`MISSING_LABEL`). One whose child is a Text
 * with no text (yet), or has not arrived, is named after its id too, without a report.
 *
 * While any of its `checks` fails the button is disabled (`aria-disabled`, still focusable so
 * the reason can be read; its clicks do nothing, and reach no ancestor such as a Modal it is the
 * trigger of) and the first failing message is its accessible description.
 *
 * @event {CustomEvent<ActionBody>} a2uiaction - The user activated the button; detail is the
 *   v0.9 action body with its context resolved at that moment. `functionCall` actions run
 *   locally and dispatch nothing.
 * @csspart button - The native `<button>`.
 * @cssprop --a2ui-button-background - Background of the default variant (default
 *   `--a2ui-color-secondary`).
 * @cssprop --a2ui-button-color - Text colour of the default variant (default
 *   `--a2ui-color-on-secondary`).
 * @cssprop --a2ui-button-border - Border of the default variant (default `--a2ui-border-width`
 *   solid `--a2ui-color-border`).
 * @cssprop --a2ui-button-primary-background - Background of `primary` (default
 *   `--a2ui-color-primary`).
 * @cssprop --a2ui-button-primary-color - Text colour of `primary` (default
 *   `--a2ui-color-on-primary`).
 * @cssprop --a2ui-button-borderless-color - Text colour of `borderless` (default the link colour).
 * @cssprop --a2ui-button-radius - Corner radius (default `--a2ui-border-radius`).
 * @cssprop --a2ui-button-padding - Inner padding (default `--a2ui-spacing-m` `--a2ui-spacing-l`).
 * @cssprop --a2ui-button-min-height - Minimum height, the touch target (default 2.5rem).
 * @cssprop --a2ui-button-disabled-opacity - Opacity while a check fails (default 0.5). Disabled,
 *   every variant takes the neutral `--a2ui-color-secondary` background (`borderless` none) and
 *   `--a2ui-color-on-secondary` text; in forced colours, `GrayText` at full opacity.
 */
export class A2uiButton extends A2uiElement<ButtonProps> {
  static override styles = [baseStyles, buttonStyles, elementStyles];

  protected override render(): unknown {
    const {child, variant} = this.props;
    const chosen = VARIANTS.has(variant) ? variant : 'default';
    const {valid, message} = this.validation;
    const {label, description} = this.accessibility;
    return html`<button
        part="button"
        type="button"
        class=${chosen}
        aria-label=${label ?? this.#fallbackName(child) ?? nothing}
        aria-disabled=${valid ? nothing : 'true'}
        aria-describedby=${describedBy(!valid, description)}
        @click=${this.#onClick}
      >
        ${this.renderChild(child)}
      </button>
      ${hiddenDescription(description)}
      ${valid ? nothing : html`<span id="error" hidden>${message}</span>`}`;
  }

  /** The name of a Button whose child gives it none (see above). */
  #fallbackName(child: string | undefined): string | undefined {
    const node = this.node!;
    const shown = (child && node.surface.component(child)) as
      | {
          component: string;
          text?: unknown;
          description?: unknown;
          name?: unknown;
          accessibility?: {label?: unknown};
        }
      | undefined;
    const type = shown?.component;
    if (shown?.accessibility?.label) return;
    // Not reported: the text may be on its way.
    if (!shown || (type === 'Text' && !String(this.resolve(shown.text) ?? '').trim())) {
      return nameFromId(node.id);
    }
    // An Icon named from the catalog ("home") names the Button itself; one drawn from path data
    // has no name to give.
    if (
      type === 'Image'
        ? shown.description
        : type !== 'Icon' || typeof this.resolve(shown.name) !== 'object'
    )
      return;
    node.surface.reportOnce('label:' + node.id, {
      code: 'MISSING_LABEL',
      message: `Button "${node.id}" has no name: give it accessibility.label`,
    });
    return nameFromId(node.id);
  }

  #onClick(event: Event): void {
    if (this.validation.valid) this.act();
    // As a disabled native button's would not, its click reaches no ancestor (a Modal it opens).
    else event.stopPropagation();
  }

  protected override applyAccessibility(): void {
    // The label and description belong to the inner <button>, rendered above.
  }
}

if (!customElements.get('a2ui-button')) customElements.define('a2ui-button', A2uiButton);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-button': A2uiButton;
  }
}
