import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {renderFlexContainer} from '../shared/flex-container.js';
import {flexStyles} from '../shared/flex.styles.js';
import {rowStyles} from './row.styles.js';

/** Resolved properties of a Row component. */
export interface RowProps {
  /** Child ids, or a template `{componentId, path}` repeated for each item. */
  children: unknown;
  /** Distribution of the children along the row (`start`, `center`, `spaceBetween`, ...). */
  justify: string;
  /** Vertical alignment of the children (`start`, `center`, `end`, `stretch`). */
  align: string;
}

/**
 * Row: lays its children out horizontally (flexbox); a child's `weight` is its flex-grow.
 *
 * `justify` arranges children along the main axis, `align` vertically (cross axis).
 * Children are a fixed id list or a template repeated per data-model item (keyed). A Text,
 * Card, Column or Row child is no narrower than its longest word, up to its share of the row.
 *
 * @csspart container - The flex container.
 * @cssprop --a2ui-row-gap - Space between children (default `--a2ui-spacing-m`).
 * @cssprop --a2ui-row-wrap - `flex-wrap` of the row (default `nowrap`; `wrap` for a row of
 *   Buttons, CheckBoxes and Icons only).
 */
export class A2uiRow extends A2uiElement<RowProps> {
  static override styles = [baseStyles, flexStyles, rowStyles, elementStyles];

  protected override render(): unknown {
    const {justify, align} = this.props;
    return renderFlexContainer(justify, align, this.renderChildren('children'));
  }
}

if (!customElements.get('a2ui-row')) customElements.define('a2ui-row', A2uiRow);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-row': A2uiRow;
  }
}
