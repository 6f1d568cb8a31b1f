import {html, nothing} from 'lit';
import {imageFits, imageVariants} from '../../src/protocol/v0_9/basic-components.js';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {acceptMediaUrl} from '../shared/media-url.js';
import {imageStyles} from './image.styles.js';

/** Image fit values (CSS `object-fit`; `scaleDown` is `scale-down`). */
export type ImageFit = 'contain' | 'cover' | 'fill' | 'none' | 'scaleDown';
/** Image size and shape hints. */
export type ImageVariant =
  'icon' | 'avatar' | 'smallFeature' | 'mediumFeature' | 'largeFeature' | 'header';

/** Resolved properties of an Image component. */
export interface ImageProps {
  /** Address of the image; only an absolute http(s) URL is loaded. */
  url: unknown;
  /** Alternative text for people who cannot see the image. */
  description: unknown;
  /** How the image fills its box, as CSS `object-fit` (`scaleDown` is `scale-down`). */
  fit: ImageFit;
  /** Size and shape preset: `icon`, `avatar`, `smallFeature`, ..., `header`. */
  variant: ImageVariant;
}

const FITS = new Set<unknown>(imageFits);
const VARIANTS = new Set<unknown>(imageVariants);

/**
 * Image: a lazily loaded picture; `description` is its alternative text.
 *
 * The `accessibility` label is the alternative text when `description` is absent; the
 * `accessibility` description describes a picture that has one (a decorative one stays hidden).
 *
 * Only http(s) and `data:image/…` URLs load; any other URL is refused and reported.
 *
 * Without `fit`, the variants whose box has a shape of its own (`icon`, `avatar`,
 * `smallFeature`, `header`, and `largeFeature` at its maximum height) crop the picture to fill
 * it (`cover`) rather than stretch it; `mediumFeature`, whose box follows the picture, keeps the
 * catalog's default `fill`.
 *
 * @csspart image - The `<img>`.
 * @cssprop --a2ui-image-radius - Corner radius (default `--a2ui-border-radius-s`).
 * @cssprop --a2ui-image-icon-size - Size of the `icon` variant (default 24px).
 * @cssprop --a2ui-image-avatar-size - Size of the `avatar` variant (default 40px).
 * @cssprop --a2ui-image-small-size - Size of `smallFeature` (default 100px).
 * @cssprop --a2ui-image-medium-max-width - Max width of `mediumFeature` (default 300px).
 * @cssprop --a2ui-image-large-max-height - Max height of `largeFeature` (default 400px).
 * @cssprop --a2ui-image-header-height - Height of `header` (default 200px).
 */
export class A2uiImage extends A2uiElement<ImageProps> {
  static override styles = [baseStyles, imageStyles, elementStyles];

  protected override render(): unknown {
    const {url, description, fit, variant} = this.props;
    const chosenVariant = VARIANTS.has(variant as string) ? variant! : 'mediumFeature';
    this.dataset['variant'] = chosenVariant;
    if (!acceptMediaUrl(this.node!, 'Image', url, true)) return nothing;
    // Without a fit, a box of its own shape crops the picture instead of stretching it.
    const chosenFit = FITS.has(fit as string)
      ? fit
      : chosenVariant === 'mediumFeature'
        ? 'fill'
        : 'cover';
    const {label, description: more} = this.accessibility;
    const alt = typeof description === 'string' ? description : (label ?? '');
    // Not on a decorative image (empty alt): a description would expose it.
    return html`<img
      part="image"
      class="fit-${chosenFit} ${chosenVariant}"
      src=${url}
      alt=${alt}
      aria-description=${(alt && more) || nothing}
      loading="lazy"
      decoding="async"
    />`;
  }

  protected override applyAccessibility(): void {
    // The label (the alt text when `description` is absent) and description go to the <img>.
  }
}

if (!customElements.get('a2ui-image')) customElements.define('a2ui-image', A2uiImage);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-image': A2uiImage;
  }
}
