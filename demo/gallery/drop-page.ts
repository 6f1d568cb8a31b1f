import {css, html, LitElement, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {keyed} from 'lit/directives/keyed.js';
import './example-view.js';
import {formatMessages, parseMessages} from './parse-messages.js';
import type {Direction} from './theme.js';

/** Above this size a file takes seconds to render: the page says so first. */
const BIG_FILE = 500_000;

/** How many messages a file holds, cheaply (what "Rendering N messages…" counts). */
function countMessages(text: string): number {
  try {
    const document: unknown = JSON.parse(text);
    if (Array.isArray(document)) return document.length;
    const wrapped = (document as {messages?: unknown} | null)?.messages;
    return Array.isArray(wrapped) ? wrapped.length : 1;
  } catch {
    return text.split('\n').filter((line) => line.trim() !== '').length; // JSON Lines
  }
}

/**
 * The file's text as the editor shows it: a JSON document on one line (minified) is
 * pretty-printed, so each problem is at a line of its own; anything else stays as written.
 */
function readable(text: string): string {
  if (text.trim().includes('\n')) return text;
  const parsed = parseMessages(text);
  if (parsed.format !== 'json' || parsed.problems.length || parsed.messages.length === 0)
    return text;
  return formatMessages(parsed.messages, 'json');
}

/**
 * @summary Loads a `.json` / `.jsonl` file dropped on the page (or picked) into an editable,
 * live example.
 */
@customElement('drop-page')
export class DropPage extends LitElement {
  static override styles = css`
    /* The loaded example gets the page's height, laid out as on an example page. */
    :host {
      display: grid;
      grid-template-rows: auto minmax(0, 1fr);
      gap: 12px;
      min-height: 0;
    }
    example-view {
      min-height: 0;
    }
    /* Once a file is loaded: one line to open another one. */
    .zone.bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 12px;
      padding: 4px 12px;
      border-width: 1px;
      border-radius: 8px;
      text-align: start;
    }
    .status {
      color: var(--gallery-muted);
    }
    .zone {
      display: grid;
      place-items: center;
      gap: 8px;
      padding: 24px;
      border: 2px dashed var(--gallery-border);
      border-radius: 12px;
      text-align: center;
      color: var(--gallery-muted);
    }
    .zone.over {
      border-color: var(--gallery-accent);
      color: var(--gallery-accent-text);
    }
    .error {
      color: var(--gallery-error-text);
    }
  `;

  /** The reading direction of the rendered surfaces (the page itself stays left to right). */
  @property({attribute: false}) accessor direction: Direction = 'ltr';
  @state() private accessor over = false;
  @state() private accessor fileName = '';
  @state() private accessor source = '';
  @state() private accessor error = '';
  /** Counts loads: each one starts a fresh example, even with the same text as the last. */
  @state() private accessor loads = 0;
  /** Said while a big file is being rendered (the page cannot answer meanwhile). */
  @state() private accessor rendering = '';

  /**
   * A file dropped anywhere on the page is loaded, not only on the zone (the browser would
   * otherwise open the file in place of the gallery).
   */
  #onDragOver = (event: DragEvent): void => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    this.over = true;
  };
  #onDrop = (event: DragEvent): void => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    this.over = false;
    const file = event.dataTransfer.files[0];
    if (file) void this.load(file);
  };
  #onDragLeave = (event: DragEvent): void => {
    if (!event.relatedTarget) this.over = false; // left the window
  };

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('dragover', this.#onDragOver);
    addEventListener('drop', this.#onDrop);
    addEventListener('dragleave', this.#onDragLeave);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('dragover', this.#onDragOver);
    removeEventListener('drop', this.#onDrop);
    removeEventListener('dragleave', this.#onDragLeave);
  }

  /** Loads a file's text (what a drop or the file picker does). */
  async load(file: File): Promise<void> {
    if (!/\.jsonl?$/i.test(file.name)) {
      this.error = `${file.name}: only .json and .jsonl files are loaded.`;
      return;
    }
    this.error = '';
    const text = await file.text();
    if (text.length > BIG_FILE) {
      // Rendering blocks the page for seconds: say so, and let the browser paint it first.
      this.rendering = `Rendering ${countMessages(text)} messages…`;
      await this.updateComplete;
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
    }
    this.fileName = file.name;
    this.source = readable(text);
    this.loads++;
    await this.updateComplete;
    this.rendering = '';
  }

  override render() {
    const loaded = this.source !== '';
    return html`
      <div class="zone ${this.over ? 'over' : ''} ${loaded ? 'bar' : ''}" data-drop-zone>
        ${
          loaded
            ? html`<strong>Open another file</strong><span>(or drop it on the page)</span>`
            : html`<strong>Drop a .json or .jsonl file of A2UI messages on this page</strong>
                <span
                  >a JSON array of messages, a {"messages": [...]} document, one message, or JSON
                  Lines</span
                >`
        }
        <input
          type="file"
          accept=".json,.jsonl,application/json"
          aria-label="Choose a messages file"
          @change=${(e: Event) => {
            const file = (e.target as HTMLInputElement).files?.[0];
            if (file) void this.load(file);
          }}
        />
        ${this.error ? html`<span class="error" role="alert">${this.error}</span>` : nothing}
        <span class="status" role="status">${this.rendering}</span>
      </div>
      ${
        this.source
          ? keyed(
              this.loads,
              html`<example-view
                heading=${this.fileName}
                .source=${this.source}
                .direction=${this.direction}
              ></example-view>`,
            )
          : nothing
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'drop-page': DropPage;
  }
}
