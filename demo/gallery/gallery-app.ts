import {css, html, LitElement, nothing} from 'lit';
import {customElement, state} from 'lit/decorators.js';
import './agent-page.js';
import './drop-page.js';
import './home-page.js';
import './example-view.js';
import {examples, groups, searchExamples, type Example} from './examples.js';
import {ThemeState, type Scheme} from './theme.js';
import './theme-page.js';
import './use-this.js';
import {visuallyHidden} from './gallery-styles.js';

type Route =
  | {page: 'home'}
  | {page: 'example'; example: Example}
  /** A link to an example that does not exist (any more): said, not replaced by another. */
  | {page: 'missing'; id: string}
  | {page: 'theme'}
  | {page: 'drop'}
  | {page: 'agent'};

function routeOf(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  if (path === '') return {page: 'home'};
  if (path === 'theme') return {page: 'theme'};
  if (path === 'drop') return {page: 'drop'};
  if (path === 'agent') return {page: 'agent'};
  const id = decodeURIComponent(path.replace(/^example\//, ''));
  const example = examples.find((e) => e.id === id);
  return example ? {page: 'example', example} : {page: 'missing', id};
}

/** Whether `target` takes typed text (so a `/` typed there is text, not a shortcut). */
function isTextEntry(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'color', 'file'].includes(
      target.type,
    )
  );
}

/** The groups of `found` in the order of their first example (the best match's group first). */
function groupsOf(found: readonly Example[]): string[] {
  return [...new Set(found.map((example) => example.group))];
}

/**
 * @summary The gallery: searchable, grouped examples; theme controls; a file drop page; a page
 * talking to the demo agent.
 */
