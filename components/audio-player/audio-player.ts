import {html, nothing} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {hiddenDescription, isText} from '../shared/field-element.js';
import {acceptMediaUrl} from '../shared/media-url.js';
import {nameFromId} from '../text-field/fallback-name.js';
import {audioPlayerStyles} from './audio-player.styles.js';

/** Resolved properties of an AudioPlayer component. */
export interface AudioPlayerProps {
  /** Address of the audio; only an absolute http(s) URL plays. */
  url: unknown;
  /** Title or summary shown above the player, also its accessible name. */
  description: unknown;
}

/**
 * AudioPlayer: a native audio player with controls under its description (a title or
 * summary), which also names the player.
 *
 * Only http(s) URLs play; any other URL is refused, reported once, and only the description is
 * shown. An `accessibility` label, when given, names the player instead. Without either the
 * player is named after the component id, as a Video is.
 *
 * @csspart player - The wrapper (`<figure>`).
 * @csspart description - The description text (`<figcaption>`).
 * @csspart audio - The native `<audio>`.
 * @cssprop --a2ui-audio-player-gap - Space between description and player (default
 *   `--a2ui-spacing-s`).
 * @cssprop --a2ui-audio-player-description-color - Description colour (default inherited).
 */
export class A2uiAudioPlayer extends A2uiElement<AudioPlayerProps> {
  static override styles = [baseStyles, audioPlayerStyles, elementStyles];

  protected override render(): unknown {
    const {url, description} = this.props;
    const caption = isText(description) ? description : '';
    const {label, description: a11yDescription} = this.accessibility;
    const playable = acceptMediaUrl(this.node!, 'AudioPlayer', url);
    return html`<figure part="player">
      ${caption ? html`<figcaption part="description" id="caption">${caption}</figcaption>` : nothing}
      ${
        playable
          ? html`<audio
              part="audio"
              src=${url}
              controls
              preload="metadata"
              aria-label=${label ?? (caption ? nothing : nameFromId(this.node!.id))}
              aria-labelledby=${!label && caption ? 'caption' : nothing}
              aria-describedby=${a11yDescription ? 'description' : nothing}
            ></audio>`
          : nothing
      }
      ${hiddenDescription(a11yDescription)}
    </figure>`;
  }

  protected override applyAccessibility(): void {
    // The label and description belong to the inner <audio>, rendered above.
  }
}

if (!customElements.get('a2ui-audio-player'))
  customElements.define('a2ui-audio-player', A2uiAudioPlayer);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-audio-player': A2uiAudioPlayer;
  }
}
