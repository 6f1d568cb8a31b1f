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
  /* A row of controls only (a toolbar of Buttons, CheckBoxes, Icons) wraps on a narrow screen
     instead of running off it; a row holding a Text or a container keeps one line, the words
     wrapping instead. */
  [part='container']:not(:has(> :not(a2ui-button, a2ui-check-box, a2ui-icon))) {
    flex-wrap: var(--a2ui-row-wrap, wrap);
  }
`;
