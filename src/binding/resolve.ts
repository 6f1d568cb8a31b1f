import {argumentProblem} from '../functions/argument-problem.js';
import {browserOpenUrl} from '../functions/browser-open-url.js';
import type {FunctionContext, ReturnType} from '../functions/types.js';
import {ErrorCodes, type ErrorCode} from '../state/errors.js';
import {resolvePath} from '../state/json-pointer.js';
import {Signal} from '../state/signals.js';
import type {SurfaceModel} from '../state/surface-model.js';
import {isDataBinding, isFunctionCall, isRecord, type FunctionCallValue} from './shapes.js';

/** Where a dynamic value is evaluated: which surface, which component, which data scope. */
export interface BindingEnv {
  /** The surface whose data model and functions values are resolved with. */
  readonly surface: SurfaceModel;
  /** The component the value belongs to (errors name it). */
  readonly componentId: string;
  /** The scope's JSON Pointer ('' at the root); read reactively. */
  scopePath(): string;
  /** True while a user action (click, key press) is being handled. */
  readonly userAction: boolean;
}

/** The absolute pointer a (possibly relative) binding path addresses in this env. */
export function absolutePath(path: string, env: BindingEnv): string {
  return resolvePath(path, env.scopePath());
}

/** Reactive read of a (possibly relative) data-model path. */
export function readPath(path: string, env: BindingEnv): unknown {
  return env.surface.dataModel.get(absolutePath(path, env));
}

/**
 * Resolves a DynamicValue: a `{path}` reads the data model, a `{call}` runs the function, an
 * array is resolved item by item (the same array back when nothing in it is dynamic); anything
 * else, literal objects included, is returned as it is. Reactive inside a computed signal.
 */
export function resolveValue(value: unknown, env: BindingEnv): unknown {
  return resolve(value, env, false);
}

/**
 * Resolves a component property: like {@link resolveValue}, and also inside plain objects (the
 * `options` of a ChoicePicker, the `tabs` of Tabs, `accessibility`), whose fields may be
 * dynamic. Objects and arrays with nothing dynamic inside come back as they are.
 */
export function resolveProperty(value: unknown, env: BindingEnv): unknown {
  return resolve(value, env, true);
}

function resolve(value: unknown, env: BindingEnv, deep: boolean): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const resolved = resolve(item, env, deep);
      if (resolved !== item) changed = true;
      return resolved;
    });
    return changed ? items : value;
  }
  if (isDataBinding(value)) return readPath(value.path, env);
  if (isFunctionCall(value)) return callFunction(value, env);
  if (!deep) return value;
  let changed = false;
  const resolved: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    resolved[key] = resolve(field, env, deep);
    if (resolved[key] !== field) changed = true;
  }
  return changed ? resolved : value;
}

/**
 * The value a failed call evaluates to: harmless for its declared return type.
 *
 * @internal Exported with the binding layer, whose `callFunction` uses it; not meant for callers.
 */
export function neutralValue(returnType: string | undefined): unknown {
  switch (returnType as ReturnType | undefined) {
    case 'string':
      return '';
    case 'number':
      return Number.NaN;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return undefined;
  }
}

/**
 * Runs a FunctionCall: resolves its arguments in the env, checks them against the function's
 * argument schema, then calls the implementation. An unknown function, invalid arguments or a
 * throwing implementation are reported once per surface and yield a neutral value.
 */
export function callFunction(call: FunctionCallValue, env: BindingEnv): unknown {
  const args: Record<string, unknown> = {};
  if (isRecord(call.args)) {
    for (const key of Object.keys(call.args)) args[key] = resolveValue(call.args[key], env);
  }
  return invoke(call.call, args, env, call.returnType);
}

/** Calls function `name` with already resolved arguments (see {@link callFunction}). */
export function invoke(
  name: string,
  args: Record<string, unknown>,
  env: BindingEnv,
  returnType?: string,
): unknown {
  const definition = env.surface.functions.get(name);
  if (!definition) {
    report(
      env,
      ErrorCodes.UNKNOWN_FUNCTION,
      `Unknown function "${name}" (not in the surface's catalog)`,
      name, // once per surface
    );
    return neutralValue(returnType);
  }
  const neutral = () => neutralValue(returnType ?? definition.returnType);
  const problem = argumentProblem(definition, args);
  if (problem !== undefined) {
    report(env, ErrorCodes.INVALID_FUNCTION_CALL, `${name}: ${problem}`);
    return neutral();
  }
  try {
    const result = definition.impl(args, functionContext(env));
    // A function may return a signal (a clock, a network status): read it, reactively.
    return result instanceof Signal ? (result as Signal<unknown>).value : result;
  } catch (error) {
    report(
      env,
      ErrorCodes.EXPRESSION_ERROR,
      `${name} failed: ${String((error as Error)?.message ?? error)}`,
    );
    return neutral();
  }
}

/**
 * Reports a function's problem once per component and message (or per `key`), in one sentence
 * that names the component first, as validation errors do: `Component "total": formatCurrency:
 * value is not a number (received string)`.
 */
function report(
  env: BindingEnv,
  code: ErrorCode,
  message: string,
  key = code + env.componentId + message,
): void {
  env.surface.reportOnce(key, {code, message: `Component "${env.componentId}": ${message}`});
}

function functionContext(env: BindingEnv): FunctionContext {
  const hasWindow = typeof (globalThis as {window?: unknown}).window !== 'undefined';
  return {
    resolve: (value) => resolveValue(value, env),
    read: (path) => readPath(path, env),
    call: (name, args) => invoke(name, args, env),
    // Read when used: only the functions that format subscribe to the surface's language.
    get locale() {
      return env.surface.locale;
    },
    ...(env.surface.timeZone ? {timeZone: env.surface.timeZone} : {}),
    userAction: env.userAction,
    ...(hasWindow ? {openUrl: browserOpenUrl} : {}),
    reportError: (message) => report(env, ErrorCodes.EXPRESSION_ERROR, message),
  };
}
