import type {ComponentContext} from '../binding/component-context.js';
import type {A2uiNode} from './node.js';

/**
 * Performs a component's action (default: its `action` property; an Event argument counts as
 * none, so this works as a listener): resolves the context now, dispatches `a2uiaction` from
 * `target` (bubbles, composed, cancelable) and, unless cancelled, sends it to the agent. A
 * `functionCall` action runs locally and dispatches nothing. True when the action went out.
 */
export function performAction(
  target: EventTarget,
  node: A2uiNode | undefined,
  context: ComponentContext | undefined,
  action?: unknown,
): boolean {
  if (!context || !node) return false;
  const chosen =
    action === undefined || action instanceof Event ? context.definition?.['action'] : action;
  const body = chosen === undefined ? undefined : context.resolveAction(chosen);
  if (!body) return false;
  const event = new CustomEvent('a2uiaction', {
    detail: body,
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (!target.dispatchEvent(event)) return false;
  node.surface.dispatchAction(body);
  return true;
}
