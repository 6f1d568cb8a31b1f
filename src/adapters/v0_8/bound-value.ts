import {isRecord, kindOf} from '../../protocol/json-values.js';
import type {DynamicValue} from '../../protocol/v0_9/types.js';
import {parsePointer} from '../../state/json-pointer.js';
import {child, expectDataPath, type Issues} from './issues.js';

/** The literal types a v0.8 BoundValue may carry (`literalString`, `literalNumber`, …). */
export type BoundType = 'string' | 'number' | 'boolean' | 'array';

/** A data-model write implied by a BoundValue with both `path` and a literal. */
export interface DataInit {
  /** The absolute data path the BoundValue binds. */
  readonly path: string;
  /** The literal it gives as the initial value there. */
  readonly value: unknown;
}

/** A translated BoundValue: the v0.9 Dynamic value and, for path + literal, its data write. */
export interface TranslatedBoundValue {
  /** The v0.9 value: a literal or a `{path}`. */
  readonly value: DynamicValue;
  /** For a BoundValue with both `path` and a literal: the write that sets the literal there. */
  readonly init?: DataInit;
}

const LITERAL_KEYS: Readonly<Record<BoundType, string>> = {
  string: 'literalString',
  number: 'literalNumber',
  boolean: 'literalBoolean',
  array: 'literalArray',
};

function isLiteralOf(type: BoundType, value: unknown): boolean {
  if (type === 'array') return Array.isArray(value) && value.every((v) => typeof v === 'string');
  return typeof value === type && (type !== 'number' || Number.isFinite(value));
}

/**
 * Translates a v0.8 BoundValue into a v0.9 Dynamic value: a literal becomes the plain value,
 * `path` a `{path}` binding without its leading `/` (a template item reads it in the item), and
 * `path` with a literal a binding plus the data write the v0.8 spec implies (made only for
 * absolute paths below the root: a relative path is resolved per template item). `types` are
 * the literal types the property accepts; `{}` is refused, as the protocol document's BoundValue
 * schema requires a property. Problems go to `issues` (the result is then `undefined`).
 */
export function translateBoundValue(
  raw: unknown,
  types: readonly BoundType[],
  at: string,
  issues: Issues,
): TranslatedBoundValue | undefined {
  if (!isRecord(raw)) {
    issues.push({path: at, message: `Expected a bound value object, got ${kindOf(raw)}.`});
    return undefined;
  }
  const allowed = new Set(['path', ...types.map((type) => LITERAL_KEYS[type])]);
  const before = issues.length;
  for (const key of Object.keys(raw)) {
    if (!allowed.has(key)) {
      issues.push({path: child(at, key), message: `Unknown bound value property "${key}".`});
    }
  }
  const path = raw['path'];
  if (path !== undefined) expectDataPath(path, child(at, 'path'), issues);
  let literal: {value: unknown} | undefined;
  for (const type of types) {
    const key = LITERAL_KEYS[type];
    if (!(key in raw)) continue;
    const value = raw[key];
    if (!isLiteralOf(type, value)) {
      issues.push({
        path: child(at, key),
        message: `Expected a ${type} literal, got ${kindOf(value)}.`,
      });
    } else if (!literal) literal = {value: type === 'array' ? [...(value as [])] : value};
  }
  if (issues.length > before) return undefined;
  if (typeof path === 'string') {
    // Inside a template v0.8 reads even `/name` in the item (the data-binding guide's "Scoped
    // Paths", and the reference renderer); a relative path does, and reads from the root outside.
    const binding = {path: path.replace(/^\//, '')};
    return literal && path.startsWith('/') && parsePointer(path).length > 0
      ? {value: binding, init: {path, value: literal.value}}
      : {value: binding};
  }
  if (literal) return {value: literal.value as DynamicValue};
  // The protocol document's BoundValue schema has minProperties 1 (the catalog JSON omits it).
  issues.push({path: at, message: 'A bound value needs a literal or a path.'});
  return undefined;
}
