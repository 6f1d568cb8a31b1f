import type {CSSResultOrNative} from 'lit';

const adopted = new WeakMap<Document | ShadowRoot, Set<string>>();

function textOf(style: CSSResultOrNative): string {
  if (typeof CSSStyleSheet !== 'undefined' && style instanceof CSSStyleSheet) {
    return Array.from(style.cssRules, (rule) => rule.cssText).join('\n');
  }
  return (style as {cssText?: string}).cssText ?? '';
}

/**
 * A component stylesheet rewritten for the light DOM: `:host` becomes the element itself and
 * every rule applies only inside the element, not inside the child components it renders
 * (`@scope (tag) to (child components)`).
 */
export function scopeStyles(tag: string, cssText: string): string {
  const body = cssText
    .replace(/:host\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, ':scope:is($1)')
    .replace(/:host(?![\w-])/g, ':scope');
  return `@scope (${tag}) to (:scope [data-a2ui-id]) {\n${body}\n}`;
}

/**
 * Gives a light-DOM component (one whose `createRenderRoot()` returns itself) its `static
 * styles`, scoped to its tag, in the document or shadow root it is in: once per tag and root.
 */
export function adoptScopedStyles(element: HTMLElement, styles: readonly CSSResultOrNative[]) {
  const root = element.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot) || styles.length === 0) return;
  const tag = element.localName;
  let tags = adopted.get(root);
  if (!tags) adopted.set(root, (tags = new Set()));
  if (tags.has(tag)) return;
  tags.add(tag);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(scopeStyles(tag, styles.map(textOf).join('\n')));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
