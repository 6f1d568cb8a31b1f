import {css, html, LitElement, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {keyed} from 'lit/directives/keyed.js';
import './example-view.js';
import type {Direction} from './theme.js';

/**
 * @summary Loads a `.json` / `.jsonl` file dropped on the page (or picked) into an editable,
 * live example.
 */
@customElement('drop-page')
export class DropPage extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      gap: 12px;
      min-height: 0;
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
    this.fileName = file.name;
    this.source = await file.text();
    this.loads++;
  }

  override render() {
    return html`
      <div class="zone ${this.over ? 'over' : ''}" data-drop-zone>
        <strong>Drop a .json or .jsonl file of A2UI messages on this page</strong>
        <span
          >a JSON array of messages, a {"messages": [...]} document, one message, or JSON
          Lines</span
        >
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
