import {css, html, LitElement, nothing, type PropertyValues} from 'lit';
import {repeat} from '../surface/repeat.js';
import {uiTextFor, type UiText} from '../../components/shared/ui-text.js';
import {MessageProcessor} from '../state/message-processor.js';
import '../surface/a2ui-surface.js';
import {langOf} from '../surface/lang-of.js';
import {createTransport} from './registry.js';
import {isDenial, TransportError} from './transport-error.js';
import type {ProtocolAdapter} from './protocol-adapter.js';
import type {
  ActionBody,
  ClientMetadataSource,
  ErrorBody,
  OutgoingMessage,
  Transport,
  TransportStatus,
} from './types.js';

/** The `uiText` entry saying each connection state. */
const STATUS_WORDS = {
  idle: 'notConnected',
  connecting: 'connecting',
  open: 'connected',
  reconnecting: 'reconnecting',
  closed: 'disconnected',
} as const satisfies Record<TransportStatus | 'idle', keyof UiText>;

/** The `<a2ui-agent>` (its `#key`) whose agent's messages a processor is handling now. */
const feeders = new WeakMap<MessageProcessor, object>();
/**
 * The `<a2ui-agent>` (its `#key`, which does not keep a removed element alive) whose agent created
 * each surface of a processor.
 */
const creators = new WeakMap<MessageProcessor, Map<string, object>>();

/** The plain words for the problem that closed the connection. */
function closedBy(words: UiText, problem: TransportError): string {
  const gaveUp = /^Gave up after (\d+) attempts/.exec(problem.message);
  if (gaveUp) return words.unreachable(Number(gaveUp[1]));
  const reason = isDenial(problem.code)
    ? words.credentialsRefused(problem.code!)
    : problem.message.replace(/\s+/g, ' ').trim();
  // Short enough for one status line: a JSON-RPC error's message is the agent's.
  return words.disconnectedBecause(reason.length > 120 ? reason.slice(0, 119) + '…' : reason);
}

/**
 * Connects to an agent and renders every surface it creates.
 *
 * Opens the transport named by `transport` to `url`, feeds incoming A2UI messages to its
 * message processor, renders one `<a2ui-surface>` per surface in creation order, and sends the
 * user's actions (those no listener cancelled with `preventDefault()`) and the renderer's
 * errors back to the agent. While the connection is re-established, actions are queued and
 * delivered in order once it is back. Agents of another A2UI version (v0.8, v1.0) are spoken
 * to through an `adapter`.
 *
 * @attr {string} status - Reflects the connection state (`idle` before the first connection,
 *   `connecting`, `open`, `reconnecting`, `closed`) for styling.
 * @slot - Extra content shown after the surfaces.
 * @event {CustomEvent<TransportStatus>} a2uistatus - The connection state changed.
 * @event {CustomEvent<TransportError>} a2uiconnectionerror - The transport reported a problem
 *   (malformed frame skipped, request failed, session lost, …).
 * @event {CustomEvent<ActionBody>} a2uiaction - Bubbles up from the component of one of its
 *   surfaces that acted; `preventDefault()` keeps the action from the agent.
 * @event {CustomEvent<ErrorBody>} a2uierror - Bubbles up from each of its surfaces: the
 *   errors the processor reports for that surface (see `<a2ui-surface>`).
 * @csspart status - The connection state line (a polite live region), in the words of `uiText`
 *   for the closest `lang` (`uiTexts`): `notConnected`, `connecting` (also while the first
 *   connection is retried), `connected`, `reconnecting` (once it was open), `disconnected`, or
 *   after a problem closed the connection its reason (`credentialsRefused`, `unreachable`,
 *   `disconnectedBecause`); `actionsWaiting` follows while the user's actions wait for it.
 * @csspart retry - The "Retry" button (`uiText.retry`) shown once a problem closed the
 *   connection; it calls `reconnect()`.
 * @csspart surfaces - The container of the surfaces.
 * @cssprop --a2ui-agent-gap - Space between surfaces (default `--a2ui-spacing-m`).
 * @cssprop --a2ui-agent-status-color - Colour of the connection state line (default
 *   `--a2ui-color-on-background`).
 */