@customElement('gallery-app')
export class GalleryApp extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: 17rem minmax(0, 1fr);
      grid-template-rows: auto minmax(0, 1fr);
      height: 100vh;
      color: var(--gallery-fg);
      background: var(--gallery-bg);
    }
    header {
      grid-column: 1 / -1;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px 16px;
      padding: 8px 16px;
      border-bottom: 1px solid var(--gallery-border);
      background: var(--gallery-bg-raised);
    }
    h1 {
      margin: 0;
      font-size: 1.1rem;
    }
    h1 a {
      color: inherit;
      text-decoration: none;
    }
    h1 span {
      color: var(--gallery-muted);
      font-weight: 400;
    }
    nav {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
    }
    nav a,
    .scheme button {
      white-space: nowrap;
      padding: 4px 10px;
      border-radius: 6px;
      color: var(--gallery-fg);
      text-decoration: none;
      border: 1px solid transparent;
      background: none;
      font: inherit;
      cursor: pointer;
    }
    .direction {
      padding: 4px 10px;
      border: 1px solid var(--gallery-border);
      border-radius: 8px;
      color: var(--gallery-fg);
      background: none;
      font: inherit;
      cursor: pointer;
    }
    nav a[aria-current='page'],
    .scheme button[aria-pressed='true'],
    .direction[aria-pressed='true'] {
      border-color: var(--gallery-border);
      background: var(--gallery-bg);
    }
    .spacer {
      flex: 1;
    }
    .scheme {
      display: flex;
      border: 1px solid var(--gallery-border);
      border-radius: 8px;
      padding: 2px;
    }
    aside,
    .examples {
      display: flex;
      flex-direction: column;
      min-height: 0;
    }
    aside {
      border-right: 1px solid var(--gallery-border);
    }
    /* Shown on small screens only, where the list is folded away until asked for. */
    .examples-toggle {
      display: none;
      margin: 8px;
      padding: 6px 10px;
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
      color: var(--gallery-fg);
      background: var(--gallery-bg-raised);
      font: inherit;
      text-align: start;
      cursor: pointer;
    }
    input[type='search'] {
      margin: 8px;
      padding: 6px 10px;
      font: inherit;
      color: var(--gallery-fg);
      background: var(--gallery-bg);
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
    }
    .list {
      overflow: auto;
      padding: 0 8px 16px;
    }
    h2 {
      margin: 12px 8px 4px;
      font-size: 0.75rem;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: var(--gallery-muted);
    }
    .list a {
      display: block;
      padding: 3px 8px;
      border-radius: 6px;
      color: var(--gallery-fg);
      text-decoration: none;
      font-size: 0.92rem;
    }
    .list a:hover {
      background: var(--gallery-bg-raised);
    }
    .list a[aria-current='page'] {
      background: var(--gallery-accent);
      color: #fff;
    }
    .count {
      padding: 0 16px 8px;
      color: var(--gallery-muted);
      font-size: 0.8rem;
    }
    /* Off screen until a keyboard user reaches it with the first Tab. */
    .skip {
      position: absolute;
      inset-inline-start: 8px;
      inset-block-start: -100px;
      z-index: 1;
      padding: 4px 10px;
      border: 1px solid var(--gallery-border);
      border-radius: 6px;
      color: var(--gallery-fg);
      background: var(--gallery-bg);
      font: inherit;
    }
    .skip:focus {
      inset-block-start: 8px;
    }
    main {
      display: flex;
      flex-direction: column;
      min-height: 0;
      overflow: auto;
      padding: 16px;
      /* The pages lay themselves out by the width they get (@container), not the window's. */
      container-type: inline-size;
    }
    main > * {
      flex: 1;
    }
    main > .missing {
      flex: 0;
      margin: 0;
    }
    @media (max-width: 800px) {
      /* Two rows, not four: the title and the icon-only switches, then the pages. */
      header {
        gap: 6px 8px;
        padding: 6px 10px;
      }
      h1 {
        font-size: 1rem;
      }
      nav {
        order: 1;
        flex-basis: 100%;
        gap: 2px;
        font-size: 0.9rem;
      }
      nav a,
      .scheme button,
      .direction {
        padding: 3px 6px;
      }
      /* Still in the buttons' names, for screen readers; the icon says it on screen. */
      .word {
        ${visuallyHidden}
      }
      :host {
        grid-template-columns: 1fr;
        grid-template-rows: auto auto 1fr;
        height: auto;
        min-height: 100vh;
      }
      aside {
        max-height: 40vh;
        border-right: 0;
        border-bottom: 1px solid var(--gallery-border);
      }
      /* The open page first: the list (half a phone's height) waits behind a button. */
      .examples-toggle {
        display: block;
      }
      .examples[data-folded] {
        display: none;
      }
    }
  `;

  @state() private accessor route: Route = routeOf(location.hash);
  @state() private accessor query = '';
  /** On a small screen, whether the examples list is unfolded (it always shows on wider ones). */
  @state() private accessor listOpen = false;

  readonly theme = new ThemeState();
  #onHash = () => {
    this.route = routeOf(location.hash);
  };
  #onTheme = () => this.requestUpdate();

  /** `/` jumps to the search, unless it is typed into a field, the editor or a surface. */
  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    const inSurface = (target: EventTarget) =>
      target instanceof HTMLElement && target.localName === 'a2ui-surface';
    if (event.composedPath().some((target) => isTextEntry(target) || inSurface(target))) return;
    const search = this.renderRoot.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) return;
    event.preventDefault();
    // On a small screen the search is folded away with the list: unfold it first.
    this.listOpen = true;
    void this.updateComplete.then(() => {
      search.focus();
      search.select();
    });
  };

  /**
   * A file dropped on any other page opens the "Open a file" page with it (the browser would
   * otherwise replace the gallery with the file). The drop page takes its own drops.
   */
  #onDragOver = (event: DragEvent): void => {
    if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
  };
  #onDrop = async (event: DragEvent): Promise<void> => {
    const file = event.dataTransfer?.files[0];
    if (!file || this.route.page === 'drop') return;
    event.preventDefault();
    location.hash = '#/drop';
    this.route = {page: 'drop'};
    await this.updateComplete;
    await this.renderRoot.querySelector('drop-page')?.load(file);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    addEventListener('hashchange', this.#onHash);
    addEventListener('dragover', this.#onDragOver);
    addEventListener('drop', this.#onDrop);
    addEventListener('keydown', this.#onKeyDown);
    this.theme.addEventListener('change', this.#onTheme);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('hashchange', this.#onHash);
    removeEventListener('dragover', this.#onDragOver);
    removeEventListener('drop', this.#onDrop);
    removeEventListener('keydown', this.#onKeyDown);
    this.theme.removeEventListener('change', this.#onTheme);
  }

  override render() {
    const route = this.route;
    const found = searchExamples(this.query);
    const current = route.page === 'example' ? route.example.id : '';
    return html`
      <button class="skip" @click=${this.#skipToMain}>Skip to the content</button>
      <header>
        <h1>
          <a href="#/">a2ui-elements <span>gallery</span></a>
        </h1>
        <nav aria-label="Pages">
          ${(
            [
              ['example', `#/example/${current || examples[0]!.id}`, 'Examples'],
              ['theme', '#/theme', 'Theme'],
              ['drop', '#/drop', 'Open a file'],
              ['agent', '#/agent', 'Demo agent'],
            ] as const
          ).map(
            ([page, href, label]) =>
              html`<a
                href=${href}
                data-page=${page}
                aria-current=${route.page === page ? 'page' : 'false'}
                >${label}</a
              >`,
          )}
        </nav>
        <span class="spacer"></span>
        <div class="scheme" role="group" aria-label="Colour scheme">
          ${(['light', 'dark', 'system'] as Scheme[]).map(
            (scheme) =>
              html`<button
                data-scheme=${scheme}
                aria-pressed=${this.theme.scheme === scheme}
                @click=${() => this.theme.setScheme(scheme)}
              >
                ${scheme === 'light' ? '☀' : scheme === 'dark' ? '☾' : '◐'}
                <span class="word"
                  >${scheme === 'light' ? 'Light' : scheme === 'dark' ? 'Dark' : 'System'}</span
                >
              </button>`,
          )}
        </div>
        <button
          class="direction"
          data-direction
          aria-pressed=${this.theme.direction === 'rtl'}
          title="Show the surfaces right to left"
          @click=${() => this.theme.setDirection(this.theme.direction === 'rtl' ? 'ltr' : 'rtl')}
        >
          ⇄ <span class="word">Right to left</span>
        </button>
      </header>
      <aside>
        <button
          class="examples-toggle"
          aria-expanded=${this.listOpen}
          aria-controls="examples"
          @click=${() => (this.listOpen = !this.listOpen)}
        >
          ${this.listOpen ? '▾' : '▸'} Examples (${examples.length})
        </button>
        <div class="examples" id="examples" ?data-folded=${!this.listOpen}>
          <input
            type="search"
            placeholder="Search ${examples.length} examples ( / )"
            aria-label="Search examples"
            aria-keyshortcuts="/"
            .value=${this.query}
            @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)}
            @keydown=${(e: KeyboardEvent) => {
              // Enter opens the best match, listed first.
              if (e.key === 'Enter' && found[0]) location.hash = `#/example/${found[0].id}`;
            }}
          />
          <div class="count" role="status" data-results=${found.length}>
            ${
              !this.query
                ? `${examples.length} examples`
                : found.length
                  ? `${found.length} of ${examples.length}`
                  : `No example matches "${this.query}" (titles, descriptions, tags and messages are searched)`
            }
          </div>
          <div class="list">
            ${groupsOf(found).map((group) => {
              const heading = groups[group] ?? group;
              const inGroup = found.filter((e) => e.group === group);
              if (!inGroup.length) return nothing;
              return html`<h2>${heading}</h2>
                ${inGroup.map(
                  (e) =>
                    html`<a
                      href="#/example/${e.id}"
                      data-example=${e.id}
                      aria-current=${e.id === current ? 'page' : 'false'}
                      @click=${() => (this.listOpen = false)}
                      >${e.title}</a
                    >`,
                )}`;
            })}
          </div>
        </div>
      </aside>
      <main tabindex="-1">${this.#renderPage(route)}</main>
    `;
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    const before = changed.get('route') as Route | undefined;
    if (changed.has('route')) {
      // The tab (and the history list) names the open page, not only "a2ui-elements gallery".
      const page = this.route.page;
      const name =
        page === 'example'
          ? this.route.example.title
          : {
              home: '',
              missing: 'No such example',
              theme: 'Theme',
              drop: 'Open a file',
              agent: 'Demo agent',
            }[page];
      document.title = name ? `${name} · a2ui-elements gallery` : 'a2ui-elements gallery';
    }
    const route = this.route;
    if (route.page !== 'example') return;
    const opened = changed.has('listOpen') && this.listOpen;
    const otherExample = before?.page !== 'example' || before.example !== route.example;
    if (!opened && !(changed.has('route') && otherExample)) return;
    // A link to an example far down the list (or Enter in the search) shows it in the list,
    // and so does unfolding the list on a small screen.
    const list = this.renderRoot.querySelector<HTMLElement>('.list');
    const link = list?.querySelector('[aria-current="page"]');
    if (!list || !link) return;
    const box = list.getBoundingClientRect();
    const item = link.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) {
      list.scrollTop += item.top - box.top - (box.height - item.height) / 2;
    }
  }

  /** Past the pages, the scheme buttons and the example list: to the open page itself. */
  #skipToMain(): void {
    this.renderRoot.querySelector('main')?.focus();
  }

  #renderPage(route: Route) {
    switch (route.page) {
      case 'theme':
        return html`<theme-page .theme=${this.theme}></theme-page>`;
      case 'drop':
        return html`<drop-page .direction=${this.theme.direction}></drop-page>`;
      case 'agent':
        return html`<agent-page .direction=${this.theme.direction}></agent-page>`;
      case 'home':
        return html`<home-page></home-page>`;
      case 'missing':
        return html`<p class="missing" data-missing>
          No example '${route.id}'. Pick one from the list, or search it.
        </p>`;
      default:
        return html`<example-view
          data-example=${route.example.id}
          heading=${route.example.title}
          description=${route.example.description}
          .source=${route.example.source}
          .direction=${this.theme.direction}
          ><use-this slot="actions" .example=${route.example}></use-this
        ></example-view>`;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'gallery-app': GalleryApp;
  }
}
