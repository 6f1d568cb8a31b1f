import {html, type TemplateResult} from 'lit';
import {flexClasses} from './flex.styles.js';

/**
 * The `container` part of Row and Column: a flex container with the classes for the catalog's
 * `justify`/`align` values around the already rendered children.
 */
export function renderFlexContainer(
  justify: unknown,
  align: unknown,
  children: unknown,
): TemplateResult {
  // Kept as Row and Column wrote it (whitespace around the children), so their DOM is unchanged.
  // prettier-ignore
  return html`<div part="container" class=${flexClasses(justify, align)}>
      ${children}
    </div>`;
}
