import {deepActiveElement, tabStops} from '../../components/shared/tab-stops.js';

// The containers of the node that lost focus, closest first, while its focus is being restored;
// before each one the same update replaced or removed, what then stands in its place.
let containers: unknown[] | undefined;

const focusWithin = (node: Node): boolean =>
  !!((node as ShadowRoot).host ?? (node as Element)).matches?.(':focus-within');

/**
 * Whether removing or moving `node` may move focus: focus is inside it (shadow roots included;
 * a shadow root: inside its host), or focus lost in this update is still to be restored (the
 * update may remove a container of what held it: {@link keepFocus} must hear of that too).
 */
export const holdsFocus = (node: Node): boolean => !!containers || focusWithin(node);

/**
 * Keeps focus in the surface when the agent removes, replaces or moves the node that holds it
 * (WCAG 2.4.3): call it just before `node` leaves its place, with what takes that place if
 * anything does. It does nothing unless focus is inside `node` (shadow roots included) or `node`
 * holds what lost it in this update, nor when focus is somewhere other than the body a moment
 * later. Otherwise focus goes back to the element
 * that had it, if it was only moved, else to `replacement`, else to what stands where `node` stood
 * once the update is done (the element after it, else the one before it), else to the closest of
 * its containers still shown (up to the surface) or what took such a container's place in the
 * same update. One that cannot take focus is given `tabindex="-1"` until it loses focus again;
 * a replacement or sibling that holds controls passes focus on to its first one once drawn.
 */
export function keepFocus(node: ChildNode, replacement?: ChildNode): void {
  const element = node as Element;
  const at = containers?.indexOf(node) ?? -1;
  if (at < 0 && !focusWithin(element)) return;
  // Read once the update is done: the same update may remove the siblings too, or put others in
  // their place (a Column given another list of children, a List another template).
  const siblings = element.parentNode?.children ?? [];
  const index = [].indexOf.call(siblings, element as never);
  const instead = (): unknown[] => [replacement, siblings[index] ?? siblings[siblings.length - 1]];
  // The update also replaces or removes a container of the node that lost focus (a Column
  // turned into a Text drops its children first): what takes its place comes before it.
  if (at >= 0) return void containers!.splice(at, 0, instead);
  const had = deepActiveElement();
  const ups: unknown[] = (containers = []);
  for (
    let up: Node | null = element.parentNode;
    up;
    up =
      (up as Element).localName == 'a2ui-surface'
        ? null
        : ((up as ShadowRoot).host ?? up.parentNode)
  ) {
    ups.push(up);
  }
  queueMicrotask(() => {
    // A later call for the same focus knows better (the List item kept while the child in it,
    // of the List's old template, is replaced).
    if (containers != ups) return;
    containers = undefined;
    const place = [had, instead, ...ups]
      .flatMap((it) => (typeof it == 'function' ? it() : it))
      .find(
        (it): it is HTMLElement => it instanceof HTMLElement && it.isConnected && !it.ariaHidden,
      );
    if (place && document.activeElement == document.body) {
      if (place.tabIndex < 0 && !place.hasAttribute('tabindex')) {
        place.tabIndex = -1;
        place.addEventListener('blur', () => place.removeAttribute('tabindex'), {once: true});
      }
      place.focus();
      // By the next frame what took the place is drawn: its first control takes focus (a Card
      // holding the field that had it, an item of a List's new template); a container does not
      // pass focus on, which could send it far from where it was.
      if (!ups.includes(place))
        requestAnimationFrame(() => {
          if (deepActiveElement() == place) tabStops(place.shadowRoot ?? place)[0]?.focus();
        });
    }
  });
}
