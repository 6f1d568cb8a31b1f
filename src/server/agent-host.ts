import {randomUUID} from 'node:crypto';
import {fromV08ClientMessage} from '../adapters/v0_8/writer.js';
import {HttpError} from './http-utils.js';
import {V08_VERSION, V1_VERSION} from './protocol-version.js';
import {AgentSession, type V08Problem} from './session.js';
import type {
  ActionBody,
  ClientMetadata,
  ErrorBody,
  FunctionResponseBody,
  TransportName,
} from './types.js';

/** What an agent implements: the toolkit calls these, whatever the transport. */
export interface AgentHandlers {
  /** A renderer connected: typically create surfaces with `session.send(...)`. */
  onConnect?(session: AgentSession): void | Promise<void>;
  /** The user acted; `metadata` holds the capabilities and the synced data model. */
  onAction?(
    session: AgentSession,
    action: ActionBody,
    metadata: ClientMetadata,
  ): void | Promise<void>;
  /**
   * The renderer reported an error (validation failure, unknown component, …). A v1.0 client's
   * error about a `callFunction` the session waits for rejects that call instead.
   */
  onError?(session: AgentSession, error: ErrorBody, metadata: ClientMetadata): void | Promise<void>;
  /** The session ended (closed or expired). */
  onDisconnect?(session: AgentSession): void;
  /**
   * `send` could not write something for a v0.8 renderer as the agent wrote it (see
   * `V08Problem`). Without this handler each distinct omission is logged once.
   */
  onV08Problem?(session: AgentSession, problem: V08Problem): void;
  /**
   * One of the agent's own handlers threw or rejected (`handler` names it). Without this handler
   * the failure is logged with `console.error`. Either way the toolkit goes on: the session stays
   * open, the request that carried the message is answered with an error, and a failing
   * `onConnect` or `onDisconnect` never brings the process down.
   */
  onHandlerError?(session: AgentSession, error: unknown, handler: AgentHandlerName): void;
}

/** The agent handlers whose failures {@link AgentHandlers.onHandlerError} hears of. */
export type AgentHandlerName = 'onConnect' | 'onAction' | 'onError' | 'onDisconnect';

/** Options of {@link A2uiAgentHost}. */
export interface AgentHostOptions {
  /** A session with no attached stream and no request for this long is closed (default 10 min). */
  sessionTtlMs?: number;
  /**
   * Most sessions kept open at once (default 10,000): opening one more closes the session heard
   * from least recently among those with no stream attached, so a client that opens sessions
   * in a loop cannot exhaust the agent's memory.
   */
  maxSessions?: number;
  /**
   * How long an `onAction` or `onError` may run (default 60 s). One that has not settled by then
   * is reported to `onHandlerError` as a {@link HandlerTimeoutError}, the request that carried
   * the message is answered with that error, and the session's next message gets its turn.
   */
  handlerTimeoutMs?: number;
  /**
   * Most messages of one session waiting for their turn at `onAction` / `onError` (default 100):
   * one more is refused with a {@link TooManyMessagesError} (HTTP 429) and not handed over, so a
   * client flooding a slow agent cannot queue without end.
   */
  maxWaitingMessages?: number;
}

/** A session already has `maxWaitingMessages` messages waiting for the agent. */
export class TooManyMessagesError extends HttpError {
  constructor(
    /** How many messages were already waiting. */
    readonly waiting: number,
  ) {
    super(429, `Too many messages waiting for the agent (${waiting})`);
    this.name = 'TooManyMessagesError';
  }
}

/**
 * A message whose turn came after its session closed (the agent closed it while handling the one
 * before): not handed to the agent. Each endpoint refuses it as it refuses a message for an
 * unknown session (HTTP 404), so that the client sends it again in its next session.
 */
export class SessionClosedError extends HttpError {
  constructor() {
    super(404, 'Unknown session');
    this.name = 'SessionClosedError';
  }
}

/**
 * What a request whose handler failed is answered with: it names the handler, never the
 * agent's own error (`cause`), whose message may hold details a client must not see.
 */
export class AgentHandlerError extends Error {
  constructor(
    /** The handler that failed (`onAction`, ...). */
    readonly handler: AgentHandlerName,
    cause: unknown,
  ) {
    super(`The agent's ${handler} failed`, {cause});
    this.name = 'AgentHandlerError';
  }
}

