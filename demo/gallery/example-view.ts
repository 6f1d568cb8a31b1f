import {css, html, LitElement, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {keyed} from 'lit/directives/keyed.js';
import {validateMessage, type MessageProcessor} from '../../src/index.js';
import {catalogFor, createProcessor} from './catalogs.js';
import {isV08, sinkFor, type MessageSink} from './legacy.js';
import './message-editor.js';
import {
  formatMessages,
  parseMessages,
  type LineSpan,
  type ParsedMessages,
  type ValidationProblem,
} from './parse-messages.js';
import type {Direction} from './theme.js';
import {awaitedActionId, createV1Processor, isV1, v1Adapter, validateV1Message} from './v1_0.js';
import {announce, copyText} from './copy-button.js';
import {buttonStyles} from './gallery-styles.js';

/** One line of the event log: a DOM event, or (for v1.0 messages) what goes to the agent and
 * the agent's answers to actions. */
interface LogEntry {
  id: number;
  type: 'a2uiaction' | 'a2uierror' | 'sent' | 'actionresponse';
  time: string;
  detail: unknown;
}

const logLabels: Record<LogEntry['type'], string> = {
  a2uiaction: 'a2uiaction',
  a2uierror: 'a2uierror',
  sent: 'sent to the agent',
  actionresponse: 'actionresponse',
};

/** Longest link "Copy link" makes (characters of the encoded messages): chat apps and some
 * servers cut longer URLs. Compressed, that is a few hundred lines of messages. */
const MAX_LINK_TEXT = 60_000;
/** Most a link's messages may unpack to (a small link must not expand to gigabytes). */
const MAX_LINKED_TEXT = 2_000_000;

const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Editor text as it goes in a link: deflate-raw compressed where the browser has
 * CompressionStream ("z" + base64url), else its UTF-8 ("b" + base64url).
 */
export async function encodeForLink(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (typeof CompressionStream !== 'function') return 'b' + toBase64Url(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return 'z' + toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** The editor text of a link made by `encodeForLink`; throws on a damaged or too big one. */
export async function decodeFromLink(encoded: string): Promise<string> {
  const bytes = fromBase64Url(encoded.slice(1));
  if (encoded[0] === 'b') return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  if (encoded[0] !== 'z') throw new Error('not a gallery link');
  const reader = new Blob([bytes])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > MAX_LINKED_TEXT) {
      await reader.cancel();
      throw new Error('the linked messages are too big');
    }
    chunks.push(read.value);
  }
  const all = new Uint8Array(size);
  chunks.reduce((at, chunk) => (all.set(chunk, at), at + chunk.length), 0);
  return new TextDecoder('utf-8', {fatal: true}).decode(all);
}

const linkWords = {
  idle: 'Copy link',
  copied: 'Link copied',
  'too-long': 'Too long for a link',
  failed: 'Could not copy',
} as const;

type StreamState = 'idle' | 'streaming' | 'stopped' | 'done' | 'stepping' | 'stepped';

/**
 * A button label as wide as the widest of its `labels` (laid under it, unseen), so the button
 * keeps one width as its label changes and the controls beside it stay put.
 */
const steady = (label: string, labels: readonly string[]) =>
  html`<span class="steady"
    ><span>${label}</span
    >${labels.map((other) => html`<span aria-hidden="true">${other}</span>`)}</span
  >`;

/**
 * @summary One example: its live surfaces, the editable messages (validated inline), the data
 * model as it changes, the log of `a2uiaction` / `a2uierror`, and a stream replay.
 */
@customElement('example-view')
export class ExampleView extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
      grid-template-rows: auto minmax(0, 1fr) auto;
      gap: 12px 16px;
      min-height: 0;
    }
    header {
      grid-column: 1 / -1;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px 12px;
    }
    /* The title takes the row when the controls do not fit beside it (rather than breaking
       into a narrow column of words); the controls wrap together. */
    h2 {
      flex: 1 1 auto;
      margin: 0;
      font-size: 1.25rem;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
    }
    header p {
      flex-basis: 100%;
      margin: 0;
      color: var(--gallery-muted);
    }
    ${buttonStyles}
    button.primary {
      background: var(--gallery-accent);
      border-color: var(--gallery-accent);
      color: #fff;
    }
    .steady {
      display: inline-grid;
      font-variant-numeric: tabular-nums;
    }
    .steady > * {
      grid-area: 1 / 1;
    }
    .steady > [aria-hidden] {
      visibility: hidden;
    }
    .progress {
      margin: 0;
      font-size: 0.85rem;
      color: var(--gallery-muted);
      font-variant-numeric: tabular-nums;
    }
    button:disabled {
      opacity: 0.55;
      cursor: not-allowed;
    }
    .preview {
      display: flex;
      flex-direction: column;
      gap: 12px;
      min-width: 0;
      overflow: auto;
    }
    /* After a syntax error: the surfaces show the last valid messages, not the text. */
    .preview.stale .surface-frame {
      opacity: 0.5;
    }
    .stale-badge {
      align-self: start;
      margin: 0;
      padding: 2px 8px;
      border-radius: 4px;
      font-size: 0.85rem;
      background: var(--gallery-code-bg);
      border: 1px solid var(--gallery-border);
      color: var(--gallery-muted);
    }
    .surface-frame {
      border: 1px solid var(--gallery-border);
      border-radius: 8px;
      overflow: hidden;
    }
    .surface-frame > div {
      padding: 2px 8px;
      font: 12px var(--gallery-mono);
      color: var(--gallery-muted);
      border-bottom: 1px solid var(--gallery-border);
    }
    .side {
      display: flex;
      flex-direction: column;
      min-height: 0;
      min-width: 0;
    }
    message-editor {
      flex: 1;
      min-height: 16rem;
    }
    .panels {
      grid-column: 1 / -1;
      display: grid;
      /* Equal halves whatever the log holds (a long event no longer narrows the data model). */
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: 16px;
    }
    section h3 {
      margin: 0 0 4px;
      font-size: 0.8rem;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: var(--gallery-muted);
    }
    pre,
    ol {
      margin: 0;
      max-height: 14rem;
      overflow: auto;
      padding: 8px;
      font: 12px/1.45 var(--gallery-mono);
      background: var(--gallery-code-bg);
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
    }
    ol {
      list-style: none;
    }
    li {
      overflow-wrap: anywhere;
    }
    li + li {
      border-top: 1px dashed var(--gallery-border);
      margin-top: 4px;
      padding-top: 4px;
    }
    li .type {
      font-weight: 700;
    }
    li[data-type='a2uierror'] .type {
      color: var(--gallery-error-text);
    }
    li[data-type='a2uiaction'] .type,
    li[data-type='sent'] .type {
      color: var(--gallery-accent-text);
    }
    .waiting {
      color: var(--gallery-muted);
      font-style: italic;
    }
    .empty {
      color: var(--gallery-muted);
    }
    @media (max-width: 900px) {
      :host,
      .panels {
        grid-template-columns: 1fr;
      }
      /* One column: every part as tall as its content (a 1fr row would squeeze the surfaces to
         nothing beside the editor). */
      :host {
        grid-template-rows: none;
      }
    }
  `;

  /** Heading of the example. */
  @property() accessor heading = '';
  /** One-paragraph explanation. */
  @property() accessor description = '';
  /** The messages, as JSON (array / `{messages}` / one message) or JSON Lines. */
  @property() accessor source = '';
  /** The reading direction of the rendered surfaces (the rest stays left to right). */
  @property({attribute: false}) accessor direction: Direction = 'ltr';

  @state() private accessor text = '';
  @state() private accessor parsed: ParsedMessages = {
    format: 'json',
    messages: [],
    problems: [],
    spans: [],
  };
  @state() private accessor processor = createProcessor();
  @state() private accessor surfaceIds: string[] = [];
  @state() private accessor log: LogEntry[] = [];
  @state() private accessor dataModel = '';
  @state() private accessor streamState: StreamState = 'idle';
  @state() private accessor streamed = 0;
  @state() private accessor delay = 400;
  /** What the last "Copy link" did, shown on its button until the next edit. */
  @state() private accessor linkState: 'idle' | 'copied' | 'too-long' | 'failed' = 'idle';

  #logId = 0;
  #poll?: ReturnType<typeof setInterval>;
  #streamRun = 0;
  #stepSink?: MessageSink;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#poll = setInterval(() => this.#refreshDataModel(), 200);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#poll);
    this.#streamRun++;
  }

  /** The event log shows its newest entry unless the user scrolled up to read older ones. */
  #logAtEnd = true;

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    if (!changed.has('log') || !this.#logAtEnd) return;
    const list = this.renderRoot.querySelector('[data-panel="log"]');
    if (list) list.scrollTop = list.scrollHeight;
  }

  #onLogScroll = (event: Event): void => {
    const list = event.currentTarget as HTMLElement;
    this.#logAtEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  };

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('source')) {
      this.linkState = 'idle';
      this.text = this.#keptEdits() ?? this.source;
      this.#apply(this.text);
      void this.#openLinkedEdits();
    }
  }

  /** Where this example's edits are kept for the session (none on the file page). */
  get #editsKey(): string | undefined {
    const id = this.dataset['example'];
    return id === undefined ? undefined : `a2ui-gallery-edits:${id}`;
  }

  #keptEdits(): string | undefined {
    const key = this.#editsKey;
    return (key && sessionStorage.getItem(key)) ?? undefined;
  }

  /** Keeps the text as this example's edits for the session (forgets them once undone). */
  #keepEdits(text: string): void {
    const key = this.#editsKey;
    if (!key) return;
    try {
      if (text === this.source) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, text);
    } catch {
      // Storage full or refused: the edits stay on screen, only not kept.
    }
  }

  /**
   * A link made by "Copy link" (`?src=…#/example/<id>`) opens this example with its messages;
   * the `src` is then taken out of the address (the edits are kept for the session), so a later
   * reload does not bring back the link's text over newer edits.
   */
  async #openLinkedEdits(): Promise<void> {
    const id = this.dataset['example'];
    const url = new URL(location.href);
    const linked = url.searchParams.get('src');
    if (id === undefined || !linked || url.hash !== `#/example/${id}`) return;
    url.searchParams.delete('src');
    history.replaceState(history.state, '', url);
    try {
      const text = await decodeFromLink(linked);
      // The user may have opened another example while the link was decoded.
      if (this.dataset['example'] !== id) return;
      this.text = text;
      this.#keepEdits(text);
      this.#apply(text);
    } catch (error) {
      console.warn(`The link's messages could not be read: ${String(error)}`);
    }
  }

  /** Copies a link to this example with the edited messages in it. */
  #copyLink = async (): Promise<void> => {
    const encoded = await encodeForLink(this.text);
    if (encoded.length > MAX_LINK_TEXT) {
      this.linkState = 'too-long';
      announce(linkWords['too-long']);
      return;
    }
    const url = new URL(location.href);
    url.search = `?src=${encoded}`;
    url.hash = `#/example/${this.dataset['example']}`;
    this.linkState = (await copyText(url.href)) ? 'copied' : 'failed';
  };

  /** The messages as edited (what "Use this" gives then), 'unparsable' when the edits have a
   * syntax error, undefined when the editor text is the example's own. */
  get editedMessages(): unknown[] | 'unparsable' | undefined {
    if (this.text === this.source) return undefined;
    if (this.parsed.problems.some((p) => p.kind === 'syntax')) return 'unparsable';
    return this.parsed.messages;
  }

  /** Re-renders everything from `text` at once (what an edit does). */
  #apply(text: string): void {
    this.#streamRun++;
    this.streamState = 'idle';
    this.parsed = parseMessages(text);
    const v08 = isV08(this.parsed.messages);
    if (isV1(this.parsed.messages)) {
      this.parsed = parseMessages(text, validateV1Message);
    } else if (!v08) {
      const catalogOf = catalogFor(this.parsed.messages);
      this.parsed = parseMessages(text, (message) =>
        validateMessage(message, {direction: 'agentToRenderer', catalog: catalogOf(message)}),
      );
    }
    if (this.parsed.problems.some((p) => p.kind === 'syntax')) return;
    const processor = this.#newProcessor(this.parsed.messages);
    const sink = this.#sinkFor(this.parsed.messages, processor);
    if (v08) this.parsed = this.#processV08(text, processor, sink);
    else sink.processMessages(this.parsed.messages);
    this.#refreshDataModel();
  }

  /**
   * v0.8 messages are checked by the adapter as it translates them: each is processed alone and
   * the errors it raises are shown at their lines too. An error's path points into its message's
   * operation (`/components/0/...` in a `surfaceUpdate`); components wait for their surface's
   * beginRendering, so it may belong to an earlier message: the last one of the same surface
   * whose operation has the field the path starts with. Shown from the message, as v0.9 ones.
   */
  #processV08(text: string, processor: MessageProcessor, sink: MessageSink): ParsedMessages {
    const seen: unknown[] = [];
    let raised: ValidationProblem[] = [];
    const listen = (event: Event) => {
      type Detail = {path?: unknown; message?: unknown; surfaceId?: unknown};
      const {path, message, surfaceId} = (event as CustomEvent<Detail>).detail;
      const pointer = typeof path === 'string' ? path : '';
      const field = pointer.split('/')[1] ?? '';
      let kind = '';
      const owner = seen.findLastIndex((m) =>
        Object.entries(m ?? {}).some(([key, body]) => {
          const found =
            field !== '' &&
            Object.hasOwn(Object(body), field) &&
            (surfaceId === undefined || (body as {surfaceId?: unknown}).surfaceId === surfaceId);
          if (found) kind = key;
          return found;
        }),
      );
      // A missing field: the operation of the message being processed.
      if (owner < 0 && field !== '') {
        kind = Object.keys(Object(seen.at(-1))).find((key) => key !== 'version') ?? '';
      }
      raised.push({
        path: kind ? `/${kind}${pointer}` : pointer,
        message: String(message),
        ...(owner >= 0 ? {messageIndex: owner} : {}),
      });
    };
    processor.addEventListener('error', listen);
    try {
      return parseMessages(text, (message) => {
        raised = [];
        seen.push(message);
        sink.processMessages([message]);
        return raised.length ? {ok: false, errors: raised} : {ok: true};
      });
    } finally {
      processor.removeEventListener('error', listen);
    }
  }

  #newProcessor(messages: readonly unknown[]): MessageProcessor {
    const processor = isV1(messages) ? createV1Processor() : createProcessor();
    processor.addEventListener('error', (event) => this.#record('a2uierror', event));
    this.processor = processor;
    this.surfaceIds = surfaceIdsOf(messages);
    this.log = [];
    this.dataModel = '';
    return processor;
  }

  /** The processor, or the adapter its messages go through (v0.8, v1.0). */
  #sinkFor(messages: readonly unknown[], processor: MessageProcessor): MessageSink {
    if (!isV1(messages)) return sinkFor(messages, processor);
    return v1Adapter(processor, {
      sent: (message) => this.#add('sent', message),
      answered: (detail) => this.#add('actionresponse', detail),
    });
  }

  /** Stops a stream under way where it is (what its button does while streaming). */
  stop(): void {
    this.#streamRun++;
    this.streamState = 'stopped';
  }

  /** Replays the messages one by one with a delay, so progressive rendering is visible. */
  async stream(): Promise<void> {
    const run = ++this.#streamRun;
    const messages = this.parsed.messages;
    const sink = this.#sinkFor(messages, this.#newProcessor(messages));
    this.streamState = 'streaming';
    this.streamed = 0;
    for (const message of messages) {
      await new Promise((resolve) => setTimeout(resolve, this.delay));
      if (run !== this.#streamRun) return;
      sink.processMessages([message]);
      this.streamed++;
      this.#refreshDataModel();
    }
    this.streamState = 'done';
  }

  /**
   * Processes the next message only (the first click starts again from an empty surface), so
   * progressive rendering can be checked one message at a time.
   */
  step(): void {
    const messages = this.parsed.messages;
    if (this.streamState !== 'stepping' || !this.#stepSink) {
      this.#streamRun++; // stops a stream under way
      this.#stepSink = this.#sinkFor(messages, this.#newProcessor(messages));
      this.streamState = 'stepping';
      this.streamed = 0;
    }
    if (this.streamed < messages.length) {
      this.#stepSink.processMessages([messages[this.streamed]]);
      this.streamed++;
      this.#refreshDataModel();
    }
    if (this.streamed >= messages.length) {
      this.streamState = 'stepped';
      this.#stepSink = undefined;
    }
  }

  #record(type: LogEntry['type'], event: Event): void {
    this.#add(type, (event as CustomEvent).detail);
  }

  #add(type: LogEntry['type'], detail: unknown): void {
    const time = new Date().toISOString().slice(11, 23);
    this.log = [...this.log, {id: ++this.#logId, type, time, detail}].slice(-200);
  }

  /** Under a sent v1.0 action that wants an answer: the gallery has no agent to give one. */
  #waitingNote(entry: LogEntry, answered: ReadonlySet<string>) {
    const actionId = entry.type === 'sent' ? awaitedActionId(entry.detail) : undefined;
    if (actionId === undefined || answered.has(actionId)) return nothing;
    return html`<div class="waiting" data-waiting=${actionId}>
      Waiting for the agent's actionResponse to actionId "${actionId}" (the gallery has no agent).
    </div>`;
  }

  #refreshDataModel(): void {
    const models: Record<string, unknown> = {};
    for (const id of this.surfaceIds) {
      const surface = this.processor.getSurface(id);
      if (surface) models[id] = surface.dataModel.snapshot();
    }
    const text = JSON.stringify(models, null, 2);
    if (text !== this.dataModel) this.dataModel = text;
  }

  /** Switches the editor between a JSON array and JSON Lines (same messages). */
  #reformat = (): void => {
    const format = this.parsed.format === 'jsonl' ? 'json' : 'jsonl';
    this.#edited(formatMessages(this.parsed.messages, format));
  };

  #revert = (): void => this.#edited(this.source);

  #onEdit = (event: CustomEvent<string>): void => this.#edited(event.detail);

  #edited(text: string): void {
    this.text = text;
    this.linkState = 'idle';
    this.#keepEdits(text);
    this.#apply(text);
  }

  /** The lines of the message Step processed last, marked in the editor (undefined: none). */
  #stepSpan(): LineSpan | undefined {
    if (!['stepping', 'stepped'].includes(this.streamState)) return undefined;
    return this.parsed.spans[this.streamed - 1];
  }

  /** " (lines 3–7 in the editor)": where the message Step processed last is. */
  #stepLines(): string {
    const span = this.#stepSpan();
    if (!span) return '';
    const lines =
      span.first === span.last ? `line ${span.first}` : `lines ${span.first}–${span.last}`;
    return ` (${lines} in the editor)`;
  }

  /** Where a stream or step replay is (under the header, so the buttons keep their width). */
  #progress(total: number) {
    const at = `${this.streamed} / ${total}`;
    const words: Record<StreamState, string> = {
      idle: '',
      streaming: `Streaming: message ${at}`,
      stopped: `Stopped at message ${at}`,
      done: `Streamed ${at} messages`,
      stepping: `Stepped to message ${at}${this.#stepLines()}; Step processes the next one`,
      stepped: `Stepped ${at} messages${this.#stepLines()}; Step starts again`,
    };
    return words[this.streamState]
      ? html`<p class="progress" data-progress role="status">${words[this.streamState]}</p>`
      : nothing;
  }

  override render() {
    const errors = this.log.filter((entry) => entry.type === 'a2uierror').length;
    const answered = new Set(
      this.log
        .filter((entry) => entry.type === 'actionresponse')
        .map((entry) => (entry.detail as {actionId: string}).actionId),
    );
    const syntaxError = this.parsed.problems.some((p) => p.kind === 'syntax');
    const total = this.parsed.messages.length;
    const streaming = this.streamState === 'streaming';
    return html`
      <header>
        <h2>${this.heading}</h2>
        <slot name="actions"></slot>
        <div class="controls">
          <label
            >Delay
            <select
              aria-label="Stream delay"
              @change=${(e: Event) => (this.delay = Number((e.target as HTMLSelectElement).value))}
            >
              ${[100, 400, 1000].map(
                (ms) => html`<option value=${ms} ?selected=${ms === this.delay}>${ms} ms</option>`,
              )}
            </select></label
          >
          <button
            class="primary"
            data-action="stream"
            data-stream-state=${this.streamState}
            title=${streaming ? 'Stop the replay here' : 'Replay the messages one by one'}
            ?disabled=${syntaxError}
            @click=${() => (streaming ? this.stop() : this.stream())}
          >
            ${steady(streaming ? '■ Stop' : '▶ Stream', ['■ Stop', '▶ Stream'])}
          </button>
          <button
            data-action="step"
            title="Process the next message only"
            ?disabled=${syntaxError || this.parsed.messages.length === 0}
            @click=${() => this.step()}
          >
            ⇥ Step
          </button>
          <button
            data-action="reset"
            title="Render the messages again on a fresh surface (the text stays as it is)"
            @click=${() => this.#apply(this.text)}
          >
            Reset
          </button>
          ${
            this.text !== this.source
              ? html`<button
                  data-action="revert"
                  title="Put back the example's own messages (your edits are lost)"
                  @click=${this.#revert}
                >
                  Undo all edits
                </button>`
              : nothing
          }
          ${
            this.text !== this.source && this.dataset['example'] !== undefined
              ? html`<button
                  data-action="copy-link"
                  title="Copy a link that opens this example with your edited messages"
                  @click=${this.#copyLink}
                >
                  ${linkWords[this.linkState]}
                </button>`
              : nothing
          }
          <button
            data-action="reformat"
            title="Rewrite the messages as ${this.parsed.format === 'jsonl' ? 'a JSON array' : 'JSON Lines'}"
            ?disabled=${syntaxError}
            @click=${this.#reformat}
          >
            ${this.parsed.format === 'jsonl' ? 'As JSON' : 'As JSONL'}
          </button>
        </div>
        ${this.description ? html`<p>${this.description}</p>` : nothing}
      </header>
      <div
        class="preview ${syntaxError ? 'stale' : ''}"
        @a2uiaction=${(e: Event) => this.#record('a2uiaction', e)}
        aria-label="Rendered surfaces"
      >
        ${this.#progress(total)}
        ${
          syntaxError && this.surfaceIds.length
            ? html`<p class="stale-badge" data-stale>
                Stale: showing the last valid messages until the syntax error is fixed
              </p>`
            : nothing
        }
        ${keyed(
          this.processor,
          this.surfaceIds.map(
            (id) =>
              html`<div class="surface-frame">
                ${this.surfaceIds.length > 1 ? html`<div>surface ${id}</div>` : nothing}
                <a2ui-surface
                  surface-id=${id}
                  dir=${this.direction}
                  .processor=${this.processor}
                ></a2ui-surface>
              </div>`,
          ),
        )}
      </div>
      <div class="side">
        <message-editor
          .value=${this.text}
          .problems=${this.parsed.problems}
          .processed=${this.#stepSpan()}
          .waitingFor=${syntaxError || !['idle', 'done', 'stepped'].includes(this.streamState) ? [] : missingChildIds(this.parsed.messages)}
          @editor-change=${this.#onEdit}
        ></message-editor>
      </div>
      <div class="panels">
        <section>
          <!-- Focusable: a keyboard user scrolls a long pane with the arrow keys. -->
          <h3>Data model</h3>
          <pre data-panel="data-model" tabindex="0">${this.dataModel || '{}'}</pre>
        </section>
        <section>
          <h3>Events (${this.log.length}, ${errors} errors)</h3>
          <ol
            data-panel="log"
            tabindex="0"
            @scroll=${this.#onLogScroll}
            data-errors=${errors}
            data-actions=${this.log.length - errors}
          >
            ${
              this.log.length
                ? this.log.map(
                    (entry) =>
                      html`<li data-type=${entry.type}>
                        <span class="type">${logLabels[entry.type]}</span> ${entry.time}
                        <div>${JSON.stringify(entry.detail)}</div>
                        ${this.#waitingNote(entry, answered)}
                      </li>`,
                  )
                : html`<li class="empty">Click, type or stream to see events.</li>`
            }
          </ol>
        </section>
      </div>
    `;
  }
}

/** Properties whose string values name other components (v0.9/v1.0 and v0.8 basic catalogs). */
const childKeys = new Set([
  'child',
  'children',
  'componentId',
  'trigger',
  'content',
  'explicitList',
  'entryPointChild',
  'contentChild',
]);

/**
 * Child ids the components of the messages name that no component of their surface has (yet):
 * normal while streaming, a typo once every message is in. Listed once each, in order.
 */
export function missingChildIds(messages: readonly unknown[]): string[] {
  const defined = new Map<string, Set<string>>();
  const named: Array<[surface: string, id: string]> = [];
  const collect = (surface: string, value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (childKeys.has(key)) named.push([surface, value]);
    } else if (Array.isArray(value)) {
      for (const item of value) collect(surface, item, key);
    } else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) collect(surface, inner, name);
    }
  };
  for (const message of messages) {
    type Update = {surfaceId?: unknown; components?: unknown};
    const {updateComponents, surfaceUpdate} = (message ?? {}) as Record<string, Update>;
    const update = updateComponents ?? surfaceUpdate; // surfaceUpdate: A2UI v0.8
    if (typeof update?.surfaceId !== 'string' || !Array.isArray(update.components)) continue;
    const ids = defined.get(update.surfaceId) ?? new Set<string>();
    defined.set(update.surfaceId, ids);
    for (const component of update.components as unknown[]) {
      const {id, ...rest} = (component ?? {}) as Record<string, unknown>;
      if (typeof id === 'string') ids.add(id);
      collect(update.surfaceId, rest);
    }
  }
  const missing = named.filter(([surface, id]) => !defined.get(surface)?.has(id));
  return [...new Set(missing.map(([, id]) => id))];
}

/** Surface ids created by the messages, in order of first creation. */
export function surfaceIdsOf(messages: readonly unknown[]): string[] {
  const ids: string[] = [];
  for (const message of messages) {
    type Creation = {surfaceId?: unknown} | undefined;
    const {createSurface, beginRendering} = (message ?? {}) as Record<string, Creation>;
    const id = (createSurface ?? beginRendering)?.surfaceId; // beginRendering: A2UI v0.8
    if (typeof id === 'string' && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

declare global {
  interface HTMLElementTagNameMap {
    'example-view': ExampleView;
  }
}
