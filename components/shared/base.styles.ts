import {css} from 'lit';
import './tokens.js';

/**
 * Styles every basic-catalog element starts with: fonts and colours inherit, long words wrap,
 * `[hidden]` hides, a visible focus ring, and the placeholders the renderer puts in place of
 * missing children.
 * Defines the private `--_link`, `--_focus`, `--_primary-hover`, `--_on-primary` colours from the
 * tokens, and `--_pressed`, the background layer of a pressed control.
 */
export const baseStyles = css`
  :host {
    --_primary-hover: var(
      --a2ui-color-primary-hover,
      color-mix(in srgb, var(--a2ui-color-primary) 85%, black)
    );
    --_link-light: var(--a2ui-color-primary);
    --_link: var(
      --a2ui-color-link,
      light-dark(var(--_link-light), color-mix(in srgb, var(--a2ui-color-primary) 45%, white))
    );
    --_focus: var(--a2ui-color-focus, var(--_link));
    --_on-primary: var(--a2ui-color-on-primary, #fff);
    /* A layer of the text colour (taken where it is used), which darkens a light background and
       lightens a dark one. */
    --_pressed: linear-gradient(color-mix(in srgb, currentColor 15%, transparent) 0 0);
    box-sizing: border-box;
    /* The token's default is inherit, which leaves it without value: a var() without value or
       fallback acts as unset, and the font family is inherited. */
    font-family: var(--a2ui-font-family);
    min-inline-size: 0;
    max-inline-size: 100%;
    /* A word longer than the line (a German compound, a URL) wraps instead of running off.
       Inside a control or a Row's child (--_wrap: break-word) words count whole in the minimum
       width; the maximum width above still wraps a longer one at the container's edge. */
    overflow-wrap: var(--_wrap, anywhere);
  }
  /* Text on the primary colour: black on a light one (OKLCH lightness over 0.56, where black and
     white contrast with it alike), white on a dark one. On a light background, links and focus
     rings take the primary colour darkened to a lightness of at most 0.54 (4.5:1 or more on the
     surface background): a yellow brand colour would not show. Under the pointer the primary
     darkens, unless it is too dark for that to show (a navy brand): then it lightens. */
  @supports (color: oklch(from red l c h)) {
    :host {
      --_primary-hover: var(
        --a2ui-color-primary-hover,
        oklch(
          from color-mix(in srgb, var(--a2ui-color-primary) 85%, black)
            calc(l + clamp(0, (0.3 - l) * 1000, 1) * 0.1) c h
        )
      );
      --_link-light: oklch(from var(--a2ui-color-primary) min(l, 0.54) c h);
      --_on-primary: var(
        --a2ui-color-on-primary,
        oklch(from var(--a2ui-color-primary) clamp(0, (0.56 - l) * 1000, 1) 0 0)
      );
    }
  }
  :host([hidden]),
  [hidden] {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  /* An empty validation message takes no room (no flex gap) but stays in the accessibility
     tree, so the message is announced when it appears. */
  [part='error']:empty {
    position: absolute;
    clip-path: inset(50%);
  }
  .a2ui-pending {
    display: contents;
  }
  .a2ui-unknown {
    display: inline-block;
    padding: var(--a2ui-spacing-s) var(--a2ui-spacing-m);
    border: 1px dashed var(--a2ui-color-error);
    border-radius: var(--a2ui-border-radius-s);
    color: var(--a2ui-color-error);
    font-size: 0.875em;
  }
`;
