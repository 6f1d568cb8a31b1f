import {escapeSegment} from '../state/json-pointer.js';
import {memo, signal, untracked, type ReadonlySignal, type Signal} from '../state/signals.js';
import {isRecord, isTemplate} from './shapes.js';

/**
 * How many components one task may try to create in one surface (the renderer refuses the
 * rest): far more than a page can usefully show, and a bound on templates nested over the same
 * data (four Lists of 100 items would be 10^8, most of them refused copies, which cost time too).
 * A template lays out one item more at most, which the renderer refuses and reports.
 */
export const MAX_COMPONENTS = 50_000;

/** A data scope: the JSON Pointer relative paths resolve against ('' at the root). */
export interface Scope {
  /** Reactive: a template item's path follows the item when it moves in its list. */
  readonly path: string;
}

/**
 * The scope of a component outside any template (`{path: ''}`): its relative paths resolve
 * against the root of the data model. The default scope of a `ComponentContext`.
 */
export const ROOT_SCOPE: Scope = Object.freeze({path: ''});

/** One child to render: which component, in which scope, under which stable key. */
export interface ChildRef {
  /** The child's component id. */
  readonly id: string;
  /** The scope it renders in: its template item's, or its parent's for a static id. */
  readonly scope: Scope;
  /** Stable across updates for the same child; a keyed renderer reuses its element. */
  readonly key: string;
}

/**
 * The scope of one template item. Its path is a signal of its own, moved by the list when the
 * item's index changes: an edit inside one item never touches the other items' bindings.
 */
class ItemScope implements Scope {
  readonly #path: Signal<string>;
  readonly #refresh: () => void;

  constructor(path: string, refresh: () => void) {
    this.#path = signal(path);
    this.#refresh = refresh;
  }

  get path(): string {
    // Bring the list up to date first, so a reader never sees a path from before a move.
    this.#refresh();
    return this.#path.value;
  }

  /** Sets the path (during the list's evaluation, untracked so the list never depends on it);
   * true when it changed. */
  moveTo(path: string): boolean {
    if (this.#path.peek() === path) return false;
    this.#path.value = path;
    return true;
  }
}

/** Inputs of a child list, read reactively by {@link ChildList}. */
export interface ChildListSource {
  /** The raw property value: a component id, an array of ids, or a template. */
  raw(): unknown;
  /** The scope of the component owning the property. */
  readonly scope: Scope;
  /** Absolute pointer of a template path in the owner's scope. */
  absolute(path: string): string;
  /** Reactive data-model read. */
  read(pointer: string): unknown;
  /** Called when another item takes the place (pointer) of the one before it. */
  replaced?(pointer: string): void;
}

interface Layout {
  readonly base: string;
  readonly keys: readonly string[];
  readonly refs: readonly ChildRef[];
}

const fingerprints = new WeakMap<object, string>();
let opaqueCount = 0;

function fingerprint(item: unknown): string {
  if (typeof item !== 'object' || item === null) return typeof item + ':' + String(item);
  let print = fingerprints.get(item);
  if (print === undefined) {
    try {
      print = 'json:' + JSON.stringify(item);
    } catch {
      print = 'opaque:' + opaqueCount++; // absurdly deep data: keyed by identity instead
    }
    fingerprints.set(item, print);
  }
  return print;
}

/** An item's own identity: its `id` or `key` field, when it has one. */
function identity(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  for (const field of ['id', 'key']) {
    const value = item[field];
    if (typeof value === 'string' || typeof value === 'number') return field + ':' + value;
  }
  return undefined;
}

function sameLayout(a: Layout, b: Layout): boolean {
  if (a.base !== b.base || a.keys.length !== b.keys.length) return false;
  for (let i = 0; i < a.keys.length; i++) if (a.keys[i] !== b.keys[i]) return false;
  return true;
}

/**
 * The children of one ChildList (or single child id) property, as stable {@link ChildRef}s.
 *
 * Template items are keyed by their `id`/`key` field, else by content: an unchanged item keeps
 * its key when others are inserted or removed around it, and an item edited in place inherits
 * the key of the one it replaced (so typing into a field of a list item keeps its element).
 * Each item's scope path is a signal the list moves when the item's index changes.
 */
export class ChildList {
  readonly #source: ChildListSource;
  readonly #refs = new Map<string, ChildRef>();
  /** The previous evaluation: natural key and stable key of each item, by index. */
  #previous: {prints: readonly string[]; keys: readonly string[]} = {prints: [], keys: []};
  #nextKey = 0;
  // Items were laid out before: one now at a place new to it is not the one before it there.
  #laidOut = false;
  /** The last template layout, when it was of a whole array. */
  #lastArray?: {componentId: string; items: readonly unknown[]; layout: Layout};
  readonly #layout: ReadonlySignal<Layout>;
  readonly #refresh = (): void => void untracked(() => this.#layout.value);

