import {css} from 'lit';

/** Styles of `<a2ui-check-box>`. */
export const checkBoxStyles = css`
  /* In a Row, no narrower than the box and the label's longest word. */
  :host {
    display: block;
    min-inline-size: auto;
    --_wrap: break-word;
  }
  [part='control'] {
    display: inline-flex;
    align-items: center;
    gap: var(--a2ui-check-box-gap, var(--a2ui-spacing-m));
    min-block-size: 2rem;
    max-inline-size: 100%;
    cursor: pointer;
  }
  /* A word longer than the line still wraps. */
  [part='label'] {
    min-inline-size: 0;
  }
  [part='checkbox'] {
    flex: none;
    inline-size: var(--a2ui-check-box-size, 1.25rem);
    block-size: var(--a2ui-check-box-size, 1.25rem);
    margin: 0;
    accent-color: var(--a2ui-check-box-accent, var(--a2ui-color-primary));
    cursor: pointer;
  }
  [part='error'] {
    color: var(--a2ui-check-box-error-color, var(--a2ui-color-error));
    font-size: 0.875em;
  }
`;
