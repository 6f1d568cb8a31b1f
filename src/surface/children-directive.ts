import {nothing} from 'lit';
import {AsyncDirective, directive} from 'lit/async-directive.js';
import {repeat} from 'lit/directives/repeat.js';
import type {ChildRef} from '../binding/component-context.js';
import {effect, untracked, type ReadonlySignal} from '../state/signals.js';
import {child} from './child-directive.js';
import type {A2uiNode} from './node.js';

/** Wraps one rendered child (e.g. in a list item); receives the child's ref too. */
export type ChildWrapper = (rendered: unknown, ref: ChildRef) => unknown;

/**
 * Renders a ChildList, keyed by each ChildRef's `key`, so inserting or removing an item keeps
 * every other item's element (and its input state). It watches the list of refs itself: the
 * owning element does not re-render when a template array changes.
 */
class ChildrenDirective extends AsyncDirective {
  #refs?: ReadonlySignal<readonly ChildRef[]>;
  #parent?: A2uiNode;
  #wrap?: ChildWrapper;
  #stop?: () => void;
  #current?: readonly ChildRef[];
  #updating = false;

  render(
    _parent: A2uiNode,
    _refs: ReadonlySignal<readonly ChildRef[]>,
    _wrap?: ChildWrapper,
  ): unknown {
    return nothing;
  }

  override update(
    _part: unknown,
    args: [A2uiNode, ReadonlySignal<readonly ChildRef[]>, ChildWrapper?],
  ): unknown {
    return untracked(() => this.#update(...args));
  }

  #update(
    parent: A2uiNode,
    refs: ReadonlySignal<readonly ChildRef[]>,
    wrap: ChildWrapper | undefined,
  ): unknown {
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
    return this.#template();
  }

  #watch(): void {
    const refs = this.#refs!;
    this.#stop = effect(() => {
      const list = refs.value;
      if (list === this.#current) return;
      this.#current = list;
      if (!this.#updating) this.setValue(this.#template());
    });
  }

  #template(): unknown {
    const parent = this.#parent!;
    const wrap = this.#wrap;
    return repeat(
      this.#current ?? [],
      (ref) => ref.key,
      (ref) => (wrap ? wrap(child(parent, ref), ref) : child(parent, ref)),
    );
  }

  override disconnected(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  override reconnected(): void {
    if (this.#refs && !this.#stop) this.#watch();
  }
}

/** Lit directive: `${children(parentNode, refsSignal, wrap?)}` renders a ChildList. */
export const children = directive(ChildrenDirective);
