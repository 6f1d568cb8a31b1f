import jsonPatch from 'fast-json-patch';

/** The AG-UI activity type carrying A2UI (the convention of `@ag-ui/a2ui-middleware`). */
export const A2UI_ACTIVITY_TYPE = 'a2ui-surface';

interface ActivityEventLike {
  messageId: string;
  activityType?: string;
}

interface PatchOperation {
  op: string;
  path: string;
  from?: string;
  [field: string]: unknown;
}

/**
 * What is kept of an activity: its content without the operations already delivered (a long
 * session would otherwise keep every A2UI message it ever rendered), and how many came so far.
 */
interface Activity {
  content: {operations?: unknown[]; [field: string]: unknown};
  /** Operations of the activity delivered so far (the index of `content.operations[0]`). */
  delivered: number;
}

/**
 * Turns AG-UI `ACTIVITY_SNAPSHOT` / `ACTIVITY_DELTA` events of type `a2ui-surface` (content
 * `{operations: [A2UI messages]}`) into the A2UI messages not yet seen, in order. A snapshot
 * with `replace: false` for a known activity is ignored; a delta for an unknown one is a no-op.
 * Delivered operations are let go: a delta editing one of them changes nothing.
 */
export class A2uiActivityReader {
  readonly #activities = new Map<string, Activity>();

  /** New A2UI messages from an `ACTIVITY_SNAPSHOT`. */
  snapshot(event: ActivityEventLike & {content: unknown; replace?: boolean}): unknown[] {
    if (event.activityType !== A2UI_ACTIVITY_TYPE) return [];
    const known = this.#activities.get(event.messageId);
    if (known && event.replace === false) return [];
    const content = structuredClone(event.content ?? {}) as Activity['content'];
    const operations = Array.isArray(content.operations) ? content.operations : [];
    // A replacing snapshot extends what was already applied; a shorter one starts over.
    let done = known?.delivered ?? 0;
    if (done > operations.length) done = 0;
    return this.#keep(event.messageId, content, 0, done);
  }

  /** New A2UI messages from an `ACTIVITY_DELTA` (a JSON Patch of the content). */
  delta(event: ActivityEventLike & {patch: unknown[]}): unknown[] {
    if (event.activityType !== undefined && event.activityType !== A2UI_ACTIVITY_TYPE) return [];
    const activity = this.#activities.get(event.messageId);
    if (!activity) return [];
    const {content, delivered} = activity;
    // Where content.operations[0] is in the activity's whole list of operations.
    let start = delivered;
    const patch: PatchOperation[] = [];
    for (const operation of event.patch as PatchOperation[]) {
      if (operation.path === '/operations') start = 0; // the whole list, from its first
      const path = shifted(operation.path, start);
      const from = operation.from === undefined ? undefined : shifted(operation.from, start);
      if (path !== null && from !== null) {
        patch.push(from === undefined ? {...operation, path} : {...operation, path, from});
      }
    }
    jsonPatch.applyPatch(content, patch as never[], false, true, true);
    return this.#keep(event.messageId, content, start, delivered);
  }

  /**
   * Keeps `content` (whose operations start at index `start` of the activity's list) without its
   * operations, and returns those past index `done`.
   */
  #keep(messageId: string, content: Activity['content'], start: number, done: number): unknown[] {
    const operations = Array.isArray(content.operations) ? content.operations : [];
    const fresh = operations.slice(Math.max(0, done - start));
    if (Array.isArray(content.operations)) content.operations = [];
    this.#activities.set(messageId, {content, delivered: start + operations.length});
    return fresh;
  }
}

/**
 * `path` of a patch operation on the activity's whole list, as a path into the kept operations
 * (which start at `start`), or null for an operation already delivered.
 */
function shifted(path: string, start: number): string | null {
  const index = /^\/operations\/(\d+)(\/.*)?$/.exec(path);
  if (!index) return path;
  const at = Number(index[1]) - start;
  return at < 0 ? null : `/operations/${at}${index[2] ?? ''}`;
}
