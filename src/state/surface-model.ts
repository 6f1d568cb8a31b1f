import type {Catalog} from '../catalog/catalog.js';
import {FunctionRegistry} from '../functions/registry.js';
import {ComponentStore, type ComponentDefinition, type UpsertResult} from './component-store.js';
import {DataModel} from './data-model.js';
import {firstTime} from './first-time.js';
import {computed, signal, type ReadonlySignal} from './signals.js';
import type {ActionBody, ErrorBody, ErrorReport} from './errors.js';

/** How a surface was created (the `createSurface` message) plus what its host provides. */
export interface SurfaceOptions {
  /** The surface id (`createSurface.surfaceId`). */
  readonly id: string;
  /** The catalog its components and functions come from (the one `catalogId` names). */
  readonly catalog: Catalog;
  /** `createSurface.theme`, as validated against the catalog's theme schema. */
  readonly theme?: Readonly<Record<string, unknown>>;
  /** `createSurface.sendDataModel`: whether its data model goes to the agent with each message. */
  readonly sendDataModel?: boolean;
  /** BCP 47 locale for the formatting functions and the elements' words; when given, it wins
   * over the language of the page where the surface is shown (see `setLang`). */
  readonly locale?: string;
  /** The locale without one given and without a `lang` where it is shown; default `en-US`. */
  readonly defaultLocale?: string;
  /** IANA time zone for `formatDate`; default the runtime's. */
  readonly timeZone?: string;
  /** Receives every error of this surface (the processor turns it into an `error` event). */
  readonly onError?: (body: ErrorBody) => void;
  /** Receives every action bound for the agent (the processor's `action` event). */
  readonly onAction?: (body: ActionBody) => void;
}

/**
 * The state of one surface: its catalog and theme, the flat component map, the data model, and
 * the channel back to the agent (errors, actions). Framework-free; elements read it through a
 * `ComponentContext`.
 */
export class SurfaceModel {
  /** The surface id (`createSurface.surfaceId`). */
  readonly id: string;
  /** The catalog the surface was created with. */
  readonly catalog: Catalog;
  /** `createSurface.theme`, or undefined. */
  readonly theme: Readonly<Record<string, unknown>> | undefined;
  /** Whether the agent asked for this surface's data model with each message (`sendDataModel`). */
  readonly sendDataModel: boolean;
  /** IANA time zone of `formatDate` on this surface; undefined for the runtime's. */
  readonly timeZone: string | undefined;
  /** The surface's data: a signal per JSON Pointer, written by `updateDataModel` and inputs. */
  readonly dataModel: DataModel;
  /** The functions components of this surface may call (the catalog's, extendable). */
  readonly functions: FunctionRegistry;
  /** The surface's components by id, as the agent last sent them (each id read reactively). */
  readonly components: ComponentStore;

  readonly #locale: string | undefined;
  readonly #defaultLocale: string;
  readonly #lang = signal('');
  readonly #headingLevel = signal(1);
  readonly #disposed = signal(false);
  readonly #hasRoot: ReadonlySignal<boolean>;
  readonly #refused = signal(false);
  readonly #reported = new Set<string>();
  readonly #kept = new Map<string, unknown>();
  readonly #onError: ((body: ErrorBody) => void) | undefined;
  readonly #onAction: ((body: ActionBody) => void) | undefined;

  constructor(options: SurfaceOptions) {
    // Assigned here rather than as a field initializer: with a public field initializer the
    // compiled class also moves every private field's initializer into the constructor.
    this.components = new ComponentStore();
    this.id = options.id;
    this.catalog = options.catalog;
    this.theme = options.theme;
    this.sendDataModel = options.sendDataModel ?? false;
    this.#locale = options.locale;
    this.#defaultLocale = options.defaultLocale ?? 'en-US';
    this.timeZone = options.timeZone;
    this.#onError = options.onError;
    this.#onAction = options.onAction;
    this.functions = new FunctionRegistry(options.catalog.functions ?? {});
    this.dataModel = new DataModel({}, {onError: (report) => this.reportError(report)});
    this.#hasRoot = computed(() => this.components.get('root') !== undefined);
  }

