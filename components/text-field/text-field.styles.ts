import {css} from 'lit';

/** Styles of `<a2ui-text-field>`. */
export const textFieldStyles = css`
  /* In a Row beside a long text: room to type. */
  :host {
    display: block;
    min-inline-size: min(6rem, 100%);
  }
  [part='field'] {
    display: flex;
    flex-direction: column;
    gap: var(--a2ui-spacing-xs);
  }
  [part='label'] {
    /* Unset, the colour is inherited: a var() without value or fallback acts as unset. */
    color: var(--a2ui-text-field-label-color);
    font-size: 0.875em;
    font-weight: 500;
  }
  [part='input'] {
    inline-size: 100%;
    min-block-size: 2.5rem;
    padding: var(--a2ui-text-field-padding, var(--a2ui-spacing-m));
    font: inherit;
    color: var(--a2ui-text-field-color, var(--a2ui-color-on-input));
    background: var(--a2ui-text-field-background, var(--a2ui-color-input));
    border: var(--a2ui-text-field-border, var(--a2ui-border-width) solid var(--a2ui-color-border));
    border-radius: var(--a2ui-text-field-radius, var(--a2ui-border-radius-s));
  }
  [part='input']::placeholder {
    /* The browser's grey is under 4.5:1 on the dark input background. */
    color: var(--a2ui-text-field-placeholder-color, var(--a2ui-color-muted));
  }
  textarea[part='input'] {
    min-block-size: calc(var(--a2ui-text-field-long-text-rows, 4) * 1.5em + 1rem);
    resize: vertical;
  }
  [part='input']:focus-visible {
    outline-offset: 0;
  }
  [part='input'][aria-invalid='true'] {
    border-color: var(--a2ui-text-field-error-color, var(--a2ui-color-error));
  }
  [part='error'] {
    color: var(--a2ui-text-field-error-color, var(--a2ui-color-error));
    font-size: 0.875em;
  }
`;
