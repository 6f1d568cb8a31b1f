import {kindOf} from '../../protocol/json-values.js';
import {FORBIDDEN_SEGMENTS, parsePointer} from '../../state/json-pointer.js';

/** One problem found in a v0.8 message: where (a JSON Pointer into the message) and why. */
export interface V08Issue {
  /** JSON Pointer into the message of the offending field. */
  readonly path: string;
  /** What is wrong there. */
  readonly message: string;
}

/** Issues found while reading one message; translators append to it and never throw. */
export type Issues = V08Issue[];

/** The pointer of a child of `path` (RFC 6901 escaping). */
export function child(path: string, key: string | number): string {
  return path + '/' + String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Whether a key would reach JavaScript object machinery (`__proto__`, `constructor`, …). */
export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN_SEGMENTS.has(key);
}

/** A value as a message shows it: a string quoted (shortened), anything else by its kind. */
export function shown(value: unknown): string {
  if (typeof value !== 'string') return kindOf(value);
  return JSON.stringify(value.length > 60 ? value.slice(0, 57) + '…' : value);
}

/** Records an issue when `value` is not a string; returns whether it is one. */
export function expectString(value: unknown, at: string, issues: Issues): value is string {
  if (typeof value === 'string') return true;
  issues.push({path: at, message: `Expected a string, got ${kindOf(value)}.`});
  return false;
}

/**
 * Records an issue when `value` is not a usable data-model path (a string none of whose
 * segments is forbidden); returns whether it is one.
 */
export function expectDataPath(value: unknown, at: string, issues: Issues): value is string {
  if (!expectString(value, at, issues)) return false;
  const forbidden = parsePointer(value).find(isForbiddenKey);
  if (forbidden === undefined) return true;
  issues.push({path: at, message: `The path segment "${forbidden}" is not allowed.`});
  return false;
}

/** A data path as an absolute pointer: v0.8 update paths like `user` mean `/user`. */
export function absolutePath(path: string): string {
  return path.startsWith('/') ? path : '/' + path;
}
