import {
  css,
  html,
  LitElement,
  nothing,
  supportsAdoptingStyleSheets,
  type PropertyValues,
} from 'lit';
import {uiTextFor} from '../../components/shared/ui-text.js';
import {safeHttpUrl} from '../functions/safe-url.js';
import {defaultProcessor, type MessageProcessor} from '../state/message-processor.js';
import type {ErrorBody} from '../state/errors.js';
import type {SurfaceModel} from '../state/surface-model.js';
import {reportRenderError} from './render-error.js';
import {child} from './child-directive.js';
import {adoptGlobalStyles} from './global-styles.js';
import {langOf} from './lang-of.js';
import type {A2uiNode} from './node.js';
import {SignalWatcher} from './signal-watcher.js';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const PROCESSOR_EVENTS = ['surfacecreated', 'surfacedeleted', 'error'];

/** The agent's name and icon from a surface's theme (the basic catalog's identity fields). */
function attribution(surface: SurfaceModel): unknown {
  const name = surface.theme?.['agentDisplayName'];
  const url = surface.theme?.['iconUrl'];
  const icon = safeHttpUrl(url);
  if (url && !icon) {
    surface.reportOnce('theme-icon', {
      code: 'INVALID_URL',
      message: 'The theme has an iconUrl that is not an absolute http(s) URL; it was not loaded.',
    });
  }
  if (!icon && (typeof name !== 'string' || !name.trim())) return nothing;
  return html`<div part="attribution">
    ${icon ? html`<img part="attribution-icon" src=${icon.href} alt="" />` : nothing}
    ${typeof name === 'string' ? name : nothing}
  </div>`;
}

/** @deprecated Use `ErrorBody`, the detail of `a2uierror` (this was a looser copy of it). */
export type A2uiErrorBody = ErrorBody;

/**
 * Renders one A2UI surface of a message processor.
 *
 * Waits for the surface `surface-id` to be created, renders its `root` component (filling in
 * children as they stream in), and clears when the agent deletes the surface.
 *
 * A surface that cannot be shown (its `createSurface` failed: an unknown catalog, an invalid
 * message; or messages came for it without one, unless the agent had deleted it: those still in
 * flight are reported, not shown) shows the `error` slot instead of `loading`,
 * also when the failure happened before this element was mounted or pointed at it (the processor
 * remembers it, see `MessageProcessor.failureOf`), until the agent creates or deletes it. So does
 * a created surface when a message for it was refused before its `root` arrived, until a root
 * arrives: a blank surface would give the user no hint that something went wrong.
 *
 * Above the root it names the agent that made the surface, as the basic catalog's theme asks:
 * `theme.agentDisplayName` as text and `theme.iconUrl` (http(s) only) as its icon. An app that
 * shows who is speaking itself hides them with `a2ui-surface::part(attribution) {display: none}`.
 *
 * The surface speaks the language of the closest `lang` attribute (on the element, an ancestor,
 * or a shadow host above it) unless its processor was given a `locale`: the formatting
 * functions, the Slider's value, the elements' words (`uiTexts`). Changing a `lang` (in the
 * document or in a shadow root around the surface) renders again only what reads the locale.
 *
 * @slot loading - Shown until the surface and its `root` component exist.
 * @slot error - Shown instead of the surface when it cannot be displayed at all: its creation
 *   failed (before or after this element was mounted), or a message for it was refused before
 *   its `root` component arrived (until a root arrives). Default: a `role="alert"` paragraph
 *   (part `error`) saying `uiText.surfaceError` ("This interface could not be displayed.")
 * @event {CustomEvent<ErrorBody>} a2uierror - Every error the processor reports for this
 *   surface (bubbles, composed); the failure that keeps it from being shown is dispatched once
 *   more when the element is mounted or given this surface id or processor after it happened.
 * @event {CustomEvent<ActionBody>} a2uiaction - Bubbles up from the component that acted.
 * @csspart root - The container of the root component.
 * @csspart attribution - The line naming the agent (`theme.agentDisplayName`, `theme.iconUrl`).
 * @csspart attribution-icon - The agent's icon (`theme.iconUrl`), inside `attribution`.
 * @csspart error - The default error message (inside the `error` slot).
 * @cssprop --a2ui-surface-background - Background (default `--a2ui-color-background`).
 * @cssprop --a2ui-surface-padding - Inner padding (default `--a2ui-spacing-l`).
 * @cssprop --a2ui-color-primary - Brand colour; set from the surface's `theme.primaryColor`.
 * @cssprop --a2ui-color-link - Link and focus colour (default derived from the primary colour).
 * @cssprop --a2ui-color-focus - Focus ring colour (default `--a2ui-color-link`).
 * @cssprop --a2ui-color-primary-hover - Hovered primary colour (default: primary, darker;
 *   lighter when too dark for darker to show).
 * @cssprop --a2ui-color-on-primary - Text colour on the primary colour (default black or white,
 *   whichever reads better on it).
 * @cssprop --a2ui-color-background - Global design token.
 * @cssprop --a2ui-color-on-background - Global design token.
 * @cssprop --a2ui-color-surface - Global design token.
 * @cssprop --a2ui-color-on-surface - Global design token.
 * @cssprop --a2ui-color-muted - Global design token.
 * @cssprop --a2ui-color-secondary - Global design token.
 * @cssprop --a2ui-color-on-secondary - Global design token.
 * @cssprop --a2ui-color-border - Global design token.
 * @cssprop --a2ui-color-divider - Global design token.
 * @cssprop --a2ui-color-input - Global design token.
 * @cssprop --a2ui-color-on-input - Global design token.
 * @cssprop --a2ui-color-error - Global design token.
 * @cssprop --a2ui-color-backdrop - Global design token.
 * @cssprop --a2ui-border-width - Global design token.
 * @cssprop --a2ui-border-radius - Global design token.
 * @cssprop --a2ui-border-radius-s - Global design token.
 * @cssprop --a2ui-shadow - Global design token.
 * @cssprop --a2ui-shadow-l - Global design token.
 * @cssprop --a2ui-spacing-xs - Global design token.
 * @cssprop --a2ui-spacing-s - Global design token.
 * @cssprop --a2ui-spacing-m - Global design token.
 * @cssprop --a2ui-spacing-l - Global design token.
 * @cssprop --a2ui-spacing-xl - Global design token.
 * @cssprop --a2ui-font-family - Global design token.
 * @cssprop --a2ui-font-family-title - Global design token.
 * @cssprop --a2ui-font-family-monospace - Global design token.
 * @cssprop --a2ui-font-size - Global design token.
 * @cssprop --a2ui-line-height-body - Global design token.
 * @cssprop --a2ui-line-height-headings - Global design token.
 */
