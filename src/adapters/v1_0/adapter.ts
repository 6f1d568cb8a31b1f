import {FunctionRegistry} from '../../functions/registry.js';
import type {Catalog} from '../../catalog/catalog.js';
import type {ClientCapabilitiesOptions} from '../../catalog/inline-catalog-hook.js';
import {readableErrors, type ValidationError} from '../../protocol/issues.js';
import {isRecord, readable, v08Hint} from '../../protocol/json-values.js';
import {catalogSchemas} from '../../protocol/v0_9/catalog-schemas.js';
import {surfaceIdOf} from '../../protocol/validate.js';
import type {ServerMessage} from '../../protocol/v0_9/types.js';
import {ErrorCodes, type ErrorBody} from '../../state/errors.js';
import {jsonlBatches, jsonlMessages} from '../../state/jsonl.js';
import type {MessageProcessor} from '../../state/message-processor.js';
import type {SurfaceModel} from '../../state/surface-model.js';
import {inOperation} from '../../state/problem-summary.js';
import {failure, messageList} from '../message-list.js';
import {V1_A2A_EXTENSION_URI, V1_VERSION} from './catalog.js';
import {
  clientBody,
  toV1Action,
  toV1Error,
  v1ClientCapabilities,
  v1ClientDataModel,
  type V1ClientCapabilities,
  type V1ClientDataModel,
  type V1ClientMessage,
} from './client-messages.js';
import {readV1Only, v1OnlyKind, type CallFunctionMessage} from './messages.js';
import {runRemoteCall} from './remote-call.js';
import type {TypedEventTargetClass} from '../../state/typed-event-target.js';

/** Detail of the adapter's `actionresponse` event: the agent answered an action. */
export interface ActionResponseDetail {
  /** The id the action was sent with. */
  readonly actionId: string;
  /** The surface of the component that acted. */
  readonly surfaceId: string;
  /** The action's name. */
  readonly name: string;
  /** The id of the component that acted. */
  readonly sourceComponentId: string;
  /** The answer's value (also written to the action's `responsePath`, if it has one). */
  readonly value?: unknown;
  /** Or why the agent could not answer. */
  readonly error?: {readonly code: string; readonly message: string};
}

/** What one `processMessages` call collects before the processor and the app see it. */
interface Batch {
  /** The surface messages (and answers written as data) for the processor, in order. */
  readonly out: ServerMessage[];
  readonly answered: ActionResponseDetail[];
  /** The surfaces a `deleteSurface` so far in the batch removes. */
  readonly deleted: Set<string>;
}

interface PendingAction {
  /**
   * The surface the action came from, as it was then (one re-created later is another); weakly,
   * so an answer that never comes does not keep a deleted surface alive.
   */
  readonly surface: WeakRef<SurfaceModel | object>;
  readonly surfaceId: string;
  readonly name: string;
  readonly sourceComponentId: string;
  readonly responsePath?: string;
}

/** The adapter's events and their `detail`. */
export interface V1AdapterEventMap {
  /** A v0.10 message the adapter itself sends the agent (a `functionResponse`). */
  message: CustomEvent<V1ClientMessage>;
  /** The agent answered an action; a value is already written at its `responsePath`. */
  actionresponse: CustomEvent<ActionResponseDetail>;
}

/** A message's problems in one sentence: the first, then two more at most after their pointer
 * (`from` taken off it). */
function described(errors: readonly ValidationError[], from = ''): string {
  const shown = errors.slice(0, 3).map(({path, message}, i) => {
    return (i ? `${path.replace(from, '')}: ` : '') + message;
  });
  const more = errors.length - shown.length;
  return shown.join('; ') + (more ? ` (and ${more} more)` : '');
}

/** Most actions waiting for an `actionResponse`; past it the oldest stops waiting. */
const MAX_WAITING = 256;

// The messages this adapter checks itself, by their key (the processor checks the others).
const V1_KINDS = ['callFunction', 'actionResponse'];

