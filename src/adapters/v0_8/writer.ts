import {isRecord} from '../../protocol/json-values.js';
import {DataModel} from '../../state/data-model.js';
import {V08_STANDARD_CATALOG_ID} from './catalog-ids.js';
import {child, type Issues} from './issues.js';
import {V09_ROOT_ID} from './root-ids.js';
import {writeComponent, type V08Component, type WriteRules} from './write-components.js';
import {rewrittenPointer, writeSubtree} from './write-data.js';

/** The v0.9 (and v0.9.1) basic catalog ids, written as the v0.8 standard catalog. */
const V09_BASIC_CATALOG_IDS = [
  'https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json',
  'https://a2ui.org/specification/v0_9_1/catalogs/basic/catalog.json',
];

/** An A2UI v0.8 agent-to-client message (`beginRendering`, `surfaceUpdate`, …). */
export type V08ServerMessage = Record<string, Record<string, unknown>>;

/**
 * What writing one v0.9 message gave: the v0.8 messages to send, the `issues` that kept (part
 * of) it from being sent, and the `losses`, details v0.8 cannot express that were left out of
 * what was sent. Every issue and loss points into the v0.9 message.
 */
export interface V08WriteResult {
  /** The v0.8 messages to send, in order. */
  readonly messages: V08ServerMessage[];
  /** What kept (part of) the message from being sent. */
  readonly issues: Issues;
  /** Details v0.8 cannot express, left out of what was sent. */
  readonly losses: Issues;
}

interface SurfaceState {
  readonly rules: WriteRules;
  readonly beginRendering: Record<string, unknown>;
  /** The data model as the agent wrote it (v0.8 rewrites whole objects, so it must know). */
  readonly data: DataModel;
  begun: boolean;
  /** Why the data model refused the latest write, if it did. */
  refused?: string | undefined;
  /** The latest v0.8 form of each component sent, by id (to send again with a parent). */
  readonly sent: Map<string, V08Component>;
}

/**
 * Writes v0.9 agent messages as A2UI v0.8 ones, so an agent written for v0.9 also serves v0.8
 * renderers: the reverse of `V08Adapter`, one instance per client connection (it remembers
 * each surface). `createSurface` becomes the `beginRendering` sent right after the first
 * `surfaceUpdate` that has the root; the basic catalog's components become the v0.8 standard
 * catalog's; `updateDataModel` becomes the `dataModelUpdate`s that rewrite the smallest
 * objects holding the change. What v0.8 cannot express (functions, checks, accessibility, v1.0
 * messages) is reported, never guessed: a component that needs it is written as an empty Text
 * (its id stays defined for its parent), and the rest of the message is still written. Each
 * `surfaceUpdate` of a basic-catalog surface defines every child it names (the reference v0.8
 * renderer checks each message alone): children sent before go again, others as empty Texts.
 */
export class V08Writer {
  readonly #surfaces = new Map<string, SurfaceState>();

  /** The v0.8 messages for one v0.9 agent message (see {@link V08WriteResult}). */
  write(message: unknown): V08WriteResult {
    const result: V08WriteResult = {messages: [], issues: [], losses: []};
    const body = isRecord(message) ? message : {};
    const kinds = Object.keys(body).filter((key) => key !== 'version');
    const kind = kinds.length === 1 ? kinds[0]! : undefined;
    const payload = kind ? body[kind] : undefined;
    if (!kind || !isRecord(payload) || typeof payload['surfaceId'] !== 'string') {
      const message = `A2UI v0.8 cannot express this message (${kinds.join(', ') || 'empty'}).`;
      result.issues.push({path: '', message});
      return result;
    }
    const surfaceId = payload['surfaceId'];
    const at = child('', kind);
    const surface = this.#surfaces.get(surfaceId);
    if (kind === 'createSurface') this.#create(surfaceId, payload, at, result);
    else if (kind === 'deleteSurface') {
      this.#surfaces.delete(surfaceId);
      result.messages.push({deleteSurface: {surfaceId}});
    } else if (!surface) {
      const message = `Surface "${surfaceId}" was not created.`;
      result.issues.push({path: child(at, 'surfaceId'), message});
    } else if (kind === 'updateComponents') this.#components(surface, payload, at, result);
    else if (kind === 'updateDataModel') this.#data(surface, payload, at, result);
    else result.issues.push({path: at, message: `A2UI v0.8 has no ${kind} message.`});
    return result;
  }

