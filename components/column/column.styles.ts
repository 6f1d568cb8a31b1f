import {css} from 'lit';

/** Styles of `<a2ui-column>`. */
export const columnStyles = css`
  :host {
    display: block;
  }
  [part='container'] {
    display: flex;
    flex-direction: column;
    gap: var(--a2ui-column-gap, var(--a2ui-spacing-m));
    block-size: 100%;
  }
`;
