import {css, html, LitElement} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {createProcessor} from './catalogs.js';
import {examples} from './examples.js';
import {parseMessages} from './parse-messages.js';
import {
  currentTokens,
  densities,
  fonts,
  type Density,
  type Scheme,
  type ThemeState,
} from './theme.js';

const previewIds = [
  'apps/restaurant-booking',
  'inputs/button-variants',
  'inputs/choice-picker-styles',
];

/**
 * @summary Theme controls: colour scheme, primary colour, density, font, every `--a2ui-*` token
 * editable live, and the resulting CSS to copy; with a live preview.
 */
@customElement('theme-page')
export class ThemePage extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: minmax(18rem, 26rem) 1fr;
      gap: 16px;
      min-height: 0;
    }
    .controls {
      display: flex;
      flex-direction: column;
      gap: 12px;
      overflow: auto;
    }
    fieldset {
      border: 1px solid var(--gallery-border);
      border-radius: 8px;
      margin: 0;
    }
    label {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    table {
      width: 100%;
      border-collapse: collapse;
      font: 12px var(--gallery-mono);
    }
    td {
      padding: 2px 4px;
      border-bottom: 1px solid var(--gallery-border);
      vertical-align: middle;
    }
    td input {
      width: 100%;
      box-sizing: border-box;
      font: inherit;
      color: var(--gallery-fg);
      background: var(--gallery-code-bg);
      border: 1px solid var(--gallery-border);
      border-radius: 4px;
    }
    .swatch {
      display: inline-block;
      width: 14px;
      height: 14px;
      border-radius: 3px;
      border: 1px solid var(--gallery-border);
    }
    pre {
      margin: 0;
      padding: 8px;
      max-height: 12rem;
      overflow: auto;
      font: 12px var(--gallery-mono);
      background: var(--gallery-code-bg);
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
    }
    button,
    select {
      font: inherit;
      padding: 4px 10px;
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
      background: var(--gallery-bg-raised);
      color: var(--gallery-fg);
    }
    .preview {
      display: flex;
      flex-direction: column;
      gap: 12px;
      overflow: auto;
    }
    .preview a2ui-surface {
      border: 1px solid var(--gallery-border);
      border-radius: 8px;
    }
    /* Too narrow for the controls and a readable preview side by side: the preview goes below
       (beside them it was squeezed to nothing on a phone). */
    @container (max-width: 44rem) {
      :host {
        grid-template-columns: minmax(0, 1fr);
      }
    }
  `;

  @property({attribute: false}) accessor theme!: ThemeState;
  @state() private accessor tokens: [string, string][] = [];
  /** What the last "Copy CSS" did, shown on the button for a moment. */
  @state() private accessor copied: '' | 'copied' | 'failed' = '';

  #processor = createProcessor();
  #surfaceIds: string[] = [];
  #onThemeChange = () => this.#readTokens();

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.#surfaceIds.length) {
      for (const id of previewIds) {
        const example = examples.find((e) => e.id === id);
        if (!example) continue;
        const {messages} = parseMessages(example.source);
        this.#processor.processMessages(messages);
        const created = messages
          .map((m) => (m as {createSurface?: {surfaceId: string}}).createSurface?.surfaceId)
          .filter((s): s is string => !!s);
        this.#surfaceIds.push(...created);
      }
    }
    this.theme.addEventListener('change', this.#onThemeChange);
    requestAnimationFrame(() => this.#readTokens());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.theme.removeEventListener('change', this.#onThemeChange);
  }

  #readTokens(): void {
    this.tokens = currentTokens();
    this.requestUpdate();
  }

  async #copy(): Promise<void> {
    const text = this.theme.css();
    try {
      await navigator.clipboard.writeText(text);
      this.copied = 'copied';
    } catch {
      // No clipboard (refused, or a page served over plain http from another machine): the CSS
      // is selected instead, for Ctrl+C.
      this.copied = 'failed';
      const pre = this.renderRoot.querySelector('[data-panel="css"]');
      if (pre) getSelection()?.selectAllChildren(pre);
    }
    setTimeout(() => (this.copied = ''), 2500);
  }

  override render() {
    const theme = this.theme;
    const primary =
      theme.overrides['--a2ui-color-primary'] ??
      this.tokens.find(([n]) => n === '--a2ui-color-primary')?.[1] ??
      '#1a62d6';
    const font =
      Object.entries(fonts).find(([, s]) => s === theme.overrides['--a2ui-font-family'])?.[0] ?? '';
    return html`
      <div class="controls" dir="ltr">
        <fieldset>
          <legend>Scheme</legend>
          ${(['light', 'dark', 'system'] as Scheme[]).map(
            (scheme) =>
              html`<label
                ><input
                  type="radio"
                  name="scheme"
                  value=${scheme}
                  .checked=${theme.scheme === scheme}
                  @change=${() => theme.setScheme(scheme)}
                />${scheme}</label
              >`,
          )}
        </fieldset>
        <fieldset>
          <legend>Brand</legend>
          <label
            >Primary colour
            <input
              type="color"
              name="primary"
              .value=${/^#[0-9a-f]{6}$/i.test(primary) ? primary : '#1a62d6'}
              @input=${(e: Event) =>
                theme.setToken('--a2ui-color-primary', (e.target as HTMLInputElement).value)}
          /></label>
          <label
            >Density
            <select
              name="density"
              @change=${(e: Event) => theme.setDensity((e.target as HTMLSelectElement).value as Density)}
            >
              ${Object.keys(densities).map(
                (d) => html`<option ?selected=${theme.density === d}>${d}</option>`,
              )}
            </select></label
          >
          <label
            >Font
            <select
              name="font"
              @change=${(e: Event) => theme.setFont(fonts[(e.target as HTMLSelectElement).value] ?? '')}
            >
              <option value="" ?selected=${!font}>inherit</option>
              ${Object.keys(fonts).map((f) => html`<option ?selected=${font === f}>${f}</option>`)}
            </select></label
          >
          <button @click=${() => theme.reset()}>Reset theme</button>
        </fieldset>
        <fieldset>
          <legend>CSS</legend>
          <pre data-panel="css" tabindex="0">${theme.css()}</pre>
          <button data-action="copy-css" @click=${() => this.#copy()}>
            ${
              this.copied === 'copied'
                ? 'Copied'
                : this.copied === 'failed'
                  ? 'Could not copy: the CSS is selected, press Ctrl+C'
                  : 'Copy CSS'
            }
          </button>
        </fieldset>
        <fieldset>
          <legend>Tokens (${this.tokens.length})</legend>
          <table>
            ${this.tokens.map(
              ([name, value]) =>
                html`<tr>
                  <td>${name}</td>
                  <td>
                    ${
                      name.startsWith('--a2ui-color')
                        ? html`<span class="swatch" style="background:var(${name})"></span>`
                        : ''
                    }
                  </td>
                  <td>
                    <input
                      data-token=${name}
                      aria-label=${name}
                      .value=${theme.overrides[name] ?? value}
                      @change=${(e: Event) => theme.setToken(name, (e.target as HTMLInputElement).value)}
                    />
                  </td>
                </tr>`,
            )}
          </table>
        </fieldset>
      </div>
      <div class="preview" aria-label="Theme preview">
        ${this.#surfaceIds.map(
          (id) =>
            html`<a2ui-surface surface-id=${id} .processor=${this.#processor}></a2ui-surface>`,
        )}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'theme-page': ThemePage;
  }
}
