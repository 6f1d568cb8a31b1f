import {readClientMetadata, withVersion} from './metadata.js';
import {randomId, retryDelay, sleep} from './backoff.js';
import {TransportError, gaveUp, isGiveUp, toTransportError} from './transport-error.js';
import type {TypedEventTargetClass} from '../state/typed-event-target.js';
import type {
  ClientMetadata,
  ClientMetadataSource,
  OutgoingMessage,
  ReconnectOptions,
  Transport,
  TransportEventMap,
  TransportStatus,
  WireProtocol,
} from './types.js';

interface QueuedMessage {
  message: OutgoingMessage;
  metadata: ClientMetadata;
  /** Names this message on every attempt, so the agent handles a retried one once. */
  key: string;
  resolve(): void;
  reject(error: TransportError): void;
}

interface MessageIterator {
  buffer: unknown[];
  wake: (() => void) | undefined;
}

/**
 * Shared machinery of every transport: status changes, the outgoing queue (kept in order while
 * the connection is not open), event and async-iterator delivery of incoming messages.
 * Subclasses implement `open()`-like logic in `connect()` and deliver each outgoing message in
 * `transmit()`; a `network` failure there keeps the message queued for the next open.
 */
export abstract class BaseTransport
  extends (EventTarget as TypedEventTargetClass<TransportEventMap>)
  implements Transport
{
  /** Supplies the metadata attached to each outgoing message (a MessageProcessor fits). */
  metadata: ClientMetadataSource | undefined;
  /**
   * The A2UI version spoken when it is not v0.9 (the `protocol` option; a `ProtocolAdapter`
   * fits): outgoing messages are then sent as they are, without a `version` stamped on them.
   */
  protocol: WireProtocol | undefined;
  /** True once `close()` was called (until the next `connect()`). */
  protected closedForGood = false;
  #status: TransportStatus = 'closed';
  #queue: QueuedMessage[] = [];
  #flushing = false;
  #iterators = new Set<MessageIterator>();
  /** Failures in a row, as {@link backoff} counts them. */
  #failures = 0;
  #retryingDelivery = false;
  #stop = new AbortController();
  /**
   * The give-up that closed the transport (until the next connect): the messages it dropped, and
   * those sent after, reject with it, so that the one problem is not told twice.
   */
  #gaveUp: TransportError | undefined;

  constructor(options: {metadata?: ClientMetadataSource; protocol?: WireProtocol} = {}) {
    super();
    this.metadata = options.metadata;
    this.protocol = options.protocol;
  }

  /** The current connection state. */
  get status(): TransportStatus {
    return this.#status;
  }

  /** Messages accepted by `send()` and not yet delivered. */
  get pending(): number {
    return this.#queue.length;
  }

  abstract connect(): Promise<void>;

  /**
   * Delivers one message to the agent; throws a TransportError. `key` is the message's
   * idempotency key, the same on every attempt: each transport sends it where its protocol has a
   * place for it, so an agent that got the message before (its reply was lost) does not handle
   * it again.
   */
  protected abstract transmit(
    message: OutgoingMessage,
    metadata: ClientMetadata,
    key: string,
  ): Promise<void>;

  /** Called when `transmit()` failed with a `network` error; subclasses start reconnecting. */
  protected onTransmitFailure(_error: TransportError): void {}

  send(message: OutgoingMessage): Promise<void> {
    if (this.#status === 'closed' && this.closedForGood) {
      return Promise.reject(
        this.#gaveUp ?? new TransportError('closed', 'The transport is closed'),
      );
    }
    // Metadata is read now, at action time, so the data model matches the action's context.
    const metadata = readClientMetadata(this.metadata);
    return new Promise<void>((resolve, reject) => {
      const wire = this.protocol ? message : withVersion(message);
      this.#queue.push({message: wire, metadata, key: randomId(), resolve, reject});
      void this.flush();
    });
  }

  close(): void {
    this.closedForGood = true;
    const dropped = this.#queue.splice(0);
    const reason = this.#gaveUp ?? new TransportError('closed', 'The transport closed');
    for (const item of dropped) item.reject(reason);
    this.setStatus('closed');
    for (const iterator of this.#iterators) iterator.wake?.();
    // Ends any wait to retry at once: its timer would hold a Node process up to maxDelay.
    this.#stop.abort();
    this.#stop = new AbortController();
  }

  /** Aborted by `close()`: give it to {@link sleep} when waiting to retry. */
  protected get stopping(): AbortSignal {
    return this.#stop.signal;
  }

  /**
   * Runs `open` until it succeeds (status `connecting`), retrying `network` failures with
   * backoff, e.g. while the agent is still starting. Any other failure or `close()` ends the
   * attempt: the transport closes and the error is thrown. The `maxAttempts`-th failure in a row
   * gives up: {@link gaveUp} is reported and thrown, and the transport closes.
   */
  protected async openWithRetry(
    open: () => Promise<void>,
    options: ReconnectOptions,
  ): Promise<void> {
    // Aborted by close(): this attempt stops even when connect() starts the next one before it
    // noticed (the closed flag is cleared again by then).
    const stop = this.stopping;
    const closed = () => new TransportError('closed', 'Closed while connecting');
    for (let attempt = 0; ; attempt++) {
      try {
        await open();
      } catch (cause) {
        let error = toTransportError('network', cause);
        const max = options.maxAttempts ?? Infinity;
        if (stop.aborted) throw closed();
        if (error.kind !== 'network' || attempt + 1 >= max) {
          if (error.kind === 'network') this.report((error = gaveUp(attempt + 1, error)));
          this.close();
          throw error;
        }
        this.report(error);
        await sleep(retryDelay(attempt, options, error.retryAfter), stop);
        if (stop.aborted) throw closed();
        continue;
      }
      if (stop.aborted) throw closed();
      return;
    }
  }

  /**
   * Waits to try again after `error`, one of the failures in a row that {@link resetBackoff}
   * ends: reports it, shows `reconnecting` for a backoff delay, then yields 'retry', or 'closed'
   * when `close()` came meanwhile. The `maxAttempts`-th failure in a row gives up instead: it
   * reports {@link gaveUp} (the last failure in its message), closes the transport and yields
   * that error.
   */
  protected async backoff(
    error: TransportError,
    options: ReconnectOptions,
  ): Promise<'retry' | 'closed' | TransportError> {
    if (this.#failures + 1 >= (options.maxAttempts ?? Infinity)) {
      const given = gaveUp(this.#failures + 1, error);
      this.report(given);
      this.#failures = 0;
      this.close();
      return given;
    }
    this.report(error);
    this.setStatus('reconnecting');
    await sleep(retryDelay(this.#failures++, options, error.retryAfter), this.stopping);
    return this.closedForGood ? 'closed' : 'retry';
  }

  /**
   * `onTransmitFailure()` of the transports without a standing connection (one request per
   * message): {@link backoff}, then sends the queue anew, still `reconnecting`: the status is
   * `open` again once a message got through. Failures during the wait start no second wait.
   */
  protected retryDeliveryLater(error: TransportError, options: ReconnectOptions): void {
    if (this.#retryingDelivery) return;
    this.#retryingDelivery = true;
    void this.backoff(error, options).then((next) => {
      this.#retryingDelivery = false;
      if (next === 'retry') void this.flush(true);
    });
  }

  /** Restarts the count of {@link backoff}: a connection opened, or a message got through. */
  protected resetBackoff(): void {
    this.#failures = 0;
  }

  protected setStatus(status: TransportStatus): void {
    if (status === this.#status) return;
    if (status === 'connecting') this.#gaveUp = undefined;
    this.#status = status;
    this.dispatchEvent(new CustomEvent('status', {detail: status}));
    if (status === 'open') void this.flush();
  }

  /** Hands a batch of incoming A2UI messages to listeners and iterators. */
  protected deliver(messages: unknown[]): void {
    if (messages.length === 0) return;
    for (const iterator of this.#iterators) {
      iterator.buffer.push(...messages);
      iterator.wake?.();
    }
    this.dispatchEvent(new CustomEvent('messages', {detail: messages}));
  }

  /** Reports a non-fatal problem (a skipped frame, a lost session, a failed request). */
  protected report(error: TransportError): void {
    if (isGiveUp(error)) this.#gaveUp = error;
    this.dispatchEvent(new CustomEvent('error', {detail: error}));
  }

  /** Sends the queue while `open`, or while `reconnecting` for a `retry` of a failed delivery. */
  private async flush(retry = false): Promise<void> {
    if (this.#flushing) return;
    this.#flushing = true;
    try {
      const sending = () => this.#status === 'open' || (retry && this.#status === 'reconnecting');
      while (sending() && this.#queue.length > 0) {
        const item = this.#queue[0]!;
        // Taken out of the queue once sent, unless close() emptied it meanwhile (a message sent
        // after a connect() may be first by then).
        const done = () => this.#queue[0] === item && this.#queue.shift();
        try {
          await this.transmit(item.message, item.metadata, item.key);
          done();
          item.resolve();
        } catch (cause) {
          const error =
            cause instanceof TransportError
              ? cause
              : new TransportError('network', String(cause), {cause});
          if (error.kind === 'network' && !this.closedForGood) {
            this.onTransmitFailure(error);
            return; // stays queued; flushed again when the connection reopens
          }
          done();
          item.reject(error);
          this.report(error);
        }
        // A request got through (an answer, even a refusal): the agent is reachable again.
        if (retry && this.#status === 'reconnecting') this.setStatus('open');
      }
    } finally {
      this.#flushing = false;
    }
  }

  [Symbol.asyncIterator](): AsyncIterator<unknown> {
    const iterator: MessageIterator = {buffer: [], wake: undefined};
    this.#iterators.add(iterator);
    const next = async (): Promise<IteratorResult<unknown>> => {
      while (iterator.buffer.length === 0) {
        if (this.closedForGood) return finish();
        await new Promise<void>((resolve) => (iterator.wake = resolve));
        iterator.wake = undefined;
      }
      return {value: iterator.buffer.shift(), done: false};
    };
    const finish = (): IteratorResult<unknown> => {
      this.#iterators.delete(iterator);
      return {value: undefined, done: true};
    };
    return {next, return: async () => finish()};
  }
}
