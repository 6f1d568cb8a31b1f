import {css} from 'lit';

/** Styles of `<a2ui-image>`. */
export const imageStyles = css`
  :host {
    display: block;
    max-width: 100%;
  }
  img {
    display: block;
    width: 100%;
    max-width: 100%;
    border-radius: var(--a2ui-image-radius, var(--a2ui-border-radius-s));
  }
  .fit-contain {
    object-fit: contain;
  }
  .fit-cover {
    object-fit: cover;
  }
  .fit-none {
    object-fit: none;
  }
  .fit-scaleDown {
    object-fit: scale-down;
  }
  .icon {
    width: var(--a2ui-image-icon-size, 24px);
    height: var(--a2ui-image-icon-size, 24px);
  }
  .avatar {
    width: var(--a2ui-image-avatar-size, 40px);
    height: var(--a2ui-image-avatar-size, 40px);
    border-radius: 50%;
  }
  .smallFeature {
    width: var(--a2ui-image-small-size, 100px);
    height: var(--a2ui-image-small-size, 100px);
  }
  .mediumFeature {
    max-width: var(--a2ui-image-medium-max-width, 300px);
  }
  .largeFeature {
    max-height: var(--a2ui-image-large-max-height, 400px);
  }
  .header {
    height: var(--a2ui-image-header-height, 200px);
    border-radius: 0;
  }
  :host([data-variant='icon']),
  :host([data-variant='avatar']),
  :host([data-variant='smallFeature']) {
    flex: none;
    align-self: auto;
  }
`;
