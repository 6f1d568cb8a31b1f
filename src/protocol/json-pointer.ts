/** A JSON Pointer (RFC 6901) of path segments: `~` → `~0`, `/` → `~1`; `''` is the root. */
export function toJsonPointer(segments: readonly PropertyKey[]): string {
  let pointer = '';
  for (const segment of segments) {
    pointer += '/' + String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
  }
  return pointer;
}