/**
 * Renders A2UI v1.0 agents (wire version "v0.10") with the v0.9 renderer. Surface messages keep
 * their meaning and go to the processor, which must know the v1.0 basic catalog
 * (`new MessageProcessor({catalogs: [basicCatalogV1]})`) or the agent's own catalog. The
 * messages v0.9 has no counterpart for are handled here:
 * - `actionResponse`: the answer to an action sent with `wantResponse`; its value is written to
 *   the action's `responsePath` and an `actionresponse` event tells the app.
 * - `callFunction`: runs one of the client's catalog functions; with `wantResponse`, the result
 *   goes back as a `functionResponse` in a `message` event.
 *
 * Outgoing: turn the processor's `action` and `error` events into v1.0 messages with
 * {@link toClientMessage}; send the adapter's own `message` events as they come. Invalid
 * messages are skipped and reported as errors of the processor once the batch's valid messages
 * are processed; nothing is thrown.
 * Events (`CustomEvent`, `detail` as listed in {@link V1AdapterEventMap}): `message`,
 * `actionresponse`.
 */
export class V1Adapter extends (EventTarget as TypedEventTargetClass<V1AdapterEventMap>) {
  /** The wire version this adapter speaks. */
  readonly protocolVersion = V1_VERSION;
  /** The A2A extension URI to activate for v1.0 agents. */
  readonly a2aExtensionUri = V1_A2A_EXTENSION_URI;

  readonly #pending = new Map<string, PendingAction>();
  #lastActionId = 0;
  /** The errors of the batch being read. */
  #reports: ErrorBody[] = [];

  /** @param processor The v0.9 processor that owns the surfaces. */
  constructor(readonly processor: MessageProcessor) {
    super();
  }

  /**
   * Processes v1.0 messages (one message, an array, a `{messages: [...]}` wrapper, or JSON
   * strings of any of these): surface messages in one `processor.processMessages` call.
   */
  processMessages(messages: unknown): void {
    const batch: Batch = {out: [], answered: [], deleted: new Set()};
    const reports: ErrorBody[] = (this.#reports = []);
    const invalid = (code: string, reason: string, text?: string) =>
      this.#report(
        code,
        reason,
        code == ErrorCodes.INVALID_JSON ? {surfaceId: surfaceIdOf(text)} : {path: ''},
      );
    for (const message of messageList(messages, invalid)) {
      try {
        this.#translate(message, batch);
      } catch (error) {
        const bug = readable(message); // else a throwing getter or a revoked proxy
        const surfaceId = surfaceIdOf(message);
        if (bug) this.#report(ErrorCodes.RENDERER_ERROR, failure(error, bug), {surfaceId});
        else this.#report(ErrorCodes.VALIDATION_FAILED, failure(error, bug), {surfaceId, path: ''});
      }
    }
    if (batch.out.length > 0) this.processor.processMessages(batch.out);
    // Reported once the surfaces the batch creates exist, so that a surface refused a message
    // before its root shows why.
    for (const report of reports) this.processor.reportError(report);
    for (const detail of batch.answered) {
      this.dispatchEvent(new CustomEvent('actionresponse', {detail}));
    }
  }

  /**
   * Processes a v1.0 JSONL stream: each chunk's complete lines as one batch. A line that is not
   * JSON, or a message written over several lines, is reported once (`INVALID_JSON`, as the
   * processor's `processJsonl` words it) and skipped; Markdown code fences are ignored.
   */
  async processJsonl(input: string | ReadableStream<Uint8Array>): Promise<void> {
    for await (const lines of jsonlBatches(input)) {
      const {messages, errors} = jsonlMessages(lines);
      this.processMessages(messages);
      // Told after the batch, as its own errors are, so that a surface it begins shows them.
      for (const error of errors) this.processor.reportError(error);
    }
  }

