/**
 * The text a user sees inside `node`, read through open shadow roots (A2UI components render
 * their children there, so `textContent` of a host is empty), leaving out `aria-hidden`
 * subtrees; white space collapsed. For naming a control after its visible content.
 */
export function deepText(node: Node): string {
  return collect(node).replace(/\s+/g, ' ').trim();
}

function collect(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  if (!(node instanceof Element || node instanceof DocumentFragment)) return '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  let text = '';
  const root = (node instanceof Element && node.shadowRoot) || node;
  for (const child of root.childNodes) {
    text += collect(child);
  }
  return text;
}
