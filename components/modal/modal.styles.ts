import {css} from 'lit';

/** Styles of `<a2ui-modal>`. */
export const modalStyles = css`
  :host {
    display: block;
  }
  [part='trigger'] {
    display: contents;
  }
  /* Its own button (the trigger is not one): display: contents could not take focus. */
  [part='trigger'][role] {
    display: block;
    cursor: pointer;
  }
  dialog {
    padding: 0;
    border: none;
    border-radius: var(--a2ui-modal-radius, var(--a2ui-border-radius));
    background: var(--a2ui-modal-background, var(--a2ui-color-surface));
    color: var(--a2ui-modal-color, var(--a2ui-color-on-surface));
    box-shadow: var(--a2ui-shadow-l);
    /* Invisible on a light page, except in forced colours, where it stands in for the removed
       shadow. In the dark scheme, where a shadow does not show, it draws the dialog's edge on
       the backdrop (3:1), as a Card's. */
    outline: 1px solid light-dark(transparent, var(--a2ui-color-border));
    inline-size: min(var(--a2ui-modal-width, 32rem), calc(100vw - 2rem));
    max-block-size: calc(100vh - 2rem);
    /* Scrolling from inside the dialog stops at it: the page behind is inert. */
    overscroll-behavior: contain;
  }
  dialog::backdrop {
    background: var(--a2ui-modal-backdrop, var(--a2ui-color-backdrop));
  }
  [part='body'] {
    display: flex;
    align-items: flex-start;
    gap: var(--a2ui-spacing-m);
    padding: var(--a2ui-modal-padding, var(--a2ui-spacing-l));
  }
  [part='content'] {
    flex: 1;
    min-inline-size: 0;
  }
  [part='close-button'] {
    flex: none;
    display: inline-flex;
    padding: var(--a2ui-spacing-s);
    border: none;
    border-radius: 50%;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  [part='close-button']:hover {
    background: var(--a2ui-color-secondary);
    color: var(--a2ui-color-on-secondary);
  }
  /* Pressed: a layer of the text colour, as on a pressed Button. */
  [part='close-button']:active {
    background-image: var(--_pressed);
  }
  [part='close-button'] svg {
    inline-size: 20px;
    block-size: 20px;
    fill: currentColor;
  }
`;
