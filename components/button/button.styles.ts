import {css} from 'lit';

/** Styles of `<a2ui-button>`. */
export const buttonStyles = css`
  /* In a Row, no narrower than its longest word: a long text beside it wraps instead. */
  :host {
    display: inline-block;
    max-inline-size: 100%;
    min-inline-size: auto;
    --_wrap: break-word;
  }
  [part='button'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--a2ui-spacing-s);
    inline-size: 100%;
    min-block-size: var(--a2ui-button-min-height, 2.5rem);
    padding: var(--a2ui-button-padding, var(--a2ui-spacing-m) var(--a2ui-spacing-l));
    font: inherit;
    font-weight: 500;
    line-height: 1.2;
    color: var(--a2ui-button-color, var(--a2ui-color-on-secondary));
    background: var(--a2ui-button-background, var(--a2ui-color-secondary));
    border: var(--a2ui-button-border, var(--a2ui-border-width) solid var(--a2ui-color-border));
    border-radius: var(--a2ui-button-radius, var(--a2ui-border-radius));
    cursor: pointer;
  }
  /* Colours fade only for users who have not asked for reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    [part='button'] {
      transition:
        background-color 120ms,
        color 120ms;
    }
  }
  /* A disabled button keeps its colours under the pointer. */
  [part='button']:not([aria-disabled='true']):hover {
    background: color-mix(
      in srgb,
      var(--a2ui-button-background, var(--a2ui-color-secondary)) 88%,
      currentColor
    );
  }
  [part='button'].primary {
    color: var(--a2ui-button-primary-color, var(--_on-primary));
    background: var(--a2ui-button-primary-background, var(--a2ui-color-primary));
    border-color: transparent;
  }
  [part='button'].primary:not([aria-disabled='true']):hover {
    background: var(--_primary-hover);
  }
  [part='button'].borderless {
    color: var(--a2ui-button-borderless-color, var(--_link));
    background: transparent;
    border-color: transparent;
  }
  [part='button'].borderless:not([aria-disabled='true']):hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  /* Pressed: the pressed layer over any variant's background, hovered or not. */
  [part='button'][class]:not([aria-disabled='true']):active {
    background-image: var(--_pressed);
  }
  /* Disabled, every variant takes the neutral colours: a brand colour at half opacity still
     reads as an enabled button (a yellow one, olive on a dark page). */
  [part='button'][aria-disabled='true'] {
    cursor: not-allowed;
    color: var(--a2ui-color-on-secondary);
    opacity: var(--a2ui-button-disabled-opacity, 0.5);
  }
  [part='button'][aria-disabled='true']:not(.borderless) {
    background: var(--a2ui-color-secondary);
  }
  /* The system's colour for disabled text, in full: aria-disabled is not :disabled, which the
     browser would grey itself. */
  @media (forced-colors: active) {
    [part='button'][aria-disabled='true'] {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
  }
`;
