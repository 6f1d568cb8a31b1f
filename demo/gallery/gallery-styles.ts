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

/** Hides an element on screen and keeps it in the accessibility tree (read by screen readers). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
