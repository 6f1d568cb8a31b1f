import {uiTextFor} from '../../components/shared/ui-text.js';
import {MAX_COMPONENTS} from '../binding/child-list.js';
import {tagFor} from '../catalog/catalog.js';
import {tagError} from '../catalog/tag-name.js';
import {firstOfTwenty} from '../state/first-time.js';
import {effect, untracked} from '../state/signals.js';
import {reportUnknownType} from '../state/unknown-type.js';
import {created, keepFocus} from './keep-focus.js';
import {componentKey, scopePath, type A2uiNode} from './node.js';
import {renderSettings} from './render-settings.js';

/** Deeper than this a component tree is treated as runaway recursion. */
const MAX_DEPTH = 256;

/**
 * How many times one task may create one component (in one scope). An agent may show an id in a
 * few places; but 30 components that each list the next one twice would make 2^30 elements (a
 * List whose template shows the List itself, n! of them) and hang the page.
 */
const MAX_COPIES = 100;
// What the current task created, by surface: how many components it tried, and the copies by
// component id and scope; cleared after the task. Per surface: a chat showing hundreds of
// replies built from the same ids is no runaway tree.
const tasks = new Map<object, {tried: number; copies: Map<string, number>}>();

interface ElementWithNode extends HTMLElement {
  node?: A2uiNode;
}

/**
 * Marks an element class that follows its own definition and calls {@link typeChanged} when the
 * component's type changes (A2uiElement does): its slot then keeps no watch of its own.
 */
export const FOLLOWS_TYPE = Symbol('a2ui.followsType');

// The slot that created a node's element, on the node itself (one per slot, never shared).
const SLOT = Symbol('a2ui.slot');
type SlotNode = A2uiNode & {[SLOT]?: ChildSlot};

// Element classes known to be defined: one registry lookup per class, not per element.
const defined = new WeakSet<object>();

/** Tells the slot that created the element of `node` that the component changed type. */
export function typeChanged(node: A2uiNode): void {
  (node as SlotNode)[SLOT]?.watch();
}

/** Whether `surface` has tried to create more components in this task than it may. */
export const overBudget = (surface: object): boolean =>
  (tasks.get(surface)?.tried ?? 0) > MAX_COMPONENTS;

// Names the component that refers to its ancestor, and the chain from that ancestor down (its
// middle left out when long).
function cycle(node: A2uiNode, ancestor: A2uiNode): string {
  const ids = [node.id];
  let above = node;
  do ids.unshift((above = above.parent!).id);
  while (above !== ancestor);
  if (ids.length > 8) ids.splice(3, ids.length - 7, '…');
  const holder = node.parent!.id;
  return `Component "${holder}" refers to ${holder === node.id ? 'itself' : `its ancestor "${node.id}"`} (${ids.join(' → ')}); that reference is not rendered.`;
}

/** Why `node` must not be rendered (it is its own ancestor, the tree is too deep, or it is shown in
 * too many places), if it must not. */
function treeProblem(node: A2uiNode): string | undefined {
  if (!tasks.size) setTimeout(() => tasks.clear());
  let task = tasks.get(node.surface);
  if (!task) tasks.set(node.surface, (task = {tried: 0, copies: new Map()}));
  if (++task.tried > MAX_COMPONENTS) {
    return `The surface shows more than ${MAX_COMPONENTS} components at once; the rest are not rendered.`;
  }
  const path = scopePath(node.scope);
  let depth = 0;
  for (let above = node.parent; above; above = above.parent) {
    if (above.id === node.id && scopePath(above.scope) === path) return cycle(node, above);
    if (++depth > MAX_DEPTH) {
      return `Component "${node.id}" is nested more than ${MAX_DEPTH} levels deep; it is not rendered.`;
    }
  }
  const key = componentKey(node);
  const count = (task.copies.get(key) ?? 0) + 1;
  task.copies.set(key, count);
  if (count > MAX_COPIES) {
    return `Component "${node.id}" is shown more than ${MAX_COPIES} times; it is not rendered.`;
  }
  return undefined;
}

// The tree problems reported on each surface (firstOfTwenty).
const reportedTree = new WeakMap<object, Set<string>>();

function pendingPlaceholder(id: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'a2ui-pending';
  span.dataset['a2uiPending'] = id;
  span.setAttribute('aria-hidden', 'true');
  return span;
}

