import {noChange, nothing} from 'lit';
import {AsyncDirective, directive, type ChildPart} from 'lit/async-directive.js';
import {repeat} from './repeat.js';
import type {ChildRef, ComponentContext} from '../binding/component-context.js';
import {computed, effect, untracked, type ReadonlySignal} from '../state/signals.js';
import {child} from './child-directive.js';
import {ChildSlot, overBudget} from './child-slot.js';
import {holdsFocus, keepFocus} from './keep-focus.js';
import type {A2uiNode} from './node.js';

/** Wraps one rendered child (e.g. in a list item); receives the child's ref too. */
export type ChildWrapper = (rendered: unknown, ref: ChildRef) => unknown;

/**
 * Renders a ChildList, keyed by each ChildRef's `key`, so inserting or removing an item keeps
 * every other item's element (and its input state). It watches the list of refs itself: the
 * owning element does not re-render when a template array changes.
 *
 * Unwrapped children are placed directly between the part's markers, one node each (a
 * {@link ChildSlot}), moved only when the order changes; wrapped ones go through `repeat()`.
 */
class ChildrenDirective extends AsyncDirective {
  #refs?: ReadonlySignal<readonly ChildRef[]>;
  #parent?: A2uiNode;
  #wrap?: ChildWrapper;
  #part?: ChildPart;
  #stop?: () => void;
  #current?: readonly ChildRef[];
  #slots = new Map<string, ChildSlot>();
  #updating = false;

  render(
    _parent: A2uiNode,
    _refs: ReadonlySignal<readonly ChildRef[]>,
    _wrap?: ChildWrapper,
  ): unknown {
    return nothing;
  }

  override update(
    part: ChildPart,
    args: [A2uiNode, ReadonlySignal<readonly ChildRef[]>, ChildWrapper?],
  ): unknown {
    this.#part = part;
    return untracked(() => this.#update(...args));
  }

  #update(
    parent: A2uiNode,
    refs: ReadonlySignal<readonly ChildRef[]>,
    wrap: ChildWrapper | undefined,
  ): unknown {
    // Past the surface's budget, a list does not even work out its children (a template over
    // 100 items in each of 50,000 Lists would be 5 million of them).
    if (overBudget(parent.surface)) return nothing;
    if (parent !== this.#parent || !!wrap !== !!this.#wrap) this.#clearSlots();
    this.#parent = parent;
    this.#wrap = wrap;
    if (refs !== this.#refs || !this.#stop) {
      this.#stop?.();
      this.#stop = undefined;
      this.#refs = refs;
      // A disconnected list (its element removed, e.g. by deleteSurface) reads its refs once and
      // watches nothing: nothing would ever stop the watch. reconnected() watches again.
      if (this.isConnected) {
        this.#updating = true;
        this.#watch();
        this.#updating = false;
      } else {
        this.#current = refs.value;
      }
    }
    return this.#render();
  }

  #watch(): void {
    const refs = this.#refs!;
    this.#stop = effect(() => {
      const list = refs.value;
      if (list === this.#current) return;
      this.#current = list;
      if (!this.#updating) untracked(() => this.setValue(this.#render()));
    });
  }

  #render(): unknown {
    const parent = this.#parent!;
    const wrap = this.#wrap;
    if (!wrap) {
      this.#place(this.#current ?? []);
      return noChange;
    }
    // repeat() removes and moves the items: the one holding focus, if any, keeps it in the list.
    // (The container is a shadow root when the items are the top of a custom element's template.)
    const container = this.#part!.parentNode as ParentNode;
    if (holdsFocus(container)) for (const item of container.children) keepFocus(item);
    return repeat(
      this.#current ?? [],
      (ref) => ref.key,
      (ref) => wrap(child(parent, ref), ref),
    );
  }

  /** Puts one node per ref between the part's markers, in order, reusing slots by key. */
  #place(refs: readonly ChildRef[]): void {
    const part = this.#part!;
    const container = part.parentNode;
    const end = part.endNode;
    const previous = this.#slots;
    const slots = new Map<string, ChildSlot>();
    // Removing or moving the node that holds focus drops it: only then is there work to do.
    const focus = holdsFocus(container);
    for (const ref of refs) {
      let slot = previous.get(ref.key);
      if (!slot) {
        slot = new ChildSlot(
          {surface: this.#parent!.surface, id: ref.id, scope: ref.scope, parent: this.#parent},
          replaceInPlace,
        );
        if (this.isConnected) slot.watch();
        else slot.read();
      }
      slots.set(ref.key, slot);
    }
    for (const [key, slot] of previous) {
      if (slots.has(key)) continue;
      slot.stop();
      if (focus) keepFocus(slot.node);
      slot.node.remove();
    }
    this.#slots = slots;
    if (previous.size === 0) {
      // The first render (or a list that was empty): every node in one insertion.
      const fragment = document.createDocumentFragment();
      for (const slot of slots.values()) fragment.append(slot.node);
      container.insertBefore(fragment, end);
      return;
    }
    let cursor = part.startNode?.nextSibling ?? container.firstChild;
    for (const slot of slots.values()) {
      if (slot.node === cursor) cursor = cursor.nextSibling;
      else {
        if (focus) keepFocus(slot.node);
        container.insertBefore(slot.node, cursor);
      }
    }
  }

  #clearSlots(): void {
    for (const slot of this.#slots.values()) {
      slot.stop();
      slot.node.remove();
    }
    this.#slots = new Map();
  }

  override disconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
    for (const slot of this.#slots.values()) slot.stop();
  }

  override reconnected(): void {
    for (const slot of this.#slots.values()) slot.watch();
    if (this.#refs && !this.#stop) this.#watch();
  }
}

function replaceInPlace(node: ChildNode, old: ChildNode): void {
  old.parentNode?.replaceChild(node, old);
}

/** Lit directive: `${children(parentNode, refsSignal, wrap?)}` renders a ChildList. */
export const children = directive(ChildrenDirective);

/**
 * The refs of ChildList `prop` (the `refsSignal` of {@link children}): one computed per property,
 * kept in `lists`; with `order`, a computed of them in the order it returns, which may read each
 * item's data (a change of what it read moves the children).
 */
export function childRefs(
  context: ComponentContext,
  lists: Map<string, ReadonlySignal<readonly ChildRef[]>>,
  prop: string,
  order?: (refs: readonly ChildRef[]) => readonly ChildRef[],
): ReadonlySignal<readonly ChildRef[]> {
  let refs = lists.get(prop);
  if (!refs) lists.set(prop, (refs = computed(() => context.children(prop))));
  return order ? computed(() => order(refs.value)) : refs;
}
