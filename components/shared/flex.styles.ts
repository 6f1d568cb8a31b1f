import {css} from 'lit';
import {alignValues, justifyValues} from '../../src/protocol/v0_9/basic-components.js';

/**
 * Flex classes for the catalog's `justify` and `align` values (shared by Row, Column, List).
 * `justify: stretch` has no flex equivalent: children then share the main axis equally.
 * `center` and `end` are safe: children too wide for the container overflow at its end.
 */
export const flexStyles = css`
  .justify-start {
    justify-content: flex-start;
  }
  /* Children wider than the container overflow at its end, never off its start, out of reach. */
  .justify-center {
    justify-content: safe center;
  }
  .justify-end {
    justify-content: safe flex-end;
  }
  .justify-spaceBetween {
    justify-content: space-between;
  }
  .justify-spaceAround {
    justify-content: space-around;
  }
  .justify-spaceEvenly {
    justify-content: space-evenly;
  }
  .justify-stretch > * {
    flex: 1 1 0;
  }
  .align-start {
    align-items: flex-start;
  }
  .align-center {
    align-items: center;
  }
  .align-end {
    align-items: flex-end;
  }
  .align-stretch {
    align-items: stretch;
  }
`;

const JUSTIFY = new Set<unknown>(justifyValues);
const ALIGN = new Set<unknown>(alignValues);

/** The flex classes for a `justify`/`align` pair, falling back to the catalog defaults. */
export function flexClasses(justify: unknown, align: unknown): string {
  const j = JUSTIFY.has(justify as string) ? justify : 'start';
  const a = ALIGN.has(align as string) ? align : 'stretch';
  return `justify-${j} align-${a}`;
}
