import {css} from 'lit';

/** Styles of `<a2ui-date-time-input>`. */
export const dateTimeInputStyles = css`
  /* In a Row beside a long text: room for a date and the picker's button. */
  :host {
    display: block;
    min-inline-size: min(9rem, 100%);
  }
  [part='field'] {
    display: flex;
    flex-direction: column;
    gap: var(--a2ui-spacing-xs);
  }
  [part='label'] {
    font-size: 0.875em;
    font-weight: 500;
  }
  [part='input'] {
    inline-size: 100%;
    min-block-size: 2.5rem;
    padding: var(--a2ui-date-time-input-padding, var(--a2ui-spacing-m));
    font: inherit;
    color: var(--a2ui-date-time-input-color, var(--a2ui-color-on-input));
    background: var(--a2ui-date-time-input-background, var(--a2ui-color-input));
    border: var(
      --a2ui-date-time-input-border,
      var(--a2ui-border-width) solid var(--a2ui-color-border)
    );
    border-radius: var(--a2ui-date-time-input-radius, var(--a2ui-border-radius-s));
  }
  /* The engines pad the parts of the date and time fields a pixel above and below: Chromium the
     fields' wrapper, WebKit the edit and each field. The input stood 2px (Chromium) or 4px
     (WebKit) taller than a TextField or Button beside it. */
  ::-webkit-datetime-edit,
  ::-webkit-datetime-edit-fields-wrapper,
  ::-webkit-datetime-edit-year-field,
  ::-webkit-datetime-edit-month-field,
  ::-webkit-datetime-edit-day-field,
  ::-webkit-datetime-edit-hour-field,
  ::-webkit-datetime-edit-minute-field,
  ::-webkit-datetime-edit-second-field,
  ::-webkit-datetime-edit-millisecond-field,
  ::-webkit-datetime-edit-meridiem-field {
    padding-block: 0;
  }
  [part='input']:focus-visible {
    outline-offset: 0;
  }
  [part='input'][aria-invalid='true'] {
    border-color: var(--a2ui-date-time-input-error-color, var(--a2ui-color-error));
  }
  [part='error'] {
    color: var(--a2ui-date-time-input-error-color, var(--a2ui-color-error));
    font-size: 0.875em;
  }
`;
