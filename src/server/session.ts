import type {ClientDataModel, ServerMessage, TransportName} from './types.js';

/** One message in a session's ordered log; `raw` entries are unparsed frames (tests only). */
export interface LogEntry {
  seq: number;
  message?: ServerMessage;
  raw?: string;
}

/** Receives log entries in order, as they are sent. */
export type SessionSink = (entries: LogEntry[]) => void;

/**
 * One connected renderer, whatever the transport: the agent calls `send()` and never needs to
 * know how the messages travel. Every message gets a sequence number and stays in a bounded log
 * so a streaming transport can resume after a drop without loss or duplication.
 */
export class AgentSession {
  /** The renderer's latest `a2uiClientCapabilities`. */
  clientCapabilities: unknown;
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
  #seq = 0;
  #closed = false;

  constructor(
    /** The session id (connection id for SSE, session for WebSocket/REST, contextId for A2A…). */
    readonly id: string,
    /** The transport the renderer used to open the session. */
    readonly transport: TransportName,
    private readonly maxLog = 5000,
  ) {}

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

  /** Sends one or more A2UI messages to the renderer, in order. */
  send(messages: ServerMessage | ServerMessage[]): void {
    const list = Array.isArray(messages) ? messages : [messages];
    this.append(list.map((message) => ({seq: 0, message})));
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

  /** Messages (no raw frames) not yet pulled; marks them pulled. */
  pull(): ServerMessage[] {
    const entries = this.entriesAfter(this.pulledSeq);
    this.pulledSeq = this.#seq;
    this.lastSeen = Date.now();
    return entries.flatMap((entry) => (entry.message ? [entry.message] : []));
  }

  /**
   * Attaches a streaming connection: replays entries after `afterSeq`, then forwards new ones.
   * Returns the function that detaches it.
   */
  attach(sink: SessionSink, afterSeq = 0): () => void {
    this.lastSeen = Date.now();
    const missed = this.entriesAfter(afterSeq);
    if (missed.length > 0) sink(missed);
    this.#sinks.add(sink);
    return () => {
      this.#sinks.delete(sink);
      this.lastSeen = Date.now();
    };
  }

  /** Runs `callback` when the session closes (timers, subscriptions of the agent). */
  onClose(callback: () => void): void {
    this.#onClose.add(callback);
  }

  /** Ends the session: no more messages, streaming connections detach. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#sinks.clear();
    for (const callback of this.#onClose) callback();
  }
}
