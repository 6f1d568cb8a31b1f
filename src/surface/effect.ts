import {Signal} from 'signal-polyfill';

// One watcher for every effect: notifications arrive synchronously while a write is still in
// progress, so the effects re-run together in a microtask, after the whole batch has landed.
let flushQueued = false;
const watcher = new Signal.subtle.Watcher(() => {
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(flush);
});

function flush(): void {
  flushQueued = false;
  for (const signal of watcher.getPending()) signal.get();
  watcher.watch();
}

/**
 * Runs `fn` now and again (in a microtask) whenever a signal it read changes. Unlike an element
 * update, it sees the values of computed signals, so a computed whose value stays equal does
 * not re-run it. Returns the function that stops it.
 */
export function effect(fn: () => void): () => void {
  const computed = new Signal.Computed(fn);
  watcher.watch(computed);
  Signal.subtle.untrack(() => computed.get());
  return () => watcher.unwatch(computed);
}
