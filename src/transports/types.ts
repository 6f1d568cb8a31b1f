import type {TypedEventTarget} from '../state/typed-event-target.js';
import type {TransportError} from './transport-error.js';

/** Connection state of a {@link Transport}. */
export type TransportStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The v0.9 `action` body a renderer sends when the user acts. */
export interface ActionBody {
  name: string;
  surfaceId: string;
  sourceComponentId: string;
  timestamp: string;
  context: Record<string, unknown>;
}

/** The v0.9 `error` body a renderer reports to the agent. */
export interface ErrorBody {
  /** What went wrong, as a code (`VALIDATION_FAILED`, `INVALID_URL`, ...). */
  code: string;
  /** The surface the error is about. */
  surfaceId: string;
  /** A sentence for the agent saying what was wrong. */
  message: string;
  /** JSON Pointer of the offending field, when there is one. */
  path?: string;
  [key: string]: unknown;
}

/**
 * A renderer-to-agent A2UI message: a v0.9 `action` or `error` (`version` is added when
 * missing), or, on a transport with a {@link WireProtocol}, a message already in that version's
 * wire form (a v0.8 `userAction`, a v1.0 `functionResponse`, …), sent as it is.
 */
export type OutgoingMessage =
  | {version?: string; action: ActionBody}
  | {version?: string; error: ErrorBody}
  | {readonly [kind: string]: unknown};

/**
 * The A2UI version a transport speaks when it is not v0.9 (a `ProtocolAdapter` fits). With one,
 * outgoing messages are sent as they are (convert them with the adapter's `toClientMessage`
 * first: no `version` is stamped on them), and the A2A transport activates `a2aExtensionUri`
 * instead of the v0.9 extension.
 */
export interface WireProtocol {
  /** The wire version, e.g. 'v0.8' or 'v0.10'. */
  readonly protocolVersion: string;
  /** The A2A extension URI of that version. */
  readonly a2aExtensionUri: string;
}

/**
 * Where a transport reads the metadata every outgoing message carries. A `MessageProcessor`
 * satisfies it, and so does a `V08Adapter` (v0.8 capabilities, no data model).
 */
export interface ClientMetadataSource {
  /** `a2uiClientCapabilities` (undefined: none sent). */
  clientCapabilities(): object | undefined;
  /** `a2uiClientDataModel` (undefined: none sent). */
  clientDataModel(): object | undefined;
}

/** The metadata attached to an outgoing message, read when `send()` is called. */
export interface ClientMetadata {
  /** What the renderer supports: its catalogs (`a2uiClientCapabilities`). */
  a2uiClientCapabilities?: object;
  /** The data models of the surfaces created with `sendDataModel` (`a2uiClientDataModel`). */
  a2uiClientDataModel?: object;
}

/** A transport's events and their `detail`. */
export interface TransportEventMap {
  /** A batch of incoming A2UI messages, in order. */
  messages: CustomEvent<unknown[]>;
  /** The connection state changed to this one. */
  status: CustomEvent<TransportStatus>;
  /** A problem the transport went on after, or gave up on (a skipped frame, a lost session). */
  error: CustomEvent<TransportError>;
}

/**
 * A connection to an agent. Incoming A2UI messages arrive as `messages` events (detail: the
 * batch, in order) and through the async iterator; `send()` queues while the connection is not
 * open and delivers in order once it is.
 *
 * Events (`CustomEvent`, `detail` as listed in {@link TransportEventMap}): `messages`, `status`,
 * `error`.
 */
export interface Transport extends TypedEventTarget<TransportEventMap>, AsyncIterable<unknown> {
  /** The current connection state. */
  readonly status: TransportStatus;
  /** Supplies `a2uiClientCapabilities` / `a2uiClientDataModel` for each outgoing message. */
  metadata: ClientMetadataSource | undefined;
  /** The A2UI version spoken when it is not v0.9 (undefined: v0.9). */
  protocol?: WireProtocol | undefined;
  /** Opens the connection; resolves once it is open (or rejects with a TransportError). */
  connect(): Promise<void>;
  /** Sends an action or error (or another wire message) to the agent; resolves once delivered. */
  send(message: OutgoingMessage): Promise<void>;
  /** Closes the connection for good; queued messages are dropped. */
  close(): void;
}

/** Common options of the reconnecting transports. */
export interface ReconnectOptions {
  /** First retry delay in ms (default 200). */
  initialDelay?: number;
  /** Largest retry delay in ms (default 5000). */
  maxDelay?: number;
  /**
   * Gives up after this many failed attempts in a row (default: never): reports a `network`
   * error "Gave up after n attempts: <the last failure>" (its `cause`), which `connect()` also
   * rejects with while connecting, and closes.
   */
  maxAttempts?: number;
}