export class A2uiSurface extends SignalWatcher(LitElement) {
  static override styles = css`
    :host {
      display: block;
      color: var(--a2ui-color-on-background);
      background: var(--a2ui-surface-background, var(--a2ui-color-background));
      padding: var(--a2ui-surface-padding, var(--a2ui-spacing-l, 1rem));
      font-family: var(--a2ui-font-family, inherit);
      font-size: var(--a2ui-font-size);
      line-height: var(--a2ui-line-height-body, 1.5);
    }
    :host([hidden]) {
      display: none;
    }
    [part='root'] {
      display: flex;
      flex-direction: column;
    }
    [part='error'] {
      color: var(--a2ui-color-on-background);
    }
    [part='attribution'] {
      display: flex;
      align-items: center;
      gap: var(--a2ui-spacing-s, 0.5rem);
      margin-block-end: var(--a2ui-spacing-m, 0.75rem);
      color: var(--a2ui-color-muted);
      font-size: 0.875em;
      /* A name longer than the line wraps instead of running off the page. */
      overflow-wrap: anywhere;
    }
    [part='attribution-icon'] {
      inline-size: 1.5em;
      block-size: 1.5em;
      border-radius: 50%;
      object-fit: cover;
    }
  `;

  // Declared without decorators, which compile to more code.
  static override properties = {
    surfaceId: {attribute: 'surface-id', reflect: true},
    headingLevel: {attribute: 'heading-level', type: Number},
    processor: {attribute: false, noAccessor: true},
    surface: {attribute: false},
  };

  /** Id of the surface to render (`createSurface.surfaceId`). */
  surfaceId = '';

  /**
   * The level in the page's outline of the surface's `h1` Texts: 3 where the surface sits under
   * an `<h2>`. An `h2` Text (or a Markdown `##` heading) is one level deeper, and so on, up to
   * `<h6>`; each heading keeps the look of its variant. Default 1: an `h1` Text is an `<h1>`.
   */
  headingLevel = 1;

  #processor: MessageProcessor = defaultProcessor;

  /**
   * The processor whose surface is rendered; default the shared `defaultProcessor`. A connected
   * surface listens to a new processor at once, so the errors of messages processed right after
   * setting it still reach `a2uierror`.
   */
  get processor(): MessageProcessor {
    return this.#processor;
  }

  set processor(processor: MessageProcessor) {
    const old = this.#processor;
    if (processor === old) return;
    this.#processor = processor;
    if (this.isConnected) this.#listen();
    this.requestUpdate('processor', old);
  }

  private surface: SurfaceModel | undefined;
  // The failure last dispatched as a2uierror, so a failure shown on mount is dispatched once.
  #reported?: ErrorBody;

  #rootParent?: A2uiNode;
  #listening?: MessageProcessor;

  // The connected surfaces, told their language again when a `lang` attribute changes.
  static #shown = new Set<A2uiSurface>();
  static #langObserver?: MutationObserver;

