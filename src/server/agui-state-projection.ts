import type {ServerMessage} from './types.js';

interface SurfaceState {
  catalogId?: unknown;
  theme?: unknown;
  sendDataModel?: unknown;
  components: Record<string, unknown>;
  dataModel: unknown;
}

type AgUiStateEvent =
  | {type: 'STATE_SNAPSHOT'; snapshot: unknown}
  | {type: 'STATE_DELTA'; delta: {op: string; path: string; value?: unknown}[]};

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Projects A2UI messages onto AG-UI shared state `{surfaces: {<id>: {catalogId, components,
 * dataModel}}}` (components keyed by id), as the roadmap maps them: `createSurface` →
 * `STATE_SNAPSHOT`; `updateComponents`, `updateDataModel`, `deleteSurface` → `STATE_DELTA`.
 */
export class A2uiStateProjection {
  /** The projected state so far: each surface's catalog id, components by id and data model. */
  readonly state: {surfaces: Record<string, SurfaceState>} = {surfaces: {}};

  /** The AG-UI state events for one A2UI message. */
  apply(message: ServerMessage): AgUiStateEvent[] {
    const create = message.createSurface as Record<string, unknown> | undefined;
    if (create && typeof create.surfaceId === 'string') {
      const {surfaceId, ...rest} = create;
      this.state.surfaces[surfaceId] = {...rest, components: {}, dataModel: {}};
      return [{type: 'STATE_SNAPSHOT', snapshot: structuredClone(this.state)}];
    }
    const update = message.updateComponents as
      {surfaceId?: string; components?: {id: string}[]} | undefined;
    if (update?.surfaceId && this.state.surfaces[update.surfaceId]) {
      const surface = this.state.surfaces[update.surfaceId]!;
      const delta = (update.components ?? []).map((component) => {
        surface.components[component.id] = component;
        return {
          op: 'add',
          path: `/surfaces/${escape(update.surfaceId!)}/components/${escape(component.id)}`,
          value: component,
        };
      });
      return [{type: 'STATE_DELTA', delta}];
    }
    const data = message.updateDataModel as
      {surfaceId?: string; path?: string; value?: unknown} | undefined;
    if (data?.surfaceId && this.state.surfaces[data.surfaceId]) {
      return [
        {type: 'STATE_DELTA', delta: this.dataDelta(data.surfaceId, data.path ?? '/', data.value)},
      ];
    }
    const remove = message.deleteSurface as {surfaceId?: string} | undefined;
    if (remove?.surfaceId && this.state.surfaces[remove.surfaceId]) {
      delete this.state.surfaces[remove.surfaceId];
      return [
        {
          type: 'STATE_DELTA',
          delta: [{op: 'remove', path: `/surfaces/${escape(remove.surfaceId)}`}],
        },
      ];
    }
    return [];
  }

  /** A JSON Patch writing `value` at `path`, adding missing parents as objects (as A2UI does). */
  private dataDelta(surfaceId: string, path: string, value: unknown) {
    const surface = this.state.surfaces[surfaceId]!;
    const base = `/surfaces/${escape(surfaceId)}/dataModel`;
    const segments = path
      .split('/')
      .slice(1)
      .filter((s) => s !== '')
      .map(unescape);
    if (segments.length === 0) {
      surface.dataModel = value ?? {};
      return [{op: 'replace', path: base, value: surface.dataModel}];
    }
    if (typeof surface.dataModel !== 'object' || surface.dataModel === null) surface.dataModel = {};
    let parent = surface.dataModel as Record<string, unknown>;
    let existing = 0;
    for (const segment of segments.slice(0, -1)) {
      const next = parent[segment];
      if (typeof next !== 'object' || next === null) break;
      parent = next as Record<string, unknown>;
      existing++;
    }
    if (existing < segments.length - 1) {
      // Add the first missing parent with the rest of the path nested inside it.
      const nested = segments
        .slice(existing + 1)
        .reduceRight<unknown>((inner, key) => ({[key]: inner}), value);
      if (value === undefined) return [];
      parent[segments[existing]!] = nested;
      return [
        {
          op: 'add',
          path: `${base}/${segments
            .slice(0, existing + 1)
            .map(escape)
            .join('/')}`,
          value: nested,
        },
      ];
    }
    const key = segments.at(-1)!;
    const pointer = `${base}/${segments.map(escape).join('/')}`;
    if (value === undefined) {
      if (!(key in parent)) return [];
      delete parent[key];
      return [{op: 'remove', path: pointer}];
    }
    parent[key] = value;
    return [{op: 'add', path: pointer, value}];
  }
}
