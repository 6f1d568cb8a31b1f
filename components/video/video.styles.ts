import {css} from 'lit';

/** Styles of `<a2ui-video>`. */
export const videoStyles = css`
  :host {
    display: block;
    inline-size: 100%;
  }
  [part='video'] {
    display: block;
    inline-size: 100%;
    aspect-ratio: var(--a2ui-video-aspect-ratio, auto 16 / 9);
    max-block-size: var(--a2ui-video-max-height, 480px);
    background: var(--a2ui-video-background, black);
    border-radius: var(--a2ui-video-radius, var(--a2ui-border-radius));
  }
`;
