/** The `lang` of the closest element that has one, across shadow roots; '' for none, and for
 * an element not in a document (as one rendered on a server, by Lit SSR, is). */
export function langOf(element: Element | undefined): string {
  for (; element?.isConnected; element = (element.getRootNode() as ShadowRoot).host) {
    const found = element.closest('[lang]');
    if (found) return found.getAttribute('lang')!;
  }
  return '';
}
