import {nothing} from 'lit';
import {AsyncDirective, directive, type PartInfo, PartType} from 'lit/async-directive.js';
import type {ChildRef} from '../binding/component-context.js';
import {untracked} from '../state/signals.js';
import {ChildSlot} from './child-slot.js';
import {keepFocus} from './keep-focus.js';
import type {A2uiNode} from './node.js';

/** What a child slot can be asked to render: a ChildRef of `ctx.children()` or a plain id. */
export type ChildTarget = ChildRef | string;

/**
 * Renders one child component through a {@link ChildSlot}: the element for the child's type is
 * created once and kept while the type stays the same, and replaced when the agent changes it.
 * The slot watches only the child's type, so the parent never re-renders because a child changed.
 */
class ChildDirective extends AsyncDirective {
  #parent?: A2uiNode;
  #id?: string;
  #scope?: unknown;
  #slot?: ChildSlot;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.CHILD) throw new Error('renderChild() belongs in a child position');
  }

  render(_parent: A2uiNode, _target: ChildTarget | undefined): unknown {
    return this.#slot?.node ?? nothing;
  }

  override update(_part: unknown, args: [A2uiNode, ChildTarget | undefined]): unknown {
    // The parent's render must not subscribe to anything the child slot reads.
    return untracked(() => this.#update(...args));
  }

  #update(parent: A2uiNode, target: ChildTarget | undefined): unknown {
    const id = typeof target === 'string' ? target : target?.id;
    const scope = typeof target === 'string' || !target ? parent.scope : target.scope;
    if (parent !== this.#parent || id !== this.#id || scope !== this.#scope) {
      const old = this.#slot;
      old?.stop();
      this.#parent = parent;
      this.#id = id;
      this.#scope = scope;
      this.#slot =
        id === undefined
          ? undefined
          : new ChildSlot({surface: parent.surface, id, scope, parent}, (node) =>
              this.setValue(node),
            );
      // A watch started while disconnected would never be stopped: reconnected() starts it.
      if (this.isConnected) this.#slot?.watch();
      else this.#slot?.read();
      // The agent pointed the slot at another component: it takes the focus the old one held.
      if (old) keepFocus(old.node, this.#slot?.node);
    }
    return this.#slot?.node ?? nothing;
  }

  override disconnected(): void {
    this.#slot?.stop();
  }

  override reconnected(): void {
    this.#slot?.watch();
  }
}

/** Lit directive: `${child(parentNode, refOrId)}` renders that child component. */
export const child = directive(ChildDirective);
