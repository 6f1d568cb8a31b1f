import type {Catalog} from '../catalog/catalog.js';
import {basicCatalog} from '../catalog/basic-catalog.js';
import {inlineCatalogsFor, type ClientCapabilitiesOptions} from '../catalog/inline-catalog-hook.js';
import {isRecord, jsonError, kindOf, readable} from '../protocol/json-values.js';
import {serverMessageKind, surfaceIdOf, validateMessage} from '../protocol/validate.js';
import {serverMessageKinds} from '../protocol/v0_9/server-messages.js';
import type {ValidationError} from '../protocol/validate.js';
import {MAX_ERRORS} from '../protocol/issues.js';
import type {ComponentDefinition} from './component-store.js';
import {ErrorCodes, type ActionBody, type ErrorBody} from './errors.js';
import {inOperation, summarizeProblems} from './problem-summary.js';
import {jsonlBatches, jsonlMessages} from './jsonl.js';
import {batch} from './signals.js';
import {SurfaceModel} from './surface-model.js';
import {reportUnknownType} from './unknown-type.js';
import type {TypedEventTargetClass} from './typed-event-target.js';

/** Options of a {@link MessageProcessor}. */
export interface MessageProcessorOptions {
  /** Catalogs surfaces may be created with; default `[basicCatalog]`. */
  readonly catalogs?: readonly Catalog[];
  /** BCP 47 locale for formatting and the elements' words; without it, each surface speaks the
   * language (`lang`) of the page where it is shown, else the browser's, else `en-US`. */
  readonly locale?: string;
  /** IANA time zone for `formatDate`; default the runtime's. */
  readonly timeZone?: string;
}

/** Detail of `surfacecreated` / `surfacedeleted`. */
export interface SurfaceEventDetail {
  /** The id of the surface created or deleted. */
  readonly surfaceId: string;
  /** The surface; after `surfacedeleted` it is disposed. */
  readonly surface: SurfaceModel;
}

/** The processor's events and their `detail`. */
export interface MessageProcessorEventMap {
  /** A user action bound for the agent (the v0.9 `action` body). */
  action: CustomEvent<ActionBody>;
  /** An error to show and to report to the agent (the v0.9 `error` body). */
  error: CustomEvent<ErrorBody>;
  /** A `createSurface` was applied: the surface exists, with no components yet. */
  surfacecreated: CustomEvent<SurfaceEventDetail>;
  /** A `deleteSurface` was applied: the surface is gone from the processor. */
  surfacedeleted: CustomEvent<SurfaceEventDetail>;
}

/** `a2uiClientCapabilities` (client_capabilities.json). */
export interface ClientCapabilities {
  /** What the renderer supports of A2UI v0.9. */
  readonly 'v0.9': {
    /** The ids of the processor's catalogs (aliases included), for the agent to pick from. */
    readonly supportedCatalogIds: string[];
    /** With `clientCapabilities({inlineCatalogs: true})`: the full definition of each custom one. */
    readonly inlineCatalogs?: unknown[];
  };
}

/** `a2uiClientDataModel` (client_data_model.json). */
export interface ClientDataModel {
  /** Always `'v0.9'`. */
  readonly version: 'v0.9';
  /** Surface id → its whole data model, for each surface created with `sendDataModel: true`. */
  readonly surfaces: Record<string, unknown>;
}

// The page's language (`<html lang>`), which its own text is written in, else the browser's.
/** The path of one component of an `updateComponents` message; its index is captured. */
const COMPONENT_PATH = /^\/updateComponents\/components\/(\d+)/;

/**
 * What the spec says and the schema (so `validateMessage`) cannot, in a message body the schema
 * took: component ids are unique within one `updateComponents` (the first repeats told, as many
 * as the schema's problems), and a whole data model is an object (client_data_model.json).
 */
function specProblems(body: Record<string, unknown>): ValidationError[] {
  const {components, path, value} = body;
  const problems: ValidationError[] = [];
  const first = new Map<string, number>();
  (components as ComponentDefinition[] | undefined)?.forEach(({id}, j) => {
    const i = first.get(id);
    if (i === undefined) first.set(id, j);
    else if (problems.length < MAX_ERRORS) {
      const at = `/updateComponents/components/${j}/id`;
      problems.push({path: at, message: `Duplicate id (first at index ${i})`});
    }
  });
  if (value !== undefined && !isRecord(value) && ['/', '', undefined].includes(path as string)) {
    const message = `Expected an object (the whole data model), received ${kindOf(value)}`;
    problems.push({path: '/updateDataModel/value', message});
  }
  return problems;
}

