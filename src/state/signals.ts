/**
 * The signals engine of the library, in one place: Preact Signals' core (small, fast, and a
 * computed or effect whose inputs did not really change does not run again). Computeds and
 * effects are created through this module so that `isTracking()` can tell whether a read
 * subscribes anything (the data model creates path signals only for such reads).
 */
import {
  computed as preactComputed,
  effect as preactEffect,
  untracked as preactUntracked,
  type ReadonlySignal,
} from '@preact/signals-core';

export {batch, signal, Signal} from '@preact/signals-core';
export type {ReadonlySignal} from '@preact/signals-core';

let depth = 0;
const NONE: unique symbol = Symbol();

function tracked<T>(fn: () => T): () => T {
  return () => {
    depth++;
    try {
      return fn();
    } finally {
      depth--;
    }
  };
}

/** True while a computed or an effect is evaluating (outside `untracked`): reads subscribe. */
export function isTracking(): boolean {
  return depth > 0;
}

/** A computed signal: `fn` again, lazily, when a signal it read changed. */
export function computed<T>(fn: () => T): ReadonlySignal<T> {
  return preactComputed(tracked(fn));
}

/** Runs `fn` now and again whenever a signal it read changes; returns the stop function. */
export function effect(fn: () => void): () => void {
  return preactEffect(tracked(fn));
}

/** Runs `fn` without subscribing to anything it reads. */
export function untracked<T>(fn: () => T): T {
  const saved = depth;
  depth = 0;
  try {
    return preactUntracked(fn);
  } finally {
    depth = saved;
  }
}

/**
 * A computed signal that keeps its previous value (the same object) while `equals` finds the
 * new one equal, so nothing that reads it runs again for an equal result.
 */
export function memo<T>(fn: () => T, equals: (a: T, b: T) => boolean): ReadonlySignal<T> {
  let last: T | typeof NONE = NONE;
  return computed(() => {
    const next = fn();
    if (last !== NONE && equals(last, next)) return last;
    return (last = next);
  });
}
