import {Signal} from 'signal-polyfill';

// Notifications arrive synchronously while a write is still in progress, so the notified effects
// are queued and re-run together in a microtask, after the whole batch has landed. Each effect
// has its own watcher: stopping one is O(1) (a shared watcher's unwatch scans every effect, so
// tearing down a surface of n children cost O(n²)), and a stopped effect is referenced by
// nothing global, so it is collected with its element.
let queue: Signal.subtle.Watcher[] = [];

function flush(): void {
  const batch = queue;
  queue = [];
  for (const watcher of batch) {
    for (const signal of watcher.getPending()) signal.get();
    watcher.watch();
  }
}

function notify(this: Signal.subtle.Watcher): void {
  if (queue.push(this) === 1) queueMicrotask(flush);
}

/**
 * Runs `fn` now and again (in a microtask) whenever a signal it read changes. Unlike an element
 * update, it sees the values of computed signals, so a computed whose value stays equal does
 * not re-run it. Returns the function that stops it.
 */
export function effect(fn: () => void): () => void {
  const computed = new Signal.Computed(fn);
  const watcher = new Signal.subtle.Watcher(notify);
  watcher.watch(computed);
  Signal.subtle.untrack(() => computed.get());
  return () => watcher.unwatch(computed);
}
