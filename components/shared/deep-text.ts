/**
 * The text a user sees inside `node`, read through open shadow roots (A2UI components render
 * their children there, so `textContent` of a host is empty), leaving out `aria-hidden`
 * subtrees; white space collapsed. For naming a control after its visible content.
 */
export function deepText(node: Node): string {
  return collect(node).replace(/\s+/g, ' ').trim();
}

function collect(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue!;
  const element = node as Partial<Element>;
  if (element.getAttribute?.('aria-hidden') === 'true') return '';
  // Comments have no children; a host's content is its shadow root's.
  let text = '';
  for (const child of (element.shadowRoot ?? node).childNodes) text += collect(child);
  return text;
}