  #create(
    surfaceId: string,
    body: Record<string, unknown>,
    at: string,
    result: V08WriteResult,
  ): void {
    const catalogId = body['catalogId'];
    if (typeof catalogId !== 'string') {
      result.issues.push({path: child(at, 'catalogId'), message: 'Expected a catalog id.'});
      return;
    }
    const basic = V09_BASIC_CATALOG_IDS.includes(catalogId);
    const theme = isRecord(body['theme']) ? body['theme'] : {};
    const styles: Record<string, unknown> = {};
    for (const key of Object.keys(theme)) {
      if (key === 'primaryColor') styles[key] = theme[key];
      else {
        const message = `A2UI v0.8 styles have no "${key}"; it was left out.`;
        result.losses.push({path: child(child(at, 'theme'), key), message});
      }
    }
    if (body['sendDataModel'] === true) {
      const message = 'A2UI v0.8 clients do not send their data model; sendDataModel was left out.';
      result.losses.push({path: child(at, 'sendDataModel'), message});
    }
    const beginRendering = {
      surfaceId,
      root: V09_ROOT_ID,
      catalogId: basic ? V08_STANDARD_CATALOG_ID : catalogId,
      ...(Object.keys(styles).length ? {styles} : {}),
    };
    const state: SurfaceState = {
      rules: basic ? 'standard' : 'generic',
      beginRendering,
      data: new DataModel({}, {onError: (report) => (state.refused = String(report.message))}),
      begun: false,
      sent: new Map(),
    };
    this.#surfaces.set(surfaceId, state);
  }

  #components(
    surface: SurfaceState,
    body: Record<string, unknown>,
    at: string,
    result: V08WriteResult,
  ): void {
    const list = Array.isArray(body['components']) ? body['components'] : [];
    const components: V08Component[] = [];
    list.forEach((raw: unknown, index) => {
      const component = writeComponent(
        raw,
        child(child(at, 'components'), index),
        result,
        surface.rules,
      );
      if (component) components.push(component);
      else if (surface.rules === 'standard') components.push(...standIn(raw));
    });
    if (components.length === 0) return;
    if (surface.rules === 'standard') components.push(...missingChildren(components, surface.sent));
    for (const component of components) surface.sent.set(component.id, component);
    const items = templateItems(surface.sent);
    list.forEach((raw: unknown, index) => {
      if (!isRecord(raw) || !items.has(raw['id'] as string)) return;
      // Checks and accessibility are left out (and reported) already.
      const {checks: _checks, accessibility: _label, ...sent} = raw;
      rootPaths(sent, child(child(at, 'components'), index), result.losses);
    });
    const {surfaceId} = surface.beginRendering as {surfaceId: string};
    result.messages.push({surfaceUpdate: {surfaceId, components}});
    if (!surface.begun && components.some((component) => component.id === V09_ROOT_ID)) {
      surface.begun = true;
      result.messages.push({beginRendering: {...surface.beginRendering}});
    }
  }

  #data(
    surface: SurfaceState,
    body: Record<string, unknown>,
    at: string,
    result: V08WriteResult,
  ): void {
    const path = typeof body['path'] === 'string' ? body['path'] : '/';
    surface.refused = undefined;
    surface.data.set(path, body['value']);
    if (surface.refused !== undefined) {
      result.issues.push({path: child(at, 'path'), message: surface.refused});
      return;
    }
    const pointer = rewrittenPointer(path, body['value']);
    const rewritten = surface.data.peek(pointer);
    const {surfaceId} = surface.beginRendering as {surfaceId: string};
    const updates =
      Array.isArray(rewritten) || isRecord(rewritten)
        ? writeSubtree(surfaceId, pointer, rewritten, result.losses)
        : [];
    for (const update of updates) result.messages.push({dataModelUpdate: {...update}});
  }
}