export class A2uiAgent extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
    [part='surfaces'] {
      display: flex;
      flex-direction: column;
      gap: var(--a2ui-agent-gap, var(--a2ui-spacing-m, 0.75rem));
    }
    [part='status'] {
      font-size: 0.85em;
      color: var(--a2ui-agent-status-color, var(--a2ui-color-on-background, inherit));
      opacity: 0.75;
      margin-block-end: var(--a2ui-spacing-s, 0.5rem);
    }
    [part='retry'] {
      font: inherit;
      margin-block-end: var(--a2ui-spacing-s, 0.5rem);
    }
  `;
  // Declared without decorators, which compile to more code.
  static override properties = {
    url: {},
    transport: {},
    processor: {attribute: false},
    adapter: {attribute: false},
    connection: {attribute: false},
    options: {attribute: false},
    status: {reflect: true},
    surfaceIds: {attribute: false},
    problem: {state: true},
    waiting: {state: true},
  };

  /** The agent's URL (the base URL for SSE/REST/MCP, the endpoint for WebSocket/AG-UI/A2A). */
  url = '';

  /** Transport name: `sse`, `websocket`, `rest`, or a registered one (`a2a`, `agui`, `mcp`). */
  transport = 'sse';

  /**
   * The processor receiving the agent's messages; a private one by default. With an `adapter`,
   * it is the adapter's processor. Shared by several `<a2ui-agent>`s, each shows, and tells its
   * agent about, only the surfaces its agent created (and those the app creates itself).
   */
  processor: MessageProcessor = new MessageProcessor();

  /**
   * Speaks another A2UI version to the agent, e.g. `new V08Adapter(processor)` from
   * `a2ui-elements/v0_8`. Incoming messages go to `adapter.processMessages`, the surfaces of
   * `adapter.processor` are rendered (`processor` follows it), actions and renderer errors are
   * converted with `adapter.toClientMessage` (dropped when it gives undefined), the metadata
   * comes from `adapter.clientCapabilities()` / `clientDataModel()`, and `message` events of an
   * adapter that is an EventTarget are sent as they are. The transport gets the adapter as its
   * `protocol` (no v0.9 `version` stamped; A2A activates `adapter.a2aExtensionUri`), and so does a
   * ready-made `connection` (and the adapter as its metadata source unless it has its own).
   */
  adapter: ProtocolAdapter | undefined;

  /**
   * A ready-made transport to use instead of `url` + `transport`. It stays the app's: the element
   * never closes it (not when removed from the page, nor when given another one).
   */
  connection: Transport | undefined;

  /**
   * Options passed to the transport's constructor: `headers` (authentication), the backoff
   * (`initialDelay`, `maxDelay`, `maxAttempts`), REST's `pollInterval`, A2A's `greeting`, …
   */
  options: Record<string, unknown> | undefined;

  /** The connection state, reflected for styling. */
  // Spelled out (a TransportStatus is assigned to it, so a new state fails the type check): the
  // manifest and the editors' data list these values.
  status: 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed' = 'idle';

  private surfaceIds: string[] = [];
  /** The last problem reported since the connection was last open (shown once it closes). */
  private problem: TransportError | undefined;
  /** How many of the user's actions the transport has not delivered yet. */
  private waiting = 0;

  /** Names the current connection: actions sent on an earlier one no longer count in `waiting`. */
  #connectionToken = {};
  /** The current connection has been open: retrying it is reconnecting, not connecting. */
  #wasOpen = false;

  #active: Transport | undefined;
  /** The active transport is one this element created (a `connection` is the app's). */
  #own = false;
  /** The processor whose events this element hears (none while out of the page). */
  #processor: MessageProcessor | undefined;
  /** The processor bound last, whose surfaces `surfaceIds` lists. */
  #lastProcessor: MessageProcessor | undefined;
  /** The adapter of the current connection. */
  #adapter: ProtocolAdapter | undefined;
  readonly #reported = new WeakSet<Error>();
  #lentMetadata: ClientMetadataSource | undefined;
  #lentProtocol: ProtocolAdapter | undefined;
  /** Names this element in `feeders` and `creators`. */
  readonly #key = {};

  /** The transport in use (undefined while disconnected). */
  get activeTransport(): Transport | undefined {
    return this.#active;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.reconnect();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.disconnect();
    // A processor the app keeps (one for all its pages) must not keep a removed element alive.
    this.unbindProcessor();
  }

  // Connecting in willUpdate folds the status and surface-list resets into this update.
  protected override willUpdate(changed: PropertyValues<this>): void {
    if (
      changed.has('url') ||
      changed.has('transport') ||
      changed.has('connection') ||
      changed.has('options') ||
      changed.has('processor') ||
      changed.has('adapter')
    ) {
      this.reconnect();
    }
  }

  /** Closes the current connection and opens a new one with the current properties. */
  reconnect(): void {
    this.disconnect();
    this.#wasOpen = false;
    const adapter = this.adapter;
    if (adapter) this.processor = adapter.processor;
    if (!this.isConnected) return;
    this.bindProcessor();
    // A transport of our own opens a new session, which creates its surfaces afresh.
    if (!this.connection) this.clearSurfaces();
    // An adapter's metadata methods are those of a metadata source (their results are checked).
    const metadata = this.ownDataModelOnly(
      (adapter as ClientMetadataSource | undefined) ?? this.processor,
    );
    const transport =
      this.connection ??
      (this.url
        ? createTransport(this.transport, {
            ...this.options,
            url: this.url,
            metadata,
            ...(adapter && {protocol: adapter}),
          })
        : undefined);
    if (!transport) {
      if (this.url) {
        this.reportProblem(
          new TransportError('unsupported', `No transport named "${this.transport}" is registered`),
        );
      }
      return;
    }
    // A connection keeps a metadata source and protocol of its own; those this element gave it
    // follow the current processor and adapter.
    if (!transport.metadata || transport.metadata === this.#lentMetadata) {
      transport.metadata = this.#lentMetadata = metadata;
    }
    if (adapter || transport.protocol === this.#lentProtocol) {
      transport.protocol = this.#lentProtocol = adapter;
    }
    this.#active = transport;
    this.#own = transport !== this.connection;
    this.#adapter = adapter;
    (adapter as Partial<EventTarget> | undefined)?.addEventListener?.(
      'message',
      this.#onAdapterMessage,
    );
    this.hearTransport(transport, 'addEventListener');
    // A connection already open (put back in the page, opened by the app) sends no status event.
    if (transport.status !== 'closed') this.setStatus(transport.status);
    transport.connect().catch((error: unknown) => {
      if (transport === this.#active) this.reportProblem(error);
    });
  }

  /** Closes the connection (surfaces stay as they are). */
  disconnect(): void {
    (this.#adapter as Partial<EventTarget> | undefined)?.removeEventListener?.(
      'message',
      this.#onAdapterMessage,
    );
    this.#adapter = undefined;
    const transport = this.#active;
    if (!transport) return;
    this.#active = undefined;
    this.hearTransport(transport, 'removeEventListener');
    if (this.#own) transport.close();
    // Closed on purpose: no problem to tell, and the transport no longer sends what was queued.
    this.problem = undefined;
    this.#connectionToken = {};
    this.waiting = 0;
    this.setStatus('closed');
  }

  /** Adds or removes this element's listeners of `transport`'s events. */
  private hearTransport(
    transport: Transport,
    method: 'addEventListener' | 'removeEventListener',
  ): void {
    transport[method]('messages', this.#onMessages);
    transport[method]('status', this.#onStatus);
    transport[method]('error', this.#onTransportError);
  }

  private bindProcessor(): void {
    if (this.#processor === this.processor) return;
    this.unbindProcessor();
    const processor = (this.#processor = this.processor);
    this.hearProcessor(processor, 'addEventListener');
    // Back in the page with the same processor: its surfaces still there stay shown.
    this.surfaceIds =
      processor === this.#lastProcessor
        ? this.surfaceIds.filter((id) => processor.getSurface(id))
        : [];
    this.#lastProcessor = processor;
  }

  private unbindProcessor(): void {
    const previous = this.#processor;
    if (!previous) return;
    this.hearProcessor(previous, 'removeEventListener');
    this.#processor = undefined;
  }

  /** Adds or removes this element's listeners of `processor`'s events. */
  private hearProcessor(
    processor: MessageProcessor,
    method: 'addEventListener' | 'removeEventListener',
  ): void {
    processor[method]('surfacecreated', this.#onSurfaceCreated);
    processor[method]('surfacedeleted', this.#onSurfaceDeleted);
    processor[method]('action', this.#onAction);
    processor[method]('error', this.#onRendererError);
  }

  #onMessages = (event: Event) => {
    const processor = this.processor;
    feeders.set(processor, this.#key);
    try {
      (this.#adapter ?? processor).processMessages((event as CustomEvent<unknown[]>).detail);
    } finally {
      feeders.delete(processor);
    }
  };

  /** Another `<a2ui-agent>` sharing the processor created `surfaceId`: it is not this agent's. */
  private isOthers(surfaceId: string): boolean {
    const creator = creators.get(this.processor)?.get(surfaceId);
    return creator !== undefined && creator !== this.#key;
  }

  #onStatus = (event: Event) => this.setStatus((event as CustomEvent<TransportStatus>).detail);

  #onTransportError = (event: Event) => {
    const error = (event as CustomEvent<unknown>).detail;
    // A new session re-creates its surfaces: clear the old ones first.
    if (error instanceof TransportError && error.kind === 'session-lost') this.clearSurfaces();
    this.reportProblem(error);
  };

  private clearSurfaces(): void {
    if (this.surfaceIds.length === 0) return;
    const deletions = this.surfaceIds.map((surfaceId) => ({
      version: 'v0.9',
      deleteSurface: {surfaceId},
    }));
    this.processor.processMessages(deletions);
  }

  #onSurfaceCreated = (event: Event) => {
    const {surfaceId} = (event as CustomEvent<{surfaceId: string}>).detail;
    const feeder = feeders.get(this.processor);
    if (feeder) {
      // Created by another <a2ui-agent>'s agent: that element shows it.
      if (feeder !== this.#key) return;
      const created = creators.get(this.processor) ?? new Map<string, object>();
      creators.set(this.processor, created.set(surfaceId, this.#key));
    }
    if (!this.surfaceIds.includes(surfaceId)) this.surfaceIds = [...this.surfaceIds, surfaceId];
  };

  #onSurfaceDeleted = (event: Event) => {
    const {surfaceId} = (event as CustomEvent<{surfaceId: string}>).detail;
    creators.get(this.processor)?.delete(surfaceId);
    this.surfaceIds = this.surfaceIds.filter((id) => id !== surfaceId);
  };

  #onAction = (event: Event) => {
    const action = (event as CustomEvent<ActionBody>).detail;
    if (!this.isOthers(action.surfaceId)) this.sendConverted({version: 'v0.9', action}, true);
  };

  #onRendererError = (event: Event) => {
    const error = (event as CustomEvent<ErrorBody>).detail;
    // Reported while an agent's messages are handled, it is about them.
    const feeder = feeders.get(this.processor);
    const mine = feeder ? feeder === this.#key : !this.isOthers(error.surfaceId);
    if (mine) this.sendConverted({version: 'v0.9', error});
  };

  /** `source`, its `a2uiClientDataModel` without the surfaces of other agents. */
  private ownDataModelOnly(source: ClientMetadataSource): ClientMetadataSource {
    return {
      clientCapabilities: () => source.clientCapabilities(),
      clientDataModel: () => {
        const model = source.clientDataModel() as {surfaces?: object} | undefined;
        if (!model?.surfaces) return model;
        const own = Object.entries(model.surfaces).filter(([id]) => !this.isOthers(id));
        return {...model, surfaces: Object.fromEntries(own)};
      },
    };
  }

  // An adapter's own messages (a v1.0 functionResponse, …) are already in wire form.
  #onAdapterMessage = (event: Event) => {
    this.sendToAgent((event as CustomEvent<OutgoingMessage>).detail);
  };

  /** Sends a v0.9 client message, in the adapter's wire form when there is one. */
  private sendConverted(message: OutgoingMessage, userAction = false): void {
    const wire = this.#adapter ? this.#adapter.toClientMessage(message) : message;
    if (wire) this.sendToAgent(wire as OutgoingMessage, userAction);
  }

  /** Sends `message`; a user action counts in `waiting` until it is delivered or dropped. */
  private sendToAgent(message: OutgoingMessage, userAction = false): void {
    const sent = this.#active?.send(message);
    sent?.catch((error: unknown) => this.reportProblem(error));
    if (!sent || !userAction) return;
    const token = this.#connectionToken;
    this.waiting++;
    const settled = () => {
      if (token === this.#connectionToken) this.waiting--;
    };
    sent.then(settled, settled);
  }

  /** Reconnects from the Retry button, keeping the keyboard focus on the status line. */
  #retry = async () => {
    const hadFocus = this.shadowRoot!.activeElement !== null;
    this.reconnect();
    await this.updateComplete;
    if (hadFocus) this.renderRoot.querySelector<HTMLElement>('[part="status"]')!.focus();
  };

  private setStatus(status: TransportStatus): void {
    if (status === 'open') {
      this.#wasOpen = true;
      this.problem = undefined;
    }
    if (status === this.status) return;
    this.status = status;
    this.dispatchEvent(
      new CustomEvent('a2uistatus', {detail: status, bubbles: true, composed: true}),
    );
  }

  private reportProblem(error: unknown): void {
    // A message the agent refused is both reported by the transport and the reason its send()
    // rejects: one event for it.
    if (error instanceof Error) {
      if (this.#reported.has(error)) return;
      this.#reported.add(error);
    }
    const detail =
      error instanceof TransportError ? error : new TransportError('network', String(error));
    // A message dropped because the connection closed is not why it closed.
    if (detail.kind !== 'closed') this.problem = detail;
    this.dispatchEvent(
      new CustomEvent('a2uiconnectionerror', {detail, bubbles: true, composed: true}),
    );
  }

  protected override render(): unknown {
    const words = uiTextFor(langOf(this) || this.processor.locale);
    const {status, problem, waiting} = this;
    const failed = problem && (status === 'closed' || status === 'idle');
    // One wording on every transport: "reconnecting" only for a connection that was open.
    const retrying = status === 'connecting' || status === 'reconnecting';
    const state = retrying ? (this.#wasOpen ? 'reconnecting' : 'connecting') : status;
    const line = failed ? closedBy(words, problem) : words[STATUS_WORDS[state]];
    // tabindex: the Retry button hands the focus to it (the button goes away as it connects).
    return html`<div part="status" role="status" aria-live="polite" tabindex="-1">
        ${line}${waiting && status !== 'open' ? ` ${words.actionsWaiting(waiting)}` : ''}
      </div>
      ${failed ? html`<button part="retry" @click=${this.#retry}>${words.retry}</button>` : nothing}
      <div part="surfaces">
        ${repeat(
          this.surfaceIds,
          (id) => id,
          (id) => html`<a2ui-surface surface-id=${id} .processor=${this.processor}></a2ui-surface>`,
        )}
      </div>
      <slot></slot>`;
  }
}

// Once: a second copy of the package keeps the first one's element (see <a2ui-surface>).
if (!customElements.get('a2ui-agent')) customElements.define('a2ui-agent', A2uiAgent);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-agent': A2uiAgent;
  }
  // Typed `addEventListener('a2uistatus' | 'a2uiconnectionerror', …)`: both bubble and are composed.
  interface HTMLElementEventMap {
    a2uistatus: CustomEvent<TransportStatus>;
    a2uiconnectionerror: CustomEvent<TransportError>;
  }
}
