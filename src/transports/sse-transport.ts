import {EventSourceParserStream} from 'eventsource-parser/stream';
import {BaseTransport} from './base-transport.js';
import {withHeaders, type HeadersOption} from './credentials.js';
import {randomId, retryDelay, sleep, timeoutSignal} from './backoff.js';
import {agentUrl, joinUrl, parseFrame, setCapabilitiesParam} from './frames.js';
import {outgoingBody, outgoingKind} from './metadata.js';
import {endSession} from './rest-transport.js';
import {STABLE_CONNECTION_MS, answeringWithin, failingWhenSilent} from './silence.js';
import {
  TransportError,
  gaveUp,
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

/** Options of {@link SseTransport}. */
export interface SseTransportOptions extends ReconnectOptions {
  /** Base URL of the agent; `/sse` and `/rpc` are appended unless given below. */
  url: string;
  /** Path of the event stream, appended to `url` (default `sse`). */
  ssePath?: string;
  /** Path of the JSON-RPC endpoint, appended to `url` (default `rpc`). */
  rpcPath?: string;
  /** Where each message's capabilities and data model come from (a `MessageProcessor`). */
  metadata?: ClientMetadataSource;
  /** The A2UI version spoken when it is not v0.9 (a `ProtocolAdapter` fits): see `WireProtocol`. */
  protocol?: WireProtocol;
  /**
   * Extra request headers (authentication, …), or a function giving them, asked before every
   * request: when the agent refuses the credentials (401, 403), it is asked once more before the
   * transport gives up.
   */
  headers?: HeadersOption;
  /**
   * The `fetch` that sends every request (default: the global one); e.g. for an agent on another
   * origin that keeps its session in a cookie: `(url, init) => fetch(url, {...init, credentials:
   * 'include'})`.
   */
  fetch?: typeof fetch;
  /**
   * A stream that brings nothing, not even a keep-alive comment, for this many ms is taken for
   * dead (a proxy or network that dropped it silently) and reopened (default 45000: three of the
   * toolkit's 15 s keep-alives; 0: never); so is a `GET /sse` whose reply does not start within it.
   */
  idleTimeout?: number;
  /**
   * A `POST /rpc` with no reply after this many ms is reported ("POST /rpc got no reply within
   * 3000 ms") and sent again after a backoff, the stream staying open (default 60000; 0: never).
   * The agent handles the retried request once.
   */
  requestTimeout?: number;
}

/**
 * SSE + JSON-RPC: agent messages stream from `GET /sse` (`id:` sequence numbers; the first
 * event carries the `connectionId`), actions and errors go to `POST /rpc` as `a2ui.action` /
 * `a2ui.error` (another protocol version's message as `a2ui.<its kind>`, e.g. a v0.8
 * `a2ui.userAction` with `params.userAction`). After a drop it reconnects with backoff and
 * resumes from `Last-Event-ID`, so no message is lost or repeated. A failed `POST /rpc` is sent
 * again with the same request id, which the agent handles once.
 */
export class SseTransport extends BaseTransport {
  /** The connection id the agent assigned (kept across reconnects). */
  connectionId: string | undefined;
  /**
   * The id of the last event received, as the agent wrote it (the toolkit's are sequence numbers;
   * any string is kept): sent back as is in `Last-Event-ID` when the stream reopens.
   */
  lastEventId: string | undefined;
  readonly #options: SseTransportOptions;
  #abort: AbortController | undefined;
  #opened: {resolve(): void; reject(e: TransportError): void} | undefined;
  #reconnectNow: (() => void) | undefined;
  /** The idempotency key of the request opening a session (until its connection id is known). */
  #openKey: string | undefined;
  /** The least wait before reconnecting the stream sets (its `retry:` field), in ms. */
  #reconnectTime = 0;
  /** The wait the last failed request asked for (`Retry-After`), before the next reconnect. */
  #retryAfter: number | undefined;
  /** When the current stream opened (its connection event came), if it did. */
  #openedAt: number | undefined;

  constructor(options: SseTransportOptions) {
    super(options);
    this.#options = options;
  }

  connect(): Promise<void> {
    if (this.status !== 'closed') return Promise.resolve();
    this.closedForGood = false;
    this.#openKey = undefined;
    // close() ended the session on the agent: this opens a new one.
    this.connectionId = this.lastEventId = undefined;
    this.setStatus('connecting');
    const opened = new Promise<void>((resolve, reject) => (this.#opened = {resolve, reject}));
    void this.run();
    return opened;
  }

  override close(): void {
    const connectionId = this.connectionId;
    super.close();
    this.#abort?.abort();
    this.#reconnectNow?.(); // ends the backoff wait, whose timer would keep Node running
    this.#opened?.reject(new TransportError('closed', 'Closed before the connection opened'));
    this.#opened = undefined;
    if (connectionId) this.endSession(connectionId);
  }

  /**
   * Ends the session on the agent, best effort (`keepalive` lets it go out while the page
   * unloads): `a2ui.disconnect` on the JSON-RPC endpoint, wherever `rpcPath` puts it; an agent
   * that does not know that method (an older toolkit) gets `POST <url>/disconnect` instead.
   */
  private endSession(connectionId: string): void {
    const fetchImpl = this.fetchImpl;
    const body = {jsonrpc: '2.0', id: 1, method: 'a2ui.disconnect', params: {connectionId}};
    void (async () => {
      const response = await fetchImpl(this.rpcUrl(), {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(body),
        keepalive: true,
      });
      const reply = (await response.json()) as {error?: {code?: unknown}} | null;
      if (reply?.error?.code === -32601) endSession(fetchImpl, this.#options.url, connectionId);
    })().catch(() => undefined);
  }

  /** The JSON-RPC endpoint (`<url>/rpc`, or `rpcPath`). */
  private rpcUrl(): URL {
    return agentUrl(joinUrl(this.#options.url, this.#options.rpcPath ?? 'rpc'));
  }

  private get fetchImpl(): typeof fetch {
    const fetchImpl = this.#options.fetch ?? globalThis.fetch.bind(globalThis);
    return withHeaders(fetchImpl, this.#options.headers);
  }

  private async run(): Promise<void> {
    // Aborted by close(): this loop stops even when connect() starts the next one before it
    // noticed (the closed flag is cleared again by then).
    const stop = this.stopping;
    let attempt = 0;
    while (!stop.aborted) {
      let unusable: TransportError | undefined;
      // The failure of this attempt, and whether it is reported already.
      let failure: TransportError | undefined;
      let reported = false;
      this.#openedAt = undefined;
      await this.stream().catch((cause: unknown) => {
        const error = (failure = toTransportError('network', cause));
        // The stream cut because a message failed (onTransmitFailure reported that failure).
        if ((reported = cause === this.#abort?.signal.reason)) return;
        this.#retryAfter ??= error.retryAfter;
        // Before the first open, a refusal (401, 403, 404…) is the agent's answer, as for the
        // other transports: no retry. Later, one may come from a proxy while the agent restarts,
        // but refused credentials (401, 403; a headers function was asked again) will not get
        // better by trying again.
        const code = error.code ?? 0;
        const refused = error.kind === 'http' && !isTransient(code);
        if (error.kind === 'unsupported' || (refused && (this.#opened || isDenial(code)))) {
          unusable = error;
        }
      });
      if (stop.aborted) return;
      // A URL that can never work (not a URL, another scheme) or refused: fail now, no backoff.
      if (unusable) return this.fail(unusable);
      // Only a connection that stayed open a while ends the failures in a row: an agent that
      // crashes soon after each connect is retried with a growing backoff, up to maxAttempts.
      const openedAt = this.#openedAt;
      const lasted = openedAt !== undefined && Date.now() - openedAt >= STABLE_CONNECTION_MS;
      attempt = lasted ? 0 : attempt + 1;
      // Giving up says what the last failure was (not reported on its own then): a stream that
      // ended before the connection opened (the agent lost the session), or soon after, is one too.
      if (attempt >= (this.#options.maxAttempts ?? Infinity)) {
        const when = openedAt === undefined ? 'before' : 'soon after';
        const ended = `GET /sse ended ${when} it opened`;
        return this.fail(gaveUp(attempt, failure ?? new TransportError('network', ended)));
      }
      if (failure && !reported) this.report(failure);
      this.setStatus('reconnecting');
      const abort = new AbortController();
      this.#reconnectNow = () => abort.abort();
      const asked = Math.max(this.#reconnectTime, this.#retryAfter ?? 0);
      this.#retryAfter = undefined;
      await sleep(retryDelay(attempt, this.#options, asked), abort.signal);
      this.#reconnectNow = undefined;
    }
  }

  /** One SSE request; resolves when it ends, rejects on failure. */
  private async stream(): Promise<void> {
    const url = agentUrl(joinUrl(this.#options.url, this.#options.ssePath ?? 'sse'));
    const headers: Record<string, string> = {accept: 'text/event-stream'};
    if (this.connectionId) url.searchParams.set('connectionId', this.connectionId);
    else {
      setCapabilitiesParam(url, this.metadata);
      // The same on every attempt until the connection event comes: an attempt that reached
      // the agent opened a session, which a retry gets instead of opening another.
      url.searchParams.set(OPEN_KEY_PARAM, (this.#openKey ??= randomId()));
    }
    if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
    this.#abort = new AbortController();
    // A stream dropped without being closed brings nothing, not even keep-alives (nor its
    // headers, from a server that accepted the connection and never answers): reopen it.
    const idle = this.#options.idleTimeout ?? 45_000;
    const fetchImpl = answeringWithin(this.fetchImpl, idle);
    const response = await fetchImpl(url, {headers, signal: this.#abort.signal});
    if (response.status === 404 && this.connectionId) {
      // The agent lost the session (e.g. restarted without its store): start afresh.
      this.report(new TransportError('session-lost', 'The agent no longer knows this connection'));
      this.connectionId = undefined;
      this.#openKey = undefined;
      this.lastEventId = undefined;
      return;
    }
    if (isTransient(response.status)) throw transientError('GET /sse', response);
    if (!response.ok || !response.body) {
      throw httpError('GET /sse', response.status);
    }
    // Not an event stream (a page served for any path: a wrong URL): refused, as an EventSource
    // fails the connection for it.
    const type = response.headers.get('content-type');
    if (!type?.startsWith('text/event-stream')) {
      this.#abort.abort();
      throw httpError(`GET /sse (${type}, not text/event-stream)`, response.status);
    }
    let opened = false;
    const abort = this.#abort;
    const reader = failingWhenSilent(response.body, idle, () => abort.abort())
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream({onRetry: (ms) => (this.#reconnectTime = ms)}))
      .getReader();
    for (;;) {
      const {value: event, done} = await reader.read();
      if (done) break;
      if (event.event === 'connection' || (!opened && !event.id)) {
        const id = readConnectionId(event.data);
        if (id) {
          this.connectionId = id;
          opened = true;
          this.#openedAt = Date.now();
          this.setStatus('open');
          this.#opened?.resolve();
          this.#opened = undefined;
          continue;
        }
      }
      this.onEvent(event.id, event.data);
    }
  }

  private onEvent(id: string | undefined, data: string): void {
    if (id !== undefined) {
      // Sequence numbers (the toolkit's ids) at or below the last are already delivered (a
      // replay after a reconnect); what follows another id is the agent's to know.
      const last = this.lastEventId;
      const sequence = /^\d+$/;
      if (last && sequence.test(id) && sequence.test(last) && +id <= +last) return;
      this.lastEventId = id;
    }
    try {
      this.deliver(parseFrame(data));
    } catch (error) {
      this.report(toTransportError('malformed-frame', error));
    }
  }

  /** Gives up: `connect()` rejects (if still waiting), the error is reported, the transport closes. */
  private fail(error: TransportError): void {
    this.#opened?.reject(error);
    this.#opened = undefined;
    this.report(error);
    this.close();
  }

  /** A message failed to get through: reported, and the stream is opened again to resend it. */
  protected override onTransmitFailure(error: TransportError): void {
    this.report(error);
    this.#retryAfter = error.retryAfter;
    this.#abort?.abort(error);
    this.#reconnectNow?.();
  }

  protected async transmit(
    message: OutgoingMessage,
    metadata: ClientMetadata,
    key: string,
  ): Promise<void> {
    const kind = outgoingKind(message);
    const body = {
      jsonrpc: '2.0',
      // The same request id on every attempt: the agent acknowledges a retry of a request it
      // handled (the reply was lost) without handling it again.
      id: key,
      method: `a2ui.${kind}`,
      params: {connectionId: this.connectionId, [kind]: outgoingBody(message, kind), metadata},
    };
    const ms = this.#options.requestTimeout ?? 60_000;
    const stop = this.stopping;
    let response: Response;
    for (let attempt = 1; ; attempt++) {
      try {
        response = await this.fetchImpl(this.rpcUrl(), {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: JSON.stringify(body),
          signal: timeoutSignal(ms),
        });
        break;
      } catch (cause) {
        if ((cause as Error | undefined)?.name !== 'TimeoutError') {
          throw toTransportError('network', cause);
        }
        const late = new TransportError('network', `POST /rpc got no reply within ${ms} ms`);
        if (attempt >= (this.#options.maxAttempts ?? Infinity)) throw late;
        // A slow agent, not a lost connection: the request is sent again (the same id, handled
        // once) after a backoff, and the stream, which may be bringing its reply, stays open.
        this.report(late);
        await sleep(retryDelay(attempt - 1, this.#options), stop);
        if (stop.aborted) return; // close() rejected the message already
      }
    }
    const reply = (await response.json().catch(() => undefined)) as
      {error?: {code: number; message: string}} | undefined;
    // A JSON-RPC error (not the JSON body of an HTTP error such as a 401).
    if (typeof reply?.error?.code === 'number') {
      // An unknown connection means the agent restarted: retry once the stream reopens.
      const kind = reply.error.code === -32001 ? 'network' : 'rpc';
      throw new TransportError(kind, reply.error.message, {code: reply.error.code});
    }
    if (!response.ok) {
      // A 502-504 (the agent restarting behind a proxy), 408 or 429 may pass: retried as a
      // network failure. A 500 is the agent's answer (its handler failed).
      if (isTransient(response.status)) throw transientError('POST /rpc', response);
      throw httpError('POST /rpc', response.status);
    }
  }
}

/** The query parameter naming the request that opens a session the same on every attempt. */
const OPEN_KEY_PARAM = 'idempotencyKey';

function readConnectionId(data: string): string | undefined {
  try {
    const value = JSON.parse(data) as {connectionId?: unknown};
    return typeof value.connectionId === 'string' ? value.connectionId : undefined;
  } catch {
    return undefined;
  }
}
