import {BaseTransport} from './base-transport.js';
import {withHeaders, type HeadersOption} from './credentials.js';
import {randomId, timeoutSignal} from './backoff.js';
import {agentUrl, joinUrl, messagesOf} from './frames.js';
import {
  TransportError,
  httpError,
  isDenial,
  isTransient,
  toTransportError,
  transientError,
} from './transport-error.js';
import type {
  ClientMetadata,
  ClientMetadataSource,
  OutgoingMessage,
  ReconnectOptions,
  WireProtocol,
} from './types.js';

/** The header carrying the REST session id both ways. */
export const SESSION_HEADER = 'x-a2ui-session';

/**
 * Tells the agent at `url` that session `sessionId` is over: `POST <url>/disconnect` (served for
 * REST and SSE sessions alike), best effort; keepalive lets it go out while the page unloads.
 */
export function endSession(fetchImpl: typeof fetch, url: string, sessionId: string): void {
  try {
    void fetchImpl(agentUrl(joinUrl(url, 'disconnect')), {
      method: 'POST',
      headers: {[SESSION_HEADER]: sessionId},
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Not a URL: no session was opened there.
  }
}

/** The request header naming a message the same on every attempt (`POST /action`). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Options of {@link RestTransport}. */
export interface RestTransportOptions extends ReconnectOptions {
  /** Base URL; `POST /connect` and `POST /action` are appended. */
  url: string;
  /** Where each message's capabilities and data model come from (a `MessageProcessor`). */
  metadata?: ClientMetadataSource;
  /** The A2UI version spoken when it is not v0.9 (a `ProtocolAdapter` fits): see `WireProtocol`. */
  protocol?: WireProtocol;
  /** Call `POST /connect` on connect to receive the initial messages (default true). */
  connect?: boolean;
  /**
   * Extra request headers (authentication, …), or a function giving them, asked before every
   * request and once more when the agent refuses the credentials (401, 403).
   */
  headers?: HeadersOption;
  /**
   * The `fetch` that sends every request (default: the global one); e.g. for an agent on another
   * origin that keeps its session in a cookie: `(url, init) => fetch(url, {...init, credentials:
   * 'include'})`.
   */
  fetch?: typeof fetch;
  /** Asks `POST /poll` for messages the agent pushed, every this many ms (default 0: never). */
  pollInterval?: number;
  /**
   * A request with no complete reply after this many ms is given up and retried (default 60000;
   * 0: never). A retry of an action still being handled waits for that handling: none is doubled.
   */
  requestTimeout?: number;
}

/**
 * REST: `POST /connect` (optional) returns the initial messages, `POST /action` sends
 * `{message, metadata}` and returns the agent's reply as an array of A2UI messages. No
 * streaming: messages the agent produced in between arrive with the next reply. The session id
 * travels in the `X-A2UI-Session` header. A failed request is retried with backoff, in order,
 * with the same `Idempotency-Key`, so the agent handles a message whose reply was lost once.
 */
export class RestTransport extends BaseTransport {
  /** The agent-assigned session id. */
  sessionId: string | undefined;
  readonly #options: RestTransportOptions;
  #poller: ReturnType<typeof setInterval> | undefined;
  #chain: Promise<unknown> = Promise.resolve();
  /** A poll is waiting for its turn or its reply. */
  #polling = false;
  /** The idempotency key of a poll that got no reply (the next poll repeats it). */
  #pollKey: string | undefined;

  constructor(options: RestTransportOptions) {
    super(options);
    this.#options = options;
  }

  async connect(): Promise<void> {
    if (this.status !== 'closed') return;
    this.closedForGood = false;
    this.resetBackoff();
    this.setStatus('connecting');
    if (this.#options.connect === false) {
      this.setStatus('open');
      this.startPolling(); // from the session the first action opens
      return;
    }
    // One key for every attempt: an attempt whose reply was lost opened a session, which a
    // retry gets (with its initial messages) instead of opening another.
    const once = {[IDEMPOTENCY_KEY_HEADER]: randomId()};
    // Aborted by close(), even when connect() came right after it (clearing the closed flag).
    const stop = this.stopping;
    const closed = () => new TransportError('closed', 'Closed while connecting');
    for (;;) {
      try {
        const messages = await this.post('connect', {metadata: this.readMetadata()}, once);
        if (stop.aborted) throw closed();
        this.resetBackoff();
        this.setStatus('open');
        this.deliver(messages);
        this.startPolling();
        return;
      } catch (error) {
        if (stop.aborted) throw closed();
        const failure = toTransportError('network', error);
        if (failure.kind !== 'network') {
          this.close();
          throw failure;
        }
        // Given up (which closes too): rejects with what it reported, as the other connectors do.
        const next = await this.backoff(failure, this.#options);
        if (next instanceof TransportError) throw next;
        if (next === 'closed' || stop.aborted) throw closed();
      }
    }
  }

  override close(): void {
    const sessionId = this.sessionId;
    clearInterval(this.#poller);
    super.close();
    if (sessionId) endSession(this.fetchImpl, this.#options.url, sessionId);
  }

  /** `fetch` with the `headers` option. */
  private get fetchImpl(): typeof fetch {
    const fetchImpl = this.#options.fetch ?? globalThis.fetch.bind(globalThis);
    return withHeaders(fetchImpl, this.#options.headers);
  }

  private readMetadata(): ClientMetadata {
    const caps = this.metadata?.clientCapabilities();
    return caps ? {a2uiClientCapabilities: caps} : {};
  }

  private startPolling(): void {
    const interval = this.#options.pollInterval ?? 0;
    if (interval <= 0) return;
    this.#poller = setInterval(() => {
      // One poll at a time: a slow agent does not get a queue of them, nor one after a refusal.
      if (this.status !== 'open' || this.pending > 0 || !this.sessionId || this.#polling) return;
      this.#polling = true;
      void this.serially(() => (this.closedForGood ? Promise.resolve() : this.poll()))
        .catch((error: unknown) => {
          const failure = toTransportError('network', error);
          this.report(failure);
          // Refused credentials do not get better by polling again: stop, once.
          if (failure.kind === 'http' && isDenial(failure.code)) this.close();
        })
        .finally(() => (this.#polling = false));
    }, interval);
  }

  /**
   * Asks `POST /poll` for what the agent pushed. A poll whose reply was lost took those messages
   * on the agent: the next poll carries the same idempotency key, and gets them again.
   */
  private async poll(): Promise<void> {
    const key = (this.#pollKey ??= randomId());
    // A poll finding the session lost opens a new one, whose initial messages it delivers.
    const messages = await this.renewing(() =>
      this.sessionId ? this.post('poll', {}, {[IDEMPOTENCY_KEY_HEADER]: key}) : [],
    );
    this.#pollKey = undefined;
    this.deliver(messages);
  }

  /**
   * Runs `request`; when the agent no longer knows the session (404: it restarted), reports it,
   * opens a new session (delivering its initial messages) and runs `request` again.
   */
  private async renewing(request: () => Promise<unknown[]> | unknown[]): Promise<unknown[]> {
    try {
      return await request();
    } catch (error) {
      if (!(error instanceof TransportError && error.code === 404 && this.sessionId)) throw error;
      this.report(new TransportError('session-lost', 'The agent no longer knows this session'));
      this.sessionId = undefined;
      if (this.#options.connect !== false) {
        this.deliver(await this.post('connect', {metadata: this.readMetadata()}));
      }
      return request();
    }
  }

  /** Runs requests one at a time so polls and actions deliver in the agent's order. */
  private serially<T>(task: () => Promise<T>): Promise<T> {
    const next = this.#chain.then(task, task);
    this.#chain = next.catch(() => undefined);
    return next;
  }

  protected async transmit(
    message: OutgoingMessage,
    metadata: ClientMetadata,
    key: string,
  ): Promise<void> {
    return this.serially(() => this.transmitNow(message, metadata, key));
  }

  private async transmitNow(
    message: OutgoingMessage,
    metadata: ClientMetadata,
    key: string,
  ): Promise<void> {
    // The key lets the agent answer a retry (its reply to an earlier attempt was lost) without
    // handling the message twice.
    const once = {[IDEMPOTENCY_KEY_HEADER]: key};
    const messages = await this.renewing(() => this.post('action', {message, metadata}, once));
    this.resetBackoff();
    this.deliver(messages);
  }

  protected override onTransmitFailure(error: TransportError): void {
    // Shows reconnecting even when it then gives up.
    this.setStatus('reconnecting');
    this.retryDeliveryLater(error, this.#options);
  }

  private async post(
    path: string,
    body: object,
    extra?: Record<string, string>,
  ): Promise<unknown[]> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      ...extra,
    };
    if (this.sessionId) headers[SESSION_HEADER] = this.sessionId;
    let response: Response;
    try {
      response = await this.fetchImpl(agentUrl(joinUrl(this.#options.url, path)), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: timeoutSignal(this.#options.requestTimeout),
      });
    } catch (cause) {
      throw toTransportError('network', cause);
    }
    if (!response.ok) {
      // A 502-504 (the agent restarting behind a proxy), 408 or 429 may pass: retried as a
      // network failure. A 500 is the agent's answer (its handler failed).
      if (isTransient(response.status)) throw transientError(`POST /${path}`, response);
      throw httpError(`POST /${path}`, response.status);
    }
    this.sessionId = response.headers.get(SESSION_HEADER) ?? this.sessionId;
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw toTransportError('network', cause); // dropped or timed out while reading the reply
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (cause) {
      // A page served for any path (a wrong URL) is not an agent: refused, as SSE refuses it.
      if (path === 'connect') {
        const type = response.headers.get('content-type');
        throw httpError(`POST /connect (${type}, not JSON)`, response.status);
      }
      this.report(
        new TransportError('malformed-frame', 'The reply is not JSON', {frame: text, cause}),
      );
      return [];
    }
    try {
      return messagesOf(value, text);
    } catch (error) {
      this.report(toTransportError('malformed-frame', error));
      return [];
    }
  }
}
