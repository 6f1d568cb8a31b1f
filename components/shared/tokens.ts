import {registerGlobalStyles} from '../../src/surface/global-styles.js';

// Marked `/* css */`: the bundle drops the whitespace between rules and declarations (values
// stay as written, so the tokens' computed values are the same).
/**
 * The design tokens: every `--a2ui-*` global custom property with its default. The defaults sit
 * in `:where()` selectors (zero specificity), so any page rule overrides them. Colours use
 * `light-dark()`: they follow `prefers-color-scheme`, or the `a2ui-dark` / `a2ui-light` class on
 * any ancestor (only `color-scheme` changes there, so page overrides of a token survive). Tokens
 * derived from the primary colour (`--a2ui-color-link`, `--a2ui-color-focus`,
 * `--a2ui-color-primary-hover`, `--a2ui-color-on-primary`) have no global value: `baseStyles` computes their defaults per
 * element, so a surface's `theme.primaryColor` (set as `--a2ui-color-primary` on the surface)
 * reaches them too.
 */
export const tokensCss = /* css */ `
:where(:root) { color-scheme: light dark; }
:where(.a2ui-dark) { color-scheme: dark; }
:where(.a2ui-light) { color-scheme: light; }
:where(:root) {
  --a2ui-color-background: light-dark(#f4f5f7, #121212);
  --a2ui-color-on-background: light-dark(#1b1b1f, #e8e8ea);
  --a2ui-color-surface: light-dark(#ffffff, #1e1e1e);
  --a2ui-color-on-surface: light-dark(#1b1b1f, #e8e8ea);
  --a2ui-color-muted: light-dark(#5f6368, #a8adb4);
  --a2ui-color-primary: #1a62d6;
  --a2ui-color-secondary: light-dark(#e9ecf1, #2c2f33);
  --a2ui-color-on-secondary: light-dark(#1b1b1f, #e8e8ea);
  --a2ui-color-border: light-dark(#8d9199, #6f737a);
  --a2ui-color-divider: light-dark(#d5d8dd, #3a3d42);
  --a2ui-color-input: light-dark(#ffffff, #2a2a2d);
  --a2ui-color-on-input: light-dark(#1b1b1f, #e8e8ea);
  --a2ui-color-error: light-dark(#b3261e, #f2b8b5);
  --a2ui-color-backdrop: rgb(0 0 0 / 0.45);
  --a2ui-border-width: 1px;
  --a2ui-border-radius: 0.5rem;
  --a2ui-border-radius-s: 0.25rem;
  --a2ui-shadow: 0 1px 3px rgb(0 0 0 / 0.16), 0 1px 2px rgb(0 0 0 / 0.1);
  --a2ui-shadow-l: 0 8px 32px rgb(0 0 0 / 0.3);
  --a2ui-spacing-xs: 0.125rem;
  --a2ui-spacing-s: 0.25rem;
  --a2ui-spacing-m: 0.5rem;
  --a2ui-spacing-l: 1rem;
  --a2ui-spacing-xl: 2rem;
  --a2ui-font-family: inherit;
  --a2ui-font-family-title: inherit;
  --a2ui-font-family-monospace: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  --a2ui-font-size: 1rem;
  --a2ui-line-height-body: 1.5;
  --a2ui-line-height-headings: 1.2;
}
`;

registerGlobalStyles(tokensCss);
