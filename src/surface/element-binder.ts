import {nothing, render, type RootPart} from 'lit';
import {ComponentContext, type ChildRef} from '../binding/component-context.js';
import {effect, untracked, type ReadonlySignal} from '../state/signals.js';
import {reportRenderError} from './render-error.js';
import {child, type ChildTarget} from './child-directive.js';
import {childRefs, children} from './children-directive.js';
import {componentProps, type ComponentProps} from './component-props.js';
import type {A2uiNode} from './node.js';
import {performAction} from './perform-action.js';

/** A plain element the renderer can mount: it receives `node` before it is connected. */
export interface BindableElement extends HTMLElement {
  /** Which surface, component and scope it renders; set by the renderer. */
  node?: A2uiNode;
}

/** What {@link bindElement} gives a plain `HTMLElement` component. */
export interface ElementBinding {
  /** Renders one child (a component id, or a ref) into `container`, in this component's scope. */
  renderChild(target: ChildTarget | undefined, container: Element | DocumentFragment): void;
  /**
   * Renders a ChildList property (ids or a template, keyed) into `container`, in the order
   * `order` returns (a sorted table: it may read each item's data at `ref.scope.path`; a change
   * of what it read moves the children without calling the update function again).
   */
  renderChildren(
    prop: string,
    container: Element | DocumentFragment,
    order?: (refs: readonly ChildRef[]) => readonly ChildRef[],
  ): void;
  /** Performs the component's `action` (or the one given), like a Lit component's `act()`. */
  act(action?: unknown): boolean;
  /** Two-way write of a bound property; false when the agent did not bind it. */
  set(prop: string, value: unknown): boolean;
  /** Stops updating and releases the bindings (call from `disconnectedCallback`). */
  dispose(): void;
}

/**
 * Binds a plain custom element (no Lit) to the component the renderer gave it in `element.node`:
 * calls `update(props, binding)` now and again whenever a value it read changes (resolved
 * properties, actions as functions, `setX()` setters, `isValid`), until `dispose()`. Also sets
 * `data-a2ui-id`, flex-grow from `weight` and the `accessibility` label/description on the host.
 */
export function bindElement<Props extends object = Record<string, unknown>>(
  element: BindableElement,
  update: (props: ComponentProps<Props>, binding: ElementBinding) => void,
): ElementBinding {
  const node = element.node;
  const parts = new Set<RootPart>();
  const lists = new Map<string, ReadonlySignal<readonly ChildRef[]>>();
  const context = node
    ? untracked(() => new ComponentContext(node.surface, node.id, node.scope))
    : undefined;
  let stop: (() => void) | undefined;

  const renderInto = (value: unknown, container: Element | DocumentFragment) => {
    const part = render(value, container as HTMLElement);
    part.setConnected(true);
    parts.add(part);
  };

  const binding: ElementBinding = {
    renderChild(target, container) {
      if (!node || target === undefined || target === '') return renderInto(nothing, container);
      renderInto(child(node, target), container);
    },
    renderChildren(prop, container, order) {
      if (!node || !context) return renderInto(nothing, container);
      renderInto(children(node, childRefs(context, lists, prop, order)), container);
    },
    act(action) {
      return performAction(element, node, context, action);
    },
    set(prop, value) {
      const setter = context?.setter(prop);
      if (!setter) return false;
      setter(value);
      return true;
    },
    dispose() {
      stop?.();
      stop = undefined;
      for (const part of parts) part.setConnected(false);
      parts.clear();
      context?.dispose();
    },
  };

  if (!node || !context) return binding;
  element.setAttribute('data-a2ui-id', node.id);
  const host = {
    act: (action: unknown) => binding.act(action),
    set: binding.set,
    get validation() {
      return context.validation;
    },
  };
  stop = effect(() => {
    const raw = context.props;
    try {
      update(componentProps(raw, host) as ComponentProps<Props>, binding);
    } catch (error) {
      reportRenderError(node.surface, node.id, error);
    }
    const weight = raw['weight'];
    element.style.flexGrow = typeof weight === 'number' && weight >= 0 ? String(weight) : '';
    const accessibility = raw['accessibility'] as Record<string, unknown> | undefined;
    for (const key of ['label', 'description']) {
      const value = context.resolve(accessibility?.[key]);
      if (typeof value === 'string' && value) element.setAttribute('aria-' + key, value);
      else element.removeAttribute('aria-' + key);
    }
  });
  return binding;
}