/** An agent handler that did not settle within `handlerTimeoutMs`. */
export class HandlerTimeoutError extends Error {
  constructor(
    /** The handler that did not settle in time (`onAction`, ...). */
    readonly handler: AgentHandlerName,
    /** The limit it exceeded, in milliseconds. */
    readonly timeoutMs: number,
  ) {
    super(`${handler} did not settle within ${timeoutMs} ms`);
    this.name = 'HandlerTimeoutError';
  }
}

/**
 * A renderer-to-agent message, parsed: an `action`, an `error`, or a v1.0 client's
 * `functionResponse`, with the `version` it carried, if any.
 */
export type RendererMessage = {version?: string} & (
  {action: ActionBody} | {error: ErrorBody} | {functionResponse: FunctionResponseBody}
);

/**
 * The agent-facing core of the toolkit: sessions keyed by id, shared by every transport
 * endpoint. It outlives the HTTP server, so a server restarted with the same host resumes its
 * sessions (as a persistent store would).
 */
export class A2uiAgentHost {
  /** The open sessions, by session id. */
  readonly sessions = new Map<string, AgentSession>();
  readonly #ready = new WeakMap<AgentSession, Promise<void>>();
  /** The end of each session's queue of handler runs (see {@link receive}). */
  readonly #turns = new WeakMap<AgentSession, Promise<void>>();
  /** How many of each session's messages are waiting for, or in, their turn. */
  readonly #waiting = new WeakMap<AgentSession, number>();
  /** The session each connection request's idempotency key opened, oldest first. */
  readonly #openedBy = new Map<string, string>();
  readonly #sweeper: ReturnType<typeof setInterval>;

  constructor(
    /** The agent's callbacks (`onConnect`, `onAction`, ...). */
    readonly handlers: AgentHandlers,
    private readonly options: AgentHostOptions = {},
  ) {
    this.#sweeper = setInterval(() => this.sweep(), 30_000);
    this.#sweeper.unref?.();
  }

  /** The session with this id, if it is still open. */
  get(id: string | undefined): AgentSession | undefined {
    return id === undefined ? undefined : this.sessions.get(id);
  }

  /** Opens a new session (running `onConnect`); the id is generated unless given. */
  open(transport: TransportName, id: string = randomUUID()): AgentSession {
    this.#makeRoom();
    const session = new AgentSession(id, transport);
    const {onV08Problem} = this.handlers;
    if (onV08Problem)
      session.onV08Problem = (problem) => onV08Problem.call(this.handlers, session, problem);
    this.sessions.set(id, session);
    session.onClose(() => {
      if (this.sessions.get(id) === session) this.sessions.delete(id);
      try {
        this.handlers.onDisconnect?.(session);
      } catch (error) {
        this.reportHandlerError(session, error, 'onDisconnect');
      }
    });
    // Reported here: on a streaming transport nobody else awaits it (an unhandled rejection
    // would end the process); `ready()` still rejects for the endpoints that answer with it.
    const ready = Promise.resolve()
      .then(() => this.handlers.onConnect?.(session))
      .then(
        () => undefined,
        (error: unknown) => {
          this.reportHandlerError(session, error, 'onConnect');
          throw new AgentHandlerError('onConnect', error);
        },
      );
    ready.catch(() => undefined);
    this.#ready.set(session, ready);
    return session;
  }

