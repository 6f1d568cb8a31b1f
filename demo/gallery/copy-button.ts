import {css, html, LitElement} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {buttonStyles} from './gallery-styles.js';

/**
 * @summary A "Copy" button putting `text` on the clipboard; says "Copied", or, when the
 * clipboard refuses, to select the text and press Ctrl+C.
 */
@customElement('copy-button')
export class CopyButton extends LitElement {
  static override styles = css`
    ${buttonStyles}
  `;

  @property() accessor text = '';
  @state() private accessor said: '' | 'copied' | 'failed' = '';

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('text')) this.said = '';
  }

  override render() {
    return html`<button @click=${() => this.#copy()}>
      ${
        this.said === 'copied'
          ? 'Copied'
          : this.said === 'failed'
            ? 'Could not copy: select the text, press Ctrl+C'
            : 'Copy'
      }
    </button>`;
  }

  async #copy(): Promise<void> {
    this.said = (await copyText(this.text)) ? 'copied' : 'failed';
  }
}

/**
 * Puts `text` on the clipboard; false when the browser refuses (no permission, or a page served
 * over plain http from another machine), for the caller to say so and offer Ctrl+C.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'copy-button': CopyButton;
  }
}
