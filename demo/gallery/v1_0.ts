import {readableErrors, type ValidationError} from '../../src/protocol/issues.js';
import {isRecord} from '../../src/protocol/json-values.js';
import {catalogSchemas} from '../../src/protocol/v0_9/catalog-schemas.js';
import {MessageProcessor, validateMessage} from '../../src/core.js';
import {
  V1Adapter,
  V1_VERSION,
  basicCatalogV1,
  readV1Only,
  v1OnlyKind,
  type ActionResponseDetail,
  type CallFunctionMessage,
  type V1ClientMessage,
} from '../../src/adapters/v1_0/index.js';
import type {MessageValidator} from './parse-messages.js';

/** True when the messages are A2UI v1.0: one of them says `"version": "v0.10"`. */
export function isV1(messages: readonly unknown[]): boolean {
  return messages.some((message) => isRecord(message) && message['version'] === V1_VERSION);
}

/** A processor for v1.0 messages: it knows the v1.0 basic catalog. */
export function createV1Processor(): MessageProcessor {
  return new MessageProcessor({catalogs: [basicCatalogV1]});
}

/**
 * Checks one v1.0 message as `V1Adapter` will: `actionResponse` and `callFunction` by their v1.0
 * shapes (and the function a `callFunction` runs by the v1.0 basic catalog), surface messages by
 * the v1.0 basic catalog; any other version is refused at `/version`.
 */
export const validateV1Message: MessageValidator = (message) => {
  const kind = v1OnlyKind(message);
  if (kind === 'actionResponse') {
    const read = readV1Only('actionResponse', message);
    return Array.isArray(read) ? {ok: false, errors: read} : {ok: true};
  }
  if (kind === 'callFunction') {
    const read = readV1Only('callFunction', message);
    if (Array.isArray(read)) return {ok: false, errors: read};
    const errors = callProblems(read.callFunction);
    return errors.length > 0 ? {ok: false, errors} : {ok: true};
  }
  if (!isRecord(message) || message['version'] !== V1_VERSION) {
    return {ok: false, errors: [{path: '/version', message: `Expected "${V1_VERSION}"`}]};
  }
  // A surface message means the same as in v0.9; only the catalog differs.
  return validateMessage(
    {...message, version: 'v0.9'},
    {direction: 'agentToRenderer', catalog: basicCatalogV1},
  );
};

/** Why the client would refuse the function a callFunction runs: unknown, or its arguments. */
function callProblems(callFunction: CallFunctionMessage['callFunction']): ValidationError[] {
  const {callableFrom: _where, ...call} = callFunction;
  if (!Object.hasOwn(basicCatalogV1.functions, call.call)) {
    const message = `Function "${call.call}" is not in the v1.0 basic catalog`;
    return [{path: '/callFunction/call', message}];
  }
  const verdict = catalogSchemas(basicCatalogV1).functionCall.safeParse(call);
  return verdict.success
    ? []
    : readableErrors({callFunction: call}, verdict.error.issues, ['callFunction']);
}

/** What the gallery shows of the conversation with a (missing) v1.0 agent. */
export interface V1Log {
  /** A v0.10 message the client sends to the agent. */
  sent(message: V1ClientMessage): void;
  /** The agent answered an action. */
  answered(detail: ActionResponseDetail): void;
}

/**
 * A `V1Adapter` in front of `processor`, wired as an app wires it: the processor's actions and
 * the adapter's own messages become v0.10 messages for the agent, handed to `log`.
 */
export function v1Adapter(processor: MessageProcessor, log: V1Log): V1Adapter {
  const adapter = new V1Adapter(processor);
  processor.addEventListener('action', (event) => {
    const message = adapter.toClientMessage({version: 'v0.9', action: event.detail});
    if (message) log.sent(message);
  });
  adapter.addEventListener('message', (event) =>
    log.sent((event as CustomEvent<V1ClientMessage>).detail),
  );
  adapter.addEventListener('actionresponse', (event) =>
    log.answered((event as CustomEvent<ActionResponseDetail>).detail),
  );
  return adapter;
}

/** The `actionId` of a sent action that waits for the agent's `actionResponse`, if it is one. */
export function awaitedActionId(message: unknown): string | undefined {
  const action = isRecord(message) ? message['action'] : undefined;
  return isRecord(action) && typeof action['actionId'] === 'string'
    ? action['actionId']
    : undefined;
}
