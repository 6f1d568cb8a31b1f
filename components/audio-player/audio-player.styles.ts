import {css} from 'lit';

/** Styles of `<a2ui-audio-player>`. */
export const audioPlayerStyles = css`
  :host {
    display: block;
    inline-size: 100%;
  }
  [part='player'] {
    display: flex;
    flex-direction: column;
    gap: var(--a2ui-audio-player-gap, var(--a2ui-spacing-s));
    margin: 0;
  }
  [part='description'] {
    /* Unset, the colour is inherited: a var() without value or fallback acts as unset. */
    color: var(--a2ui-audio-player-description-color);
    font-weight: 500;
  }
  [part='audio'] {
    display: block;
    inline-size: 100%;
  }
`;
