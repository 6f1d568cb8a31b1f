import {isDataBinding, isFunctionCall, isRecord} from '../../binding/shapes.js';
import {argumentProblem} from '../../functions/argument-problem.js';
import {ErrorCodes} from '../../state/errors.js';
import {Signal} from '../../state/signals.js';
import type {FunctionContext, FunctionDefinition} from '../../functions/types.js';

/** What a `callFunction` from the agent came to: the value, or why there is none. */
export type RemoteCallResult =
  | {readonly ok: true; readonly value: unknown}
  | {readonly ok: false; readonly code: string; readonly message: string};

/** Where a remote call runs: the client's functions and formatting settings. */
export interface RemoteCallEnv {
  /** The client's functions, by name (a `FunctionRegistry` fits). */
  readonly functions: {get(name: string): FunctionDefinition | undefined};
  /** BCP 47 locale the formatting functions use. */
  readonly locale: string;
  /** IANA time zone of `formatDate`; default the runtime's. */
  readonly timeZone?: string;
}

class CallFailed extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs a function the agent invoked (`callFunction`): its arguments are literals or nested calls
 * (a `{path}` has no data model to read outside a surface), checked against the function's
 * argument schema. A user-gesture function such as `openUrl` is refused, as no user acted.
 * Nothing is thrown.
 */
export function runRemoteCall(
  name: string,
  args: Record<string, unknown>,
  env: RemoteCallEnv,
): RemoteCallResult {
  try {
    return {ok: true, value: toJson(invoke(name, args, env))};
  } catch (error) {
    return error instanceof CallFailed
      ? {ok: false, code: error.code, message: error.message}
      : {
          ok: false,
          code: ErrorCodes.EXPRESSION_ERROR,
          message: `${name} failed: ${String((error as Error)?.message ?? error)}`,
        };
  }
}

function invoke(name: string, args: Record<string, unknown>, env: RemoteCallEnv): unknown {
  const definition = env.functions.get(name);
  if (!definition) {
    throw new CallFailed(
      ErrorCodes.UNKNOWN_FUNCTION,
      `Unknown function "${name}" (not in the client's catalogs)`,
    );
  }
  const resolved: Record<string, unknown> = {};
  for (const key of Object.keys(args)) resolved[key] = resolve(args[key], env);
  const invalid = argumentProblem(definition, resolved);
  if (invalid !== undefined) {
    throw new CallFailed(ErrorCodes.INVALID_FUNCTION_CALL, `${name}: ${invalid}`);
  }
  let problem: string | undefined;
  const context: FunctionContext = {
    resolve: (value) => resolve(value, env),
    read: (path) => {
      throw outsideSurface(path);
    },
    call: (inner, innerArgs) => invoke(inner, innerArgs, env),
    locale: env.locale,
    ...(env.timeZone ? {timeZone: env.timeZone} : {}),
    userAction: false,
    reportError: (message) => (problem ??= message),
  };
  const result = definition.impl(resolved, context);
  if (problem !== undefined) throw new CallFailed(ErrorCodes.EXPRESSION_ERROR, problem);
  return result instanceof Signal ? (result as Signal<unknown>).peek() : result;
}

// A remote call has no data model: reading one (a `{path}` argument, a `${/path}` in a
// formatString template) is an error, not an empty value.
const outsideSurface = (path: string) =>
  new CallFailed(
    ErrorCodes.INVALID_FUNCTION_CALL,
    `A remote call cannot read "${path}": it runs outside any surface's data model.`,
  );

function resolve(value: unknown, env: RemoteCallEnv): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, env));
  if (isDataBinding(value)) throw outsideSurface(value.path);
  if (isFunctionCall(value)) {
    return invoke(value.call, isRecord(value.args) ? value.args : {}, env);
  }
  return value;
}

// A functionResponse value is JSON: no undefined (a void function) and no NaN or Infinity.
function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}