function unknownPlaceholder(type: string, locale: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'a2ui-unknown';
  span.setAttribute('role', 'note');
  span.dataset['a2uiUnknown'] = type;
  span.textContent = uiTextFor(locale).unknownComponent(type); // text, never markup
  return span;
}

/**
 * The DOM node standing for one child component: its element once the definition has arrived
 * (a placeholder before), created once and kept while the component's type stays the same, and
 * replaced when the agent changes the type. While watching, it follows only the child's
 * definition, so the parent never re-renders because a child changed.
 */
export class ChildSlot {
  /** The element or placeholder to show (an empty comment when there is nothing to show). Set
   * by the first `watch()` or `read()`. */
  node!: ChildNode;
  readonly #target: A2uiNode;
  readonly #onReplace: (node: ChildNode, old: ChildNode) => void;
  // The child contains itself or is nested too deep: it shows nothing and watches nothing.
  readonly #cycle: boolean;
  #element?: ElementWithNode;
  #type?: string;
  #stop?: () => void;
  #shown = false;

  /**
   * @param target The child: surface, component id, scope and the node of its parent.
   * @param onReplace Called when a shown node is replaced (the owner places the first one).
   */
  constructor(target: A2uiNode, onReplace: (node: ChildNode, old: ChildNode) => void) {
    this.#target = target;
    this.#onReplace = onReplace;
    const problem = treeProblem(target);
    this.#cycle = problem !== undefined;
    if (problem) {
      this.node = document.createComment('');
      if (firstOfTwenty(reportedTree, target.surface, problem)) {
        target.surface.reportError({code: 'INVALID_COMPONENT_TREE', message: problem});
      }
    }
  }

  /**
   * Shows the child as it is now and follows its type from now on (until `stop()`): itself
   * while there is no element, or one that does not follow its own type (see FOLLOWS_TYPE).
   */
  watch(): void {
    if (this.#cycle || this.#stop) return;
    this.read();
    if (this.#followed()) return;
    const {surface, id} = this.#target;
    let first = true;
    this.#stop = effect(() => {
      const type = surface.component(id)?.component;
      if (!first) untracked(() => this.#show(type));
      first = false;
      // The element that arrived follows its type itself: this watch is no longer needed.
      if (this.#followed()) this.stop();
    });
  }

  /** Shows the child as it is now without following it (for a slot that is not connected). */
  read(): void {
    if (this.#cycle) return;
    const {surface, id} = this.#target;
    untracked(() => this.#show(surface.component(id)?.component));
  }

  /** Stops following the child's type. */
  stop(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  #followed(): boolean {
    const element = this.node === this.#element ? this.#element : undefined;
    return !!element && FOLLOWS_TYPE in element.constructor;
  }

  // Called untracked: creating, placing and connecting the node subscribe the slot to nothing.
  #show(type: string | undefined): void {
    const next = this.#nodeFor(type);
    if (next === this.node) return;
    const old = this.node;
    this.node = next;
    // The first node is the owner's to place; later ones replace it where it stands (and take
    // the focus it held).
    if (this.#shown) {
      keepFocus(old, next);
      this.#onReplace(next, old);
    }
    this.#shown = true;
  }

  #nodeFor(type: string | undefined): ChildNode {
    const target = this.#target;
    if (type === undefined) return pendingPlaceholder(target.id);
    if (type === this.#type && this.#element) return this.#element;
    const components = target.surface.catalog.components;
    const api = Object.hasOwn(components, type) ? components[type] : undefined;
    if (!api) {
      reportUnknownType(target.surface, target.id, type);
      return renderSettings.showUnknownComponents
        ? unknownPlaceholder(type, target.surface.locale)
        : document.createComment('');
    }
    const tag = tagFor(api);
    if (api.element && !defined.has(api)) {
      try {
        if (!customElements.get(tag)) customElements.define(tag, api.element);
      } catch (error) {
        // A catalog not made by defineCatalog, which checks tags: say whose tag it is.
        throw tagError(api, tag, (error as Error).message);
      }
      defined.add(api);
    }
    const element = document.createElement(tag) as ElementWithNode;
    element.node = target;
    created(element);
    (target as SlotNode)[SLOT] = this;
    this.#element = element;
    this.#type = type;
    return element;
  }
}
