import {css, html, LitElement} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {keyed} from 'lit/directives/keyed.js';
import {createProcessor} from './catalogs.js';
import type {Direction} from './theme.js';
import {createV1Processor} from './v1_0.js';
import {V08Adapter} from '../../src/adapters/v0_8/index.js';
import {V1Adapter} from '../../src/adapters/v1_0/index.js';
import type {A2uiAgent} from '../../src/transports/a2ui-agent.js';
import {RESTAURANTS} from '../agent/restaurants.js';
import {buttonStyles} from './gallery-styles.js';

/** "a, b and c" of the demo agent's distinct values (what a first search can find). */
function known(key: 'cuisine' | 'city'): string {
  const values = [...new Set(RESTAURANTS.map((r) => r[key]))];
  return values.length > 1
    ? `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`
    : values.join('');
}

/** What `npm start` tells the gallery about the demo agent (`/config.json`). */
export interface GalleryConfig {
  agent: {url: string; urls?: Record<string, string>} | null;
}

/**
 * The A2UI versions the demo agent speaks; v1.0 goes through a `V1Adapter`, v0.8 through a
 * `V08Adapter` (the agent, written in v0.9, writes v0.8 for it).
 */
const protocols = {'v0.9': 'A2UI v0.9', 'v0.10': 'A2UI v1.0', 'v0.8': 'A2UI v0.8'} as const;
type Protocol = keyof typeof protocols;

/** Lines the log keeps (the oldest go): a live dashboard sends a message every few seconds. */
const LOG_LINES = 300;

/** One line of the log: an event, or a message from the agent (shown whole once expanded). */
interface LogLine {
  text: string;
  received?: unknown;
}

const transportLabels: Record<string, string> = {
  sse: 'SSE + JSON-RPC',
  websocket: 'WebSocket',
  rest: 'REST',
  a2a: 'A2A',
  agui: 'AG-UI',
  mcp: 'MCP',
};

/**
 * @summary Talks to the demo agent that `npm start` runs, over the transport the user picks,
 * with `<a2ui-agent>`.
 */
