import {toBoolean} from './coerce.js';

/** True when `values` is an array whose every item coerces to true (short-circuits). */
export function allTrue(values: unknown): boolean {
  return Array.isArray(values) && values.every(toBoolean);
}

/** True when `values` is an array with at least one item that coerces to true. */
export function anyTrue(values: unknown): boolean {
  return Array.isArray(values) && values.some(toBoolean);
}