function defaultLocale(): string {
  const {document, navigator} = globalThis as {
    document?: {documentElement?: {lang?: string}};
    navigator?: {language?: string};
  };
  return document?.documentElement?.lang || navigator?.language || 'en-US';
}

/**
 * Turns A2UI messages from an agent into surface state. Each message is validated against the
 * catalog of the surface it targets; an invalid message is reported as `error` events (one per
 * invalid component) and skipped as a whole, and the rest of the batch goes on. Nothing is
 * thrown.
 *
 * Events (`CustomEvent`, `detail` as listed in {@link MessageProcessorEventMap}): `action`,
 * `error`, `surfacecreated`, `surfacedeleted`.
 */
export class MessageProcessor extends (EventTarget as TypedEventTargetClass<MessageProcessorEventMap>) {
  #catalogs: readonly Catalog[] = Object.freeze([]);
  #locale: string | undefined;
  /** Time zone given to surfaces created from now on (undefined: the runtime's). */
  timeZone: string | undefined;

  readonly #catalogsById = new Map<string, Catalog>();
  /** Catalogs added with `{listed: false}`, by id and alias. */
  readonly #unlisted = new Map<string, Catalog>();
  readonly #surfaces = new Map<string, SurfaceModel>();
  // The last error of each surface id that has no surface (most recent ids last, bounded); a
  // deleted id holds undefined: what still comes for it is reported, but is no failure to show.
  readonly #failures = new Map<string, ErrorBody | undefined>();

  readonly #errorRewriters: ((error: ErrorBody) => ErrorBody)[] = [];
  /** The `error` event details emitted, each rewritten by every rewriter. */
  readonly #emitted = new WeakSet<ErrorBody>();

  constructor(options: MessageProcessorOptions = {}) {
    super();
    this.#locale = options.locale;
    this.timeZone = options.timeZone;
    for (const catalog of options.catalogs ?? [basicCatalog]) this.addCatalog(catalog);
  }

  /** The catalogs surfaces may use, in the order given (constructor, then `addCatalog`), but
   * those added with `{listed: false}`: a frozen array, a new one after each `addCatalog`. */
  get catalogs(): readonly Catalog[] {
    return this.#catalogs;
  }

  /**
   * Lets surfaces use `catalog` from now on, under its id and aliases (an alias already taken
   * keeps its catalog), as a catalog given to the constructor: in `catalogs` and
   * `clientCapabilities`. Returns false, adding nothing, when its id is already taken. `{listed: false}`
   * leaves it out of `catalogs` and the capabilities: a protocol adapter's catalog for its own
   * agents (V08Adapter: the v0.8 minimal one), not offered to v0.9 agents.
   */
  addCatalog(catalog: Catalog, {listed = true}: {listed?: boolean} = {}): boolean {
    if (this.catalogFor(catalog.id)) return false;
    const byId = listed ? this.#catalogsById : this.#unlisted;
    for (const id of [catalog.id, ...(catalog.aliases ?? [])]) {
      if (!this.catalogFor(id)) byId.set(id, catalog);
    }
    if (listed) this.#catalogs = Object.freeze([...this.#catalogs, catalog]);
    return true;
  }

  /**
   * Adds a function that rewrites each error before it is emitted and remembered, after those
   * added before it: a protocol adapter adds one so that `error` events (and so `a2uierror`) speak
   * its agent's terms (V08Adapter: the agent's component ids, on its own surfaces). It returns the
   * error to go on with, the same one to leave it as it is. One that throws leaves the error as
   * it was (the exception is logged with `console.error`) and stops nothing. Returns a function
   * that removes it.
   */
  addErrorRewriter(rewrite: (error: ErrorBody) => ErrorBody): () => void {
    const rewriters = this.#errorRewriters;
    rewriters.push(rewrite);
    return () => {
      const index = rewriters.indexOf(rewrite);
      if (index >= 0) rewriters.splice(index, 1);
    };
  }