@customElement('agent-page')
export class AgentPage extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      align-content: start;
      gap: 16px;
      min-height: 0;
    }
    header {
      grid-column: 1 / -1;
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      align-items: center;
    }
    header p {
      flex-basis: 100%;
      margin: 0;
      color: var(--gallery-muted);
    }
    ${buttonStyles}
    button[aria-pressed='true'] {
      background: var(--gallery-accent);
      border-color: var(--gallery-accent);
      color: #fff;
    }
    .frame {
      border: 1px solid var(--gallery-border);
      border-radius: 8px;
      padding: 8px;
      overflow: auto;
    }
    ol {
      margin: 0;
      padding: 8px;
      list-style: none;
      overflow: auto;
      max-height: 60vh;
      font: 12px/1.45 var(--gallery-mono);
      background: var(--gallery-code-bg);
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
    }
    li {
      /* Long JSON lines wrap rather than hide behind a horizontal scroll. */
      overflow-wrap: anywhere;
    }
    /* A received message: one line until expanded. */
    summary {
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
      cursor: pointer;
    }
    details pre {
      margin: 2px 0 4px;
      white-space: pre-wrap;
    }
    .missing {
      grid-column: 1 / -1;
      color: var(--gallery-muted);
    }
    /* On a phone the surface takes the whole width, the log goes below it. */
    @container (max-width: 40rem) {
      :host {
        grid-template-columns: minmax(0, 1fr);
      }
    }
  `;

  /** The reading direction of the agent's surfaces (the page itself stays left to right). */
  @property({attribute: false}) accessor direction: Direction = 'ltr';
  @state() private accessor config: GalleryConfig | undefined;
  @state() private accessor transport = 'sse';
  @state() private accessor protocol: Protocol = 'v0.9';
  @state() private accessor log: LogLine[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    fetch('./config.json')
      .then((response) => (response.ok ? response.json() : {agent: null}))
      .catch(() => ({agent: null}))
      .then((config: GalleryConfig) => (this.config = config));
  }

  #key = '';
  #adapter: V1Adapter | V08Adapter | undefined;

  /** One connection per protocol and transport; a v1.0 or v0.8 one gets its own adapter, once. */
  #connectionKey(): string {
    const key = `${this.protocol} ${this.transport}`;
    if (key !== this.#key) {
      this.#key = key;
      this.#adapter =
        this.protocol === 'v0.10'
          ? this.#v1Adapter()
          : this.protocol === 'v0.8'
            ? new V08Adapter(createProcessor())
            : undefined;
    }
    return key;
  }

  /** A v1.0 adapter whose exchanges of its own (answers, function responses) are logged. */
  #v1Adapter(): V1Adapter {
    const adapter = new V1Adapter(createV1Processor());
    const note = (kind: string) => (event: Event) => {
      // An earlier connection's adapter may still hear from its agent: not this log's.
      if (adapter === this.#adapter) this.#log(kind, (event as CustomEvent).detail);
    };
    adapter.addEventListener('actionresponse', note('actionresponse'));
    adapter.addEventListener('message', note('sent'));
    return adapter;
  }

  /** A new connection starts a new log; the button of the current one changes nothing. */
  #choose(choice: {protocol?: Protocol; transport?: string}): void {
    const {protocol = this.protocol, transport = this.transport} = choice;
    if (protocol === this.protocol && transport === this.transport) return;
    this.protocol = protocol;
    this.transport = transport;
    this.log = [];
  }

  /**
   * What the user's last action may bring: the surfaces shown when they acted, the component they
   * activated and its surface, until when to wait for the agent's answer.
   */
  #acted:
    | {shown: Element[]; control: EventTarget; surface: Element | undefined; until: number}
    | undefined;
  #resizes = new ResizeObserver((entries) => this.#revealAnswer(entries[0]!.target));

  #onAction(event: Event): void {
    this.#note('a2uiaction', event);
    const agent = event.currentTarget as Element;
    const path = event.composedPath();
    this.#acted = {
      shown: surfacesOf(agent),
      control: path[0]!,
      surface: path.find((target) => (target as Element).localName === 'a2ui-surface') as
        Element | undefined,
      until: performance.now() + 10_000,
    };
    this.#resizes.disconnect();
    this.#resizes.observe(agent);
  }

  /**
   * The agent's answer to the user's action may show below the fold (a booking form under the
   * live dashboard) and nothing would seem to happen: a surface it creates, or the one the user
   * acted in once the control they used is gone (the form replaced by its confirmation), is
   * scrolled into view. Focus stays where it is.
   */
  #revealAnswer(agent: Element): void {
    const acted = this.#acted;
    if (!acted || performance.now() > acted.until) return;
    const created = surfacesOf(agent).find((surface) => !acted.shown.includes(surface));
    const replaced = (acted.control as Node).isConnected ? undefined : acted.surface;
    const answer = created ?? replaced;
    if (!answer?.isConnected) return;
    this.#acted = undefined;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    answer.scrollIntoView({block: 'nearest', behavior: still ? 'auto' : 'smooth'});
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizes.disconnect();
  }

  #note(kind: string, event: Event): void {
    // The connection of the previous transport says "closed" once it is gone: not this log's.
    if (!(event.currentTarget as Element).isConnected) return;
    this.#log(kind, (event as CustomEvent).detail);
  }

  /** Transports whose incoming messages the log shows. */
  #heard = new WeakSet<EventTarget>();

  /**
   * The agent's messages, as the transport receives them (before any adapter): what a developer
   * wants to see on the wire. The transport exists once `<a2ui-agent>` says its first status.
   */
  #onStatus(event: Event): void {
    this.#note('status', event);
    const agent = event.currentTarget as A2uiAgent;
    const transport = agent.activeTransport;
    if (!transport || this.#heard.has(transport)) return;
    this.#heard.add(transport);
    transport.addEventListener('messages', (received: Event) => {
      if (transport !== agent.activeTransport || !agent.isConnected) return;
      for (const message of (received as CustomEvent<unknown[]>).detail) {
        this.#log('received', message, true);
      }
    });
  }

  #log(kind: string, detail: unknown, received = false): void {
    const text = typeof detail === 'string' ? detail : JSON.stringify(detail);
    const line: LogLine = {text: `${new Date().toISOString().slice(11, 19)} ${kind} ${text}`};
    if (received) line.received = detail;
    this.log = [...this.log, line].slice(-LOG_LINES);
  }

  override render() {
    if (!this.config) return html`<p class="missing">Loading…</p>`;
    const agent = this.config.agent;
    if (!agent) {
      return html`<p class="missing" role="status">
        No demo agent is running. Start the gallery with <code>npm start</code>, which runs one
        beside it.
      </p>`;
    }
    if (!customElements.get('a2ui-agent')) {
      return html`<p class="missing" role="status">
        This build has no &lt;a2ui-agent&gt; element.
      </p>`;
    }
    const urls = agent.urls ?? {sse: agent.url};
    const url = urls[this.transport] ?? agent.url;
    return html`
      <header>
        <strong>Protocol</strong>
        ${(Object.keys(protocols) as Protocol[]).map(
          (name) =>
            html`<button
              data-protocol=${name}
              aria-pressed=${name === this.protocol}
              @click=${() => this.#choose({protocol: name})}
            >
              ${protocols[name]}
            </button>`,
        )}
        <strong>Transport</strong>
        ${Object.keys(urls).map(
          (name) =>
            html`<button
              data-transport=${name}
              aria-pressed=${name === this.transport}
              @click=${() => this.#choose({transport: name})}
            >
              ${transportLabels[name] ?? name}
            </button>`,
        )}
        <p>
          A scripted restaurant finder: search (it knows ${known('cuisine')} places in
          ${known('city')}; an empty search lists them all), pick a result, book with validation,
          see the confirmation. In A2UI v1.0 the agent also answers "Suggest" with an actionResponse
          and asks the page to format a date with callFunction; in A2UI v0.8 the same agent writes
          v0.8 messages. Endpoint: <code>${url}</code>
        </p>
      </header>
      <div class="frame">
        ${keyed(
          this.#connectionKey(),
          html`<a2ui-agent
            url=${url}
            transport=${this.transport}
            dir=${this.direction}
            .adapter=${this.#adapter}
            @a2uiaction=${this.#onAction}
            @a2uierror=${(e: Event) => this.#note('a2uierror', e)}
            @a2uistatus=${this.#onStatus}
            @a2uiconnectionerror=${(e: Event) => this.#note('connection error', e)}
          ></a2ui-agent>`,
        )}
      </div>
      <ol data-panel="agent-log" aria-label="Agent events" tabindex="0">
        ${this.log.map(
          (line) =>
            html`<li>
              ${
                'received' in line
                  ? html`<details>
                      <summary>${line.text}</summary>
                      <pre>${JSON.stringify(line.received, null, 2)}</pre>
                    </details>`
                  : line.text
              }
            </li>`,
        )}
      </ol>
    `;
  }
}

/** The surfaces an `<a2ui-agent>` shows. */
function surfacesOf(agent: Element): Element[] {
  return [...(agent.shadowRoot?.querySelectorAll('a2ui-surface') ?? [])];
}

declare global {
  interface HTMLElementTagNameMap {
    'agent-page': AgentPage;
  }
}