  /**
   * The v1.0 message for a v0.9 client message (`{version, action}` or `{version, error}`, as
   * the processor's events and connectors carry them). An action whose event wants a response
   * gets an `actionId`, and the adapter waits for its `actionResponse`.
   */
  toClientMessage(message: unknown): V1ClientMessage | undefined {
    const action = clientBody(message, 'action');
    if (action) {
      let actionId: string | undefined;
      if (action['wantResponse'] === true) {
        actionId = String(++this.#lastActionId);
        const responsePath = action['responsePath'];
        const surfaceId = String(action['surfaceId']);
        // An agent that never answers keeps the latest MAX_WAITING waiting, not every one.
        if (this.#pending.size >= MAX_WAITING)
          this.#pending.delete(this.#pending.keys().next().value!);
        this.#pending.set(actionId, {
          surface: new WeakRef(this.processor.getSurface(surfaceId) ?? {}),
          surfaceId,
          name: String(action['name']),
          sourceComponentId: String(action['sourceComponentId']),
          ...(typeof responsePath === 'string' ? {responsePath} : {}),
        });
      }
      return {version: V1_VERSION, action: toV1Action(action, actionId)};
    }
    const error = clientBody(message, 'error');
    return error ? {version: V1_VERSION, error: toV1Error(error)} : undefined;
  }

  /** `a2uiClientCapabilities` for v1.0 agents: the processor's catalogs. */
  clientCapabilities(options?: ClientCapabilitiesOptions): V1ClientCapabilities {
    return v1ClientCapabilities(this.processor, options);
  }

  /** `a2uiClientDataModel` for v1.0 agents: the surfaces created with `sendDataModel`. */
  clientDataModel(): V1ClientDataModel {
    return v1ClientDataModel(this.processor);
  }

