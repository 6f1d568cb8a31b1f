import {html, nothing} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {hiddenDescription} from '../shared/field-element.js';
import {acceptMediaUrl} from '../shared/media-url.js';
import {nameFromId} from '../text-field/fallback-name.js';
import {videoStyles} from './video.styles.js';

/** Resolved properties of a Video component. */
export interface VideoProps {
  /** Address of the video; only an absolute http(s) URL plays. */
  url: unknown;
  /** A2UI v0.10: image shown before playback (http(s) only, like `url`). */
  posterUrl: unknown;
}

/**
 * Video: a native video player with controls, as wide as its container.
 *
 * Only http(s) URLs play; any other URL is refused, reported once and nothing is shown. A
 * `posterUrl` (A2UI v0.10) is shown before playback under the same rule (a refused one is
 * reported and the video plays without a poster). The
 * `accessibility` label and description name and describe the player; without a label it is
 * named after the component id (`trailer-video` → "Trailer video"), as an unlabelled field is:
 * a video needs a name that identifies it (WCAG 1.1.1).
 *
 * @csspart video - The native `<video>`.
 * @cssprop --a2ui-video-radius - Corner radius (default `--a2ui-border-radius`).
 * @cssprop --a2ui-video-aspect-ratio - Shape before the video's own is known (default
 *   `auto 16 / 9`).
 * @cssprop --a2ui-video-max-height - Maximum height (default 480px).
 * @cssprop --a2ui-video-background - Letterbox colour (default black).
 */
export class A2uiVideo extends A2uiElement<VideoProps> {
  static override styles = [baseStyles, videoStyles, elementStyles];

  protected override render(): unknown {
    const {url, posterUrl} = this.props;
    if (!acceptMediaUrl(this.node!, 'Video', url)) return nothing;
    const showPoster = acceptMediaUrl(this.node!, 'Video', posterUrl);
    const {label, description} = this.accessibility;
    return html`<video
        part="video"
        src=${url}
        controls
        poster=${showPoster ? posterUrl : nothing}
        preload="metadata"
        playsinline
        aria-label=${label ?? nameFromId(this.node!.id)}
        aria-describedby=${description ? 'description' : nothing}
      ></video>
      ${hiddenDescription(description)}`;
  }

  protected override applyAccessibility(): void {
    // The label and description belong to the inner <video>, rendered above.
  }
}

if (!customElements.get('a2ui-video')) customElements.define('a2ui-video', A2uiVideo);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-video': A2uiVideo;
  }
}
