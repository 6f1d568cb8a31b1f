import {
  css,
  supportsAdoptingStyleSheets,
  unsafeCSS,
  type CSSResult,
  type CSSResultOrNative,
} from 'lit';

/**
 * The last entry of every basic element's `static styles`: marks the class as taking the CSS
 * given to `addElementStyles`. It holds no rules itself (see `oneStyleSheet`).
 */
export const elementStyles: CSSResult = css``;

const added = new Set<{cssText: string}>();
// Each class's one sheet, with its own CSS: rewritten with the added CSS after it on each change.
const classSheets = new Map<CSSStyleSheet, string>();

const withAdded = (cssText: string): string =>
  [cssText, ...[...added].map((entry) => entry.cssText)].join('\n');

/**
 * Adds CSS inside the shadow root of every basic element, after its own styles, and returns a
 * function that takes it out again. The way for a page to restyle the elements' parts: they
 * live in the surface's shadow tree, which page rules (and `::part()`) do not reach. Select a
 * part from inside its element, e.g. `:host(a2ui-button) [part~='button'] {border-radius: 0}`.
 */
export function addElementStyles(cssText: string): () => void {
  const entry = {cssText};
  added.add(entry);
  rewriteClassSheets();
  return () => {
    added.delete(entry);
    rewriteClassSheets();
  };
}

function rewriteClassSheets(): void {
  for (const [sheet, own] of classSheets) sheet.replaceSync(withAdded(own));
}

/**
 * A component class's finalized styles as one stylesheet, which every shadow root of the class
 * adopts: the browser does less work per element, in creating it and in every style recalc,
 * than for several sheets (3 sheets instead of 1 cost 2 µs more per element to create, 7 µs
 * more to style, in Chromium 156). A class listing `elementStyles` gets a constructable sheet
 * of its own that `addElementStyles` rewrites. Native sheets of the class's own are kept as
 * given, the added CSS after them in a sheet of its own. Where sheets cannot be adopted (jsdom),
 * Lit puts the class's CSS in a `<style>` element, without the added CSS.
 */
export function oneStyleSheet(styles: readonly CSSResultOrNative[]): CSSResultOrNative[] {
  const own = styles.filter((style) => style !== elementStyles);
  const takesAdded = own.length < styles.length && supportsAdoptingStyleSheets;
  if (!own.every((style): style is CSSResult => 'cssText' in style)) {
    return takesAdded ? [...own, classSheet('')] : own;
  }
  const cssText = own.map((style) => style.cssText).join('\n');
  if (takesAdded) return [classSheet(cssText)];
  return own.length === 1 ? own : [unsafeCSS(cssText)];
}

function classSheet(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(withAdded(cssText));
  classSheets.set(sheet, cssText);
  return sheet;
}
