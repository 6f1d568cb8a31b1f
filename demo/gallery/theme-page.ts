import {css, html, LitElement, nothing} from 'lit';
import {customElement, property, state} from 'lit/decorators.js';
import {live} from 'lit/directives/live.js';
import {createProcessor} from './catalogs.js';
import {examples} from './examples.js';
import {parseMessages} from './parse-messages.js';
import {
  currentTokens,
  densities,
  fonts,
  isValidToken,
  tokenProperty,
  type Density,
  type ThemeState,
} from './theme.js';
import {copyText} from './copy-button.js';
import {buttonStyles} from './gallery-styles.js';

const previewIds = [
  'apps/restaurant-booking',
  'inputs/button-variants',
  'inputs/choice-picker-styles',
];

/**
 * @summary Theme controls: primary colour, density, font, every `--a2ui-*` token editable live
 * (a value the browser would drop is marked and left out), and the resulting CSS to copy; with a
 * live preview. The colour scheme is the header's (it is the whole gallery's).
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
      /* A fieldset is as wide as its content by default: a long line would widen the column. */
      min-inline-size: 0;
      border: 1px solid var(--gallery-border);
      border-radius: 8px;
      margin: 0;
    }
    label {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .tokens {
      display: flex;
      flex-direction: column;
      gap: 6px;
      font: 12px var(--gallery-mono);
    }
    /* The name above its value, the value as wide as the column: light-dark(…, …) reads whole. */
    .tokens label {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      gap: 2px 6px;
    }
    .tokens input {
      grid-column: 1 / -1;
      box-sizing: border-box;
      padding: 2px 4px;
      font: inherit;
      color: var(--gallery-fg);
      background: var(--gallery-code-bg);
      border: 1px solid var(--gallery-border);
      border-radius: 4px;
    }
    .tokens input[aria-invalid='true'] {
      border-color: var(--gallery-error-text);
      outline: 1px solid var(--gallery-error-text);
    }
    .problem {
      grid-column: 1 / -1;
      color: var(--gallery-error-text);
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
      /* Long comment lines wrap inside the box instead of widening it. */
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      font: 12px var(--gallery-mono);
      background: var(--gallery-code-bg);
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
    }
    ${buttonStyles}
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
  /** Token name → a value typed for it that the browser would drop: shown, not applied. */
  @state() private accessor invalid: Record<string, string> = {};

  #processor = createProcessor();
  #surfaceIds: string[] = [];
  #onThemeChange = () => {
    this.copied = ''; // "Copied" was about the CSS before this change
    this.#readTokens();
  };

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
    if (await copyText(this.theme.css(), 'Could not copy: the CSS is selected, press Ctrl+C')) {
      this.copied = 'copied';
    } else {
      // The CSS is selected instead, for Ctrl+C.
      this.copied = 'failed';
      const pre = this.renderRoot.querySelector('[data-panel="css"]');
      if (pre) getSelection()?.selectAllChildren(pre);
    }
    setTimeout(() => (this.copied = ''), 2500);
  }

  /** Applies a typed token value, unless the browser would drop it: then it is only marked. */
  #editToken(name: string, value: string): void {
    const {[name]: _, ...others} = this.invalid;
    this.invalid = isValidToken(name, value) ? others : {...others, [name]: value};
    if (!(name in this.invalid)) this.theme.setToken(name, value);
  }

  #reset(): void {
    this.invalid = {};
    this.theme.reset();
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
      <div class="controls">
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
          <button @click=${this.#reset}>Reset theme</button>
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
          <div class="tokens">
            ${this.tokens.map(([name, value]) => {
              const rejected = this.invalid[name];
              const shown = rejected ?? theme.overrides[name] ?? value;
              return html`<label>
                ${
                  name.startsWith('--a2ui-color')
                    ? html`<span class="swatch" style="background:var(${name})"></span>`
                    : ''
                }<span>${name}</span>
                <input
                  data-token=${name}
                  aria-label=${name}
                  aria-invalid=${rejected !== undefined}
                  aria-describedby=${rejected !== undefined ? `problem${name}` : nothing}
                  title=${shown}
                  .value=${live(shown)}
                  @change=${(e: Event) => this.#editToken(name, (e.target as HTMLInputElement).value)}
                />
                ${
                  rejected !== undefined
                    ? html`<span class="problem" id="problem${name}">
                        Not a valid ${tokenProperty(name)} value: not applied, not in the CSS.
                      </span>`
                    : ''
                }
              </label>`;
            })}
          </div>
        </fieldset>
      </div>
      <div class="preview" aria-label="Theme preview">
        ${this.#surfaceIds.map(
          (id) =>
            html`<a2ui-surface
              surface-id=${id}
              dir=${theme.direction}
              .processor=${this.#processor}
            ></a2ui-surface>`,
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
