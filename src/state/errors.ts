/**
 * Error codes the renderer reports (as processor `error` events and, through a connector, as the
 * v0.9 `error` message to the agent). Only `VALIDATION_FAILED` is fixed by the v0.9 schema; the
 * others follow the names later A2UI versions use for the same situations.
 */
export const ErrorCodes = {
  /** A message or component does not match the schema; `path` points at the offending field. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** A JSONL line is not JSON, or a message is not an object. */
  INVALID_JSON: 'INVALID_JSON',
  /** `createSurface` for a surface id that is already active. */
  INTEGRITY_ERROR: 'INTEGRITY_ERROR',
  /** `updateComponents`/`updateDataModel`/`deleteSurface` for a surface that does not exist. */
  SURFACE_NOT_FOUND: 'SURFACE_NOT_FOUND',
  /** `createSurface` names a catalog the renderer does not support. */
  CATALOG_NOT_FOUND: 'CATALOG_NOT_FOUND',
  /** A data-model write was refused (forbidden segment, non-numeric array index, ...), or a
   * binding read a name inside a list (reported once per path). */
  DATA_ERROR: 'DATA_ERROR',
  /** A function call names a function the surface's catalog does not have. */
  UNKNOWN_FUNCTION: 'UNKNOWN_FUNCTION',
  /** A function call's resolved arguments fail the function's argument schema. */
  INVALID_FUNCTION_CALL: 'INVALID_FUNCTION_CALL',
  /** A function threw, or was called where it is not allowed. */
  EXPRESSION_ERROR: 'EXPRESSION_ERROR',
  /** A component's type is not in the surface's catalog (reported per component id, with the
   * catalog type it likely meant). */
  UNKNOWN_COMPONENT: 'UNKNOWN_COMPONENT',
  /** The component tree cannot be rendered there: a component refers to one of its ancestors, is
   * nested too deep, or is shown too many times. */
  INVALID_COMPONENT_TREE: 'INVALID_COMPONENT_TREE',
  /** The renderer itself failed while applying a message (a bug); the batch went on. */
  RENDERER_ERROR: 'RENDERER_ERROR',
} as const;

/** One of {@link ErrorCodes}, or a code a custom catalog or component chose. */
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes] | (string & {});

/** The body of a v0.9 `error` message (`{error: ErrorBody}`), also the processor event detail. */
export interface ErrorBody {
  /** What went wrong, as a code: one of {@link ErrorCodes}, or one of the elements' own. */
  readonly code: ErrorCode;
  /** The surface the error is about. */
  readonly surfaceId: string;
  /** A sentence for the agent (or a developer) saying what was wrong and where. */
  readonly message: string;
  /** JSON Pointer of the offending field; always present for `VALIDATION_FAILED`. */
  readonly path?: string;
  readonly [extra: string]: unknown;
}

/** The body of a v0.9 `action` message, sent to the agent when the user acts. */
export interface ActionBody {
  /** The `event.name` of the component's action. */
  readonly name: string;
  /** The surface of the component that acted. */
  readonly surfaceId: string;
  /** The id of the component that acted (a Button's, say). */
  readonly sourceComponentId: string;
  /** ISO 8601 time of the interaction. */
  readonly timestamp: string;
  /** The action's `event.context`, every value resolved at the moment of the interaction. */
  readonly context: Record<string, unknown>;
  /** A2UI v1.0: the agent is asked to answer with an `actionResponse`. */
  wantResponse?: true;
  /** A2UI v1.0: absolute JSON Pointer where the answer's value is written. */
  responsePath?: string;
}

/** An error report without the surface id, which the surface fills in. */
export type ErrorReport = Omit<ErrorBody, 'surfaceId'> & {readonly surfaceId?: string};
