import {deeperThan} from '../protocol/json-values.js';
import {ErrorCodes, type ErrorReport} from './errors.js';
import {firstTime} from './first-time.js';
import {forbiddenSegment, formatPointer, isArrayIndex, parsePointer} from './json-pointer.js';
import {batch, isTracking, signal, type Signal} from './signals.js';

/** Options of a {@link DataModel}. */
export interface DataModelOptions {
  /**
   * Receives refused writes (forbidden segments, bad array indexes) and, once per path, reads of
   * a name inside a list (`/items/name` while `/items` is an array); nothing is thrown.
   */
  onError?: (report: ErrorReport) => void;
}

/**
 * One node of the path trie. A node exists only while something watches its path (or a
 * descendant's), and its `version` signal is bumped whenever the value at the path may have
 * changed.
 */
interface PathNode {
  readonly key: string;
  version: Signal<number> | undefined;
  children: Map<string, PathNode> | undefined;
}

/**
 * Path signals kept before unwatched ones are swept. Sweeping also invalidates non-live
 * computeds (they re-evaluate once), so it should be rare; ~200 bytes per signal.
 */
const SWEEP_FLOOR = 16384;

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null;
}

function childOf(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) return isArrayIndex(segment) ? value[Number(segment)] : undefined;
  if (isContainer(value) && Object.hasOwn(value, segment)) {
    return (value as Record<string, unknown>)[segment];
  }
  return undefined;
}

/**
 * How deep a data model may nest. Deeper values would overflow the stack of whatever walks them
 * recursively (`JSON.stringify` of the data model sent with every message, to begin with).
 */
export const MAX_DATA_DEPTH = 1000;

/**
 * How long a write past an array's end may make it: the slots it skips stay empty (a sparse
 * array), and only an index below this may leave such a gap. The length of the lists the
 * renderer is benchmarked with (10,000 rows), so an agent may fill one in any order; and a
 * bound on the array, not on one write's growth, so that many short messages cannot build a
 * million empty slots that every later write copies and every List bound to it walks.
 */
export const MAX_SPARSE_LENGTH = 10_000;

/** Thrown internally to abandon a write; turned into a DATA_ERROR report. */
class RefusedWrite extends Error {}

/**
 * The data model of one surface: a JSON value addressed by JSON Pointers, with a signal per
 * watched path.
 *
 * - Reads inside a computed signal (or a Lit `SignalWatcher` render) subscribe to exactly that
 *   path; reads elsewhere create nothing.
 * - A write notifies the written path, its ancestors, and those of its watched descendants whose
 *   value actually changed; nothing else.
 * - A value given to the model or returned by a read ({@link get}, {@link peek},
 *   {@link snapshot}) is never mutated: a write copies the containers along the written path
 *   (structural sharing), so a returned value is a stable snapshot and unchanged subtrees keep
 *   their identity. Treat returned values as read-only.
 */
export class DataModel {
  #root: unknown;
  #trie = pathNode('');
  #signalCount = 0;
  #sweepAt = SWEEP_FLOOR;
  #disposed = false;
  /**
   * The containers this model copied or created since a read last returned a container: no
   * reader can hold one, so a write changes them in place instead of copying them again
   * (otherwise a batch writing N keys of one object, or appending N items, copies O(N²)).
   */
  #unshared: WeakSet<object> | undefined;
  // The paths of reads reported by #reportNameInList, their array indexes left out.
  readonly #readsReported = new Set<string>();
  readonly #onError: ((report: ErrorReport) => void) | undefined;

  constructor(initial: unknown = {}, options: DataModelOptions = {}) {
    this.#root = initial;
    this.#onError = options.onError;
  }

  /** Reactive read of the value at an absolute pointer (`/` for everything). */
  get(pointer: string): unknown {
    const segments = parsePointer(pointer);
    // Nothing is that deep (writes are refused): no path signals 10⁵ levels deep to walk.
    if (forbiddenSegment(segments) !== undefined || segments.length > MAX_DATA_DEPTH) {
      return undefined;
    }
    if (!this.#disposed && isTracking()) {
      void this.#versionSignal(segments).value;
    }
    return this.#handOut(this.#valueAt(segments));
  }

  /** Untracked read of the value at an absolute pointer. */
  peek(pointer: string): unknown {
    const segments = parsePointer(pointer);
    if (forbiddenSegment(segments) !== undefined) return undefined;
    return this.#handOut(this.#valueAt(segments));
  }

