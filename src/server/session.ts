import {V08Writer} from '../adapters/v0_8/writer.js';
import {HttpError} from './http-utils.js';
import {
  protocolOfCapabilities,
  V08_VERSION,
  toV1Message,
  V1_VERSION,
  type ProtocolVersion,
} from './protocol-version.js';
import type {
  ClientDataModel,
  ErrorBody,
  FunctionResponseBody,
  ServerMessage,
  TransportName,
} from './types.js';

/** One message in a session's ordered log; `raw` entries are unparsed frames (tests only). */
export interface LogEntry {
  /** Its sequence number in the session, from 1, in the order sent. */
  seq: number;
  /** The message sent. */
  message?: ServerMessage;
  /** An unparsed frame (tests only). */
  raw?: string;
}

/** Receives log entries in order, as they are sent. */
export type SessionSink = (entries: LogEntry[]) => void;

/** What a function the agent calls on a v1.0 client returns (`callFunction`'s `returnType`). */
export type FunctionReturnType = 'array' | 'boolean' | 'number' | 'object' | 'string' | 'void';

/** Options of {@link AgentSession.callFunction}. */
export interface CallFunctionOptions {
  /** Rejects when the client has not answered after this many ms (default 10000). */
  timeoutMs?: number;
}

/**
 * Why a `callFunction` failed: the client's `error` (its `code`, e.g. `UNKNOWN_FUNCTION`), or
 * `TIMEOUT`, or `SESSION_CLOSED`.
 */
export class FunctionCallError extends Error {
  constructor(
    /** The error's code, as the renderer reported it. */
    readonly code: string,
    message: string,
    /** The id of the `callFunction` that failed. */
    readonly functionCallId: string,
  ) {
    super(message);
    this.name = 'FunctionCallError';
  }
}

/**
 * What could not go to a v0.8 renderer as the agent wrote it: `omitted`, a component or message
 * v0.8 cannot express was not sent (a function call, a v1.0 message); `lost`, a detail was left
 * out of what was sent (a check, an accessibility label). `path` points into `source`, the v0.9
 * message the agent sent.
 */
export interface V08Problem {
  /** `omitted`: not sent at all; `lost`: sent without this detail. */
  readonly kind: 'omitted' | 'lost';
  /** JSON Pointer into `source` of what was omitted or lost. */
  readonly path: string;
  /** What was omitted or lost, and why. */
  readonly message: string;
  /** The v0.9 message the agent sent. */
  readonly source: ServerMessage;
}

interface PendingCall {
  resolve(value: unknown): void;
  reject(error: FunctionCallError): void;
}

/**
 * One connected renderer, whatever the transport: the agent calls `send()` and never needs to
 * know how the messages travel. Every message gets a sequence number and stays in a bounded log
 * so a streaming transport can resume after a drop without loss or duplication.
 */
export class AgentSession {
  /**
   * The A2UI version the renderer speaks: 'v0.9' until it says otherwise. The endpoints learn it
   * from what it sends (its capabilities, the A2A extension it activated, the `version` of its
   * messages), before `onConnect` wherever the transport carries that on connection. In a
   * 'v0.10' (A2UI v1.0) session, `send` stamps `version: "v0.10"` on the agent's v0.9-shaped
   * messages and `respondToAction` / `callFunction` are available. In a 'v0.8' session, `send`
   * writes them as A2UI v0.8 messages (see {@link onV08Problem}).
   */
  protocolVersion: ProtocolVersion = 'v0.9';
  /**
   * Hears what `send` could not write for a v0.8 renderer (the host sets it from
   * `AgentHandlers.onV08Problem`). Unset, each distinct omission is logged once with
   * `console.warn` and losses are ignored.
   */
  onV08Problem: ((problem: V08Problem) => void) | undefined;
  /** The renderer's latest `a2uiClientDataModel` (surfaces with `sendDataModel`). */
  clientDataModel: ClientDataModel | undefined;
  /** Free-form per-session memory for the agent's own use. */
  readonly state: Record<string, unknown> = {};
  /** Highest sequence already handed to a pull-based transport (REST, A2A, AG-UI, MCP). */
  pulledSeq = 0;
  /** Last time the renderer was heard from or attached (ms since epoch). */
  lastSeen = Date.now();
  readonly #log: LogEntry[] = [];
  readonly #sinks = new Set<SessionSink>();
  readonly #onClose = new Set<() => void>();
  readonly #calls = new Map<string, PendingCall>();
  /** Outcomes of the renderer messages handled lately, by idempotency key (oldest first). */
  readonly #handled = new Map<string, Promise<unknown>>();
  #capabilities: unknown;
  #v08Writer: V08Writer | undefined;
  readonly #v08Warned = new Set<string>();
  #seq = 0;
  /** True once a streaming connection attached: from then on the log is kept for replays. */
  #streamed = false;
  #lastCallId = 0;
  #closed = false;

