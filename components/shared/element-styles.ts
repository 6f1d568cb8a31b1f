import {css, type CSSResultOrNative} from 'lit';

// One constructable sheet shared by every basic element's shadow root: changing its rules
// restyles rendered elements at once, at no cost per element while it is empty.
const sheet = typeof CSSStyleSheet === 'undefined' ? undefined : new CSSStyleSheet();
const added = new Set<{cssText: string}>();

/** The last entry of every basic element's styles: the CSS given to `addElementStyles`. */
export const elementStyles: CSSResultOrNative = sheet ?? css``;

/**
 * Adds CSS inside the shadow root of every basic element, after its own styles, and returns a
 * function that takes it out again. The way for a page to restyle the elements' parts: they
 * live in the surface's shadow tree, which page rules (and `::part()`) do not reach. Select a
 * part from inside its element, e.g. `:host(a2ui-button) [part~='button'] {border-radius: 0}`.
 */
export function addElementStyles(cssText: string): () => void {
  const entry = {cssText};
  added.add(entry);
  sheet?.replaceSync([...added].map((e) => e.cssText).join('\n'));
  return () => {
    added.delete(entry);
    sheet?.replaceSync([...added].map((e) => e.cssText).join('\n'));
  };
}
