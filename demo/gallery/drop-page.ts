import {css, html, LitElement, nothing} from 'lit';
import {customElement, state} from 'lit/decorators.js';
import './example-view.js';

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
      color: var(--gallery-accent);
    }
    .error {
      color: #c62828;
    }
  `;

  @state() private accessor over = false;
  @state() private accessor fileName = '';
  @state() private accessor source = '';
  @state() private accessor error = '';

  /** Loads a file's text (what a drop or the file picker does). */
  async load(file: File): Promise<void> {
    if (!/\.jsonl?$/i.test(file.name)) {
      this.error = `${file.name}: only .json and .jsonl files are loaded.`;
      return;
    }
    this.error = '';
    this.fileName = file.name;
    this.source = await file.text();
  }

  override render() {
    return html`
      <div
        class="zone ${this.over ? 'over' : ''}"
        data-drop-zone
        @dragover=${(e: DragEvent) => {
          e.preventDefault();
          this.over = true;
        }}
        @dragleave=${() => (this.over = false)}
        @drop=${(e: DragEvent) => {
          e.preventDefault();
          this.over = false;
          const file = e.dataTransfer?.files[0];
          if (file) void this.load(file);
        }}
      >
        <strong>Drop a .json or .jsonl file of A2UI messages here</strong>
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
          ? html`<example-view heading=${this.fileName} .source=${this.source}></example-view>`
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
