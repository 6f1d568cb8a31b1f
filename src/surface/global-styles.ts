import {supportsAdoptingStyleSheets} from 'lit';

const sheets: CSSStyleSheet[] = [];
const adopted = new WeakMap<Document | ShadowRoot, number>();
// Every root given the sheets so far, to give it a sheet registered later too: an element in
// the page's HTML upgrades (and adopts) as soon as its class is defined, which in one bundle can
// be before the module that registers the tokens has run.
const roots: Array<WeakRef<Document | ShadowRoot>> = [];

/**
 * Registers a stylesheet every A2UI element needs in its document (or the shadow root it lives
 * in), e.g. the design tokens. Registered once, at module load of the catalog that needs it.
 * Where constructable stylesheets cannot be adopted (Node, jsdom) it does nothing: the elements
 * render and behave without it.
 */
export function registerGlobalStyles(cssText: string): void {
  if (!supportsAdoptingStyleSheets) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  sheets.push(sheet);
  for (const ref of roots) {
    const root = ref.deref();
    if (root) adoptGlobalStyles(root);
  }
}

function remember(root: Document | ShadowRoot): void {
  // Roots that are gone are dropped now and then, so the list stays as long as the live ones.
  if (roots.length >= 64 && roots.length % 64 === 0) {
    const live = roots.filter((ref) => ref.deref());
    roots.splice(0, roots.length, ...live);
  }
  roots.push(new WeakRef(root));
}

/**
 * Adds the registered stylesheets to `root` once (cheap to call on every connect). They come
 * first, so any page stylesheet of equal specificity overrides them. A shadow root's document
 * gets them too: the tokens are declared on the document's `:root` and inherit into every
 * shadow tree, while class rules (`.a2ui-dark`) must live in the tree that holds the class.
 */
export function adoptGlobalStyles(root: Node): void {
  if (root instanceof ShadowRoot) adoptGlobalStyles(root.ownerDocument);
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  if (adopted.get(root) === sheets.length) return;
  if (!adopted.has(root)) remember(root);
  adopted.set(root, sheets.length);
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...missing, ...root.adoptedStyleSheets];
}
