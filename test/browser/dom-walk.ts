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