  constructor(
    /** The session id (connection id for SSE, session for WebSocket/REST, contextId for A2A…). */
    readonly id: string,
    /** The transport the renderer used to open the session. */
    readonly transport: TransportName,
    private readonly maxLog = 5000,
    /** How many handled idempotency keys (and replies) {@link handleOnce} remembers. */
    private readonly maxHandledKeys = 256,
  ) {}

  /**
   * The renderer's latest `a2uiClientCapabilities`. Setting capabilities that name one version
   * (a `"v0.10"` key and no `"v0.9"` key, or the reverse) sets {@link protocolVersion}.
   */
  get clientCapabilities(): unknown {
    return this.#capabilities;
  }

  set clientCapabilities(capabilities: unknown) {
    this.#capabilities = capabilities;
    this.protocolVersion = protocolOfCapabilities(capabilities) ?? this.protocolVersion;
  }

  /** True when the renderer speaks A2UI v1.0 (wire version "v0.10"). */
  get isV1(): boolean {
    return this.protocolVersion === V1_VERSION;
  }

  /** Sequence number of the last message sent. */
  get lastSeq(): number {
    return this.#seq;
  }

  /** True when at least one streaming connection is attached. */
  get attached(): boolean {
    return this.#sinks.size > 0;
  }

  /** True once closed. */
  get closed(): boolean {
    return this.#closed;
  }

