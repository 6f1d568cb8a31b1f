/** Recognisers for the wire shapes of dynamic values (common_types.json). */
import {isRecord} from '../protocol/json-values.js';

// A plain (JSON) object: the protocol layer's test, for this layer's readers too.
export {isRecord};

/** `{path}` and nothing else: a DataBinding. */
export interface DataBindingValue {
  readonly path: string;
}

/** `{call, args?, returnType?}`: a FunctionCall. */
export interface FunctionCallValue {
  readonly call: string;
  readonly args?: Readonly<Record<string, unknown>>;
  readonly returnType?: string;
}

/** `{componentId, path}`: a ChildList template. */
export interface TemplateValue {
  readonly componentId: string;
  readonly path: string;
}

/** Whether a value is a DataBinding `{path: string}`. */
export function isDataBinding(value: unknown): value is DataBindingValue {
  if (!isRecord(value) || typeof value['path'] !== 'string') return false;
  for (const key in value) if (key !== 'path') return false;
  return true;
}

/** Whether a value is a FunctionCall `{call: string, args?, returnType?}`. */
export function isFunctionCall(value: unknown): value is FunctionCallValue {
  if (!isRecord(value) || typeof value['call'] !== 'string') return false;
  for (const key in value) {
    if (key !== 'call' && key !== 'args' && key !== 'returnType') return false;
  }
  return true;
}

/** Whether a value is a ChildList template `{componentId, path}`. */
export function isTemplate(value: unknown): value is TemplateValue {
  return (
    isRecord(value) && typeof value['componentId'] === 'string' && typeof value['path'] === 'string'
  );
}

/** Whether a value is an Action (`{event}` or `{functionCall}`), resolved only when it fires. */
export function isAction(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && (keys[0] === 'event' || keys[0] === 'functionCall');
}

/**
 * The `max` of a check (`{condition, message?}`) that only caps how long `value` (a `{path}`)
 * may be: its condition is a `length` call on the same path with a whole `max` above zero and no
 * `min` (what a ChoicePicker's limit on its selections is, as v0.8's maxAllowedSelections reads).
 */
export function lengthLimit(check: unknown, value: unknown): number | undefined {
  const condition = (check as {condition?: unknown} | null)?.condition;
  const args = isFunctionCall(condition) && condition.call == 'length' && condition.args;
  const max = args && args['max'];
  return isRecord(args) &&
    !('min' in args) &&
    isDataBinding(value) &&
    (args['value'] as {path?: unknown} | null)?.path === value.path &&
    Number.isInteger(max) &&
    (max as number) > 0
    ? (max as number)
    : undefined;
}
