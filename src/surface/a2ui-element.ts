import {
  LitElement,
  ReactiveElement,
  nothing,
  type CSSResultGroup,
  type CSSResultOrNative,
  type PropertyValues,
} from 'lit';
import {oneStyleSheet} from '../../components/shared/element-styles.js';
import {uiTextFor, type UiText} from '../../components/shared/ui-text.js';
import {
  ComponentContext,
  VALID,
  type ChildRef,
  type Validation,
} from '../binding/component-context.js';
import {computed, untracked, type ReadonlySignal} from '../state/signals.js';
import {reportRenderError} from './render-error.js';
import {child, type ChildTarget} from './child-directive.js';
import {FOLLOWS_TYPE, typeChanged} from './child-slot.js';
import {childRefs, children, type ChildWrapper} from './children-directive.js';
import {componentProps, type ComponentProps, type PropsHost} from './component-props.js';
import {adoptGlobalStyles} from './global-styles.js';
import type {A2uiNode} from './node.js';
import {SignalWatcher} from './signal-watcher.js';
import {performAction} from './perform-action.js';
import {adoptScopedStyles} from './scoped-styles.js';

export type {Validation};

/** The common `accessibility` property, resolved. */
export interface Accessibility {
  /** The accessible name (`aria-label` by default). */
  readonly label?: string;
  /** The accessible description (`aria-description` by default). */
  readonly description?: string;
}

const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});
const NO_ACCESSIBILITY: Accessibility = Object.freeze({});

/**
 * Base class of every A2UI component element. A parent sets `node` (surface, component id,
 * scope); the element then owns a `ComponentContext` and reads everything through it.
 * Reading `this.props` (or `validation`, `accessibility`, `resolve()`) inside `render()`
 * subscribes the element to exactly those values: a data change re-renders only the elements
 * that read it. Children are rendered with `renderChild()` / `renderChildren()`, which watch
 * their own inputs, so a parent's render never rebuilds a child's bindings.
 *
 * Subclasses implement `render()`, put `baseStyles` first in `static styles`, and call
 * `act()` for user actions and `set(prop, value)` for two-way bound input.
 *
 * The host carries `data-a2ui-id`, `flex-grow` from the component's `weight`, and the
 * `accessibility` label/description as `aria-label`/`aria-description` (override
 * `applyAccessibility()` to put them on an inner control instead).
 *
 * `act()` dispatches `a2uiaction` (bubbles, composed, cancelable; detail is the resolved v0.9
 * action body; `preventDefault()` keeps it from the agent). A subclass that calls it documents
 * the event with an `@event` of its own: one that never acts fires none.
 */