  /**
   * Upserts `value` at an absolute pointer, creating missing (or null) containers (an array when
   * the next segment is a number, an object otherwise); writing inside a string, number or
   * boolean is refused. An array index past the array's end leaves the slots before it empty;
   * one at or past {@link MAX_SPARSE_LENGTH} is refused (`-` appends, at any length).
   * `undefined` deletes the key (for an array index: empties the slot, keeping the length).
   * `''` or `'/'` replaces the whole model.
   * Returns false (and reports) when the write is refused.
   */
  set(pointer: string, value: unknown): boolean {
    if (this.#disposed) return false;
    const segments = parsePointer(pointer);
    const forbidden = forbiddenSegment(segments);
    if (forbidden !== undefined) {
      this.#report(pointer, `Path segment "${forbidden}" is not allowed.`);
      return false;
    }
    if (deeperThan(value, MAX_DATA_DEPTH - segments.length)) {
      this.#report(pointer, `The value nests deeper than ${MAX_DATA_DEPTH} levels.`);
      return false;
    }
    if (segments.length === 0 && value === undefined) value = {};
    const before = this.#root;
    const {path, old} = target(before, segments);
    let after: unknown; // undefined: the write changes nothing
    try {
      after = write(before, path, 0, value, (this.#unshared ??= new WeakSet()));
    } catch (error) {
      if (error instanceof RefusedWrite) {
        this.#report(pointer, error.message);
        return false;
      }
      throw error;
    }
    if (after === undefined) return true;
    this.#root = after;
    batch(() => this.#notify(path, old, value));
    return true;
  }

  /** The whole model (a read-only snapshot that later writes never change). */
  snapshot(): unknown {
    return this.#handOut(this.#root);
  }

  /** `value`, which from now on no write changes in place. */
  #handOut(value: unknown): unknown {
    if (isContainer(value)) this.#unshared = undefined;
    return value;
  }

  /** How many paths currently have a signal (for diagnostics and memory tests). */
  get signalCount(): number {
    return this.#signalCount;
  }

  /** Releases every path signal; later reads return values but subscribe to nothing. */
  dispose(): void {
    this.#disposed = true;
    const bumpAll = (node: PathNode): void => {
      bump(node);
      node.children?.forEach(bumpAll);
    };
    bumpAll(this.#trie);
    this.#trie = pathNode('');
    this.#signalCount = 0;
  }

  #valueAt(segments: readonly string[]): unknown {
    let value = this.#root;
    for (let index = 0; index < segments.length; index++) {
      const parent = value;
      value = childOf(parent, segments[index]!);
      if (value === undefined) {
        if (Array.isArray(parent) && !isArrayIndex(segments[index]!)) {
          this.#reportNameInList(segments, index);
        }
        return undefined;
      }
    }
    return value;
  }

  /**
   * Reports a read of a name inside a list (A2UI: "an error to use a non-numeric index on a path
   * segment that refers to an array"), once per path: each render reads it again, and the rows
   * of a template read it at their own index, which the key leaves out.
   */
  #reportNameInList(segments: readonly string[], index: number): void {
    if (this.#disposed) return;
    const key = formatPointer(segments.map((segment) => (isArrayIndex(segment) ? '*' : segment)));
    if (!firstTime(this.#readsReported, key)) return;
    const pointer = formatPointer(segments);
    const list = formatPointer(segments.slice(0, index));
    this.#report(
      pointer,
      `Cannot read "${pointer}": the value at "${list}" is a list, which has no "${segments[index]}" (only numeric indexes).`,
    );
  }

  #report(pointer: string, message: string): void {
    this.#onError?.({code: ErrorCodes.DATA_ERROR, message, path: pointer});
  }

  #versionSignal(segments: readonly string[]): Signal<number> {
    if (this.#signalCount >= this.#sweepAt) this.#sweep();
    let node = this.#trie;
    for (const segment of segments) {
      node.children ??= new Map();
      let child = node.children.get(segment);
      if (!child) {
        child = pathNode(segment);
        node.children.set(segment, child);
      }
      node = child;
    }
    if (!node.version) {
      node.version = signal(0, LIVENESS);
      this.#signalCount++;
    }
    return node.version;
  }

  /**
   * Drops the signals of paths nobody watches live any more (no effect depends on them).
   * Dropped signals are bumped once so that non-live computeds holding them re-evaluate on their
   * next read and subscribe to a fresh signal. Amortised O(1) per created signal.
   */
  #sweep(): void {
    const prune = (node: PathNode): boolean => {
      if (node.children) {
        for (const [key, child] of node.children) if (prune(child)) node.children.delete(key);
        if (node.children.size === 0) node.children = undefined;
      }
      if (node.version && !live.has(node.version)) {
        bump(node);
        node.version = undefined;
        this.#signalCount--;
      }
      return node.version === undefined && node.children === undefined && node !== this.#trie;
    };
    prune(this.#trie);
    this.#sweepAt = Math.max(SWEEP_FLOOR, this.#signalCount * 2);
  }

  /** Notifies a write that replaced `oldValue` at `path` (no `-` in it) with `newValue`. */
  #notify(path: readonly string[], oldValue: unknown, newValue: unknown): void {
    // Ancestors (root included) and the path itself: their values changed.
    let node: PathNode | undefined = this.#trie;
    bump(node);
    for (const segment of path) {
      node = node.children?.get(segment);
      if (!node) return;
      bump(node);
    }
    // Descendants: only those whose value differs.
    const cascade = (parent: PathNode, oldParent: unknown, newParent: unknown): void => {
      if (!parent.children) return;
      for (const child of parent.children.values()) {
        const oldChild = childOf(oldParent, child.key);
        const newChild = childOf(newParent, child.key);
        if (Object.is(oldChild, newChild)) continue;
        bump(child);
        cascade(child, oldChild, newChild);
      }
    };
    cascade(node, oldValue, newValue);
  }

  /** Debug helper: the pointers that currently have a signal. */
  watchedPaths(): string[] {
    const paths: string[] = [];
    const walk = (node: PathNode, segments: string[]) => {
      if (node.version) paths.push(formatPointer(segments));
      if (node.children)
        for (const child of node.children.values()) walk(child, [...segments, child.key]);
    };
    walk(this.#trie, []);
    return paths;
  }
}

function pathNode(key: string): PathNode {
  return {key, version: undefined, children: undefined};
}

function bump(node: PathNode): void {
  if (node.version) node.version.value = node.version.peek() + 1;
}

/** Path signals something live (an effect, directly or through computeds) depends on. */
const live = new WeakSet<Signal<number>>();
const LIVENESS = {
  watched(this: Signal<number>) {
    live.add(this);
  },
  unwatched(this: Signal<number>) {
    live.delete(this);
  },
};

/**
 * The path a write at `segments` changes (`-` as the index it appends at) and the value there
 * before the write.
 */
function target(root: unknown, segments: readonly string[]): {path: string[]; old: unknown} {
  let old = root;
  const path = segments.map((segment) => {
    // `-` writes at the array's end (0 in an array the write creates).
    if (segment === '-' && (Array.isArray(old) || old == null)) {
      segment = String((old as unknown[] | null | undefined)?.length ?? 0);
    }
    old = childOf(old, segment);
    return segment;
  });
  return {path, old};
}

/**
 * Upserts `value` at `path[index..]` (no `-` in it) inside `container` (past the path's end,
 * `value` replaces `container`); returns the new container, or undefined when the write changes
 * nothing (`Object.is`). Copies the containers on the path,
 * except those in `unshared` (changed in place), and adds the copies to `unshared`.
 */
function write(
  container: unknown,
  path: readonly string[],
  index: number,
  value: unknown,
  unshared: WeakSet<object>,
): unknown {
  if (index === path.length) return Object.is(value, container) ? undefined : value;
  const segment = path[index]!;
  if (!isContainer(container)) {
    if (container !== undefined && container !== null) {
      // Writing through a string or number would silently destroy it: refuse instead.
      throw new RefusedWrite(`Cannot set "${segment}" inside a ${typeof container} value.`);
    }
    // Missing: create the container the next segment asks for.
    if (value === undefined) return undefined;
    const created = isArrayIndex(segment) ? [] : {};
    unshared.add(created);
    return write(created, path, index, value, unshared);
  }
  const array = Array.isArray(container);
  if (array && !isArrayIndex(segment)) {
    throw new RefusedWrite(`"${segment}" is not an array index.`);
  }
  // An array's index is canonical: the same own key as the number.
  const exists = Object.hasOwn(container, segment);
  const last = index === path.length - 1;
  if (last && value === undefined) {
    // Deleting: an array keeps its length (the slot is emptied).
    if (!exists) return undefined;
    const copy = own(container, unshared);
    delete copy[segment];
    return copy;
  }
  if (array && +segment > container.length && +segment >= MAX_SPARSE_LENGTH) {
    throw new RefusedWrite(
      `Index ${segment} is past the end of the array (length ${container.length}): ` +
        `only an index below ${MAX_SPARSE_LENGTH} may leave empty slots; "-" appends.`,
    );
  }
  const current = exists ? (container as Record<string, unknown>)[segment] : undefined;
  const next = write(current, path, index + 1, value, unshared);
  if (next === undefined) return undefined;
  const copy = own(container, unshared);
  copy[segment] = next;
  return copy;
}

/** `container` if it is in `unshared`, else a copy of it, added to `unshared`. */
function own(container: object, unshared: WeakSet<object>): Record<string, unknown> {
  if (unshared.has(container)) return container as Record<string, unknown>;
  const copy = Array.isArray(container) ? container.slice() : {...container};
  unshared.add(copy);
  return copy as Record<string, unknown>;
}