  /** Closes the least recently heard-from unattached session while the host is full. */
  #makeRoom(): void {
    const max = this.options.maxSessions ?? 10_000;
    if (this.sessions.size < max) return;
    let oldest: AgentSession | undefined;
    for (const session of this.sessions.values()) {
      if (!session.attached && (!oldest || session.lastSeen < oldest.lastSeen)) oldest = session;
    }
    oldest?.close();
  }

  /**
   * Tells the agent one of its handlers failed ({@link AgentHandlers.onHandlerError}, else
   * `console.error`). The endpoints call it; it never throws.
   */
  reportHandlerError(session: AgentSession, error: unknown, handler: AgentHandlerName): void {
    try {
      if (this.handlers.onHandlerError) {
        this.handlers.onHandlerError(session, error, handler);
        return;
      }
    } catch {
      // a failing failure handler falls back to the log
    }
    console.error(`A2UI session ${session.id}: ${handler} failed:`, error);
  }

  /**
   * The session a connection request with this idempotency key opened, while it is open, or
   * else a new one ({@link open}) remembered under the key (the last 1024 keys): a client that
   * lost the reply to its connection request and sends it again gets the same session, and
   * `onConnect` runs once. Without a key, always a new session.
   */
  openOnce(key: string | undefined, transport: TransportName): AgentSession {
    const known = key === undefined ? undefined : this.get(this.#openedBy.get(key));
    if (known) return known;
    const session = this.open(transport);
    if (key === undefined) return session;
    this.#openedBy.set(key, session.id);
    if (this.#openedBy.size > 1024) this.#openedBy.delete(this.#openedBy.keys().next().value!);
    return session;
  }

  /** Resolves once the session's `onConnect` finished (rejects with an `AgentHandlerError` if it threw). */
  ready(session: AgentSession): Promise<void> {
    return this.#ready.get(session) ?? Promise.resolve();
  }

  /**
   * Hands a renderer message to the agent, after recording the metadata it carries (and the
   * protocol version it reveals). A `functionResponse`, or an error naming a waiting
   * `callFunction`, settles that call; the agent's continuation then gets a turn, so what it
   * sends goes with the reply to this message on a pull-based transport. The `onAction` and
   * `onError` runs of one session take turns, in the order the messages arrived: the next one
   * starts once the previous one settled (or timed out, see `handlerTimeoutMs`). One whose turn
   * comes after the session closed rejects with a {@link SessionClosedError}, unhandled.
   */
  async receive(session: AgentSession, message: RendererMessage, metadata: ClientMetadata = {}) {
    session.lastSeen = Date.now();
    if (metadata.a2uiClientCapabilities !== undefined) {
      session.clientCapabilities = metadata.a2uiClientCapabilities;
    }
    if (message.version === V1_VERSION || message.version === V08_VERSION) {
      session.protocolVersion = message.version;
    }
    if (metadata.a2uiClientDataModel !== undefined) {
      session.clientDataModel = metadata.a2uiClientDataModel;
    }
    await this.ready(session).catch(() => undefined);
    if ('functionResponse' in message) {
      if (session.resolveFunctionCall(message.functionResponse)) await nextTurn();
    } else if ('action' in message) {
      await this.#run(session, 'onAction', () =>
        this.handlers.onAction?.(session, message.action, metadata),
      );
    } else if (session.rejectFunctionCall(message.error)) {
      await nextTurn();
    } else {
      await this.#run(session, 'onError', () =>
        this.handlers.onError?.(session, message.error, metadata),
      );
    }
  }

  /** Runs one of the agent's handlers in the session's turn; a failure is reported, then rethrown. */
  #run(session: AgentSession, handler: AgentHandlerName, run: () => unknown): Promise<void> {
    const waiting = this.#waiting.get(session) ?? 0;
    if (waiting >= (this.options.maxWaitingMessages ?? 100)) {
      return Promise.reject(new TooManyMessagesError(waiting));
    }
    this.#waiting.set(session, waiting + 1);
    const previous = this.#turns.get(session);
    const turn = previous
      ? previous.then(() => this.#settle(session, handler, run))
      : this.#settle(session, handler, run);
    const done = () => this.#waiting.set(session, (this.#waiting.get(session) ?? 1) - 1);
    turn.then(done, done);
    this.#turns.set(
      session,
      turn.catch(() => undefined),
    );
    return turn;
  }

  async #settle(session: AgentSession, handler: AgentHandlerName, run: () => unknown) {
    if (session.closed) throw new SessionClosedError();
    const timeoutMs = this.options.handlerTimeoutMs ?? 60_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HandlerTimeoutError(handler, timeoutMs)), timeoutMs);
      timer.unref?.();
    });
    try {
      await Promise.race([run(), timeout]);
    } catch (error) {
      this.reportHandlerError(session, error, handler);
      throw error instanceof HandlerTimeoutError ? error : new AgentHandlerError(handler, error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes every session and stops the expiry timer. */
  closeAll(): void {
    clearInterval(this.#sweeper);
    for (const session of [...this.sessions.values()]) session.close();
  }

  private sweep(): void {
    const ttl = this.options.sessionTtlMs ?? 600_000;
    const now = Date.now();
    for (const session of [...this.sessions.values()]) {
      if (!session.attached && now - session.lastSeen > ttl) session.close();
    }
  }
}

/** Lets pending promise continuations (an agent's `callFunction().then(…)`) run. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Parses a renderer message in any of the accepted shapes: `{message, metadata}`, an A2UI
 * message `{version, action}` / `{version, error}` / v1.0 `{version, functionResponse}`, a v0.8
 * `{userAction}` / `{error}` (as a v0.9 action or error with `version: 'v0.8'`), a bare action
 * body, or an older `{a2uiEvent}`. Returns undefined when the value is none of them.
 */
export function parseIncoming(
  value: unknown,
): {message: RendererMessage; metadata: ClientMetadata} | undefined {
  if (!isObject(value)) return undefined;
  const metadata = isObject(value.metadata) ? (value.metadata as ClientMetadata) : {};
  const inner = isObject(value.message) ? value.message : value;
  const version = typeof inner.version === 'string' ? {version: inner.version} : {};
  const action = completeAction(inner.action);
  if (isActionBody(action)) return {message: {...version, action}, metadata};
  if (isErrorBody(inner.error)) return {message: {...version, error: inner.error}, metadata};
  if (isFunctionResponseBody(inner.functionResponse)) {
    return {message: {...version, functionResponse: inner.functionResponse}, metadata};
  }
  const v08 = inner.version === undefined ? fromV08ClientMessage(inner) : undefined;
  const v08Action = completeAction(v08?.['action']);
  if (isActionBody(v08Action)) {
    return {message: {version: V08_VERSION, action: v08Action}, metadata};
  }
  if (v08 && isObject(v08['error'])) {
    return {message: {version: V08_VERSION, error: v08ErrorBody(v08['error'])}, metadata};
  }
  const bare = completeAction(inner);
  if (isActionBody(bare)) return {message: {action: bare}, metadata};
  const event = legacyEvent(inner.a2uiEvent);
  if (event) return {message: {action: event}, metadata};
  return undefined;
}

/**
 * An action body with the `context` (`{}`) and `timestamp` (now) a lenient client left out, so
 * that `onAction` gets every field its type promises; anything else as it is.
 */
function completeAction(value: unknown): unknown {
  if (!isObject(value)) return value;
  return {
    ...value,
    timestamp: value.timestamp ?? new Date().toISOString(),
    context: value.context ?? {},
  };
}

/** A v0.8 client's `error` body, whose content is free: as an error body with a code. */
function v08ErrorBody(error: Record<string, unknown>): ErrorBody {
  if (isErrorBody(error)) return error;
  const message = typeof error.message === 'string' ? error.message : JSON.stringify(error);
  return {...error, code: 'CLIENT_ERROR', message} as ErrorBody;
}

/**
 * The `a2uiEvent` shape older A2A clients (genui) send, `{actionName, sourceComponentId,
 * timestamp, resolvedContext, surfaceId?}`, as a v0.9 action body.
 */
function legacyEvent(value: unknown): ActionBody | undefined {
  if (!isObject(value) || typeof value.actionName !== 'string') return undefined;
  return {
    name: value.actionName,
    surfaceId: typeof value.surfaceId === 'string' ? value.surfaceId : '',
    sourceComponentId: typeof value.sourceComponentId === 'string' ? value.sourceComponentId : '',
    timestamp: typeof value.timestamp === 'string' ? value.timestamp : new Date().toISOString(),
    context: isObject(value.resolvedContext) ? value.resolvedContext : {},
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Query parameter a streaming client may carry `a2uiClientCapabilities` (JSON) in. */
export const CAPABILITIES_PARAM = 'a2uiClientCapabilities';

/** The capabilities a connection URL carries, or undefined (absent or not JSON). */
export function capabilitiesFromUrl(url: URL): unknown {
  const text = url.searchParams.get(CAPABILITIES_PARAM);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * True for an action body (name, surfaceId, sourceComponentId, timestamp strings; context
 * object); a v1.0 one keeps its `wantResponse` (a boolean) and `actionId` (a string).
 */
export function isActionBody(value: unknown): value is ActionBody {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    typeof value.surfaceId === 'string' &&
    typeof value.sourceComponentId === 'string' &&
    typeof value.timestamp === 'string' &&
    isObject(value.context) &&
    (value.wantResponse === undefined || typeof value.wantResponse === 'boolean') &&
    (value.actionId === undefined || typeof value.actionId === 'string')
  );
}

/** True for an error body (code, message strings; a v1.0 one may name a `functionCallId`). */
export function isErrorBody(value: unknown): value is ErrorBody {
  return isObject(value) && typeof value.code === 'string' && typeof value.message === 'string';
}

/** True for a v1.0 `functionResponse` body (functionCallId and call strings, a value). */
export function isFunctionResponseBody(value: unknown): value is FunctionResponseBody {
  return (
    isObject(value) &&
    typeof value.functionCallId === 'string' &&
    typeof value.call === 'string' &&
    'value' in value
  );
}
