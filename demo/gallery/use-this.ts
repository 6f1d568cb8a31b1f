import {css, html, LitElement, nothing} from 'lit';
import {customElement, property, query, state} from 'lit/decorators.js';
import './copy-button.js';
import type {Example} from './examples.js';
import {pageSnippet, snippetNeeds} from './snippets.js';
import {buttonStyles, codeBlockStyles} from './gallery-styles.js';

/**
 * @summary "Use this": a button opening a dialog with a whole HTML page that renders the
 * example with the drop-in bundle, and a Copy button.
 */
@customElement('use-this')
export class UseThis extends LitElement {
  static override styles = css`
    ${buttonStyles}
    ${codeBlockStyles}
    dialog {
      width: min(48rem, 92vw);
      max-height: 86vh;
      padding: 16px;
      border: 1px solid var(--gallery-border);
      border-radius: 10px;
      color: var(--gallery-fg);
      background: var(--gallery-bg);
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.4);
    }
    .title {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    h2 {
      flex: 1;
      margin: 0;
      font-size: 1.1rem;
    }
    p {
      margin: 8px 0;
      color: var(--gallery-muted);
    }
    a {
      color: var(--gallery-accent-text);
    }
    pre {
      max-height: 60vh;
      font-size: 0.82rem;
      tab-size: 2;
    }
  `;

  @property({attribute: false}) accessor example: Example | undefined;
  @query('dialog') private accessor dialog!: HTMLDialogElement;
  /** The messages as edited in the example view this button sits in, when opened. */
  @state() private accessor edited: unknown[] | 'unparsable' | undefined;

  #open = async (): Promise<void> => {
    this.edited = this.closest('example-view')?.editedMessages;
    await this.updateComplete;
    this.dialog.showModal();
  };

  override render() {
    const example = this.example;
    if (!example) return nothing;
    const needs = snippetNeeds(example);
    const edited = Array.isArray(this.edited) ? this.edited : undefined;
    const page = needs ? '' : pageSnippet(example, edited);
    // Said when the dialog opens (its description), not only found by reading on.
    const edits =
      needs || !this.edited
        ? ''
        : edited
          ? 'It holds your edited messages.'
          : 'Your edits have a syntax error, so it holds the example as shipped.';
    return html`<button aria-haspopup="dialog" @click=${this.#open}>&lt;/&gt; Use this</button>
      <dialog
        aria-labelledby="use-this-title"
        aria-describedby=${edits ? 'use-this-edits' : nothing}
      >
        <div class="title">
          <h2 id="use-this-title">Use “${example.title}” in your page</h2>
          ${page ? html`<copy-button .text=${page}></copy-button>` : nothing}
          <button @click=${() => this.dialog.close()}>Close</button>
        </div>
        ${
          needs
            ? html`<p>${needs}</p>`
            : html`<p>
                  A whole page: save it as an .html file next to
                  <a href="a2ui-elements.js" download>a2ui-elements.js</a> (<code
                    >npm run build</code
                  >
                  writes it to dist/) and open it. Your agent's messages go where
                  <code>messages</code> is.
                </p>
                ${edits ? html`<p id="use-this-edits"><strong>${edits}</strong></p>` : nothing}
                <pre tabindex="0" aria-label="HTML page">${page}</pre>`
        }
      </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'use-this': UseThis;
  }
}
