import {supportsAdoptingStyleSheets, type CSSResult, type CSSResultOrNative} from 'lit';

const adopted = new WeakMap<Node, Set<string>>();

const cssTextOf = (style: CSSResultOrNative): string =>
  'cssText' in style
    ? (style as CSSResult).cssText
    : Array.from(style.cssRules, (rule) => rule.cssText).join('\n');

/**
 * A component stylesheet rewritten for the light DOM: `:host` becomes the element itself and
 * every rule applies only inside the element, not inside the child components it renders
 * (`@scope (tag) to (child components)`). `:host(selector)` becomes `:is(&, :scope):is(selector)`:
 * one element and the specificity of `:scope:is(selector)` in Chromium and Firefox (there `&` is
 * `:where(:scope)`), and in WebKit the only form whose rules follow the element's attributes as
 * they change (with `:scope` in it, a `:host([data-tone])` style stayed as it first was; WebKit's
 * `&` matches any element of the tag, so there an outer one's state reaches a nested one's).
 */
export function scopeStyles(tag: string, cssText: string): string {
  const body = cssText
    .replace(/:host\(([^)]*)\)/g, ':is(&, :scope):is($1)')
    .replace(/:host(?![\w-])/g, ':scope');
  return `@scope (${tag}) to (:scope [data-a2ui-id]) {\n${body}\n}`;
}

/**
 * Gives a light-DOM component (one whose `createRenderRoot()` returns itself) its `static styles`
 * (Lit `css` results), scoped to its tag, in the document or shadow root it is in: once per tag
 * and root.
 */
export function adoptScopedStyles(element: HTMLElement, styles: readonly CSSResultOrNative[]) {
  const root = element.getRootNode() as Document | ShadowRoot;
  const tags = adopted.get(root) ?? new Set<string>();
  adopted.set(root, tags);
  if (tags.has(element.localName) || !supportsAdoptingStyleSheets) return;
  tags.add(element.localName);
  const sheet = new CSSStyleSheet();
  const text = styles.map(cssTextOf).join('\n');
  sheet.replaceSync(scopeStyles(element.localName, text));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
