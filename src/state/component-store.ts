import {signal, type ReadonlySignal, type Signal} from './signals.js';

/** One component as the agent defined it: `id`, `component` (type) and its properties. */
export interface ComponentDefinition {
  /** Unique within the surface; `root` is the one drawn first. */
  readonly id: string;
  /** Its type: a component name of the surface's catalog (`Text`, `Button`, ...). */
  readonly component: string;
  readonly [prop: string]: unknown;
}

/**
 * Structural equality of two JSON values (definitions re-sent unchanged notify nobody).
 *
 * @internal Exported for `ComponentContext` and the core tests; not meant for callers.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  for (const key of aKeys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) {
      return false;
    }
  }
  return true;
}

/** What an upsert did. */
export type UpsertResult = 'created' | 'updated' | 'replaced-type' | 'unchanged';

/**
 * The flat id → definition map of a surface. Each id has its own signal, created on demand, so
 * a parent waiting for a child that has not arrived yet is notified when (and only when) that
 * child arrives; adding one component is O(1) whatever the surface size.
 */
export class ComponentStore {
  #slots = new Map<string, Signal<ComponentDefinition | undefined>>();
  #count = 0;
  #disposed = false;
  /** What every read of a disposed store returns (per store: nothing global holds readers). */
  readonly #empty = signal<ComponentDefinition | undefined>(undefined);

  /** Reactive read of a definition; undefined until it arrives. */
  get(id: string): ComponentDefinition | undefined {
    return this.#slot(id).value;
  }

  /** The signal of a definition (undefined until it arrives, and once the store is disposed):
   * a reader that keeps it reads `.value` as `get(id)` does, without looking the id up again. */
  signalOf(id: string): ReadonlySignal<ComponentDefinition | undefined> {
    return this.#slot(id);
  }

  /** Untracked read of a definition. */
  peek(id: string): ComponentDefinition | undefined {
    const slot = this.#slots.get(id);
    return slot?.peek();
  }

  /** Stores a definition, replacing (never merging) any earlier one with the same id. */
  upsert(definition: ComponentDefinition): UpsertResult {
    if (this.#disposed) return 'unchanged';
    const slot = this.#slot(definition.id);
    const previous = slot.peek();
    if (previous === undefined) this.#count++;
    if (previous !== undefined && jsonEqual(previous, definition)) return 'unchanged';
    slot.value = definition;
    if (previous === undefined) return 'created';
    return previous.component === definition.component ? 'updated' : 'replaced-type';
  }

  /** Number of defined components. */
  get size(): number {
    return this.#count;
  }

  /** Ids of the defined components. */
  ids(): string[] {
    return [...this.#slots].filter(([, slot]) => slot.peek() !== undefined).map(([id]) => id);
  }

  /** Clears every definition (readers see undefined) and releases the slots. */
  dispose(): void {
    this.#disposed = true;
    for (const slot of this.#slots.values()) slot.value = undefined;
    this.#slots.clear();
    this.#count = 0;
  }

  #slot(id: string): Signal<ComponentDefinition | undefined> {
    let slot = this.#slots.get(id);
    if (!slot && this.#disposed) return this.#empty; // readers of a deleted surface hold nothing
    if (!slot) {
      slot = signal<ComponentDefinition | undefined>(undefined);
      this.#slots.set(id, slot);
    }
    return slot;
  }
}
