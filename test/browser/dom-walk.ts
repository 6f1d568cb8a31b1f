// Helpers of the browser tests that look through shadow roots and at what garbage collection
// frees.

/** Every element under `root`, inside shadow roots too, in document order. */
export function everyElement(root: Element | ShadowRoot, out: Element[] = []): Element[] {
  for (const element of root.querySelectorAll('*')) {
    out.push(element);
    if (element.shadowRoot) everyElement(element.shadowRoot, out);
  }
  return out;
}

/** What a user would do to every control on the surface: click, type, choose, slide. */
export function interact(surface: Element): void {
  for (const element of everyElement(surface.shadowRoot!)) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      if (element instanceof HTMLInputElement && element.type === 'checkbox') element.click();
      else {
        element.value =
          element.type === 'range' ? '3' : element.type === 'date' ? '2026-12-01' : 'x1';
        element.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
        element.dispatchEvent(new Event('change', {bubbles: true, composed: true}));
      }
    } else if (
      element instanceof HTMLButtonElement ||
      element.getAttribute('role') === 'tab' ||
      element.getAttribute('role') === 'option'
    ) {
      (element as HTMLElement).click();
    }
  }
}

// Needs Chromium started with --js-flags=--expose-gc (web-test-runner.config.mjs).
const gc = (globalThis as {gc?: (options?: object) => Promise<void> | void}).gc;

/** Whether the page can force a garbage collection. */
export const canCollectGarbage = gc !== undefined;

/** Runs major garbage collections, a task boundary between each. */
export async function collectGarbage(): Promise<void> {
  // WeakRef targets stay alive until the current task ends.
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await gc!({type: 'major', execution: 'async'});
  }
}
