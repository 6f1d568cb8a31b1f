import {css} from 'lit';

/** Styles of `<a2ui-row>`. */
export const rowStyles = css`
  :host {
    display: block;
  }
  [part='container'] {
    display: flex;
    gap: var(--a2ui-row-gap, var(--a2ui-spacing-m));
    /* Unset, nowrap (the initial value): a var() without value or fallback acts as unset. */
    flex-wrap: var(--a2ui-row-wrap);
  }
`;