  constructor(source: ChildListSource) {
    this.#source = source;
    this.#layout = memo(() => this.#compute(), sameLayout);
  }

  /** The current children (reactive; a new array only when the keys change). */
  get refs(): readonly ChildRef[] {
    return this.#layout.value.refs;
  }

  #compute(): Layout {
    const raw = this.#source.raw();
    if (typeof raw === 'string') return this.#staticLayout(raw === '' ? [] : [raw]);
    if (Array.isArray(raw)) {
      return this.#staticLayout(raw.filter((id): id is string => typeof id === 'string'));
    }
    if (isTemplate(raw)) return this.#templateLayout(raw.componentId, raw.path);
    return this.#staticLayout([]);
  }

  #staticLayout(ids: readonly string[]): Layout {
    const keys = ids.map((id) => 'id:' + id);
    const own = new Set(keys);
    if (own.size < keys.length) {
      // An id listed more than once: each repeat gets a key of its own.
      const unique = keyMaker(own);
      const taken = new Set<string>();
      for (let i = 0; i < keys.length; i++) taken.add((keys[i] = unique(keys[i]!, taken)));
    }
    const refs = keys.map((key, i) =>
      this.#ref(key, () => ({id: ids[i]!, key, scope: this.#source.scope})),
    );
    this.#prune(keys);
    this.#lastArray = undefined;
    return {base: '', keys, refs};
  }

  #templateLayout(componentId: string, path: string): Layout {
    const base = this.#source.absolute(path);
    const data = this.#source.read(base);
    if (Array.isArray(data)) {
      const layout = this.#append(componentId, base, data);
      if (layout) return layout;
    }
    const entries: [segment: string, item: unknown][] = [];
    // Items past the renderer's cap could not render: one past it still has the cap reported.
    const limit = MAX_COMPONENTS + 1;
    if (Array.isArray(data)) {
      // Emptied slots (a deleted index keeps the length) render nothing.
      for (let i = 0; i < data.length && entries.length < limit; i++) {
        if (i in data) entries.push([String(i), data[i]]);
      }
    } else if (isRecord(data)) {
      for (const name of Object.keys(data).slice(0, limit)) {
        entries.push([escapeSegment(name), data[name]]);
      }
    }
    const natural = entries.map(([segment, item]) =>
      Array.isArray(data) ? (identity(item) ?? fingerprint(item)) : 'name:' + segment,
    );
    const stable = this.#stabilise(natural);
    const keys = stable.map((key) => componentId + '|' + key);
    const refs = keys.map((key, index) =>
      this.#itemRef(componentId, key, base, entries[index]![0]),
    );
    this.#laidOut ||= keys.length > 0;
    this.#prune(keys);
    const layout = {base, keys, refs};
    this.#lastArray =
      Array.isArray(data) && entries.length === data.length
        ? {componentId, items: data, layout}
        : undefined;
    return layout;
  }

  /**
   * The layout of `data` when it keeps the items of the last array layout (the data model keeps
   * an unchanged item's identity) and adds items after them, as a stream of rows does: the kept
   * items keep their keys, refs and paths, as {@link #stabilise} would give them, so only the
   * added items are keyed. Undefined when the full layout is needed.
   */
  #append(componentId: string, base: string, data: readonly unknown[]): Layout | undefined {
    const last = this.#lastArray;
    const kept = last?.items.length ?? 0;
    if (
      last?.layout.base !== base ||
      last.componentId !== componentId ||
      data.length < kept ||
      data.length > MAX_COMPONENTS
    ) {
      return undefined;
    }
    for (let i = 0; i < data.length; i++) {
      if (!(i in data) || (i < kept && data[i] !== last.items[i])) return undefined;
    }
    const added = data.slice(kept).map((item) => identity(item) ?? fingerprint(item));
    const identities = added.filter(identityKey);
    // An identity met before is renamed, which may rename a kept item's key too.
    if (
      new Set(identities).size < identities.length ||
      identities.some((print) => this.#refs.has(componentId + '|' + print))
    ) {
      return undefined;
    }
    const stable = added.map((print) => identityKey(print) ?? 'k' + this.#nextKey++);
    const previous = this.#previous;
    this.#previous = {prints: previous.prints.concat(added), keys: previous.keys.concat(stable)};
    const keys = stable.map((key) => componentId + '|' + key);
    const layout = {
      base,
      keys: last.layout.keys.concat(keys),
      refs: last.layout.refs.concat(
        keys.map((key, i) => this.#itemRef(componentId, key, base, String(kept + i))),
      ),
    };
    this.#laidOut ||= layout.keys.length > 0;
    this.#lastArray = {componentId, items: data, layout};
    return layout;
  }

  /** The ref under `key` (made for the item at `segment` if new), its scope moved there. */
  #itemRef(componentId: string, key: string, base: string, segment: string): ChildRef {
    // Without the one trailing slash a pointer ignores (`/` is the root). The key "" is `/m//`:
    // a pointer ignores one trailing slash, so `/m/` reads as `/m`.
    const path = base.replace(/\/$/, '') + '/' + segment + (segment ? '' : '/');
    const fresh = !this.#refs.has(key);
    const ref = this.#ref(key, () => ({
      id: componentId,
      key,
      scope: new ItemScope(path, this.#refresh),
    }));
    if (((ref.scope as ItemScope).moveTo(path) || fresh) && this.#laidOut) {
      this.#source.replaced?.(path);
    }
    return ref;
  }

  /**
   * Maps natural keys (identity or content fingerprint) to stable keys. Items with an identity
   * use it. Others keep the key of the previous item at the same index with the same content,
   * else of a previous item with the same content (moved), else of a previous item that is gone
   * (edited in place), else a fresh one. Typing into a list item thus keeps its element, even
   * when the new text equals another item's.
   */
  #stabilise(natural: readonly string[]): string[] {
    const previous = this.#previous;
    const result: (string | undefined)[] = new Array(natural.length);
    const taken = new Set<string>();
    const assign = (index: number, key: string) => {
      result[index] = key;
      taken.add(key);
    };
    const unique = keyMaker(new Set(natural));
    natural.forEach((key, index) => {
      if (identityKey(key) !== undefined) assign(index, unique(key, taken));
    });
    const reusable = (key: string | undefined): key is string =>
      key !== undefined && !taken.has(key) && identityKey(key) === undefined;
    natural.forEach((print, index) => {
      const key = previous.keys[index];
      if (result[index] === undefined && previous.prints[index] === print && reusable(key)) {
        assign(index, key);
      }
    });
    const byPrint = new Map<string, {keys: string[]; next: number}>();
    previous.prints.forEach((print, index) => {
      const key = previous.keys[index];
      if (!reusable(key)) return;
      let queue = byPrint.get(print);
      if (!queue) byPrint.set(print, (queue = {keys: [], next: 0}));
      queue.keys.push(key);
    });
    natural.forEach((print, index) => {
      if (result[index] !== undefined) return;
      const queue = byPrint.get(print);
      while (queue && queue.next < queue.keys.length) {
        const key = queue.keys[queue.next++]!;
        if (reusable(key)) return assign(index, key);
      }
    });
    const leftovers = previous.keys.filter(reusable);
    let next = 0;
    natural.forEach((_, index) => {
      if (result[index] !== undefined) return;
      let key = leftovers[next++];
      while (key !== undefined && !reusable(key)) key = leftovers[next++];
      assign(index, key ?? 'k' + this.#nextKey++);
    });
    this.#previous = {prints: natural, keys: result as string[]};
    return result as string[];
  }

  #ref(key: string, create: () => ChildRef): ChildRef {
    let ref = this.#refs.get(key);
    if (!ref) {
      ref = create();
      this.#refs.set(key, ref);
    }
    return ref;
  }

  #prune(keys: readonly string[]): void {
    if (this.#refs.size === keys.length) return;
    const live = new Set(keys);
    for (const key of this.#refs.keys()) if (!live.has(key)) this.#refs.delete(key);
  }
}

/**
 * Gives each child a key of its own: its natural `key`, or for a repeat `key#1`, `key#2`, ...,
 * skipping the keys other children have as their own (a child `a#1` beside `a` listed twice).
 */
function keyMaker(own: ReadonlySet<string>): (key: string, taken: ReadonlySet<string>) => string {
  const next = new Map<string, number>();
  return (key, taken) => {
    if (!taken.has(key)) return key;
    let n = next.get(key) ?? 1;
    while (taken.has(`${key}#${n}`) || own.has(`${key}#${n}`)) n++;
    next.set(key, n + 1);
    return `${key}#${n}`;
  };
}

/** Items with their own `id`/`key` keep that as their stable key (never inherit another's). */
function identityKey(natural: string): string | undefined {
  return natural.startsWith('id:') || natural.startsWith('key:') || natural.startsWith('name:')
    ? natural
    : undefined;
}