  /**
   * Whether `error` is the `detail` of an `error` event this processor emitted, so every error
   * rewriter has already run on it (a protocol adapter then leaves it as it is).
   */
  hasEmitted(error: ErrorBody): boolean {
    return this.#emitted.has(error);
  }

  /**
   * Locale given to surfaces created from now on, which wins over the language (`lang`) of the
   * page where each is shown. Without one set, it reads as the page's `<html lang>`, else the
   * browser's language, else `en-US`.
   */
  get locale(): string {
    return this.#locale ?? defaultLocale();
  }

  set locale(locale: string) {
    this.#locale = locale;
  }

  /**
   * Processes messages in order (an array, a `{messages: [...]}` wrapper, or one message;
   * any of them may be given as JSON text, and so may the array's items). Synchronous: every
   * signal write of the batch happens before anything re-renders, so the page paints once.
   */
  processMessages(messages: unknown): void {
    // One message or a whole batch as text (a JSON array or wrapper, as `fetch(…).text()` gives).
    if (typeof messages === 'string') {
      messages = this.#parse(messages);
      if (messages === undefined) return;
    }
    let message = messages;
    // A message that cannot be read (a throwing getter, a revoked proxy) is invalid, not a bug.
    const fail = (error: unknown) => {
      let reason = 'unknown error';
      try {
        reason = String((error as Error)?.message ?? error);
      } catch {
        // an error object as hostile as the message
      }
      this.#error(
        readable(message)
          ? {
              code: ErrorCodes.RENDERER_ERROR,
              surfaceId: surfaceIdOf(message) ?? '',
              message: `The renderer failed on this message: ${reason}`,
            }
          : {
              code: ErrorCodes.VALIDATION_FAILED,
              surfaceId: surfaceIdOf(message) ?? '',
              path: '',
              message: `Message could not be read: ${reason}`,
            },
      );
    };
    try {
      // One batch: the effects the writes wake run once, after the last message.
      batch(() => {
        const list = Array.isArray(messages)
          ? messages
          : isRecord(messages) && Array.isArray(messages['messages'])
            ? messages['messages']
            : [messages];
        for (let i = 0; i < list.length; i++) {
          try {
            message = list; // an item that cannot be read leaves the list unreadable
            this.#process((message = list[i]));
          } catch (error) {
            fail(error); // a bug must not cost the rest of the batch
          }
        }
      });
    } catch (error) {
      fail(error); // the input cannot be read, or an effect woken by the batch failed
    }
  }

  /**
   * Processes a JSONL stream (a string, or UTF-8 bytes split anywhere). Each line holds one
   * message, a JSON array of messages or a `{messages: [...]}` wrapper; the lines of each chunk
   * are processed as one batch as soon as they are complete. A line that is not JSON, or a
   * message written over several lines, is reported once (`INVALID_JSON`, after the chunk's
   * valid lines) and skipped; Markdown code fences around the lines are ignored.
   */
  async processJsonl(input: string | ReadableStream<Uint8Array>): Promise<void> {
    for await (const lines of jsonlBatches(input)) {
      const {messages, errors} = jsonlMessages(lines);
      // After the valid lines, as the adapters do: a surface they create shows its lines' errors.
      if (messages.length > 0) this.processMessages(messages);
      for (const error of errors) this.reportError(error);
    }
  }

  /** The surface with this id, if it exists. */
  getSurface(id: string): SurfaceModel | undefined {
    return this.#surfaces.get(id);
  }

  /**
   * Why the surface with this id could not be shown: the last error reported for the id while no
   * such surface existed (its `createSurface` failed, or messages came for it without one), kept
   * until a surface with this id is created or deleted, for the last 32 such ids. A surface
   * element mounted after the failure shows it from this. Messages that come for a surface after
   * the agent deleted it (still in flight) are reported but are no failure, until a
   * `createSurface` for that id.
   */
  failureOf(surfaceId: string): ErrorBody | undefined {
    return this.#failures.get(surfaceId);
  }

  /** Every active surface, in creation order. */
  get surfaces(): SurfaceModel[] {
    return [...this.#surfaces.values()];
  }

  /** The catalog answering to a catalog id (or one of its aliases). */
  catalogFor(catalogId: string): Catalog | undefined {
    return this.#catalogsById.get(catalogId) ?? this.#unlisted.get(catalogId);
  }

  /** `a2uiClientCapabilities` for transport metadata: every catalog id this renderer accepts;
   * with `{inlineCatalogs: true}` also the custom catalogs' definitions (see the option). */
  clientCapabilities(options: ClientCapabilitiesOptions = {}): ClientCapabilities {
    const supportedCatalogIds = [...this.#catalogsById.keys()];
    const inlineCatalogs = inlineCatalogsFor(this.catalogs, options);
    return {'v0.9': {supportedCatalogIds, ...(inlineCatalogs ? {inlineCatalogs} : {})}};
  }

  /**
   * `a2uiClientDataModel`: the data model of every surface created with `sendDataModel`. One
   * that is not a JSON object (a component bound to the root wrote a string there; the agent's
   * own such writes are refused) is left out: the schema of this message allows only objects.
   */
  clientDataModel(): ClientDataModel {
    // Entries, not assignments: a surface named "__proto__" would set the object's prototype.
    const surfaces = Object.fromEntries(
      this.surfaces.flatMap((s) => {
        const model = s.sendDataModel ? s.dataModel.snapshot() : undefined;
        return isRecord(model) ? [[s.id, model]] : [];
      }),
    );
    return {version: 'v0.9', surfaces};
  }

  /**
   * Reports an error as the processor reports its own (used by the protocol adapters): emits
   * `error`; a refused message (`VALIDATION_FAILED`, `INVALID_JSON`) for a surface without its
   * root shows its `error` slot (`SurfaceModel.refusedBeforeRoot`); an error for a surface id
   * without a surface is remembered (see `failureOf`).
   */
  reportError(error: ErrorBody): void {
    if (error.code == ErrorCodes.VALIDATION_FAILED || error.code == ErrorCodes.INVALID_JSON) {
      this.#surfaces.get(error.surfaceId)?.noteRefused();
    }
    this.#error(error);
  }

  #emit<K extends keyof MessageProcessorEventMap>(
    type: K,
    detail: MessageProcessorEventMap[K]['detail'],
  ): void {
    this.dispatchEvent(new CustomEvent(type, {detail}));
  }

  /** Emits `error`; one for a surface id without a surface is remembered (see `failureOf`),
   * unless the agent deleted that surface. */
  #error(body: ErrorBody, remember = true): void {
    for (const rewrite of this.#errorRewriters) {
      try {
        body = rewrite(body) ?? body;
      } catch (error) {
        console.error(error);
      }
    }
    const id = body.surfaceId;
    const failures = this.#failures;
    if (remember && id && !this.#surfaces.has(id) && (failures.get(id) || !failures.has(id))) {
      this.#remember(id, body);
    }
    this.#emitted.add(body);
    this.#emit('error', body);
  }

  #remember(id: string, body?: ErrorBody): void {
    const failures = this.#failures;
    failures.delete(id); // re-inserted last: the oldest id is the one dropped
    if (failures.set(id, body).size > 32) failures.delete(failures.keys().next().value!);
  }

  /** The JSON value of `text`, or undefined after reporting `INVALID_JSON`. */
  #parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch (error) {
      this.reportError({
        code: ErrorCodes.INVALID_JSON,
        surfaceId: surfaceIdOf(text) ?? '',
        message: `Message is not valid JSON: ${jsonError(error, text)}`,
      });
      return undefined;
    }
  }

  #process(raw: unknown): void {
    const message = typeof raw === 'string' ? this.#parse(raw) : raw;
    if (message === undefined) return;
    const kind = serverMessageKind(message);
    const surfaceId = surfaceIdOf(message) ?? '';
    const body = kind && isRecord(message) ? message[kind] : undefined;
    // A createSurface starts the id over: its earlier failure or deletion is forgotten.
    if (kind === 'createSurface') this.#failures.delete(surfaceId);
    const catalog = this.#validationCatalog(kind, body, surfaceId);
    const verdict = validateMessage(message, {
      direction: 'agentToRenderer',
      catalog,
      unknownComponents: 'allow',
    });
    if (!verdict.ok) {
      // The whole message is skipped (as the reference renderer does): no partial update.
      this.#reportInvalid(surfaceId, verdict.errors, body);
      return;
    }
    const valid = (verdict.message as unknown as Record<string, Record<string, unknown>>)[kind!]!;
    const problems = specProblems(valid);
    if (problems.length > 0) return this.#reportInvalid(surfaceId, problems, body);
    // Deleting a surface (or one that failed) gives it up: later messages for it show no failure.
    if (kind === 'deleteSurface') this.#remember(surfaceId);
    if (kind === 'createSurface') {
      const catalogId = valid['catalogId'] as string;
      const catalog = this.catalogFor(catalogId);
      if (this.#surfaces.has(surfaceId)) {
        this.#error({
          code: ErrorCodes.INTEGRITY_ERROR,
          surfaceId,
          path: '/surfaceId',
          message: `Surface "${surfaceId}" already exists; delete it before creating it again.`,
        });
      } else if (!catalog) {
        this.#error({
          code: ErrorCodes.CATALOG_NOT_FOUND,
          surfaceId,
          path: '/catalogId',
          message: `Catalog "${catalogId}" is not supported; supported: ${[...this.#catalogsById.keys()].join(', ')}.`,
        });
      } else {
        const surface = new SurfaceModel({
          id: surfaceId,
          catalog,
          theme: isRecord(valid['theme']) ? valid['theme'] : undefined,
          sendDataModel: valid['sendDataModel'] === true,
          locale: this.#locale,
          defaultLocale: defaultLocale(),
          ...(this.timeZone ? {timeZone: this.timeZone} : {}),
          // A surface's own reports (even late ones, after its deletion) are no failure to create.
          onError: (error) => this.#error(error, false),
          onAction: (action) => this.#emit('action', action),
        });
        this.#surfaces.set(surfaceId, surface);
        this.#emit('surfacecreated', {surfaceId, surface});
      }
      return;
    }
    const surface = this.#surfaces.get(surfaceId);
    if (!surface) {
      this.#error({
        code: ErrorCodes.SURFACE_NOT_FOUND,
        surfaceId,
        path: '/surfaceId',
        message: `Surface "${surfaceId}" does not exist; send createSurface first.`,
      });
    } else if (kind === 'updateComponents') {
      const components = valid['components'] as ComponentDefinition[];
      surface.updateComponents(components);
      // Told here, where the message's index is known, rather than when it renders.
      components.forEach(({id, component}, j) => {
        if (!Object.hasOwn(surface.catalog.components, component)) {
          reportUnknownType(surface, id, component, `/components/${j}/component`);
        }
      });
    } else if (kind === 'updateDataModel') {
      const path = valid['path'];
      surface.dataModel.set(typeof path === 'string' ? path : '/', valid['value']);
    } else {
      this.#surfaces.delete(surfaceId);
      surface.dispose();
      this.#emit('surfacedeleted', {surfaceId, surface});
    }
  }

  /** The catalog a message is validated against: its surface's, or the one it creates with. */
  #validationCatalog(kind: string | undefined, body: unknown, surfaceId: string): Catalog {
    const fallback = this.catalogs[0] ?? basicCatalog;
    if (kind === 'createSurface' && isRecord(body) && typeof body['catalogId'] === 'string') {
      return this.catalogFor(body['catalogId']) ?? fallback;
    }
    return this.#surfaces.get(surfaceId)?.catalog ?? fallback;
  }

  /** One error per invalid component (and one for the rest), with the first offending path. */
  #reportInvalid(surfaceId: string, errors: readonly ValidationError[], body: unknown): void {
    const components =
      isRecord(body) && Array.isArray(body['components']) ? body['components'] : [];
    for (const {path, message} of summarizeProblems(errors, COMPONENT_PATH)) {
      // A problem in a component names it: the agent knows its components by id, not by index.
      const index = COMPONENT_PATH.exec(path)?.[1];
      const id = index && (components[+index] as {id?: unknown} | null | undefined)?.id;
      this.reportError({
        code: ErrorCodes.VALIDATION_FAILED,
        surfaceId,
        path: inOperation(path, serverMessageKinds),
        message: typeof id === 'string' ? `Component "${id}": ${message}` : message,
      });
    }
  }
}

/** The processor `<a2ui-surface>` uses when given none. */
export const defaultProcessor = new MessageProcessor();
