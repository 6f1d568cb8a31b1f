import {escapeSegment} from '../state/json-pointer.js';

/** A JSON Pointer (RFC 6901) of path segments: `~` → `~0`, `/` → `~1`; `''` is the root. */
export function toJsonPointer(segments: readonly PropertyKey[]): string {
  let pointer = '';
  for (const segment of segments) pointer += '/' + escapeSegment(String(segment));
  return pointer;
}