  #translate(message: unknown, batch: Batch): void {
    if (message === undefined) return; // a JSON string that did not parse, already reported
    const kind = v1OnlyKind(message);
    if (kind === 'actionResponse') return this.#answer(message, batch);
    if (kind === 'callFunction') return this.#call(message);
    if (isRecord(message) && message['version'] !== V1_VERSION) {
      const surfaceId = surfaceIdOf(message);
      const given = message['version'];
      const received = typeof given === 'string' ? `"${given.slice(0, 20)}"` : 'no version string';
      const v08 = v08Hint(message);
      const problem = v08 ?? `Expected version "${V1_VERSION}", received ${received}`;
      const path = v08 ? '' : '/version';
      return this.#report(ErrorCodes.VALIDATION_FAILED, problem, {surfaceId, path});
    }
    // The surface messages mean the same in v0.9; the processor checks them against the catalog.
    const v09 = isRecord(message) ? {...message, version: 'v0.9'} : message;
    const {updateDataModel: update, deleteSurface: deletion} = isRecord(v09) ? v09 : {};
    // v1.0 removes the key when the value is null; v0.9 removes it when there is no value.
    if (isRecord(update) && update['value'] === null) {
      (v09 as Record<string, unknown>)['updateDataModel'] = {...update, value: undefined};
    }
    batch.out.push(v09 as ServerMessage);
    if (isRecord(deletion)) batch.deleted.add(String(deletion['surfaceId']));
  }

  #answer(message: unknown, {out, answered, deleted}: Batch): void {
    const read = readV1Only('actionResponse', message);
    if (Array.isArray(read)) return this.#invalid(read);
    const pending = this.#pending.get(read.actionId);
    if (!pending) {
      const problem = `No action is waiting for a response with actionId "${read.actionId}".`;
      return this.#report(ErrorCodes.INTEGRITY_ERROR, problem, {path: '/actionId'});
    }
    this.#pending.delete(read.actionId);
    const {responsePath, surface, ...action} = pending;
    const response = read.actionResponse;
    // A surface deleted meanwhile (even if one with its id was created since, or is deleted
    // earlier in this batch) has nowhere to write the answer.
    if ('value' in response && responsePath !== undefined && !deleted.has(action.surfaceId)) {
      const current = this.processor.getSurface(action.surfaceId);
      if (current && current === surface.deref()) {
        const update = {surfaceId: action.surfaceId, path: responsePath, value: response.value};
        out.push({version: 'v0.9', updateDataModel: update} as ServerMessage);
      }
    }
    answered.push({actionId: read.actionId, ...action, ...response});
  }

  #call(message: unknown): void {
    const read = readV1Only('callFunction', message);
    if (Array.isArray(read)) {
      // A call the agent can name (its functionCallId beside callFunction, or inside it) is
      // refused by name (a v0.10 VALIDATION_FAILED may not carry a functionCallId), so the
      // agent's wait for its answer ends.
      const {functionCallId: id, callFunction: body} = message as Record<string, unknown>;
      const inside = isRecord(body) ? body['functionCallId'] : undefined;
      const functionCallId = [id, inside].find((found) => typeof found == 'string') as string;
      if (!functionCallId) return this.#invalid(read);
      const {path} = read[0]!;
      const problem = described(read);
      return this.#report(ErrorCodes.INVALID_FUNCTION_CALL, problem, {functionCallId, path});
    }
    const {functionCallId, wantResponse, callFunction} = read;
    const {callableFrom: _where, ...call} = callFunction;
    const catalog = this.processor.catalogs.find((c) => Object.hasOwn(c.functions, call.call));
    if (!catalog) {
      const known = [...new Set(this.processor.catalogs.flatMap((c) => Object.keys(c.functions)))];
      const problem = `Unknown function "${call.call}"; the client's catalogs have ${known.join(', ') || 'no functions'}`;
      return this.#report(ErrorCodes.UNKNOWN_FUNCTION, problem, {functionCallId});
    }
    // The call's arguments, as the catalog defines them for calls inside components.
    const problem = this.#argumentProblem(catalog, call);
    if (problem) return this.#report(ErrorCodes.INVALID_FUNCTION_CALL, problem, {functionCallId});
    const result = runRemoteCall(call.call, call.args ?? {}, {
      functions: new FunctionRegistry(catalog.functions),
      locale: this.processor.locale,
      ...(this.processor.timeZone ? {timeZone: this.processor.timeZone} : {}),
    });
    if (!result.ok) return this.#report(result.code, result.message, {functionCallId});
    if (!wantResponse) return;
    const functionResponse = {functionCallId, call: call.call, value: result.value};
    const detail: V1ClientMessage = {version: V1_VERSION, functionResponse};
    this.dispatchEvent(new CustomEvent('message', {detail}));
  }

  /** Why the catalog refuses the call (its first problem), if it does. */
  #argumentProblem(
    catalog: Catalog,
    call: Omit<CallFunctionMessage['callFunction'], 'callableFrom'>,
  ) {
    // A v1.0 call names no "any" return type: a function that may return anything takes the
    // one the agent expects.
    const {returnType: _expected, ...anyType} = call;
    const checked = catalog.functions[call.call]!.returnType === 'any' ? anyType : call;
    let verdict;
    try {
      verdict = catalogSchemas(catalog).functionCall.safeParse(checked);
    } catch (error) {
      // Nested calls thousands deep exhaust the stack: still an answer about this call.
      return `Invalid call of "${call.call}": ${String(error)}`;
    }
    if (verdict.success) return undefined;
    // Pointers into the message, so the values are looked up in the call under `callFunction`;
    // told from within it, as every reported path.
    const errors = readableErrors({callFunction: call}, verdict.error.issues, ['callFunction']);
    const at = inOperation(errors[0]?.path ?? '', V1_KINDS);
    return `Invalid call of "${call.call}" at ${at}: ${described(errors, '/callFunction')}`;
  }

  #invalid(errors: readonly ValidationError[]): void {
    // One report per message, at its first problem.
    this.#report(ErrorCodes.VALIDATION_FAILED, described(errors), {path: errors[0]?.path});
  }

  #report(code: string, message: string, where: Record<string, string | undefined> = {}): void {
    const detail: Record<string, unknown> = {code, surfaceId: where['surfaceId'] ?? ''};
    for (const [key, value] of Object.entries(where)) if (value !== undefined) detail[key] = value;
    if (where['path']) detail['path'] = inOperation(where['path'], V1_KINDS);
    detail['message'] = message;
    this.#reports.push(detail as ErrorBody);
  }
}
