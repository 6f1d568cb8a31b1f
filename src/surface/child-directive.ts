import {html, nothing, type TemplateResult} from 'lit';
import {AsyncDirective, directive, type PartInfo, PartType} from 'lit/async-directive.js';
import type {ChildRef} from '../binding/component-context.js';
import {tagFor} from '../catalog/catalog.js';
import {effect, untracked} from '../state/signals.js';
import {scopePath, type A2uiNode} from './node.js';
import {renderSettings} from './render-settings.js';

/** Deeper than this a component tree is treated as runaway recursion. */
const MAX_DEPTH = 256;

/** What a child slot can be asked to render: a ChildRef of `ctx.children()` or a plain id. */
export type ChildTarget = ChildRef | string;

interface ElementWithNode extends HTMLElement {
  node?: A2uiNode;
}

function isCycle(parent: A2uiNode | undefined, id: string, path: string): boolean {
  let depth = 0;
  for (let node = parent; node; node = node.parent) {
    if (node.id === id && scopePath(node.scope) === path) return true;
    if (++depth > MAX_DEPTH) return true;
  }
  return false;
}

function pendingPlaceholder(id: string): TemplateResult {
  return html`<span class="a2ui-pending" data-a2ui-pending=${id} aria-hidden="true"></span>`;
}

function unknownPlaceholder(type: string): TemplateResult {
  return html`<span class="a2ui-unknown" role="note" data-a2ui-unknown=${type}
    >Unsupported component: ${type}</span
  >`;
}

/**
 * Renders one child component. The element for the child's type is created once and kept
 * while the type stays the same; it is replaced when the agent changes the type. The directive
 * watches only the child's type, so the parent never re-renders because a child changed.
 */
class ChildDirective extends AsyncDirective {
  #parent?: A2uiNode;
  #id?: string;
  #scopeKey?: unknown;
  #node?: A2uiNode;
  #stop?: () => void;
  #element?: ElementWithNode;
  #elementType?: string;
  #value: unknown = nothing;
  #updating = false;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.CHILD) throw new Error('renderChild() belongs in a child position');
  }

  render(_parent: A2uiNode, _target: ChildTarget | undefined): unknown {
    return this.#value;
  }

  override update(_part: unknown, args: [A2uiNode, ChildTarget | undefined]): unknown {
    // The parent's render must not subscribe to anything the child slot reads.
    return untracked(() => this.#update(...args));
  }

  #update(parent: A2uiNode, target: ChildTarget | undefined): unknown {
    const id = typeof target === 'string' ? target : target?.id;
    const scope = typeof target === 'string' || !target ? parent.scope : target.scope;
    if (parent !== this.#parent || id !== this.#id || scope !== this.#scopeKey) {
      this.#stopWatching();
      this.#parent = parent;
      this.#id = id;
      this.#scopeKey = scope;
      this.#element = undefined;
      this.#elementType = undefined;
      this.#node = id === undefined ? undefined : {surface: parent.surface, id, scope, parent};
      this.#updating = true;
      this.#watch();
      this.#updating = false;
    }
    return this.#value;
  }

  #watch(): void {
    const node = this.#node;
    if (!node) {
      this.#value = nothing;
      return;
    }
    if (isCycle(node.parent, node.id, scopePath(node.scope))) {
      node.surface.reportOnce('render-cycle:' + node.id, {
        code: 'INVALID_COMPONENT_TREE',
        message: `Component "${node.id}" contains itself; the repeated reference is not rendered.`,
      });
      this.#value = nothing;
      return;
    }
    const surface = node.surface;
    if (!this.isConnected) {
      // Nothing would ever stop a watch started while disconnected; reconnected() starts it.
      this.#value = this.#valueFor(node, surface.component(node.id)?.component);
      return;
    }
    // Re-runs on any change of the child's definition: cheap (same type, same element), and
    // one signal less per child than watching a computed of the type.
    this.#stop = effect(() => {
      const value = this.#valueFor(node, surface.component(node.id)?.component);
      if (value === this.#value) return;
      this.#value = value;
      if (!this.#updating) this.setValue(value);
    });
  }

  #valueFor(node: A2uiNode, type: string | undefined): unknown {
    if (type === undefined) return pendingPlaceholder(node.id);
    if (type === this.#elementType && this.#element) return this.#element;
    const components = node.surface.catalog.components;
    const api = Object.hasOwn(components, type) ? components[type] : undefined;
    if (!api) {
      node.surface.reportOnce('render-unknown:' + type, {
        code: 'UNKNOWN_COMPONENT',
        message: `Component type "${type}" is not in the surface's catalog.`,
      });
      return renderSettings.showUnknownComponents ? unknownPlaceholder(type) : nothing;
    }
    const tag = tagFor(api);
    if (api.element && !customElements.get(tag)) customElements.define(tag, api.element);
    const element = document.createElement(tag) as ElementWithNode;
    element.node = node;
    this.#element = element;
    this.#elementType = type;
    return element;
  }

  #stopWatching(): void {
    this.#stop?.();
    this.#stop = undefined;
  }

  override disconnected(): void {
    this.#stopWatching();
  }

  override reconnected(): void {
    if (!this.#node || this.#stop) return;
    this.#updating = true;
    this.#watch();
    this.#updating = false;
    this.setValue(this.#value);
  }
}

/** Lit directive: `${child(parentNode, refOrId)}` renders that child component. */
export const child = directive(ChildDirective);
