import {html, nothing} from 'lit';
import {A2uiElement} from '../../src/surface/a2ui-element.js';
import {baseStyles} from '../shared/base.styles.js';
import {elementStyles} from '../shared/element-styles.js';
import {iconPath} from '../shared/icons.js';
import {iconStyles} from './icon.styles.js';

// Icons that show a direction of reading or motion, drawn mirrored in right-to-left text as
// Material's bidirectionality guidance says (arrowBack/Forward, directionsRun, send, starHalf,
// trending*, volume*; camelCase or snake_case); media controls keep the direction of the tape,
// and checks, slashes and objects stay as drawn. Other names draw nothing, so a prefix is enough.
const mirrored = /^(arrow_?[bf]|directions_?r|send|star_?h|trending|volume)/i;

/** Resolved properties of an Icon component: a catalog icon name, or custom path data as
 * `{svgPath}` (v0.9) or `{path}` (v0.10). */
export interface IconProps {
  /** A catalog icon name (`home`), or `{svgPath}` / `{path}` with 24×24 path data. */
  name: unknown;
}

/**
 * Icon: one of the catalog's 59 named icons (bundled SVG), or a custom SVG path.
 *
 * `name` is a catalog name (`"home"`) or 24×24 path data, `{svgPath: "M…"}` (v0.9) or
 * `{path: "M…"}` (v0.10), once resolved (a v0.9 `{path}` binding is resolved before the element
 * sees it). Decorative unless `accessibility.label` names it (`accessibility.description` then
 * describes it); as the sole content of a Button that has no `accessibility.label` of its own it
 * is named after the icon ("skip next") so the button has a name. Under `dir="rtl"` the icons that show a direction (`arrowBack`,
 * `arrowForward`, `send`, `starHalf`, the volume and trending icons) are drawn mirrored.
 *
 * @csspart icon - The `<svg>`.
 * @cssprop --a2ui-icon-size - Width and height (default 24px).
 * @cssprop --a2ui-icon-color - Colour (default `currentColor`).
 */
export class A2uiIcon extends A2uiElement<IconProps> {
  static override styles = [baseStyles, iconStyles, elementStyles];

  /** Path data for the resolved `name`, or undefined (reported once) when unknown. */
  #pathData(name: unknown): string | undefined {
    if (name && typeof name === 'object') {
      // Custom path data: `{svgPath}` (v0.9) or `{path}` (v0.10), already resolved.
      const {svgPath = (name as {path?: unknown}).path} = name as {svgPath?: unknown};
      return typeof svgPath === 'string' ? svgPath : undefined;
    }
    if (typeof name !== 'string' || name === '') return undefined;
    const path = iconPath(name);
    if (!path && this.node) {
      this.node.surface.reportOnce('icon-name:' + name, {
        code: 'UNKNOWN_ICON',
        message: `Icon name "${name}" is not in the catalog.`,
      });
    }
    return path;
  }

  protected override render(): unknown {
    const d = this.#pathData(this.props.name);
    if (!d) return nothing;
    const label = this.accessibility.label ?? this.#soleButtonContentLabel();
    return html`<svg
      part="icon"
      class=${mirrored.test(this.props.name as string) ? 'mirror' : nothing}
      viewBox="0 0 24 24"
      role=${label ? 'img' : nothing}
      aria-label=${label ?? nothing}
      aria-description=${(label && this.accessibility.description) || nothing}
      aria-hidden=${label ? nothing : 'true'}
    >
      <path d=${d}></path>
    </svg>`;
  }

  /** An icon that is a Button's whole content names the button after itself ("skip next"). */
  #soleButtonContentLabel(): string | undefined {
    const parent = this.node?.parent;
    if (!parent) return undefined;
    const definition = parent.surface.component(parent.id);
    if (definition?.component !== 'Button' || definition['child'] !== this.node!.id) return;
    // A Button named by its own label: a named icon would be a second, different image in it.
    if ((definition['accessibility'] as {label?: unknown} | undefined)?.label) return;
    const name = this.props.name;
    if (typeof name !== 'string') return undefined;
    return this.uiText.iconName(name);
  }

  protected override applyAccessibility(): void {
    // The label names the <svg> (role img); without one the icon is decorative.
  }
}

if (!customElements.get('a2ui-icon')) customElements.define('a2ui-icon', A2uiIcon);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-icon': A2uiIcon;
  }
}
