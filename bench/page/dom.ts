/** DOM helpers of the in-page harness: deep walks through shadow roots, settling, counting. */

/** The subset of a Lit ReactiveElement the harness relies on (duck-typed, any Lit copy). */
interface ReactiveLike extends HTMLElement {
  readonly isUpdatePending: boolean;
  readonly updateComplete: Promise<unknown>;
  addController(controller: {hostUpdate?(): void}): void;
  removeController(controller: {hostUpdate?(): void}): void;
}

function isReactive(node: Node): node is ReactiveLike {
  return node instanceof HTMLElement && 'updateComplete' in node && 'addController' in node;
}

/** Calls `visit` for every node under `root` (excluded), entering open shadow roots. */
export function walkDeep(root: Node, visit: (node: Node) => void): void {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node !== root) visit(node);
    const shadow = node instanceof Element ? node.shadowRoot : null;
    if (shadow) stack.push(shadow);
    for (let child = node.lastChild; child; child = child.previousSibling) stack.push(child);
  }
}

/** The text of every text node under `root`, shadow roots included, `<style>` excluded. */
export function deepText(root: Node): string {
  const parts: string[] = [];
  walkDeep(root, (node) => {
    if (node.nodeType === Node.TEXT_NODE && node.parentElement?.localName !== 'style') {
      parts.push(node.nodeValue ?? '');
    }
  });
  return parts.join(' ');
}

/** Every element under `root` matching `selector`, shadow roots included. */
export function deepQueryAll(root: Node, selector: string): Element[] {
  const found: Element[] = [];
  walkDeep(root, (node) => {
    if (node instanceof Element && node.matches(selector)) found.push(node);
  });
  return found;
}

/** How many elements under `root`, shadow roots included. */
export function deepElementCount(root: Node): number {
  let count = 0;
  walkDeep(root, (node) => {
    if (node.nodeType === Node.ELEMENT_NODE) count++;
  });
  return count;
}

const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => waiting.shift()?.();

/**
 * Resolves in the next task. Every microtask queued before (Lit updates, signal effects,
 * promise chains) has run by then; unlike `setTimeout(0)` there is no 4 ms clamp.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(0);
  });
}

function pendingUpdates(root: Node): ReactiveLike[] {
  const pending: ReactiveLike[] = [];
  walkDeep(root, (node) => {
    if (isReactive(node) && node.isUpdatePending) pending.push(node);
  });
  return pending;
}

/** How long `settle` waits for a DOM that never completes before it gives up. */
export const SETTLE_LIMIT_MS = 30_000;

/**
 * Waits until the DOM under `root` is complete and returns the time it was, on the
 * `performance.now()` clock minus the time spent checking: no Lit element under `root` has an
 * update pending and `isDone()` holds. It first waits on microtasks only (awaiting each pending
 * element's `updateComplete`), so no rendering frame can slip into the measurement; a renderer
 * that defers work to a later task is then waited for task by task (and frame by frame).
 */
export async function settle(root: Node, isDone: () => boolean = () => true): Promise<number> {
  const begin = performance.now();
  let checking = 0;
  let microtasksOnly = true;
  for (let attempt = 0; ; attempt++) {
    await (microtasksOnly ? Promise.resolve() : nextTask());
    const at = performance.now();
    const pending = pendingUpdates(root);
    if (pending.length === 0 && isDone()) return at - checking;
    checking += performance.now() - at;
    if (at - begin > SETTLE_LIMIT_MS) {
      throw new Error(
        pending.length > 0
          ? `${pending.length} element(s) still updating after ${SETTLE_LIMIT_MS} ms`
          : `the expected DOM never appeared (${SETTLE_LIMIT_MS} ms)`,
      );
    }
    if (pending.length > 0) await Promise.all(pending.map((element) => element.updateComplete));
    else if (microtasksOnly) microtasksOnly = false;
    else if (attempt > 20) await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Counts Lit element updates and DOM mutations under a root until `stop()`. */
export interface RenderCounter {
  /** Stops counting and returns what was counted. */
  stop(): {litUpdates: number; mutatedNodes: number};
}

/**
 * Starts counting, under `root` (shadow roots included): Lit elements that run an update (a
 * `hostUpdate` controller on each), and distinct nodes whose text, attributes or children change
 * (a MutationObserver on the root and on each shadow root).
 */
export function countRenders(root: Node): RenderCounter {
  let litUpdates = 0;
  const controller = {hostUpdate: () => void litUpdates++};
  const hosts: ReactiveLike[] = [];
  const mutated = new Set<Node>();
  const observer = new MutationObserver((records) => records.forEach((r) => mutated.add(r.target)));
  const options = {subtree: true, childList: true, characterData: true, attributes: true};
  observer.observe(root, options);
  walkDeep(root, (node) => {
    if (isReactive(node)) {
      node.addController(controller);
      hosts.push(node);
    }
    if (node instanceof ShadowRoot) observer.observe(node, options);
  });
  return {
    stop() {
      observer.takeRecords().forEach((r) => mutated.add(r.target));
      observer.disconnect();
      hosts.forEach((host) => host.removeController(controller));
      return {litUpdates, mutatedNodes: mutated.size};
    },
  };
}
