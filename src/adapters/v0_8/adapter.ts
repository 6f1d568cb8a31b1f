import type {ClientMessage, ServerMessage} from '../../protocol/v0_9/types.js';
import type {ErrorBody} from '../../state/errors.js';
import {inOperation, summarizeProblems} from '../../state/problem-summary.js';
import {jsonlBatches, jsonlMessages} from '../../state/jsonl.js';
import type {MessageProcessor} from '../../state/message-processor.js';
import type {ClientCapabilitiesOptions} from '../../catalog/inline-catalog-hook.js';
import type {ProtocolAdapter} from '../../transports/protocol-adapter.js';
import {BASIC_CATALOG_ID} from '../../catalog/basic-catalog.js';
import {V08_A2A_EXTENSION_URI} from './catalog-ids.js';
import {
  toV08ClientMessage,
  v08ClientCapabilities,
  type V08ClientCapabilities,
  type V08ClientMessage,
} from './client-messages.js';
import type {Issues} from './issues.js';
import {
  V08_AGENT_DATE_TEXT_FIELD,
  V08_DATE_TEXT_FIELD,
  v08MinimalCatalog,
} from './minimal-catalog.js';
import {
  readEnvelope,
  translateBeginRendering,
  translateDataModelUpdate,
  translateSurfaceUpdate,
  type SurfaceTranslation,
  type V08Envelope,
  v08MessageKinds,
} from './messages.js';
import {rootIdMapper, V09_ROOT_ID} from './root-ids.js';
import {failure, messageList} from '../message-list.js';
import {isRecord, readable, surfaceIdOf} from '../../protocol/json-values.js';

/** A surface the adapter knows: waiting for `beginRendering` (buffering), or begun. */
type SurfaceState = Waiting | {readonly begun: true; readonly translation: SurfaceTranslation};
/** A surface waiting for `beginRendering`: the updates held, and whether dropping more was told. */
type Waiting = {readonly begun: false; readonly pending: V08Envelope[]; full?: true | undefined};

/**
 * Most messages held for one surface until its `beginRendering`, and for all surfaces together;
 * past either, messages for surfaces that have not begun are dropped (reported once).
 */
export const MAX_WAITING = 10_000;
export const MAX_WAITING_TOTAL = 50_000;

/**
 * Renders A2UI v0.8 agents with the v0.9 renderer: translates each batch of v0.8 messages into
 * v0.9 messages and gives them to the processor in one `processMessages` call (one paint).
 *
 * As a v0.8 client does, `surfaceUpdate` and `dataModelUpdate` of a surface are buffered until
 * its `beginRendering` (at most {@link MAX_WAITING} messages per surface and
 * {@link MAX_WAITING_TOTAL} in all; more are dropped and reported), which creates the v0.9
 * surface; the root it names becomes the v0.9 `root` in every reference. An invalid message is
 * skipped and reported as a `VALIDATION_FAILED` error of the processor (`path` points into the
 * v0.8 message) once the batch's valid messages are processed; the rest of the batch goes on.
 * Nothing is thrown.
 *
 * It is a `ProtocolAdapter`: give it to `<a2ui-agent>` as `adapter` (or to a connector as its
 * `protocol` and `metadata`) to talk to a v0.8 agent.
 */
