import {css} from 'lit';

/** Styles of `<a2ui-icon>`. */
export const iconStyles = css`
  :host {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    /* Unset, the colour is inherited: a var() without value or fallback acts as unset. */
    color: var(--a2ui-icon-color);
    inline-size: var(--a2ui-icon-size, 24px);
    block-size: var(--a2ui-icon-size, 24px);
  }
  svg {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    fill: currentColor;
  }
  .mirror:dir(rtl) {
    transform: scaleX(-1);
  }
`;
