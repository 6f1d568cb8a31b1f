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
    const refused = 'Could not copy: select the text, press Ctrl+C';
    this.said = (await copyText(this.text, refused, this)) ? 'copied' : 'failed';
  }
}

/**
 * The page's polite live region: what it says is read by a screen reader, which does not hear a
 * button's label change. Made when the gallery loads, as a region added with its text may go
 * unread.
 */
const liveRegion = document.createElement('div');
liveRegion.dataset['announcer'] = '';
liveRegion.setAttribute('role', 'status');
liveRegion.setAttribute('aria-live', 'polite');
Object.assign(liveRegion.style, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
document.body.append(liveRegion);

/**
 * Has a screen reader say `message` (politely), even when it said the same a moment ago. `from`,
 * the element the user acted on: in an open modal dialog, the region moves into it, as the page
 * outside a modal dialog is inert and not read.
 */
export function announce(message: string, from?: Element): void {
  const home = from?.closest('dialog[open]') ?? document.body;
  if (liveRegion.parentNode !== home) home.append(liveRegion);
  liveRegion.textContent = '';
  // A change to the same text is not read: the emptied region is filled on a later task.
  setTimeout(() => (liveRegion.textContent = message), 100);
}

/**
 * Puts `text` on the clipboard and announces "Copied", or `refused` when the browser refuses (no
 * permission, or a page served over plain http from another machine); false then, for the caller
 * to say so and offer Ctrl+C. `from`: the element the user acted on (see {@link announce}).
 */
export async function copyText(
  text: string,
  refused = 'Could not copy',
  from?: Element,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    announce('Copied', from);
    return true;
  } catch {
    announce(refused, from);
    return false;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'copy-button': CopyButton;
  }
}