  #applyLang(): void {
    this.surface?.setLang(langOf(this));
  }

  // The processor's `surfacecreated`, `surfacedeleted` and `error` events for this surface id.
  #onProcessorEvent = (event: Event): void => {
    const detail = (event as CustomEvent<ErrorBody & {surface?: SurfaceModel}>).detail;
    if (!detail || detail.surfaceId !== this.surfaceId) return;
    if (event.type !== 'error') {
      this.surface = event.type === 'surfacecreated' ? detail.surface : undefined;
      return;
    }
    // Without a surface, the processor may have remembered or forgotten a failure to show.
    if (!this.surface) this.requestUpdate();
    this.#reported = this.#failure();
    this.#dispatchError(detail);
  };

  #failure(): ErrorBody | undefined {
    return this.surface ? undefined : this.processor.failureOf(this.surfaceId);
  }

  #dispatchError(detail: ErrorBody): void {
    this.dispatchEvent(new CustomEvent('a2uierror', {detail, bubbles: true, composed: true}));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptGlobalStyles(this.getRootNode());
    this.#listen();
    A2uiSurface.#shown.add(this);
    // A `lang` changed in the document or in a shadow root around this surface: every surface
    // looks again. (Observing a root twice only renews its registration.)
    A2uiSurface.#langObserver ??= new MutationObserver(() => {
      for (const surface of A2uiSurface.#shown) surface.#applyLang();
    });
    for (let root = this.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
      A2uiSurface.#langObserver.observe(root, {attributeFilter: ['lang'], subtree: true});
      if (!(root instanceof ShadowRoot)) break;
    }
    this.#applyLang();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unlisten();
    A2uiSurface.#shown.delete(this);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('processor') || changed.has('surfaceId')) {
      if (this.isConnected) this.#listen();
      this.surface = this.processor.getSurface(this.surfaceId);
    }
    this.#applyLang();
    this.surface?.setHeadingLevel(this.headingLevel);
    // A failure from before this element (or this id, or this processor) is told once.
    const failure = this.#failure();
    if (failure !== this.#reported) {
      this.#reported = failure;
      if (failure) this.#dispatchError(failure);
    }
  }

  #listen(): void {
    if (this.#listening === this.processor) return;
    this.#unlisten();
    const processor = (this.#listening = this.processor);
    for (const type of PROCESSOR_EVENTS) processor.addEventListener(type, this.#onProcessorEvent);
    this.surface = processor.getSurface(this.surfaceId);
    this.requestUpdate(); // a failure may have come while it was not listening
  }

  #unlisten(): void {
    const processor = this.#listening;
    if (!processor) return;
    for (const type of PROCESSOR_EVENTS) {
      processor.removeEventListener(type, this.#onProcessorEvent);
    }
    this.#listening = undefined;
  }

  /** A root whose element cannot be made (a tag the browser refuses) is reported as the
   * components below it are, not thrown from the page's update. */
  protected override update(changed: PropertyValues<this>): void {
    try {
      super.update(changed);
    } catch (error) {
      const surface = this.surface;
      if (!surface) throw error;
      reportRenderError(surface, 'root', (error as Error)?.message ?? error);
    }
  }

  protected override render(): unknown {
    const surface = this.surface;
    this.#applyTheme(surface);
    if (!surface) {
      this.#rootParent = undefined; // a deleted surface's model is not kept alive by its element
      if (this.#failure()) return this.#renderError();
      return html`<slot name="loading"></slot>`;
    }
    if (!surface.hasRoot) {
      return surface.refusedBeforeRoot ? this.#renderError() : html`<slot name="loading"></slot>`;
    }
    let rootParent = this.#rootParent;
    if (rootParent?.surface !== surface) this.#rootParent = rootParent = {surface, id: ''};
    return html`${attribution(surface)}
      <div part="root">${child(rootParent, 'root')}</div>`;
  }

  #renderError(): unknown {
    const text = uiTextFor(langOf(this) || this.processor.locale).surfaceError;
    return html`<slot name="error"><p part="error" role="alert">${text}</p></slot>`;
  }

  // A :host rule of the shadow tree, not the element's style attribute: the page's own value
  // there (set by a framework's style binding) survives, and wins as any rule of the page does.
  #themeSheet?: CSSStyleSheet;
  #themeRule = '';

  #applyTheme(surface: SurfaceModel | undefined): void {
    const color = (surface?.theme as {primaryColor?: unknown} | undefined)?.primaryColor;
    const rule =
      typeof color === 'string' && HEX_COLOR.test(color)
        ? `:host{--a2ui-color-primary:${color}}`
        : '';
    // Without adoptable sheets (jsdom, a server render) the theme colour, cosmetic, is left out.
    if (rule === this.#themeRule || !supportsAdoptingStyleSheets) return;
    this.#themeRule = rule;
    let sheet = this.#themeSheet;
    if (!sheet) {
      sheet = this.#themeSheet = new CSSStyleSheet();
      const root = this.renderRoot as ShadowRoot;
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
    sheet.replaceSync(rule);
  }
}

// Every element of the package registers once: a second copy keeps the first one's. Next.js runs
// the package twice in one Node process when a Server Component and a client component import
// it (one bundle each, one registry in Lit's DOM shim); a page may also load two copies.
if (!customElements.get('a2ui-surface')) customElements.define('a2ui-surface', A2uiSurface);

declare global {
  interface HTMLElementTagNameMap {
    'a2ui-surface': A2uiSurface;
  }
}
