import jsonPatch from 'fast-json-patch';

interface SurfaceState {
  catalogId?: string;
  theme?: unknown;
  sendDataModel?: boolean;
  components?: Record<string, unknown> | unknown[];
  dataModel?: unknown;
}

interface SharedState {
  surfaces?: Record<string, SurfaceState>;
}

const VERSION = 'v0.9';

/**
 * Maps AG-UI shared state shaped `{surfaces: {<id>: {catalogId, components, dataModel}}}` (the
 * roadmap's A2UI ↔ AG-UI state mapping) to A2UI messages: `STATE_SNAPSHOT` creates, refreshes
 * and deletes surfaces; each `STATE_DELTA` operation becomes the matching `createSurface`,
 * `updateComponents`, `updateDataModel` or `deleteSurface`.
 */
export class A2uiStateMapper {
  #state: SharedState = {};

  /** Messages for a `STATE_SNAPSHOT`. */
  snapshot(snapshot: unknown): unknown[] {
    const before = this.#state.surfaces ?? {};
    this.#state = structuredClone((snapshot ?? {}) as SharedState);
    const after = this.#state.surfaces ?? {};
    const messages: unknown[] = [];
    for (const id of Object.keys(before)) {
      if (!(id in after)) messages.push({version: VERSION, deleteSurface: {surfaceId: id}});
    }
    for (const [id, surface] of Object.entries(after)) {
      messages.push(...(id in before ? changes(id, before[id]!, surface) : create(id, surface)));
    }
    return messages;
  }

  /** Messages for a `STATE_DELTA` (RFC 6902 operations on the shared state). */
  delta(patch: readonly {op: string; path: string; from?: string; value?: unknown}[]): unknown[] {
    const messages: unknown[] = [];
    for (const operation of patch) {
      const segments = operation.path.split('/').slice(1).map(unescape);
      const existed =
        segments[0] === 'surfaces' &&
        segments[1] !== undefined &&
        this.surface(segments[1]) !== undefined;
      try {
        jsonPatch.applyOperation(this.#state, operation as never, false, true, true);
      } catch {
        continue; // an operation that does not apply to the mirror cannot be mapped either
      }
      if (segments[0] !== 'surfaces') continue;
      if (segments.length === 1) {
        messages.push(...this.snapshotMessages(existed));
        continue;
      }
      const id = segments[1]!;
      const surface = this.surface(id);
      if (segments.length === 2) {
        if (operation.op === 'remove' || !surface) {
          messages.push({version: VERSION, deleteSurface: {surfaceId: id}});
        } else {
          if (existed) messages.push({version: VERSION, deleteSurface: {surfaceId: id}});
          messages.push(...create(id, surface));
        }
        continue;
      }
      if (!surface) continue;
      const [, , field, ...rest] = segments;
      if (field === 'components') {
        const components =
          rest.length === 0
            ? componentList(surface.components)
            : [componentAt(surface.components, rest[0]!)];
        const present = components.filter((c) => c !== undefined);
        if (present.length > 0) {
          messages.push({version: VERSION, updateComponents: {surfaceId: id, components: present}});
        }
      } else if (field === 'dataModel') {
        const path = '/' + rest.map(escape).join('/');
        const value = rest.length === 0 ? surface.dataModel : valueAt(surface.dataModel, rest);
        const body: Record<string, unknown> = {surfaceId: id, path};
        if (value !== undefined) body.value = value;
        messages.push({version: VERSION, updateDataModel: body});
      }
    }
    return messages;
  }

  private surface(id: string): SurfaceState | undefined {
    return this.#state.surfaces?.[id];
  }

  private snapshotMessages(existed: boolean): unknown[] {
    const surfaces = this.#state.surfaces ?? {};
    return Object.entries(surfaces).flatMap(([id, s]) =>
      existed ? refresh(id, s) : create(id, s),
    );
  }
}

function create(id: string, surface: SurfaceState): unknown[] {
  const createSurface: Record<string, unknown> = {surfaceId: id, catalogId: surface.catalogId};
  if (surface.theme !== undefined) createSurface.theme = surface.theme;
  if (surface.sendDataModel !== undefined) createSurface.sendDataModel = surface.sendDataModel;
  return [{version: VERSION, createSurface}, ...refresh(id, surface)];
}

function refresh(id: string, surface: SurfaceState): unknown[] {
  const messages: unknown[] = [];
  const components = componentList(surface.components);
  if (components.length > 0) {
    messages.push({version: VERSION, updateComponents: {surfaceId: id, components}});
  }
  if (surface.dataModel !== undefined) {
    messages.push({
      version: VERSION,
      updateDataModel: {surfaceId: id, path: '/', value: surface.dataModel},
    });
  }
  return messages;
}

/**
 * Messages for what a snapshot changed in a known surface: the components that differ and the
 * data model if it differs. An unchanged surface gets none, so the user's unsent entries in its
 * data model are kept.
 */
function changes(id: string, before: SurfaceState, after: SurfaceState): unknown[] {
  const messages: unknown[] = [];
  const previous = new Map(
    componentList(before.components).map((c) => [keyOf(c), JSON.stringify(c)]),
  );
  const changed = componentList(after.components).filter(
    (c) => previous.get(keyOf(c)) !== JSON.stringify(c),
  );
  if (changed.length > 0) {
    messages.push({version: VERSION, updateComponents: {surfaceId: id, components: changed}});
  }
  if (JSON.stringify(before.dataModel) !== JSON.stringify(after.dataModel)) {
    messages.push({
      version: VERSION,
      updateDataModel: {surfaceId: id, path: '/', value: after.dataModel},
    });
  }
  return messages;
}

function keyOf(component: unknown): unknown {
  return (component as {id?: unknown} | null)?.id;
}

function componentList(components: SurfaceState['components']): unknown[] {
  if (!components) return [];
  return Array.isArray(components) ? components : Object.values(components);
}

function componentAt(components: SurfaceState['components'], key: string): unknown {
  if (!components) return undefined;
  if (Array.isArray(components)) return components[Number(key)];
  return components[key];
}

function valueAt(value: unknown, segments: string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
