/**
 * JSON Pointer (RFC 6901) helpers with the A2UI extensions: `/` and `''` address the whole
 * document, and paths without a leading `/` are relative to a collection scope.
 *
 * One trailing slash is ignored (`/a/` is `/a`, as the reference renderer reads it), so a path
 * whose last key is `""` is written with one more slash: `/m//` is `["m", ""]`, `//` is `[""]`.
 * {@link formatPointer} writes every path that way and {@link parsePointer} reads it back.
 */

/** Segments that would reach into JavaScript object machinery; never read or written. */
export const FORBIDDEN_SEGMENTS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

const parsedCache = new Map<string, readonly string[]>();
const PARSED_CACHE_LIMIT = 4096;

/** Decodes one reference token: `~1` → `/`, then `~0` → `~` (RFC 6901 order). */
export function unescapeSegment(segment: string): string {
  if (!segment.includes('~')) return segment;
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Encodes one key as a reference token: `~` → `~0`, `/` → `~1`. */
export function escapeSegment(key: string): string {
  if (!key.includes('~') && !key.includes('/')) return key;
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Splits an absolute pointer into unescaped segments. `''` and `'/'` are the root (no segments);
 * one trailing slash is ignored (`/a/` is `/a`, `/m//` is `["m", ""]`), as the reference renderer
 * does. The result is shared and must not be mutated.
 *
 * @example
 * parsePointer('/a~1b/0'); // → ['a/b', '0']
 */
export function parsePointer(pointer: string): readonly string[] {
  const cached = parsedCache.get(pointer);
  if (cached) return cached;
  let segments: string[];
  if (pointer === '' || pointer === '/') segments = [];
  else {
    let body = pointer.startsWith('/') ? pointer.slice(1) : pointer;
    if (body.endsWith('/')) body = body.slice(0, -1);
    segments = body.split('/').map(unescapeSegment);
  }
  if (parsedCache.size >= PARSED_CACHE_LIMIT) parsedCache.clear();
  parsedCache.set(pointer, segments);
  return segments;
}

/**
 * Joins unescaped segments into an absolute pointer (`/` for the root) that
 * {@link parsePointer} reads back: a last key `""` takes the slash a pointer ignores
 * (`["m", ""]` is `/m//`, not `/m/`, which is `/m`).
 *
 * @example
 * formatPointer(['a/b', '0']); // → '/a~1b/0'
 */
export function formatPointer(segments: readonly string[]): string {
  const pointer = '/' + segments.map(escapeSegment).join('/');
  return segments.at(-1) === '' ? pointer + '/' : pointer;
}

/** The first forbidden segment of a pointer, if any. */
export function forbiddenSegment(segments: readonly string[]): string | undefined {
  return segments.find((segment) => FORBIDDEN_SEGMENTS.has(segment));
}

/**
 * Resolves a data-binding path against a scope: absolute paths (`/a`) are returned as they are,
 * relative ones (`a/b`) are appended to the scope path (less the one trailing slash a pointer
 * ignores: the scope of a map's key `""` is `/m//`, its field `a` is `/m//a`); `''` and `.` mean
 * the scope itself.
 *
 * @example
 * resolvePath('name', '/users/0'); // → '/users/0/name'
 * resolvePath('/title', '/users/0'); // → '/title'
 */
export function resolvePath(path: string, scopePath: string): string {
  if (path.startsWith('/')) return path;
  const base = scopePath === '/' ? '' : scopePath;
  if (path === '' || path === '.') return base === '' ? '/' : base;
  const relative = path.startsWith('./') ? path.slice(2) : path;
  return (base.endsWith('/') ? base.slice(0, -1) : base) + '/' + relative;
}

/** Whether a segment is a canonical array index (`0`, `12`, not `01` or `-1`). */
export function isArrayIndex(segment: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(segment);
}