  /**
   * Sends one or more A2UI messages to the renderer, in order. Write them as v0.9 messages: in a
   * v1.0 session each gets `version: "v0.10"`, and a `createSurface` naming the v0.9 basic
   * catalog names the v1.0 one; in a v0.8 session they are written as v0.8 messages
   * (`V08Writer`: what v0.8 cannot express goes to {@link onV08Problem}). So one agent serves
   * all three. Each message is copied as JSON when sent: changing it afterwards changes nothing
   * sent, and one that is not JSON (a `BigInt`, a cycle) throws here, whatever the transport.
   */
  send(messages: ServerMessage | ServerMessage[]): void {
    const list = Array.isArray(messages) ? messages : [messages];
    const wire =
      this.protocolVersion === V08_VERSION
        ? list.flatMap((message) => this.#toV08(message))
        : this.isV1
          ? list.map(toV1Message)
          : list;
    // A pull-based transport serializes the log later, with its reply: without the copy it
    // would send the message as it is then, or fail in the endpoint, far from the agent's code.
    const copies = wire.map((message) => JSON.parse(JSON.stringify(message)) as ServerMessage);
    this.append(copies.map((message) => ({seq: 0, message})));
  }

  #toV08(source: ServerMessage): ServerMessage[] {
    const {messages, issues, losses} = (this.#v08Writer ??= new V08Writer()).write(source);
    const report = (kind: V08Problem['kind']) => (issue: {path: string; message: string}) => {
      const problem = {kind, ...issue, source};
      if (this.onV08Problem) this.onV08Problem(problem);
      else if (
        kind === 'omitted' &&
        !this.#v08Warned.has(issue.message) &&
        this.#v08Warned.size < 100
      ) {
        this.#v08Warned.add(issue.message);
        console.warn(`A2UI v0.8 session ${this.id}: not sent: ${issue.message} (at ${issue.path})`);
      }
    };
    issues.forEach(report('omitted'));
    losses.forEach(report('lost'));
    return messages;
  }

  /**
   * Answers a v1.0 action that wants a response (`action.wantResponse`, `action.actionId`): the
   * client writes `value` at the button's `responsePath`. Throws in a v0.9 session.
   */
  respondToAction(actionId: string, value: unknown): void {
    this.requireV1('respondToAction');
    this.send({actionId, actionResponse: {value: value === undefined ? null : value}});
  }

  /** Answers a v1.0 action that wants a response with an error. Throws in a v0.9 session. */
  respondToActionWithError(actionId: string, code: string, message: string): void {
    this.requireV1('respondToActionWithError');
    this.send({actionId, actionResponse: {error: {code, message}}});
  }

  /**
   * Runs one of the v1.0 client's catalog functions (`formatDate`, `formatCurrency`, …) with
   * literal `args`, in the client's locale and time zone: sends a `callFunction` (a fresh
   * `functionCallId`, `wantResponse: true`, `callableFrom: "remoteOnly"`) and resolves with the
   * `value` of the client's `functionResponse`. Rejects with a {@link FunctionCallError} on the
   * client's `error` for that call, a timeout, or the session closing. Throws in a v0.9 session.
   *
   * Do not await it inside `onConnect` or `onAction`: the answer is only taken in once they have
   * returned (and on a pull-based transport, REST, A2A, AG-UI or MCP, the call itself only
   * leaves with the reply to the current request). Continue with `.then()`; what that
   * continuation sends goes out with the reply to the `functionResponse`.
   */
  callFunction(
    call: string,
    args: Record<string, unknown> = {},
    returnType: FunctionReturnType = 'string',
    options: CallFunctionOptions = {},
  ): Promise<unknown> {
    this.requireV1('callFunction');
    const functionCallId = `call-${++this.#lastCallId}`;
    if (this.#closed) {
      const error = new FunctionCallError('SESSION_CLOSED', 'The session closed', functionCallId);
      return Promise.reject(error);
    }
    const timeoutMs = options.timeoutMs ?? 10_000;
    const result = new Promise<unknown>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        this.#calls.delete(functionCallId);
      };
      const timer = setTimeout(() => {
        settle();
        const problem = `The client did not answer ${call} within ${timeoutMs} ms`;
        reject(new FunctionCallError('TIMEOUT', problem, functionCallId));
      }, timeoutMs);
      timer.unref?.();
      this.#calls.set(functionCallId, {
        resolve(value) {
          settle();
          resolve(value);
        },
        reject(error) {
          settle();
          reject(error);
        },
      });
    });
    const callFunction = {call, args, returnType, callableFrom: 'remoteOnly'};
    this.send({functionCallId, wantResponse: true, callFunction});
    return result;
  }

  /**
   * Settles the `callFunction` a `functionResponse` answers (the host calls this). Returns false
   * when no call of this session waits for it.
   */
  resolveFunctionCall(response: FunctionResponseBody): boolean {
    const pending = this.#calls.get(response.functionCallId);
    pending?.resolve(response.value);
    return pending !== undefined;
  }

  /**
   * Rejects the `callFunction` a client `error` names by its `functionCallId` (the host calls
   * this). Returns false when the error names no waiting call.
   */
  rejectFunctionCall(error: ErrorBody): boolean {
    const id = error['functionCallId'];
    const pending = typeof id === 'string' ? this.#calls.get(id) : undefined;
    pending?.reject(new FunctionCallError(error.code, error.message, id as string));
    return pending !== undefined;
  }

  private requireV1(method: string): void {
    if (this.isV1) return;
    throw new Error(
      `${method} needs an A2UI v1.0 (v0.10) client; session ${this.id} speaks ${this.protocolVersion}`,
    );
  }

  /**
   * Runs `handle` for the renderer message named `key` (its idempotency key) once. A retry of it
   * (same key: the renderer lost the reply to its first attempt) does not run `handle` again but
   * gets the first attempt's outcome, its reply, waiting for it while it still runs. The session
   * remembers the last `maxHandledKeys` keys (default 256). Without a key, `handle` always runs.
   * The endpoints call this; `hasHandled(key)` tells a retry from a first attempt.
   */
  handleOnce<T>(key: string | undefined, handle: () => Promise<T>): Promise<T> {
    if (key === undefined || key === '') return handle();
    const known = this.#handled.get(key);
    if (known) return known as Promise<T>;
    const outcome = handle();
    this.#handled.set(key, outcome);
    outcome.catch((error: unknown) => {
      // A failure is kept for retries; a refusal (429: too busy) was no handling, so a retry
      // is handled then.
      if (error instanceof HttpError && error.status === 429) this.#handled.delete(key);
    });
    if (this.#handled.size > this.maxHandledKeys) {
      this.#handled.delete(this.#handled.keys().next().value!);
    }
    return outcome;
  }

  /** True when a renderer message with this idempotency key was handled (or is running). */
  hasHandled(key: string | undefined): boolean {
    return key !== undefined && this.#handled.has(key);
  }

  /**
   * Sends a frame as-is, without JSON encoding. Only for testing how renderers cope with a
   * malformed frame; streaming transports deliver it verbatim, JSON replies skip it.
   */
  sendRawFrame(text: string): void {
    this.append([{seq: 0, raw: text}]);
  }

  private append(entries: LogEntry[]): void {
    if (this.#closed || entries.length === 0) return;
    for (const entry of entries) {
      entry.seq = ++this.#seq;
      this.#log.push(entry);
    }
    if (this.#log.length > this.maxLog) this.#log.splice(0, this.#log.length - this.maxLog);
    for (const sink of this.#sinks) sink(entries);
  }

  /** Log entries after `seq`, oldest first. */
  entriesAfter(seq: number): LogEntry[] {
    return this.#log.filter((entry) => entry.seq > seq);
  }

  /**
   * Messages (no raw frames) not yet pulled; marks them pulled. A session no stream ever
   * attached to (REST, A2A, AG-UI, MCP) forgets them then: only a stream replays the log, and a
   * retried request gets its reply from {@link handleOnce}, so keeping them would only make every
   * such session hold its last `maxLog` messages for good.
   */
  pull(): ServerMessage[] {
    const entries = this.entriesAfter(this.pulledSeq);
    this.pulledSeq = this.#seq;
    this.lastSeen = Date.now();
    if (!this.#streamed) this.#log.length = 0;
    return entries.flatMap((entry) => (entry.message ? [entry.message] : []));
  }

  /**
   * Attaches a streaming connection: replays entries after `afterSeq`, then forwards new ones.
   * Returns the function that detaches it. `resumable` false: the sink never asks for a replay
   * (a notification that messages wait), so the log need not be kept for it.
   */
  attach(sink: SessionSink, afterSeq = 0, resumable = true): () => void {
    this.lastSeen = Date.now();
    if (resumable) this.#streamed = true;
    const missed = this.entriesAfter(afterSeq);
    if (missed.length > 0) sink(missed);
    this.#sinks.add(sink);
    return () => {
      this.#sinks.delete(sink);
      this.lastSeen = Date.now();
    };
  }

  /**
   * Runs `callback` when the session closes (timers, subscriptions of the agent). Returns the
   * function that removes it, for what ends before the session does (a connection).
   */
  onClose(callback: () => void): () => void {
    const once = () => callback();
    this.#onClose.add(once);
    return () => this.#onClose.delete(once);
  }

  /** Ends the session: no more messages, streaming connections detach. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#sinks.clear();
    for (const [id, pending] of this.#calls) {
      pending.reject(new FunctionCallError('SESSION_CLOSED', 'The session closed', id));
    }
    for (const callback of this.#onClose) callback();
  }
}
