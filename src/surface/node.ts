import type {Scope} from '../binding/component-context.js';
import type {SurfaceModel} from '../state/surface-model.js';

/**
 * The handle a parent gives each rendered component: which surface, which component id, and
 * the data scope it reads relative paths in. One object per rendered slot, kept for the
 * element's whole life (stable identity), so bindings are never rebuilt by a parent render.
 */
export interface A2uiNode {
  /** The surface the component belongs to. */
  readonly surface: SurfaceModel;
  /** The component id (`data-a2ui-id`). */
  readonly id: string;
  /** Data scope of a template item; absent (or path `''`) at the data model root. */
  readonly scope?: Scope;
  /** The node that rendered this one; absent for the surface root. Used to detect cycles. */
  readonly parent?: A2uiNode;
}

/** The JSON Pointer of a node's scope ('' at the root). */
export function scopePath(scope: Scope | undefined): string {
  return scope?.path ?? '';
}

/** One component in one data scope, as a string: a node showing it again has the same key. */
export function componentKey(node: A2uiNode): string {
  return node.id + '\n' + scopePath(node.scope);
}
