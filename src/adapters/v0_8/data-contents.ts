import {isRecord, kindOf} from '../../protocol/json-values.js';
import {child, isForbiddenKey, type Issues} from './issues.js';

/** The typed value keys of a v0.8 data entry. */
const VALUE_KEYS = ['valueString', 'valueNumber', 'valueBoolean', 'valueMap'];

// server_to_client.json allows scalars only inside a valueMap, but the reference renderer
// (@a2ui/web_core) takes entries 5 levels deep, and agents built on the official samples send
// lists as a valueMap of valueMaps.
const MAX_DEPTH = 5;

function entryValue(entry: Record<string, unknown>, at: string, issues: Issues, depth: number) {
  // The protocol document: a key and "exactly one corresponding typed 'value*' property".
  const typed = VALUE_KEYS.filter((key) => key in entry);
  if (typed.length !== 1) {
    const message = `Expected exactly one of ${VALUE_KEYS.join(', ')}, got ${typed.length}.`;
    issues.push({path: at, message});
    return undefined;
  }
  const key = typed[0]!;
  const value = entry[key];
  const where = child(at, key);
  if (key === 'valueMap') return {value: translateContents(value, where, issues, depth + 1)};
  const expected = key === 'valueString' ? 'string' : key === 'valueNumber' ? 'number' : 'boolean';
  if (typeof value !== expected || (expected === 'number' && !Number.isFinite(value))) {
    issues.push({path: where, message: `Expected a ${expected}, got ${kindOf(value)}.`});
    return undefined;
  }
  return {value};
}

/**
 * Translates v0.8 data `contents` (an adjacency list of `{key, valueString | valueNumber |
 * valueBoolean | valueMap}` entries) into the plain JSON object v0.9 `updateDataModel` carries.
 * A later entry with the same key wins; a `valueMap` becomes a nested object. Entries nest at
 * most 5 levels deep, as the reference renderer allows (the schema allows 2). Keys that would
 * reach object machinery (`__proto__`, `constructor`, `prototype`) are refused. Problems go to
 * `issues` (the result is then `undefined`).
 */
export function translateContents(
  raw: unknown,
  at: string,
  issues: Issues,
  depth = 0,
): Record<string, unknown> | undefined {
  if (!Array.isArray(raw)) {
    issues.push({path: at, message: `Expected an array of data entries, got ${kindOf(raw)}.`});
    return undefined;
  }
  const before = issues.length;
  const result: Record<string, unknown> = {};
  raw.forEach((entry, index) => {
    const where = child(at, index);
    if (depth === MAX_DEPTH) {
      const message = `Data entries nest at most ${MAX_DEPTH} levels deep.`;
      issues.push({path: where, message});
      return;
    }
    if (!isRecord(entry)) {
      issues.push({path: where, message: `Expected a data entry object, got ${kindOf(entry)}.`});
      return;
    }
    for (const key of Object.keys(entry)) {
      if (key !== 'key' && !VALUE_KEYS.includes(key)) {
        issues.push({path: child(where, key), message: `Unknown data entry property "${key}".`});
      }
    }
    const key = entry['key'];
    if (typeof key !== 'string') {
      issues.push({
        path: child(where, 'key'),
        message: `Expected a string key, got ${kindOf(key)}.`,
      });
      return;
    }
    if (isForbiddenKey(key)) {
      issues.push({path: child(where, 'key'), message: `The key "${key}" is not allowed.`});
      return;
    }
    const found = entryValue(entry, where, issues, depth);
    if (found && found.value !== undefined) result[key] = found.value;
  });
  return issues.length > before ? undefined : result;
}