export class A2uiElement<Props extends object = Record<string, unknown>> extends SignalWatcher(
  LitElement,
) {
  // Declared without a decorator: a decorated class has every private field compiled to a
  // WeakMap by the bundler (decorators are not native yet), which made each field access a
  // hash lookup and left tables the size of the largest surface behind after it was deleted.
  static override properties = {node: {attribute: false, noAccessor: true}};
  /** This element follows its own definition and reports a type change to its slot. */
  static readonly [FOLLOWS_TYPE] = true;

  /** The class's styles as one stylesheet (see `oneStyleSheet`). */
  protected static override finalizeStyles(styles?: CSSResultGroup): CSSResultOrNative[] {
    return oneStyleSheet(super.finalizeStyles(styles));
  }

  #node?: A2uiNode;

  /** The component this element renders; set by the parent renderer. Keep its identity. */
  get node(): A2uiNode | undefined {
    return this.#node;
  }

  set node(node: A2uiNode | undefined) {
    const old = this.#node;
    if (node === old) return;
    this.#node = node;
    this.#kept = undefined; // another component's, or another scope's
    // Written at once: a renderer sets `node` before inserting the element, when it costs least.
    if (node) this.setAttribute('data-a2ui-id', node.id);
    else this.removeAttribute('data-a2ui-id');
    this.requestUpdate('node', old);
  }

  #context?: ComponentContext;
  #contextNode?: A2uiNode;
  #childLists?: Map<string, ReadonlySignal<readonly ChildRef[]>>;
  #resolved?: WeakMap<object, ReadonlySignal<unknown>>;
  // The props view of the last resolved props (one per value: identity is kept while equal).
  #viewOf?: object;
  #view?: Record<string, unknown>;

  // Property changes seen while disconnected, applied when the element connects again.
  #deferred?: Map<PropertyKey, unknown>;
  #flexGrow = '';
  #labelled = false;
  // The component type this element renders; another one means it must be replaced.
  #type?: unknown;

  /** The binding context of `node` (created on first use, disposed when disconnected). */
  protected get context(): ComponentContext | undefined {
    const node = this.node;
    if (node !== this.#contextNode || (node && !this.#context)) {
      this.#disposeContext();
      this.#contextNode = node;
      if (node) {
        this.#context = untracked(() => new ComponentContext(node.surface, node.id, node.scope));
      }
    }
    return this.#context;
  }

  /** The component's properties with every dynamic value resolved (reactive). `{}` until the
   * definition arrives. Also `setX(value)` two-way setters, `isValid` and `validationMessages`;
   * in a class declaring `static api`, action properties are functions performing the action. */
  protected get props(): ComponentProps<Props> {
    const raw = this.context?.props ?? NO_PROPS;
    if (raw !== this.#viewOf || !this.#view) {
      // The host's act/set/validation serve the view (actions become functions only with api).
      const api = (this.constructor as {api?: unknown}).api;
      this.#view = componentProps(raw, this as unknown as PropsHost, !!api, this.#view);
      this.#viewOf = raw;
    }
    return this.#view as ComponentProps<Props>;
  }

  /** The result of the component's `checks` (reactive); valid when there are none. */
  protected get validation(): Validation {
    return this.context?.validation ?? VALID;
  }

  /** The `accessibility` label and description, resolved (reactive). */
  protected get accessibility(): Accessibility {
    const raw = (this.props as {accessibility?: {label?: unknown; description?: unknown}})
      .accessibility;
    if (!raw || typeof raw !== 'object') return NO_ACCESSIBILITY;
    const label = this.resolve(raw.label);
    const description = this.resolve(raw.description);
    return {
      ...(typeof label === 'string' && label ? {label} : {}),
      ...(typeof description === 'string' && description ? {description} : {}),
    };
  }

  /** The elements' own words (`uiText`) in the surface's locale (see `uiTexts`). Reactive. */
  protected get uiText(): UiText {
    return uiTextFor(this.node?.surface.locale);
  }

  /** Resolves one DynamicValue (literal, `{path}`, `{call}`) in this component's scope. */
  protected resolve(value: unknown): unknown {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object') return value;
    const context = this.context;
    if (!context) return undefined;
    const resolved = (this.#resolved ??= new WeakMap());
    let signal = resolved.get(value);
    if (!signal) {
      signal = computed(() => context.resolve(value));
      resolved.set(value, signal);
    }
    return signal.value;
  }

  /** Renders one child: a ChildRef from `children()` or a component id in this scope. */
  protected renderChild(target: ChildTarget | undefined): unknown {
    const node = this.node;
    if (!node || target === undefined || target === '') return nothing;
    return child(node, target);
  }

  /**
   * Renders a ChildList property (static ids or a template), keyed, optionally wrapped, in the
   * order `order` returns (a sorted table: it may read each item's data at `ref.scope.path`;
   * a change of what it read moves the children without rendering this element again).
   */
  protected renderChildren(
    prop: string,
    wrap?: ChildWrapper,
    order?: (refs: readonly ChildRef[]) => readonly ChildRef[],
  ): unknown {
    const context = this.context;
    const node = this.node;
    if (!context || !node) return nothing;
    return children(node, childRefs(context, (this.#childLists ??= new Map()), prop, order), wrap);
  }

  /**
   * Performs the component's `action` (or the one given): resolves its context now,
   * dispatches `a2uiaction` from this element and, unless a listener called
   * `preventDefault()`, sends it to the agent. A `functionCall` action runs locally instead
   * and dispatches nothing. Returns true when the action went out. Usable directly as an event
   * listener (`@click=${this.act}`).
   */
  protected act(action?: unknown): boolean {
    return performAction(this, this.node, this.context, action);
  }

  /** Writes a two-way bound property (`{path}`) to the data model. False when `prop` is not
   * bound (the value then lives only in the element). */
  protected set(prop: string, value: unknown): boolean {
    const setter = this.context?.setter(prop);
    if (!setter) return false;
    setter(value);
    return true;
  }

  // Kept state as this element last read or wrote it: a keyed list moves an item's element
  // with its item, whose path (part of the surface's key for it) changes with the move.
  #kept?: Map<string, unknown>;

  /** The key of this component's state `key` with the surface (its path read untracked). */
  #keptKey(node: A2uiNode, key: string): string {
    return `${untracked(() => node.scope?.path) ?? ''}#${node.id}#${key}`;
  }

  /** The element state kept under `key` for this component in this data scope (see `keep`). */
  protected kept<T>(key: string): T | undefined {
    const node = this.node;
    const here = (this.#kept ??= new Map());
    if (node && !here.has(key)) here.set(key, node.surface.kept(this.#keptKey(node, key)));
    return here.get(key) as T | undefined;
  }

  /**
   * Keeps element state that is not in the data model (an open tab) in this element and with the
   * surface, for this component in this data scope, and re-renders. An element created again for
   * the same component, as a virtualised list does with its rows, starts from it; an element a
   * keyed list moves with its item keeps it.
   */
  protected keep(key: string, value: unknown): void {
    const node = this.node;
    (this.#kept ??= new Map()).set(key, value);
    node?.surface.keep(this.#keptKey(node, key), value);
    this.requestUpdate();
  }

  /** Dispatches a bubbling, composed CustomEvent from the host. Returns false if cancelled. */
  protected emit<T>(name: string, detail?: T, init: EventInit = {}): boolean {
    return this.dispatchEvent(composedEvent(name, detail, init));
  }

  /** Puts the accessible name and description on the host; override to target an inner
   * element (then also render them there). */
  protected applyAccessibility({label, description}: Accessibility): void {
    // Most components have neither, ever: then there is nothing to write or to clear.
    if (!label && !description && !this.#labelled) return;
    this.#labelled = !!(label || description);
    toggleAttribute(this, 'aria-label', label);
    toggleAttribute(this, 'aria-description', description);
    if (label && !this.hasAttribute('role')) this.setAttribute('role', 'group');
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const deferred = this.#deferred;
    this.#deferred = undefined;
    if (deferred) for (const [name, old] of deferred) this.requestUpdate(name, old);
    // Inside another A2UI element's shadow root the tokens arrive by inheritance already.
    const root = this.getRootNode();
    if (!(root instanceof ShadowRoot && root.host.localName.startsWith('a2ui-'))) {
      adoptGlobalStyles(root);
    }
    // Light-DOM opt-in (`createRenderRoot() { return this; }`): static styles, scoped to the tag.
    if (this.renderRoot === this) {
      adoptScopedStyles(this, (this.constructor as typeof LitElement).elementStyles);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Moves (repeat() re-inserting an item) disconnect and reconnect in one task: keep the
    // context then, dispose it only when the element is really gone.
    queueMicrotask(() => {
      if (!this.isConnected) this.#disposeContext();
    });
  }

  /** A removed element does not render (see below); one connected again catches up. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (!this.isConnected) {
      // A removed element (e.g. its surface deleted) must not render: rendering would create
      // bindings and child watches that nothing disposes. It renders when connected again.
      if (changed.size) {
        this.#deferred ??= new Map();
        for (const [name, old] of changed)
          if (!this.#deferred.has(name)) this.#deferred.set(name, old);
      }
      return false;
    }
    const type = this.context?.props['component'];
    if (this.#type === undefined) this.#type = type;
    else if (type !== this.#type) {
      typeChanged(this.node!); // its slot puts the element for the new type in its place
      return false;
    }
    return super.shouldUpdate(changed);
  }

  /** A component whose render throws is reported once and left as it was; the rest of the
   * surface goes on rendering, and so does this component once its values change. */
  protected override update(changed: PropertyValues<this>): void {
    try {
      super.update(changed);
    } catch (error) {
      const node = this.node;
      if (!node) throw error;
      reportRenderError(node.surface, node.id, (error as Error)?.message ?? error);
      // LitElement calls render() before it ends the update: end it, or the element would take
      // no update again (a pending one is never requested twice).
      (ReactiveElement.prototype as unknown as A2uiElement).update.call(this, changed);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const weight = (this.props as {weight?: unknown}).weight;
    const flexGrow = typeof weight === 'number' && weight >= 0 ? String(weight) : '';
    // Writing even '' gives the host an inline style declaration: only write a change.
    if (flexGrow !== this.#flexGrow) this.style.flexGrow = this.#flexGrow = flexGrow;
    this.applyAccessibility(this.accessibility);
  }

  #disposeContext(): void {
    this.#context?.dispose();
    this.#context = undefined;
    this.#contextNode = undefined;
    this.#childLists = undefined;
    this.#resolved = undefined;
    this.#type = undefined;
  }
}

/** A bubbling, composed CustomEvent (outside the class so manifests don't list it as an event). */
function composedEvent<T>(name: string, detail: T, init: EventInit): CustomEvent<T> {
  return new CustomEvent(name, {bubbles: true, composed: true, ...init, detail});
}

function toggleAttribute(element: Element, name: string, value: string | undefined): void {
  if (value) element.setAttribute(name, value);
  else element.removeAttribute(name);
}
