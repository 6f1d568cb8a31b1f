import assert from 'node:assert/strict';
import {ComponentContext, type Scope, type SurfaceModel} from '../../../src/core.js';

const STRUCTURAL = ['child', 'children', 'trigger', 'content'];

/**
 * Walks a surface's component tree from `id` like a renderer, without a DOM: a ComponentContext
 * per component (props, validation, children), templates once per item, every tab. Returns how
 * many components it evaluated; fails on a dangling reference or a tree deeper than 64.
 */
export function walkSurface(
  surface: SurfaceModel,
  id = 'root',
  scope: Scope | undefined = undefined,
  depth = 0,
): number {
  assert.ok(depth < 64, `component tree deeper than 64 at "${id}"`);
  const context = new ComponentContext(surface, id, scope);
  const definition = context.definition;
  assert.ok(definition, `component "${id}" is referenced but never defined`);
  void context.props;
  void context.validation;
  let count = 1;
  for (const prop of STRUCTURAL) {
    if (!(prop in definition)) continue;
    for (const ref of context.children(prop)) {
      count += walkSurface(surface, ref.id, ref.scope, depth + 1);
    }
  }
  const tabs = definition['tabs'];
  if (Array.isArray(tabs)) {
    for (const tab of tabs as {child: string}[]) {
      count += walkSurface(surface, tab.child, scope, depth + 1);
    }
  }
  return count;
}
