/** What went wrong, in terms a caller can branch on. */
export type TransportErrorKind =
  | 'network' // the agent could not be reached or the connection dropped
  | 'http' // the agent answered with a non-success HTTP status
  | 'rpc' // the agent answered with a JSON-RPC / protocol-level error
  | 'malformed-frame' // a frame could not be parsed; it was skipped
  | 'session-lost' // the agent no longer knows this session; a new one was started
  | 'unsupported' // the transport or operation is not available
  | 'closed'; // the transport was closed before the operation finished

/** An error raised or reported by a transport, as a typed value. */
export class TransportError extends Error {
  /** Always `'TransportError'`, to tell it from other errors. */
  override readonly name = 'TransportError';
  /** The category of failure. */
  readonly kind: TransportErrorKind;
  /** HTTP status or JSON-RPC code, when there is one. */
  readonly code: number | undefined;
  /** The offending raw frame, for `malformed-frame`. */
  readonly frame: string | undefined;
  /** How long the agent asked to wait before trying again (its `Retry-After`), in ms. */
  readonly retryAfter: number | undefined;

  constructor(
    kind: TransportErrorKind,
    message: string,
    options: {code?: number; frame?: string; retryAfter?: number; cause?: unknown} = {},
  ) {
    super(message, {cause: options.cause});
    this.kind = kind;
    this.code = options.code;
    this.frame = options.frame;
    this.retryAfter = options.retryAfter;
  }
}

/**
 * What every connector says when it gives up after `attempts` failures in a row (`maxAttempts`):
 * a `network` error "Gave up after 3 attempts: <the last failure's message>", with that failure
 * as its `cause` (and its `code`). It is reported (an `error` event), `connect()` rejects with
 * it while connecting, and the transport closes.
 */
export function gaveUp(attempts: number, last: TransportError): TransportError {
  const message = `Gave up after ${attempts} attempts: ${last.message}`;
  const error = new TransportError('network', message, {code: last.code, cause: last});
  givingUp.add(error);
  return error;
}

const givingUp = new WeakSet<TransportError>();

/** Whether `error` is one that {@link gaveUp} made. */
export function isGiveUp(error: TransportError): boolean {
  return givingUp.has(error);
}

/** Wraps any thrown value in a TransportError of the given kind (TransportErrors pass through). */
export function toTransportError(kind: TransportErrorKind, cause: unknown): TransportError {
  if (cause instanceof TransportError) return cause;
  const message = cause instanceof Error ? cause.message : String(cause);
  return new TransportError(kind, message, {cause});
}

/**
 * A failure of an SDK call as a TransportError: `fetch` rejects with a TypeError when the agent
 * cannot be reached (`network`, retried); any other error is the agent's answer (`rpc`).
 */
export function classifyFailure(cause: unknown): TransportError {
  if (cause instanceof TransportError) return cause;
  return toTransportError(cause instanceof TypeError ? 'network' : 'rpc', cause);
}

/** The HTTP statuses refusing a request's credentials, which trying again cannot change. */
export const isDenial = (status: number | undefined): boolean => status === 401 || status === 403;

/**
 * The HTTP statuses saying "try again later": 502, 503, 504 (a proxy while the agent restarts),
 * 408 Request Timeout, 429 Too Many Requests. The request was not handled, a retry may be. A 500
 * is the agent's answer (its handler failed), which a retry with the same idempotency key gets
 * again.
 */
export const isTransient = (status: number): boolean =>
  (status > 501 && status < 505) || status === 408 || status === 429;

/**
 * A `network` TransportError (retried) for `what` answered a "try again later" `response`, with
 * the wait its `Retry-After` asks for.
 */
export function transientError(what: string, response: Response): TransportError {
  const {status} = response;
  const retryAfter = retryAfterMs(response.headers.get('retry-after'));
  return new TransportError('network', `${what} answered ${status}`, {code: status, retryAfter});
}

/** A `Retry-After` header (seconds, or an HTTP date) as a wait in ms; undefined if unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\s*\d+\s*$/.test(header);
  // A date starts with the day's name ("Wed, 21 Oct 2015 07:28:00 GMT").
  const wait = seconds
    ? Number(header) * 1000
    : /^[a-z]{3}/i.test(header)
      ? Date.parse(header) - now
      : NaN;
  return Number.isNaN(wait) ? undefined : Math.max(wait, 0);
}

/** A `http` TransportError for `what` answered `status`, saying when it refused the credentials. */
export function httpError(what: string, status: number): TransportError {
  const denied = isDenial(status) ? ' (credentials refused)' : '';
  return new TransportError('http', `${what} answered ${status}${denied}`, {code: status});
}
