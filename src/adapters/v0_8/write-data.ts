import {isRecord} from '../../protocol/json-values.js';
import {formatPointer, parsePointer} from '../../state/json-pointer.js';
import {child, type Issues} from './issues.js';

/** One v0.8 data entry: a key and one typed value (`valueMap` holds scalar entries only). */
export type V08DataEntry = {key: string} & Record<string, unknown>;

/** A v0.8 `dataModelUpdate` body. */
export interface V08DataModelUpdate {
  surfaceId: string;
  path: string;
  contents: V08DataEntry[];
}

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => Array.isArray(value) || isRecord(value);

/** A container whose values are all scalars (or empty): v0.8 can send it as one `valueMap`. */
const isFlat = (value: Container): boolean =>
  Object.entries(value).every(([, item]) => !isContainer(item));

function scalarEntry(
  key: string,
  value: unknown,
  at: string,
  losses: Issues,
): V08DataEntry | undefined {
  if (typeof value === 'string') return {key, valueString: value};
  if (typeof value === 'number') return {key, valueNumber: value};
  if (typeof value === 'boolean') return {key, valueBoolean: value};
  if (value !== undefined) {
    losses.push({path: at, message: 'A2UI v0.8 data has no null; the key was left out.'});
  }
  return undefined;
}

/**
 * The v0.8 `dataModelUpdate` messages that put `value` (an object or array) at `pointer`:
 * scalars and flat containers go in the first message as entries and `valueMap`s; a deeper
 * container follows in a message of its own at its path (after its parent's, which replaces
 * the parent). Arrays become maps keyed by index, the only lists v0.8 data has (an empty slot
 * of a sparse array is no key). v0.8 has no null: such keys are reported in `losses` and left
 * out.
 */
export function writeSubtree(
  surfaceId: string,
  pointer: string,
  value: Container,
  losses: Issues,
): V08DataModelUpdate[] {
  const base = pointer === '/' ? '' : pointer;
  const contents: V08DataEntry[] = [];
  const deeper: V08DataModelUpdate[] = [];
  for (const [key, item] of Object.entries(value)) {
    const at = child(base, key);
    if (!isContainer(item)) {
      const entry = scalarEntry(key, item, at, losses);
      if (entry) contents.push(entry);
    } else if (isFlat(item)) {
      const valueMap = Object.entries(item).flatMap(([inner, scalar]) => {
        const entry = scalarEntry(inner, scalar, child(at, inner), losses);
        return entry ? [entry] : [];
      });
      contents.push({key, valueMap});
    } else {
      deeper.push(...writeSubtree(surfaceId, at, item, losses));
    }
  }
  return [{surfaceId, path: base || '/', contents}, ...deeper];
}

/**
 * Where a v0.9 write at `pointer` is re-sent from in v0.8, which writes whole objects only: the
 * written container itself, or the container holding a written scalar (or deleted key); the
 * parent of an append (`-`), whose index the agent did not name.
 */
export function rewrittenPointer(pointer: string, written: unknown): string {
  const segments = parsePointer(pointer);
  const appended = segments.indexOf('-');
  if (appended >= 0) return formatPointer(segments.slice(0, appended));
  if (isContainer(written) || segments.length === 0) return formatPointer(segments);
  return formatPointer(segments.slice(0, -1));
}
