/**
 * The elements under `root` that Tab stops at, in order, looking inside open shadow roots (A2UI
 * components render their children there): focusable, enabled and rendered; of a radio group
 * only the checked radio, or the first when none is (the group is one stop, the one arrow keys
 * move); content that scrolls and holds no stop (a wide code block), which browsers make a stop
 * so that the keyboard can scroll it. For the Tabs panel and a scrolling List, each a stop only
 * while it holds none, and the Modal, whose Tab wraps from its last stop.
 */
export const tabStops = (root: Element | ShadowRoot): HTMLElement[] =>
  [...root.children].flatMap((element) => {
    const inner = tabStops(element.shadowRoot ?? element);
    return isStop(element as HTMLElement, !inner.length)
      ? [element as HTMLElement, ...inner]
      : inner;
  });

/** Whether `root` holds a Tab stop ({@link tabStops}): the walk ends at the first one. */
export const holdsTabStop = (root: Element | ShadowRoot): boolean =>
  [...root.children].some(
    (element) =>
      holdsTabStop(element.shadowRoot ?? element) || isStop(element as HTMLElement, true),
  );

/** Whether Tab stops at `element`, given whether it holds no stop (a scroll box then is one). */
function isStop(element: HTMLElement, holdsNone: boolean): boolean {
  const input = element as HTMLInputElement;
  return (
    (input.tabIndex >= 0
      ? !input.disabled && (input.type !== 'radio' || input.checked || groupStop(input))
      : holdsNone && scrolls(input)) && element.checkVisibility()
  );
}

/**
 * Whether `element` is a scroll container with content to scroll to. Only an element holding
 * elements is looked at (a code block holds its code), which keeps this walk of every element
 * near its old cost: a computed style read for each would make it several times slower.
 */
export function scrolls(element: HTMLElement): boolean {
  if (!element.firstElementChild) return false;
  const {overflowX, overflowY} = getComputedStyle(element);
  const scrollable = /auto|scroll/;
  return (
    (scrollable.test(overflowX) && element.scrollWidth > element.clientWidth) ||
    (scrollable.test(overflowY) && element.scrollHeight > element.clientHeight)
  );
}

let resized: ResizeObserver | undefined;

/**
 * Makes `box`, content that holds no Tab stop (a code block), a stop of its own while it scrolls
 * (tabindex 0), and none while it does not: checked once it is laid out and whenever its size
 * changes, until it leaves the page. Chromium and Firefox make such a box a stop themselves (then
 * this one), WebKit does not: there a keyboard user could not reach it to scroll it.
 */
export function keepScrollStop(box: Element): void {
  (resized ??= new ResizeObserver((entries) => {
    for (const {target} of entries)
      if (!target.isConnected) resized!.unobserve(target);
      else if (scrolls(target as HTMLElement)) (target as HTMLElement).tabIndex = 0;
      else target.removeAttribute('tabindex');
  })).observe(box);
}

/** Whether `radio` is the first of its group (the radios of its name in its tree) and none is
 * checked. */
function groupStop(radio: HTMLInputElement): boolean {
  const group = [
    ...(radio.getRootNode() as ParentNode).querySelectorAll<HTMLInputElement>('[type=radio]'),
  ].filter((other) => other.name === radio.name);
  return group[0] === radio && !group.some((other) => other.checked);
}

/** The element that really has focus, looking inside shadow roots. */
export function deepActiveElement(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : undefined;
}
