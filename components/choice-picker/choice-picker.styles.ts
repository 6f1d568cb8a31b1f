import {css} from 'lit';

/** Styles of `<a2ui-choice-picker>`. */
export const choicePickerStyles = css`
  :host {
    display: block;
  }
  /* As in a TextField: its label as far above its options as a field's above its input. */
  [part='field'] {
    display: flex;
    flex-direction: column;
    gap: var(--a2ui-spacing-xs);
  }
  [part='label'] {
    font-size: 0.875em;
    font-weight: 500;
  }
  [part='filter'] {
    inline-size: 100%;
    min-block-size: 2.25rem;
    padding: var(--a2ui-spacing-s) var(--a2ui-spacing-m);
    font: inherit;
    color: var(--a2ui-color-on-input);
    background: var(--a2ui-color-input);
    border: var(--a2ui-border-width) solid var(--a2ui-color-border);
    border-radius: var(--a2ui-border-radius-s);
  }
  /* The browser's grey is under 4.5:1 on the dark input background. */
  [part='filter']::placeholder {
    color: var(--a2ui-color-muted);
  }
  [part='options'] {
    display: flex;
    gap: var(--a2ui-choice-picker-gap, var(--a2ui-spacing-s));
  }
  /* The padding is room for the focus rings, which the scroll box would cut off (the scroll
     padding keeps it when focus scrolls an option into view). At the ends it stays inside the
     field's box, which a surface without padding would otherwise overflow. */
  .list {
    flex-direction: column;
    max-block-size: calc(var(--a2ui-choice-picker-max-height, 20rem) + 4px);
    overflow-y: auto;
    padding: 4px;
    scroll-padding: 4px;
    margin-block: -4px 0;
    margin-inline: -4px 0;
  }
  .chips {
    flex-wrap: wrap;
  }
  [part~='option'] {
    display: inline-flex;
    align-items: flex-start;
    gap: var(--a2ui-spacing-m);
    min-block-size: 2rem;
    cursor: pointer;
  }
  /* In a list, the box is level with the label's first line (see CheckBox). */
  .list [part='option-label'] {
    padding-block: calc(1rem - 0.5lh);
  }
  /* As large as a CheckBox's box, so a CheckBox and a list of options above each other line up. */
  .list [part~='control'] {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0.375rem 0;
    /* The link colour, as the Slider's: a light primary is darkened on a light page (3:1). */
    accent-color: var(--a2ui-choice-picker-accent, var(--_link));
    cursor: pointer;
  }
  .chips [part~='option'] {
    position: relative;
    padding: var(--a2ui-spacing-s) var(--a2ui-spacing-l);
    color: var(--a2ui-choice-picker-chip-color, var(--a2ui-color-on-input));
    background: var(--a2ui-choice-picker-chip-background, var(--a2ui-color-input));
    border: var(--a2ui-border-width) solid var(--a2ui-color-border);
    border-radius: var(--a2ui-choice-picker-chip-radius, 999px);
  }
  /* Colours fade only for users who have not asked for reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    .chips [part~='option'] {
      transition:
        background-color 120ms,
        color 120ms;
    }
  }
  /* Only an unchosen chip (part exactly option) changes under the pointer. */
  .chips [part='option']:hover {
    background: color-mix(
      in srgb,
      var(--a2ui-choice-picker-chip-background, var(--a2ui-color-input)) 88%,
      currentColor
    );
  }
  /* Pressed: a layer of the text colour, as on a pressed Button. */
  .chips [part~='option']:active {
    background-image: var(--_pressed);
  }
  .chips [part~='option-selected'] {
    color: var(--a2ui-choice-picker-chip-selected-color, var(--_on-primary));
    background: var(--a2ui-choice-picker-chip-selected-background, var(--a2ui-color-primary));
    /* The link colour, which shows at 3:1 on the page where the primary may not (a yellow brand
       on a light page); it is the primary itself on a light page when that shows. */
    border-color: var(--_link);
  }
  .chips [part~='option-selected'] [part='option-label']::before {
    content: '✓' / '';
    margin-inline-end: var(--a2ui-spacing-s);
  }
  .chips [part~='option']:has(:focus-visible) {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  /* Visually hidden, still read out. Neither element it hides has padding or a border. */
  .chips [part~='control'],
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  [part='empty'] {
    color: var(--a2ui-color-muted);
    font-size: 0.875em;
  }
  [part='error'] {
    color: var(--a2ui-choice-picker-error-color, var(--a2ui-color-error));
    font-size: 0.875em;
  }
`;
