import {css} from 'lit';

/** Styles of `<a2ui-divider>`. */
export const dividerStyles = css`
  :host {
    display: block;
    align-self: stretch;
  }
  [part='divider'] {
    background: var(--a2ui-divider-color, var(--a2ui-color-divider));
    block-size: var(--a2ui-divider-thickness, 1px);
    inline-size: 100%;
    margin-block: var(--a2ui-divider-spacing, var(--a2ui-spacing-s));
  }
  :host([data-axis='vertical']) {
    display: flex;
    flex: none;
  }
  :host([data-axis='vertical']) [part='divider'] {
    inline-size: var(--a2ui-divider-thickness, 1px);
    block-size: auto;
    min-block-size: var(--a2ui-divider-min-length, 1.5em);
    margin-block: 0;
    margin-inline: var(--a2ui-divider-spacing, var(--a2ui-spacing-s));
  }
  /* Forced colours replace every background with the page's: the line is drawn in text colour. */
  @media (forced-colors: active) {
    [part='divider'] {
      background: CanvasText;
    }
  }
`;
