import type {ZodMiniType} from 'zod/mini';

/** The JSON type a function promises to return, as in the catalog's `returnType`. */
export type ReturnType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'any' | 'void';

/**
 * What a function sees of the place it is called from. Reads are reactive: a function evaluated
 * inside a computed signal re-runs when a path it read changes.
 */
export interface FunctionContext {
  /** Resolves a DynamicValue (literal, `{path}` or `{call, args}`) in the caller's scope. */
  resolve(value: unknown): unknown;
  /** Reads a data-model path, absolute (`/a/b`) or relative to the caller's scope (`b`). */
  read(path: string): unknown;
  /** Calls another function of the caller's catalog with already resolved arguments. */
  call(name: string, args: Record<string, unknown>): unknown;
  /** BCP 47 locale used by the formatting functions. */
  readonly locale: string;
  /** True only while a user action (a click, a key press) is being handled. */
  readonly userAction: boolean;
  /** Opens a URL for the user; absent where there is no window (Node, workers). */
  openUrl?(url: string): void;
  /** IANA time zone used by `formatDate` for instants; default: the runtime's zone. */
  readonly timeZone?: string;
  /** Receives a problem a function met (a malformed template, a refused URL, a present argument
   * it cannot use) while it returns its neutral value; never a missing value (data not arrived).
   * Write it as `name: problem`, as the basic functions do (`formatNumber: value is not a number
   * (received string)`). The binding layer forwards it as a surface error naming the component
   * first (`Component "total": formatNumber: …`), a remote call answers with it. */
  reportError?(message: string): void;
}

/**
 * A client-side function that a catalog offers to agents. `Args` is what `impl` receives:
 * written with {@link defineFunction}, the type its `args` schema parses to.
 */
export interface FunctionDefinition<Args = Record<string, unknown>> {
  /** The name agents call it by (`{"call": "name"}`). */
  readonly name: string;
  /** Schema of the resolved arguments. A call whose literal arguments fail it is invalid when
   * its component arrives (`VALIDATION_FAILED`); one whose resolved arguments fail it is
   * reported when it runs (`INVALID_FUNCTION_CALL`), and `impl` is not called. */
  readonly args?: ZodMiniType;
  /** The JSON type of its result, as the catalog declares it. */
  readonly returnType: ReturnType;
  /** What the function does, in words for the agent (inline catalog definitions carry it). */
  readonly description?: string;
  /** Computes the result from resolved arguments. Must not throw for bad input: return a
   * neutral value (false, '', NaN) and tell `context.reportError` what was wrong. */
  impl(args: Args, context: FunctionContext): unknown;
}
