import {deepActiveElement, tabStops} from '../../components/shared/tab-stops.js';
import {componentKey, type A2uiNode} from './node.js';

// The containers of the node that lost focus, closest first, while its focus is being restored;
// before each one the same update replaced or removed, what then stands in its place. One for
// the page, not one per surface: the page has one focus, and when it is lost again before the
// first loss is restored (the page focused something in another surface, which that surface's
// update then removed), the later loss is the one to restore.
let containers: unknown[] | undefined;

const focusWithin = (node: Node): boolean =>
  !!((node as ShadowRoot).host ?? (node as Element)).matches?.(':focus-within');

/** The component id and data scope `element` renders, if it renders a component. */
function keyOf(element: unknown): string | undefined {
  const node = (element as {node?: A2uiNode}).node;
  return node && componentKey(node);
}

// The component (id and data scope) that had the focus being restored, and the elements created
// for it since then, when the update shows it again (more than one where the agent shows it in
// several places). Told by the slots that create elements: a search of the surface for it took
// 30-80 ms in a List of 1000 rows.
let lost: string | undefined;
let found: HTMLElement[] = [];

/**
 * Hears of each element created for a component (the child slots call it): it may show the
 * component that lost focus again, where {@link keepFocus} then puts focus back.
 */
export const created = (element: HTMLElement): void => {
  if (lost && keyOf(element) == lost) found.push(element);
};

/**
 * Whether removing or moving `node` may move focus: focus is inside it (shadow roots included;
 * a shadow root: inside its host), or `node` is a container of what lost focus in this update,
 * which is still to be restored (the update may remove it: {@link keepFocus} must hear of that).
 */
export const holdsFocus = (node: Node): boolean =>
  !!containers?.includes(node) || focusWithin(node);

/**
 * Sorts `elements` by the first of `around` that is or holds each one (shadow roots included; a
 * function stands for the first node it returns), those in none last.
 */
function sortByDistance(elements: HTMLElement[], around: unknown[]): void {
  around = [...around.map((it) => (typeof it == 'function' ? it()[0] : it)), null];
  const distance = (it: Node | null): number => {
    while (!around.includes(it)) it = it!.parentNode ?? (it as ShadowRoot).host ?? null;
    return around.indexOf(it);
  };
  elements.sort((a, b) => distance(a) - distance(b));
}

/**
 * Keeps focus in the surface when the agent removes, replaces or moves the node that holds it
 * (WCAG 2.4.3): call it just before `node` leaves its place, with what takes that place if
 * anything does. It does nothing unless focus is inside `node` (shadow roots included) or `node`
 * holds what lost it in this update, nor when focus is somewhere other than the body a moment
 * later. Otherwise focus goes back to the element that had it, if it was only moved, else to
 * `replacement`, else to what stands where `node` stood once the update is done (the elements
 * after it, then the ones before it, closest first), else to the closest of its containers still
 * shown (up to the surface) or what took such a container's place in the same update. One that
 * cannot take focus is given `tabindex="-1"` until it loses focus again. By the next frame, when
 * the update is drawn, focus goes on to the component that had it if the update shows it again
 * (same component id and data scope: a Row replaced by a Card holding the same fields; of its
 * copies, the one closest to where it was); else
 * past a place that shows nothing (an empty container or Text) to the next one that does; and a
 * replacement or sibling holding controls passes it on to its first one.
 */
export function keepFocus(node: ChildNode, replacement?: ChildNode): void {
  const element = node as Element;
  const at = containers?.indexOf(node) ?? -1;
  if (at < 0 && !focusWithin(element)) return;
  // Read once the update is done: the same update may remove the siblings too, or put others in
  // their place (a Column given another list of children, a List another template).
  const siblings = element.parentNode?.children ?? [];
  const index = [].indexOf.call(siblings, element as never);
  const instead = (): unknown[] => [
    replacement,
    ...[].slice.call(siblings, index),
    ...[].slice.call(siblings, 0, index).reverse(),
  ];
  // The update also replaces or removes a container of the node that lost focus (a Column
  // turned into a Text drops its children first): what takes its place comes before it.
  if (at >= 0) return void containers!.splice(at, 0, instead);
  const had = deepActiveElement();
  let key: string | undefined;
  for (
    let it: Node | null | undefined = had;
    it && !key;
    it = it.parentNode ?? (it as ShadowRoot).host
  )
    key = keyOf(it);
  lost = key;
  found = [];
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
    const places = [had, instead, ...ups]
      .flatMap((it) => (typeof it == 'function' ? it() : it))
      .filter(
        (it): it is HTMLElement => it instanceof HTMLElement && it.isConnected && !it.ariaHidden,
      );
    const focus = (place: HTMLElement): void => {
      if (place.tabIndex < 0 && !place.hasAttribute('tabindex')) {
        place.tabIndex = -1;
        place.addEventListener('blur', () => place.removeAttribute('tabindex'), {once: true});
      }
      place.focus();
    };
    const first = places[0];
    const restore = first && document.activeElement == document.body;
    if (restore) focus(first);
    // Focus is back on the element that had it, or went elsewhere by itself: nothing more to do.
    if (!restore || first == had) return void ((lost = undefined), (found = []));
    requestAnimationFrame(() => {
      if (deepActiveElement() != first && document.activeElement != document.body) return;
      // The component that had focus, if the update shows it again (created since, or listed
      // already where it stood); where the agent shows it more than once, the copy in what
      // replaced the node first, then the one in its closest container. Else the first place
      // that shows something; a container does not pass focus on, which could send it far from
      // where it was.
      const copies = [...found, ...places.filter((it) => key && keyOf(it) == key)];
      if (copies[1]) sortByDistance(copies, [replacement, ...ups]);
      const place =
        [...copies, ...places].find(
          (it): it is HTMLElement => !!it && it.offsetWidth * it.offsetHeight > 0,
        ) ?? first;
      lost = undefined;
      found = [];
      const next = ups.includes(place) ? place : (tabStops(place.shadowRoot ?? place)[0] ?? place);
      if (deepActiveElement() != next) focus(next);
    });
  });
}
