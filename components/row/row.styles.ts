import {css} from 'lit';

/** Styles of `<a2ui-row>`. */
export const rowStyles = css`
  :host {
    display: block;
  }
  [part='container'] {
    --_gap: var(--a2ui-row-gap, var(--a2ui-spacing-m));
    --_n: 1;
    display: flex;
    gap: var(--_gap);
    /* Unset, nowrap (the initial value): a var() without value or fallback acts as unset. */
    flex-wrap: var(--a2ui-row-wrap);
  }
  /* A Text, Card, Column or Row is no narrower than its longest word, so a narrow row narrows the
     child with the most text instead of cutting a short one's words, up to the child's share of
     the row: a URL, or more words than fit, still wrap anywhere instead of running off the
     screen. Beside flex-basis: content, the width only caps that minimum. */
  :where([part='container']) > :is(a2ui-text, a2ui-card, a2ui-column, a2ui-row) {
    --_wrap: break-word;
    min-inline-size: auto;
    flex-basis: content;
    inline-size: calc(100% / var(--_n) - var(--_gap));
  }
  [part='container']:has(> :nth-child(2)) {
    --_n: 2;
  }
  [part='container']:has(> :nth-child(3)) {
    --_n: 3;
  }
  [part='container']:has(> :nth-child(4)) {
    --_n: 4;
  }
  [part='container']:has(> :nth-child(5)) {
    --_n: 5;
  }
  [part='container']:has(> :nth-child(6)) {
    --_n: 6;
  }
  [part='container']:has(> :nth-child(7)) {
    --_n: 99;
  }
  /* A row of controls only (a toolbar of Buttons, CheckBoxes, Icons) wraps on a narrow screen
     instead of running off it; a row holding a Text or a container keeps one line, the words
     wrapping instead. */
  [part='container']:not(:has(> :not(a2ui-button, a2ui-check-box, a2ui-icon))) {
    flex-wrap: var(--a2ui-row-wrap, wrap);
  }
`;
