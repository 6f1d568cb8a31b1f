import {css} from 'lit';

/** Styles of `<a2ui-card>`. */
export const cardStyles = css`
  :host {
    display: block;
  }
  [part='card'] {
    block-size: 100%;
    padding: var(--a2ui-card-padding, var(--a2ui-spacing-l));
    border-radius: var(--a2ui-card-radius, var(--a2ui-border-radius));
    background: var(--a2ui-card-background, var(--a2ui-color-surface));
    color: var(--a2ui-card-color, var(--a2ui-color-on-surface));
    box-shadow: var(--a2ui-card-shadow, var(--a2ui-shadow));
    /* Unset, no border (the initial value): a var() without value or fallback acts as unset. */
    border: var(--a2ui-card-border);
    /* Invisible on a light page, except in forced colours, where it stands in for the removed
       shadow. On a dark one, where a shadow does not show, it draws the card's edge (3:1). */
    outline: 1px solid light-dark(transparent, var(--a2ui-color-border));
    outline-offset: -1px;
  }
`;
