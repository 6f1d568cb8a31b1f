import {css} from 'lit';

/** Styles of `<a2ui-check-box>`. */
export const checkBoxStyles = css`
  /* In a Row, no narrower than the box and the label's longest word. */
  :host {
    display: block;
    min-inline-size: auto;
    --_wrap: break-word;
  }
  /* The box is level with the label's first line: both are centred in a line of 2rem. */
  [part='control'] {
    display: inline-flex;
    align-items: flex-start;
    gap: var(--a2ui-check-box-gap, var(--a2ui-spacing-m));
    min-block-size: 2rem;
    max-inline-size: 100%;
    cursor: pointer;
  }
  /* A word longer than the line still wraps. */
  [part='label'] {
    min-inline-size: 0;
    padding-block: calc(1rem - 0.5lh);
  }
  [part='checkbox'] {
    flex: none;
    inline-size: var(--a2ui-check-box-size, 1.25rem);
    block-size: var(--a2ui-check-box-size, 1.25rem);
    margin: calc(1rem - var(--a2ui-check-box-size, 1.25rem) / 2) 0;
    /* The link colour, as the Slider's: a light primary is darkened on a light page (3:1). */
    accent-color: var(--a2ui-check-box-accent, var(--_link));
    cursor: pointer;
  }
  /* Under the label text, not under the box. */
  [part='error'] {
    padding-inline-start: calc(
      var(--a2ui-check-box-size, 1.25rem) + var(--a2ui-check-box-gap, var(--a2ui-spacing-m))
    );
    color: var(--a2ui-check-box-error-color, var(--a2ui-color-error));
    font-size: 0.875em;
  }
`;
