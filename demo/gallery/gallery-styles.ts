import {css} from 'lit';

/** The gallery's plain button and select, the same on every page (placed where it sits in a sheet). */
export const buttonStyles = css`
  button,
  select {
    font: inherit;
    padding: 4px 10px;
    border: 1px solid var(--gallery-border);
    border-radius: 6px;
    background: var(--gallery-bg-raised);
    color: var(--gallery-fg);
    cursor: pointer;
  }
`;

/** A block of code to read or copy (a snippet, a whole page): scrolls rather than widening. */
export const codeBlockStyles = css`
  pre {
    overflow: auto;
    margin: 0;
    padding: 10px;
    border: 1px solid var(--gallery-border);
    border-radius: 6px;
    background: var(--gallery-code-bg);
    font: 0.85rem / 1.4 var(--gallery-mono);
  }
`;

/** Hides an element on screen and keeps it in the accessibility tree (read by screen readers). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
