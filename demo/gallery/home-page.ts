import {css, html, LitElement} from 'lit';
import {customElement} from 'lit/decorators.js';
import './copy-button.js';
import {examples} from './examples.js';
import {dropInSnippet} from './snippets.js';
import {codeBlockStyles} from './gallery-styles.js';

/** A few examples to start with: `[id, what it shows]`. */
const starters = [
  ['inputs/slider', 'a component and its properties'],
  ['inputs/button-action-context', 'what a click sends back to the agent'],
  ['data/template-list', 'a list built from data'],
  ['apps/restaurant-booking', 'a small app'],
] as const;

/** @summary The gallery's landing page: what this is, the drop-in snippet, where to go next. */
@customElement('home-page')
export class HomePage extends LitElement {
  static override styles = css`
    ${codeBlockStyles}
    :host {
      display: block;
      max-width: 46rem;
      line-height: 1.5;
    }
    h2 {
      margin: 0 0 8px;
      font-size: 1.4rem;
    }
    h3 {
      margin: 20px 0 6px;
      font-size: 1rem;
    }
    p,
    ul {
      margin: 6px 0;
    }
    a {
      color: var(--gallery-accent-text);
    }
    .snippet {
      display: flex;
      align-items: flex-start;
      gap: 8px;
    }
    pre {
      flex: 1;
    }
    code {
      font-family: var(--gallery-mono);
    }
  `;

  override render() {
    return html`<section data-page="home" aria-labelledby="home-title">
      <h2 id="home-title">A2UI, rendered as web components</h2>
      <p>
        In <a href="https://a2ui.org/">A2UI</a> an agent describes a user interface as JSON
        messages; a2ui-elements renders them as native web components in any page or framework.
        Every example here is live: edit its messages and the surface follows.
      </p>
      <h3>Use it in a page</h3>
      <div class="snippet">
        <pre tabindex="0" aria-label="Drop-in snippet">${dropInSnippet}</pre>
        <copy-button .text=${dropInSnippet}></copy-button>
      </div>
      <p>
        <a href="a2ui-elements.js" download>a2ui-elements.js</a> is one file with no build step
        (<code>npm run build</code> writes it to dist/). A working page:
        <a href="drop-in.html">drop-in.html</a>. Every example has a <strong>Use this</strong>
        button giving its own page.
      </p>
      <h3>Start with an example</h3>
      <ul>
        ${starters.map(
          ([id, what]) =>
            html`<li>
              <a href="#/example/${id}">${examples.find((e) => e.id === id)?.title ?? id}</a>:
              ${what}
            </li>`,
        )}
      </ul>
      <p>
        Or search the list (press <kbd>/</kbd>), <a href="#/drop">open a file</a> of your own
        messages, or talk to the <a href="#/agent">demo agent</a>. The documentation is the
        README.md and docs/ of the repository.
      </p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'home-page': HomePage;
  }
}
