/** Whether focus is inside `node`, shadow roots included (a shadow root: inside its host). */
export const holdsFocus = (node: Node): boolean =>
  !!((node as ShadowRoot).host ?? (node as Element)).matches?.(':focus-within');

/**
 * Keeps focus in the surface when the agent removes, replaces or moves the node that holds it
 * (WCAG 2.4.3): call it just before `node` leaves its place, with what takes that place if
 * anything does. It does nothing unless focus is inside `node` (shadow roots included), nor when
 * focus is somewhere other than the body a moment later. Otherwise focus goes back to the element
 * that had it, if it was only moved, else to `replacement`, else the element after `node`, else
 * the one before it, else the closest of their containers still shown (up to the surface); one
 * that cannot take focus is given `tabindex="-1"` until it loses focus again.
 */
export function keepFocus(node: ChildNode, replacement?: ChildNode): void {
  const element = node as Element;
  if (!holdsFocus(element)) return;
  let had = document.activeElement;
  while (had?.shadowRoot?.activeElement) had = had.shadowRoot.activeElement;
  const places: unknown[] = [
    had,
    replacement,
    element.nextElementSibling,
    element.previousElementSibling,
  ];
  // Then its container, and theirs up to the surface: the same update may remove the container
  // too (a Column the agent turns into a Text drops its children first).
  for (
    let up: Node | null = element.parentNode;
    up;
    up =
      (up as Element).localName == 'a2ui-surface'
        ? null
        : ((up as ShadowRoot).host ?? up.parentNode)
  ) {
    places.push(up);
  }
  queueMicrotask(() => {
    const place = places.find(
      (it): it is HTMLElement => it instanceof HTMLElement && it.isConnected && !it.ariaHidden,
    );
    if (place && document.activeElement == document.body) {
      if (place.tabIndex < 0 && !place.hasAttribute('tabindex')) {
        place.tabIndex = -1;
        place.addEventListener('blur', () => place.removeAttribute('tabindex'), {once: true});
      }
      place.focus();
    }
  });
}
