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
    color: var(--a2ui-audio-player-description-color, inherit);
    font-weight: 500;
  }
  [part='audio'] {
    display: block;
    inline-size: 100%;
  }
`;
