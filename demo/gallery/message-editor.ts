import {css, html, LitElement, nothing} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import type {LineSpan, SourceProblem} from './parse-messages.js';
import {visuallyHidden} from './gallery-styles.js';

const LINE_HEIGHT = 20;

/**
 * @summary A JSON / JSON Lines editor with line numbers and problems shown inline, at the line of
 * the offending value, and listed below.
 * @event {CustomEvent<string>} editor-change - The text changed (debounced).
 */
@customElement('message-editor')
export class MessageEditor extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      font: 13px/1.5 var(--gallery-mono);
    }
    .scroller {
      position: relative;
      display: grid;
      grid-template-columns: auto 1fr;
      flex: 1;
      min-height: 12rem;
      overflow: auto;
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
      background: var(--gallery-code-bg);
    }
    .gutter {
      /* Stays in view when long lines are scrolled sideways. */
      position: sticky;
      left: 0;
      z-index: 1;
      padding: 8px 6px;
      text-align: right;
      color: var(--gallery-muted);
      background: var(--gallery-code-bg);
      user-select: none;
      border-right: 1px solid var(--gallery-border);
    }
    .gutter div,
    .marker {
      height: ${LINE_HEIGHT}px;
      line-height: ${LINE_HEIGHT}px;
    }
    .gutter .bad {
      color: #fff;
      background: #c62828;
      border-radius: 3px;
      padding: 0 3px;
    }
    /* The message Step processed last: bold line numbers with a pointer, and a bar beside its
       lines (not colour alone). */
    .gutter .processed {
      position: relative;
      font-weight: 700;
      color: var(--gallery-fg);
    }
    .gutter .processed::before {
      content: '▸';
      position: absolute;
      left: -6px;
      color: var(--gallery-accent-text);
    }
    .processed-lines {
      position: absolute;
      left: 0;
      right: 0;
      box-sizing: border-box;
      border-left: 3px solid var(--gallery-accent);
      background: rgb(26 98 214 / 0.12);
    }
    .code {
      position: relative;
    }
    textarea {
      display: block;
      box-sizing: border-box;
      width: 100%;
      min-width: 100%;
      margin: 0;
      padding: 8px;
      border: 0;
      outline: none;
      resize: none;
      overflow: hidden;
      white-space: pre;
      font: inherit;
      line-height: ${LINE_HEIGHT}px;
      color: var(--gallery-fg);
      background: transparent;
      tab-size: 2;
    }
    .markers {
      position: absolute;
      inset: 8px 0 0 0;
      pointer-events: none;
    }
    .marker {
      position: absolute;
      left: 0;
      right: 0;
      background: rgb(198 40 40 / 0.14);
      border-left: 3px solid #c62828;
      /* Lines the hidden copy of the line up with the text area's text. */
      padding-left: 5px;
      white-space: nowrap;
    }
    .marker .line {
      visibility: hidden;
      white-space: pre;
      tab-size: 2;
    }
    /* After the end of the line, so it never hides the value it is about (scroll sideways to
       read it beside a long line; every problem is also listed under the editor). */
    .marker .label {
      display: inline-block;
      vertical-align: top;
      max-width: 24rem;
      margin-left: 1ch;
      padding: 0 6px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      color: #fff;
      background: #c62828;
      border-radius: 3px;
      font-size: 12px;
    }
    ul {
      margin: 6px 0 0;
      padding: 0;
      list-style: none;
      max-height: 8rem;
      overflow: auto;
    }
    li button {
      display: block;
      width: 100%;
      padding: 2px 4px;
      border: 0;
      background: none;
      font: inherit;
      text-align: left;
      color: var(--gallery-error-text);
      cursor: pointer;
    }
    /* Read with the text area by a screen reader; shown while it has focus, so a sighted
       keyboard user learns how to leave it too (:focus-within: WebKit did not restyle the hint
       for .scroller:has(textarea:focus) + .hint, though the scroller matched). */
    .hint {
      ${visuallyHidden}
    }
    .scroller:focus-within + .hint {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
      white-space: normal;
      margin-top: 4px;
      font-size: 12px;
      color: var(--gallery-muted);
    }
    li code {
      font-weight: 600;
    }
    .ok,
    .note {
      margin-top: 6px;
      color: var(--gallery-muted);
    }
  `;

  /** The editor text. */
  @property() accessor value = '';

  /** Problems to show beside their lines. */
  @property({attribute: false}) accessor problems: readonly SourceProblem[] = [];

  /** The lines of the message Step processed last, marked beside the text. */
  @property({attribute: false}) accessor processed: LineSpan | undefined;

  /** Child ids no component has: said under the problems, muted (streaming makes them too). */
  @property({attribute: false}) accessor waitingFor: readonly string[] = [];

  #timer?: ReturnType<typeof setTimeout>;
  /** Escape was the last key: the next Tab leaves the text area instead of indenting. */
  #escaped = false;

  override render() {
    const lines = this.value.split('\n');
    const width = Math.max(...lines.map((line) => line.length)) + 4;
    const processed = this.processed;
    const byLine = new Map<number, SourceProblem[]>();
    for (const problem of this.problems) {
      byLine.set(problem.line, [...(byLine.get(problem.line) ?? []), problem]);
    }
    return html`
      <div class="scroller" part="scroller">
        <div class="gutter" aria-hidden="true">
          ${lines.map((_, i) => this.#lineNumber(i + 1, byLine.has(i + 1)))}
        </div>
        <div class="code">
          <div class="markers">
            ${
              processed
                ? html`<div
                    class="processed-lines"
                    data-processed=${`${processed.first}-${processed.last}`}
                    style="top:${(processed.first - 1) * LINE_HEIGHT}px;height:${(processed.last - processed.first + 1) * LINE_HEIGHT}px"
                  ></div>`
                : nothing
            }
            ${[...byLine].map(
              ([line, list]) =>
                html`<div
                  class="marker"
                  data-line=${line}
                  style="top:${(line - 1) * LINE_HEIGHT}px"
                >
                  <span class="line" aria-hidden="true">${lines[line - 1]}</span>
                  <span class="label" title=${list.map((p) => `${p.path} ${p.message}`).join('\n')}
                    >${list[0]!.message}${list.length > 1 ? ` (+${list.length - 1})` : ''}</span
                  >
                </div>`,
            )}
          </div>
          <textarea
            part="textarea"
            aria-label="Messages (JSON or JSON Lines)"
            aria-describedby="keys"
            spellcheck="false"
            wrap="off"
            style="height:${lines.length * LINE_HEIGHT + 16}px;width:${width}ch"
            .value=${this.value}
            @input=${this.#onInput}
            @keydown=${this.#onKeyDown}
          ></textarea>
        </div>
      </div>
      <div id="keys" class="hint">Tab indents; press Escape, then Tab, to leave the editor.</div>
      ${
        this.problems.length
          ? html`<ul part="problems" aria-label="Problems">
              ${this.problems.map(
                (p) =>
                  html`<li data-path=${p.path} data-line=${p.line}>
                    <button type="button" @click=${() => this.reveal(p.line)}>
                      line ${p.line}:
                      ${p.path ? html`<code>${p.path}</code> ` : nothing}${p.message}
                    </button>
                  </li>`,
              )}
            </ul>`
          : html`<div class="ok" part="ok">No problems.</div>`
      }
      ${
        this.waitingFor.length
          ? html`<div class="note" data-waiting-for>
              No component has these child ids yet, waiting for: ${this.waitingFor.join(', ')}
            </div>`
          : nothing
      }
    `;
  }

  /** A gutter line number: marked when its line has a problem, or is in the processed message. */
  #lineNumber(line: number, bad: boolean) {
    const span = this.processed;
    const processed = span !== undefined && line >= span.first && line <= span.last;
    return html`<div
      class=${[bad ? 'bad' : '', processed ? 'processed' : ''].join(' ').trim()}
      title=${processed ? 'The message Step processed last' : nothing}
    >
      ${line}
    </div>`;
  }

  /** The last change of `value` came from typing (not a new example, file or format). */
  #typed = false;

  /**
   * A text from outside (another example, a file, As JSON) starts at its top: the caret a text
   * area leaves at the end would bring a keyboard user who tabs in to the last line, and the
   * scroll position of the previous text would stay.
   */
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('value') && !this.#typed) {
      this.renderRoot.querySelector('textarea')?.setSelectionRange(0, 0);
      this.renderRoot.querySelector('.scroller')?.scrollTo(0, 0);
    }
    this.#typed = false;
    if (changed.has('processed') && this.processed) this.#bringIntoView(this.processed);
  }

  /** Scrolls the editor to `span` when it is out of view (a long example stepped through). */
  #bringIntoView({first, last}: LineSpan): void {
    const scroller = this.renderRoot.querySelector('.scroller')!;
    const top = (first - 1) * LINE_HEIGHT;
    const bottom = last * LINE_HEIGHT + 16;
    if (top < scroller.scrollTop || bottom > scroller.scrollTop + scroller.clientHeight) {
      scroller.scrollTop = Math.max(0, top - 2 * LINE_HEIGHT);
    }
  }

  /** Puts the caret at the start of `line` and scrolls it into view. */
  reveal(line: number): void {
    const textarea = this.renderRoot.querySelector('textarea')!;
    const offset =
      this.value
        .split('\n')
        .slice(0, line - 1)
        .join('\n').length + (line > 1 ? 1 : 0);
    textarea.focus({preventScroll: true});
    textarea.setSelectionRange(offset, offset);
    const scroller = this.renderRoot.querySelector('.scroller')!;
    scroller.scrollTop = Math.max(0, (line - 3) * LINE_HEIGHT);
    // On a phone the editor is as tall as its text and the page scrolls: bring the line into
    // the window too (focus alone showed the top of the editor).
    this.renderRoot
      .querySelector(`.marker[data-line="${line}"]`)
      ?.scrollIntoView({block: 'center', inline: 'nearest'});
    scroller.scrollLeft = 0; // the start of the line, not hidden under the line numbers
  }

  #onInput = (event: Event): void => {
    this.#typed = true;
    this.value = (event.target as HTMLTextAreaElement).value;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.dispatchEvent(new CustomEvent('editor-change', {detail: this.value, bubbles: true}));
    }, 250);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    const escaped = this.#escaped;
    this.#escaped = event.key === 'Escape';
    // Shift+Tab, and Tab right after Escape, move focus as usual (no keyboard trap).
    if (event.key !== 'Tab' || event.shiftKey || escaped) return;
    event.preventDefault();
    const textarea = event.target as HTMLTextAreaElement;
    textarea.setRangeText('  ', textarea.selectionStart, textarea.selectionEnd, 'end');
    textarea.dispatchEvent(new Event('input'));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'message-editor': MessageEditor;
  }
}
