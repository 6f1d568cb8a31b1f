import type {BindingType} from '../catalog/catalog.js';
import {toBoolean, toDisplayString} from '../functions/coerce.js';

/** String coercion: null/undefined → '', numbers and booleans → their string, objects → JSON. */
export function coerceString(value: unknown): string {
  return toDisplayString(value);
}

/** Number coercion: null/undefined → 0, numeric strings parsed, anything unparsable (NaN
 * included) → 0. */
export function coerceNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isNaN(value) ? 0 : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

/** Boolean coercion: 'true'/'false' in any case (other strings false), numbers non-zero. */
export function coerceBoolean(value: unknown): boolean {
  return toBoolean(value);
}

/** String-list coercion: arrays item by item, null/undefined → [], one value → [value]. */
export function coerceStringList(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map(coerceString);
  return [coerceString(value)];
}

/**
 * Applies the coercion rule of `type` (the renderer guide's table).
 *
 * @example
 * coerce(null, 'string'); // → ''
 * coerce('42', 'number'); // → 42
 * coerce('TRUE', 'boolean'); // → true
 * coerce('x', 'stringList'); // → ['x']
 */
export function coerce(value: unknown, type: BindingType): unknown {
  switch (type) {
    case 'string':
      return coerceString(value);
    case 'number':
      return coerceNumber(value);
    case 'boolean':
      return coerceBoolean(value);
    case 'stringList':
      return coerceStringList(value);
    default:
      return value;
  }
}
