import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {renderFlexContainer} from '../shared/flex-container.js';
import {flexStyles} from '../shared/flex.styles.js';
import {columnStyles} from './column.styles.js';

/** Resolved properties of a Column component. */
export interface ColumnProps {
  /** Child ids, or a template `{componentId, path}` repeated for each item. */
  children: unknown;
  /** Distribution of the children along the column (`start`, `center`, `spaceBetween`, ...). */
  justify: string;
  /** Horizontal alignment of the children (`start`, `center`, `end`, `stretch`). */
  align: string;
}

/**
 * Column: lays its children out vertically (flexbox); a child's `weight` is its flex-grow.
 *
 * `justify` arranges children along the main axis, `align` horizontally (cross axis).
 * Children are a fixed id list or a template repeated per data-model item (keyed).
 *
 * @csspart container - The flex container.
 * @cssprop --a2ui-column-gap - Space between children (default `--a2ui-spacing-m`).

 */
export class A2uiColumn extends A2uiElement<ColumnProps> {
  static override styles = [baseStyles, flexStyles, columnStyles, elementStyles];

  protected override render(): unknown {
    const {justify, align} = this.props;
    return renderFlexContainer(justify, align, this.renderChildren('children'));
  }
}

if (!customElements.get('a2ui-column')) customElements.define('a2ui-column', A2uiColumn);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-column': A2uiColumn;
  }
}
