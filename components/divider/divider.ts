import {html} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {dividerStyles} from './divider.styles.js';

/** Resolved properties of a Divider component. */
export interface DividerProps {
  /** Orientation of the line. */
  axis: 'horizontal' | 'vertical';
}

/**
 * Divider: a thin line separating content, horizontal (full width) or vertical
 * (full height of its row).
 *
 * @csspart divider - The line (role separator).
 * @cssprop --a2ui-divider-color - Line colour (default `--a2ui-color-divider`).
 * @cssprop --a2ui-divider-thickness - Line thickness (default 1px).
 * @cssprop --a2ui-divider-spacing - Space on both sides of the line (default `--a2ui-spacing-s`).
 * @cssprop --a2ui-divider-min-length - Minimum height of a vertical divider (default 1.5em).
 */
export class A2uiDivider extends A2uiElement<DividerProps> {
  static override styles = [baseStyles, dividerStyles, elementStyles];

  protected override render(): unknown {
    const axis = this.props.axis === 'vertical' ? 'vertical' : 'horizontal';
    this.dataset['axis'] = axis;
    return html`<div part="divider" role="separator" aria-orientation=${axis}></div>`;
  }
}

if (!customElements.get('a2ui-divider')) customElements.define('a2ui-divider', A2uiDivider);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-divider': A2uiDivider;
  }
}
