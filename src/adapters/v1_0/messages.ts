import {readableErrors, type ValidationError} from '../../protocol/issues.js';
import {isRecord} from '../../protocol/json-values.js';
import {anyObjectSchema, rule} from '../../protocol/v0_9/common-types.js';
import {
  boolean,
  enumOf,
  oneOf,
  optional,
  strictObject,
  string,
  unknown,
} from '../../protocol/v0_9/light-types.js';
import {V1_VERSION} from './catalog.js';

const version = enumOf([V1_VERSION]);

/** `actionResponse`: the agent's answer to an action the client sent with `wantResponse`. */
export interface ActionResponseMessage {
  /** Always `'v0.10'`. */
  version: typeof V1_VERSION;
  /** The `actionId` of the action answered. */
  actionId: string;
  /** The answer: a value (written at the action's `responsePath`, if it has one), or an error. */
  actionResponse: {value: unknown} | {error: {code: string; message: string}};
}

/** `callFunction`: the agent runs one of the client's functions. */
export interface CallFunctionMessage {
  /** Always `'v0.10'`. */
  version: typeof V1_VERSION;
  /** The id the answer (`functionResponse`) names. */
  functionCallId: string;
  /** Whether the agent wants the result back. */
  wantResponse?: boolean;
  /** The function to run: its name, arguments and return type. */
  callFunction: {
    call: string;
    args?: Record<string, unknown>;
    returnType: 'array' | 'boolean' | 'number' | 'object' | 'string' | 'void';
    callableFrom: 'remoteOnly' | 'clientOrRemote';
  };
}

const actionResponseSchema = strictObject({
  version,
  actionId: string(),
  actionResponse: oneOf([
    // `value` is any JSON value, null included, but present.
    strictObject({value: unknown()}).check(
      rule((body: object) => Object.hasOwn(body, 'value'), 'Expected a value', ['value']),
    ),
    strictObject({error: strictObject({code: string(), message: string()})}),
  ]),
});

// The draft schema also checks `callFunction` against the catalog's function definitions, whose
// `unevaluatedProperties: false` then refuses the required `callableFrom`: no call to a basic
// function could pass. The envelope is checked here, the arguments by the function's own schema.
const callFunctionSchema = strictObject({
  version,
  functionCallId: string(),
  wantResponse: optional(boolean()),
  callFunction: strictObject({
    call: string(),
    args: optional(anyObjectSchema),
    returnType: enumOf(['array', 'boolean', 'number', 'object', 'string', 'void']),
    callableFrom: enumOf(['remoteOnly', 'clientOrRemote']),
  }),
});

/** The v1.0 message kinds a v0.9 processor has no counterpart for. */
export type V1OnlyKind = 'actionResponse' | 'callFunction';

/** Which v1.0-only message this is, by its key, if any. */
export function v1OnlyKind(message: unknown): V1OnlyKind | undefined {
  if (!isRecord(message)) return undefined;
  return 'actionResponse' in message
    ? 'actionResponse'
    : 'callFunction' in message
      ? 'callFunction'
      : undefined;
}

/** The message checked against its v1.0 schema, or the errors (JSON Pointers into it). */
export function readV1Only(
  kind: 'actionResponse',
  message: unknown,
): ActionResponseMessage | ValidationError[];
export function readV1Only(
  kind: 'callFunction',
  message: unknown,
): CallFunctionMessage | ValidationError[];
export function readV1Only(
  kind: V1OnlyKind,
  message: unknown,
): ActionResponseMessage | CallFunctionMessage | ValidationError[];
export function readV1Only(
  kind: V1OnlyKind,
  message: unknown,
): ActionResponseMessage | CallFunctionMessage | ValidationError[] {
  const schema = kind === 'actionResponse' ? actionResponseSchema : callFunctionSchema;
  const result = schema.safeParse(message);
  if (result.success) return result.data as ActionResponseMessage | CallFunctionMessage;
  const errors = readableErrors(message, result.error.issues);
  // An answer holds a value or an error: for both or neither, the union's complaints about each
  // form say less than that.
  const answer = kind === 'actionResponse' && (message as Record<string, unknown>)[kind];
  if (!isRecord(answer) || 'value' in answer !== 'error' in answer) return errors;
  const exactlyOne = {path: '/actionResponse', message: 'Expected exactly one of value or error'};
  return errors.map((error) => (error.path === exactlyOne.path ? exactlyOne : error));
}