/**
 * An empty Text under the id of a component v0.8 cannot express, so the ids its parent names
 * stay defined: the reference v0.8 renderer refuses a whole surfaceUpdate naming a child that
 * the message does not define.
 */
function standIn(raw: unknown): V08Component[] {
  if (!isRecord(raw) || typeof raw['id'] !== 'string') return [];
  const weight = typeof raw['weight'] === 'number' ? {weight: raw['weight']} : {};
  return [{id: raw['id'], ...weight, component: {Text: {text: {literalString: ''}}}}];
}

/**
 * The components a surfaceUpdate names but does not define, for the same reason: each as it was
 * last sent (with the children it names in turn), or an empty Text for one not sent yet, which
 * the agent's own definition replaces when it comes.
 */
function missingChildren(
  components: readonly V08Component[],
  sent: ReadonlyMap<string, V08Component>,
): V08Component[] {
  const defined = new Set(components.map((component) => component.id));
  const added: V08Component[] = [];
  const queue = [...components];
  for (let index = 0; index < queue.length; index++) {
    for (const id of childIds(queue[index]!)) {
      if (defined.has(id)) continue;
      defined.add(id);
      const missing = sent.get(id) ?? standIn({id})[0]!;
      added.push(missing);
      queue.push(missing);
    }
  }
  return added;
}

/** The ids of the components a template repeats, and of those they contain. */
function templateItems(sent: ReadonlyMap<string, V08Component>): Set<string> {
  const queue: string[] = [];
  for (const {component} of sent.values()) {
    const {children} = Object.values(component)[0] ?? {};
    const template = isRecord(children) ? children['template'] : undefined;
    if (isRecord(template)) queue.push(template['componentId'] as string);
  }
  const items = new Set<string>();
  for (const id of queue) {
    if (items.has(id)) continue;
    items.add(id);
    const component = sent.get(id);
    if (component) queue.push(...childIds(component));
  }
  return items;
}

/**
 * Reports the bindings of a template item's v0.9 component to absolute paths: v0.8 reads them
 * in the item (the reference renderer drops the `/`), so the item cannot show root data.
 */
function rootPaths(value: unknown, at: string, losses: Issues): void {
  if (Array.isArray(value))
    value.forEach((item, index) => rootPaths(item, child(at, index), losses));
  if (!isRecord(value)) return;
  const path = value['path'];
  if (typeof path === 'string' && Object.keys(value).length === 1) {
    if (path.startsWith('/')) {
      const message = `A2UI v0.8 reads "${path}" in the template item, not from the root.`;
      losses.push({path: at, message});
    }
    return;
  }
  for (const key of Object.keys(value)) rootPaths(value[key], child(at, key), losses);
}

/** The ids a v0.8 standard component names as its children. */
function childIds({component}: V08Component): string[] {
  const props: Record<string, unknown> = Object.values(component)[0] ?? {};
  const {children, tabItems} = props;
  const ids = [props['child'], props['entryPointChild'], props['contentChild']];
  if (isRecord(children)) {
    if (Array.isArray(children['explicitList'])) ids.push(...children['explicitList']);
    if (isRecord(children['template'])) ids.push(children['template']['componentId']);
  }
  if (Array.isArray(tabItems))
    ids.push(...tabItems.map((tab) => (isRecord(tab) ? tab['child'] : 0)));
  return ids.filter((id): id is string => typeof id === 'string');
}

/**
 * The v0.9 client message for a v0.8 one: `userAction` becomes `action` (the same fields),
 * `error` keeps its body. Anything else gives undefined.
 */
export function fromV08ClientMessage(message: unknown): Record<string, unknown> | undefined {
  if (!isRecord(message)) return undefined;
  const {userAction, error} = message;
  if (isRecord(userAction)) {
    const context = isRecord(userAction['context']) ? userAction['context'] : {};
    return {version: 'v0.9', action: {...userAction, context: {...context}}};
  }
  return isRecord(error) ? {version: 'v0.9', error: {...error}} : undefined;
}
