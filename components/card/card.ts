import {html} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {cardStyles} from './card.styles.js';

/** Resolved properties of a Card component. */
export interface CardProps {
  /** Id of the content component. */
  child: string;
}

/**
 * Card: groups its single child on a raised surface.
 *
 * In the dark scheme, where its shadow does not show, a 1px line of `--a2ui-color-border` draws
 * its edge (an outline, inside the box).
 *
 * @csspart card - The card box.
 * @cssprop --a2ui-card-background - Background (default `--a2ui-color-surface`).
 * @cssprop --a2ui-card-color - Text colour (default `--a2ui-color-on-surface`).
 * @cssprop --a2ui-card-padding - Inner padding (default `--a2ui-spacing-l`).
 * @cssprop --a2ui-card-radius - Corner radius (default `--a2ui-border-radius`).
 * @cssprop --a2ui-card-shadow - Shadow (default `--a2ui-shadow`).
 * @cssprop --a2ui-card-border - Border (default none).
 */
export class A2uiCard extends A2uiElement<CardProps> {
  static override styles = [baseStyles, cardStyles, elementStyles];

  protected override render(): unknown {
    return html`<div part="card">${this.renderChild(this.props.child)}</div>`;
  }
}

if (!customElements.get('a2ui-card')) customElements.define('a2ui-card', A2uiCard);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-card': A2uiCard;
  }
}