export class V08Adapter implements ProtocolAdapter {
  /** The wire version: v0.8 messages carry no `version` field. */
  readonly protocolVersion = 'v0.8';
  /** The v0.8 A2A extension URI, activated by the A2A transport. */
  readonly a2aExtensionUri = V08_A2A_EXTENSION_URI;
  readonly #surfaces = new Map<string, SurfaceState>();
  /** The begun surfaces the batch being processed deletes, oldest first, until the processor
   * deletes each: the errors of the batch's messages before that still name its ids. */
  readonly #deleting = new Map<string, SurfaceTranslation[]>();
  /** The catalog ids the processor lacks named by the batch's beginRendering, by surface, in
   * order (the processor reports each). */
  readonly #unsupported = new Map<string, string[]>();
  #forwarding = false;
  /** The errors of the batch being translated. */
  #reports: ErrorBody[] = [];
  /** The errors in the agent's ids: the adapter's own, and the processor's it rewrote. */
  readonly #own = new WeakSet<object>();
  /** Messages held for all surfaces that have not begun; whether dropping past all was told. */
  #waiting = 0;
  readonly #full: {full?: true | undefined} = {};
  /** Removes the adapter's error rewriter from the processor. */
  readonly #removeRewriter: () => void;
  /** A surface deleted in the processor directly (as `<a2ui-agent>` does when a new session
   * starts) is forgotten too, so that the agent's next `beginRendering` creates it again. */
  readonly #onSurfaceDeleted = (event: Event) => {
    const {surfaceId} = (event as CustomEvent<{surfaceId: string}>).detail;
    if (this.#forwarding) {
      this.#deleting.get(surfaceId)?.shift(); // its own deleteSurface, already forgotten
    } else {
      this.#forget(surfaceId);
    }
  };

  /**
   * @param processor The v0.9 processor that owns the surfaces. Its errors on this adapter's
   *   surfaces are given the agent's ids from now on (`addErrorRewriter`), so `error` events and
   *   `a2uierror` name them; when it has the basic catalog, it is given the v0.8 minimal one
   *   (`v08MinimalCatalog`), unlisted: its v0.9 capabilities do not offer it.
   */
  constructor(readonly processor: MessageProcessor) {
    // Another adapter's errors (on one processor, shared by several agents) are left to it.
    this.#removeRewriter = processor.addErrorRewriter((error) => {
      const catalogId =
        error.code === 'CATALOG_NOT_FOUND' && this.#unsupported.get(error.surfaceId)?.shift();
      if (typeof catalogId === 'string') {
        // The catalogs a v0.8 agent may choose, not the v0.9 ones the processor lists.
        const supported = this.clientCapabilities().supportedCatalogIds.join(', ');
        const message = `Catalog "${catalogId}" is not supported; supported: ${supported}.`;
        return {...error, message};
      }
      return this.#translationOf(error.surfaceId) ? this.#inAgentIds(error) : error;
    });
    const basic = processor.catalogFor(BASIC_CATALOG_ID);
    if (basic) processor.addCatalog(v08MinimalCatalog(basic), {listed: false});
    processor.addEventListener('surfacedeleted', this.#onSurfaceDeleted);
  }

  /**
   * Detaches the adapter from its processor: the processor's errors are no longer rewritten in
   * the agent's ids and its deleted surfaces no longer forgotten. The surfaces stay (delete them
   * first to remove them) and the v0.8 minimal catalog stays added.
   */
  dispose(): void {
    this.#removeRewriter();
    this.processor.removeEventListener('surfacedeleted', this.#onSurfaceDeleted);
  }

  /**
   * Translates and processes v0.8 messages: one message, an array, a `{messages: [...]}`
   * wrapper, or JSON strings of any of these.
   */
  processMessages(messages: unknown): void {
    const out: ServerMessage[] = [];
    const reports: ErrorBody[] = (this.#reports = []);
    const invalid = (code: string, reason: string, text?: string) =>
      this.#report(code, surfaceIdOf(text) ?? '', code == 'INVALID_JSON' ? undefined : '', reason);
    for (const message of messageList(messages, invalid)) {
      try {
        this.#translate(message, out);
      } catch (error) {
        const bug = readable(message); // else a throwing getter or a revoked proxy
        const code = bug ? 'RENDERER_ERROR' : 'VALIDATION_FAILED';
        this.#report(code, surfaceIdOf(message) ?? '', bug ? undefined : '', failure(error, bug));
      }
    }
    if (out.length > 0) {
      this.#forwarding = true;
      try {
        this.processor.processMessages(out);
      } finally {
        this.#forwarding = false;
        this.#deleting.clear();
        this.#unsupported.clear();
      }
    }
    // Reported once the surfaces the batch begins exist, so that a surface refused a message
    // before its root shows why.
    for (const report of reports) this.processor.reportError(report);
    // A beginRendering the processor refused (an unsupported catalog) began nothing: the next
    // one creates the surface, and updates until then wait for it.
    for (const [surfaceId, state] of this.#surfaces) {
      if (state.begun && !this.processor.getSurface(surfaceId)) this.#surfaces.delete(surfaceId);
    }
  }

  /**
   * Processes a v0.8 JSONL stream (a string, or UTF-8 bytes split anywhere): the lines of each
   * chunk are translated and processed as one batch as soon as they are complete. A line that is
   * not JSON, or a message written over several lines, is reported once (`INVALID_JSON`, as the
   * processor's `processJsonl` words it) and skipped; Markdown code fences are ignored.
   */
  async processJsonl(input: string | ReadableStream<Uint8Array>): Promise<void> {
    for await (const lines of jsonlBatches(input)) {
      const {messages, errors} = jsonlMessages(lines);
      this.processMessages(messages);
      // Told after the batch, as its own errors are, so that a surface it begins shows them.
      for (const error of errors) {
        this.#own.add(error);
        this.processor.reportError(error);
      }
    }
  }

  /**
   * The v0.8 client message for a v0.9 one (`action` → `userAction`, `error` → `error`), with
   * the v0.9 `root` id mapped back to the id the agent gave its root (and the id of a component
   * the agent called `root` back to `root`), in an action's source and in the message of an
   * error. The processor's errors already name the agent's ids (see the constructor).
   */
  toV08ClientMessage(message: ClientMessage | unknown): V08ClientMessage | undefined {
    const error = isRecord(message) ? message['error'] : undefined;
    if (isRecord(error)) return toV08ClientMessage({error: this.#inAgentIds(error as ErrorBody)});
    return toV08ClientMessage(message, (id, surfaceId) => this.#agentId(id, surfaceId));
  }

  /** The same as {@link toV08ClientMessage} (the `ProtocolAdapter` name). */
  toClientMessage(message: unknown): V08ClientMessage | undefined {
    return this.toV08ClientMessage(message);
  }

  /** The v0.8 `a2uiClientCapabilities` of the processor (see `v08ClientCapabilities`). */
  clientCapabilities(options?: ClientCapabilitiesOptions): V08ClientCapabilities {
    return v08ClientCapabilities(this.processor, options);
  }

  /** Always undefined: v0.8 has no `a2uiClientDataModel`. */
  clientDataModel(): undefined {
    return undefined;
  }

  /** The error with the ids its message names as the agent gave them; the adapter's own errors,
   * those already given and those the processor emitted (rewritten already, perhaps after this
   * adapter by a rewriter of the page's) are left as they are. */
  #inAgentIds(error: ErrorBody): ErrorBody {
    if (this.#own.has(error) || this.processor.hasEmitted(error)) return error;
    // A quoted word of an error is an id only if a component has it ("main" may be a surface).
    const named = (id: string, surfaceId: string) =>
      id === V08_AGENT_DATE_TEXT_FIELD
        ? V08_DATE_TEXT_FIELD
        : id === V09_ROOT_ID || this.processor.getSurface(surfaceId)?.components.peek(id)
          ? this.#agentId(id, surfaceId)
          : id;
    const {error: inAgentIds} = toV08ClientMessage({error}, named) as {error: ErrorBody};
    this.#own.add(inAgentIds);
    return inAgentIds;
  }

  /** The agent's id of a v0.9 component id (they differ for the root and one the agent called
   * `root`). */
  #agentId(id: string, surfaceId: string): string {
    const translation = this.#translationOf(surfaceId);
    return translation ? rootIdMapper(translation.root)(id) : id;
  }

  /** How the surface the processor has under this id was begun, if this adapter began it. */
  #translationOf(surfaceId: string): SurfaceTranslation | undefined {
    const state = this.#surfaces.get(surfaceId);
    return this.#deleting.get(surfaceId)?.[0] ?? (state?.begun ? state.translation : undefined);
  }

  #translate(message: unknown, out: ServerMessage[]): void {
    if (message === undefined) return; // a JSON string that did not parse, already reported
    const issues: Issues = [];
    const envelope = readEnvelope(message, issues);
    if (!envelope) return this.#invalid(surfaceIdOf(message) ?? '', issues);
    const {kind, surfaceId} = envelope;
    const state = this.#surfaces.get(surfaceId);
    if (kind === 'deleteSurface') {
      this.#forget(surfaceId);
      if (state?.begun) {
        this.#deleting.set(surfaceId, [
          ...(this.#deleting.get(surfaceId) ?? []),
          state.translation,
        ]);
      }
      // A surface still buffering has nothing to delete in v0.9; an unknown one is deleted
      // silently, as the v0.8 reference renderer does (v0.8 has no error for it).
      if (state ? state.begun : this.processor.getSurface(surfaceId)) {
        out.push({version: 'v0.9', deleteSurface: {surfaceId}});
      }
    } else if (kind === 'beginRendering') {
      this.#begin(envelope, state, out);
    } else if (!state?.begun) {
      this.#hold(envelope, state);
    } else {
      this.#update(envelope, state.translation, out);
    }
  }

  #begin(envelope: V08Envelope, state: SurfaceState | undefined, out: ServerMessage[]): void {
    const issues: Issues = [];
    const begun = translateBeginRendering(envelope, issues);
    if (!begun) return this.#invalid(envelope.surfaceId, issues);
    if (state?.begun) {
      if (state.translation.root !== begun.surface.root) {
        const message =
          `Surface "${envelope.surfaceId}" already renders root "${state.translation.root}"; ` +
          'delete it before changing its root.';
        this.#report('INTEGRITY_ERROR', envelope.surfaceId, '/beginRendering/root', message);
      }
      return;
    }
    out.push(begun.message);
    // A catalog the processor lacks begins nothing (it reports CATALOG_NOT_FOUND): the updates,
    // buffered ones and those after it, wait for the next beginRendering.
    const {catalogId} = begun.message.createSurface;
    if (!this.processor.catalogFor(catalogId)) {
      const {surfaceId} = envelope;
      this.#unsupported.set(surfaceId, [...(this.#unsupported.get(surfaceId) ?? []), catalogId]);
      return;
    }
    this.#forget(envelope.surfaceId);
    this.#surfaces.set(envelope.surfaceId, {begun: true, translation: begun.surface});
    for (const pending of state?.pending ?? []) this.#update(pending, begun.surface, out);
  }

  /** Holds an update for a surface that has not begun, within the limits (see MAX_WAITING). */
  #hold(envelope: V08Envelope, state: Waiting | undefined): void {
    const {surfaceId} = envelope;
    if ((state?.pending.length ?? 0) < MAX_WAITING && this.#waiting < MAX_WAITING_TOTAL) {
      if (state) state.pending.push(envelope);
      else this.#surfaces.set(surfaceId, {begun: false, pending: [envelope]});
      this.#waiting++;
      return;
    }
    // Told once per surface (or once while all are full), so the agent learns why it is blank.
    const told = state ?? this.#full;
    if (told.full) return;
    told.full = true;
    const message =
      `Surface "${surfaceId}" has not begun rendering: at most ${MAX_WAITING} messages for it ` +
      `(${MAX_WAITING_TOTAL} for all surfaces) wait for beginRendering; later ones are dropped.`;
    this.#report('SURFACE_NOT_FOUND', surfaceId, undefined, message);
  }

  /** Forgets a surface, releasing what it held while it had not begun. */
  #forget(surfaceId: string): void {
    const state = this.#surfaces.get(surfaceId);
    if (state && !state.begun) {
      this.#waiting -= state.pending.length;
      if (this.#waiting < MAX_WAITING_TOTAL) this.#full.full = undefined;
    }
    this.#surfaces.delete(surfaceId);
  }

  #update(envelope: V08Envelope, translation: SurfaceTranslation, out: ServerMessage[]): void {
    const issues: Issues = [];
    const translated =
      envelope.kind === 'surfaceUpdate'
        ? translateSurfaceUpdate(envelope, translation, issues)
        : translateDataModelUpdate(envelope, issues);
    if (!translated) return this.#invalid(envelope.surfaceId, issues);
    out.push(...(Array.isArray(translated) ? translated : [translated]));
  }

  /** One error per invalid component (and one for the rest), as the v0.9 processor reports; its
   * properties are named from within `component/<Type>`. */
  #invalid(surfaceId: string, issues: Issues): void {
    const component = /^\/surfaceUpdate\/components\/\d+(\/component\/[^/]+)?/;
    for (const {path, message} of summarizeProblems(issues, component)) {
      this.#report('VALIDATION_FAILED', surfaceId, path, message);
    }
  }

  #report(code: string, surfaceId: string, path: string | undefined, message: string): void {
    const detail = {
      code,
      surfaceId,
      ...(path === undefined ? {} : {path: inOperation(path, v08MessageKinds)}),
      message,
    };
    this.#reports.push(detail);
    this.#own.add(detail);
  }
}