  /**
   * BCP 47 locale of the formatting functions and of the elements' words (`uiTexts`): the one
   * given, else the language of the page where the surface is shown (`setLang`), else the default.
   * Reactive: only what reads it renders again when the page's language changes.
   */
  get locale(): string {
    return this.#locale ?? (this.#lang.value || this.#defaultLocale);
  }

  /** Sets the language (`lang`) of the page where the surface is shown ('' for none); called by
   * `<a2ui-surface>`. */
  setLang(lang: string): void {
    this.#lang.value = lang;
  }

  /** The level (1–6) a Text of variant `h1` takes where the surface is shown; `h2` one level
   * deeper, and so on, at most 6. Reactive: only headings render again when it changes. */
  get headingLevel(): number {
    return this.#headingLevel.value;
  }

  /** Sets `headingLevel`: a whole number, 6 at most (one not above 1 or not whole is 1). Called
   * by `<a2ui-surface>`. */
  setHeadingLevel(level: number): void {
    this.#headingLevel.value = Number.isInteger(level) && level > 1 ? Math.min(level, 6) : 1;
  }

  /** Reactive read of a component definition; undefined until it arrives. */
  component(id: string): ComponentDefinition | undefined {
    return this.components.get(id);
  }

  /** True once a component with id `root` exists (rendering starts then). Reactive. */
  get hasRoot(): boolean {
    return this.#hasRoot.value;
  }

  /**
   * True once a message for this surface was refused while it had no root: with nothing to show,
   * `<a2ui-surface>` then shows its `error` slot instead of `loading`, until a root arrives.
   * Reactive.
   */
  get refusedBeforeRoot(): boolean {
    return this.#refused.value;
  }

  /** Notes that a message for this surface was refused. Used by the processor. */
  noteRefused(): void {
    if (!this.#hasRoot.peek()) this.#refused.value = true;
  }

  /** True after `deleteSurface`. Reactive. */
  get disposed(): boolean {
    return this.#disposed.value;
  }

  /** Upserts component definitions (replace semantics). Used by the processor. */
  updateComponents(definitions: Iterable<ComponentDefinition>): UpsertResult[] {
    if (this.#disposed.peek()) return [];
    const results: UpsertResult[] = [];
    for (const definition of definitions) results.push(this.components.upsert(definition));
    return results;
  }

  /** Reports an error of this surface to its host (and so to the agent). */
  reportError(report: ErrorReport): void {
    const body = {...report, surfaceId: report.surfaceId ?? this.id} as ErrorBody;
    this.#onError?.(body);
  }

  /**
   * Reports an error the first time `key` is seen on this surface. Problems that recur on every
   * evaluation (an unknown function, a bad argument) reach the agent once.
   */
  reportOnce(key: string, report: ErrorReport): void {
    if (firstTime(this.#reported, key)) this.reportError(report);
  }

  /** Element state kept under `key` by `keep`; undefined when none. Not reactive. */
  kept(key: string): unknown {
    return this.#kept.get(key);
  }

  /**
   * Keeps element state that is not in the data model (an open tab) for the surface's life, so
   * an element created again for the same component (a virtualised list re-creating its rows)
   * starts from it.
   */
  keep(key: string, value: unknown): void {
    this.#kept.delete(key);
    // Bounded: past 10,000 entries the oldest goes.
    if (this.#kept.size >= 10_000) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, value);
  }

  /**
   * Forgets the element state kept for the template item at data pointer `path` and the items
   * inside it: another item took its place (see `A2uiElement.keep`, which keys it by path).
   */
  forgetKept(path: string): void {
    for (const key of this.#kept.keys()) {
      if (key.startsWith(path + '#') || key.startsWith(path + '/')) this.#kept.delete(key);
    }
  }

  /** Sends a resolved action to the agent (the processor's `action` event). */
  dispatchAction(body: ActionBody): void {
    if (this.#disposed.peek()) return;
    this.#onAction?.(body);
  }

  /** Releases every component and data signal; readers see an empty, disposed surface. */
  dispose(): void {
    if (this.#disposed.peek()) return;
    this.#disposed.value = true;
    this.#kept.clear();
    this.components.dispose();
    this.dataModel.dispose();
  }
}
