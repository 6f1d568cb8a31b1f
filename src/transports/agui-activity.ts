import jsonPatch from 'fast-json-patch';

/** The AG-UI activity type carrying A2UI (the convention of `@ag-ui/a2ui-middleware`). */
export const A2UI_ACTIVITY_TYPE = 'a2ui-surface';

interface ActivityEventLike {
  messageId: string;
  activityType?: string;
}

/**
 * Turns AG-UI `ACTIVITY_SNAPSHOT` / `ACTIVITY_DELTA` events of type `a2ui-surface` (content
 * `{operations: [A2UI messages]}`) into the A2UI messages not yet seen, in order. A snapshot
 * with `replace: false` for a known activity is ignored; a delta for an unknown one is a no-op.
 */
export class A2uiActivityReader {
  readonly #contents = new Map<string, {operations?: unknown[]}>();
  readonly #processed = new Map<string, number>();

  /** New A2UI messages from an `ACTIVITY_SNAPSHOT`. */
  snapshot(event: ActivityEventLike & {content: unknown; replace?: boolean}): unknown[] {
    if (event.activityType !== A2UI_ACTIVITY_TYPE) return [];
    const known = this.#contents.has(event.messageId);
    if (known && event.replace === false) return [];
    const content = structuredClone(event.content ?? {}) as {operations?: unknown[]};
    this.#contents.set(event.messageId, content);
    const operations = Array.isArray(content.operations) ? content.operations : [];
    // A replacing snapshot extends what was already applied; a shorter one starts over.
    let done = known ? (this.#processed.get(event.messageId) ?? 0) : 0;
    if (done > operations.length) done = 0;
    this.#processed.set(event.messageId, operations.length);
    return operations.slice(done);
  }

  /** New A2UI messages from an `ACTIVITY_DELTA` (a JSON Patch of the content). */
  delta(event: ActivityEventLike & {patch: unknown[]}): unknown[] {
    if (event.activityType !== undefined && event.activityType !== A2UI_ACTIVITY_TYPE) return [];
    const content = this.#contents.get(event.messageId);
    if (!content) return [];
    jsonPatch.applyPatch(content, event.patch as never[], false, true, true);
    const operations = Array.isArray(content.operations) ? content.operations : [];
    const done = this.#processed.get(event.messageId) ?? 0;
    this.#processed.set(event.messageId, operations.length);
    return operations.slice(done);
  }
}
