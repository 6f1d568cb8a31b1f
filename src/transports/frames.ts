import {TransportError} from './transport-error.js';

/**
 * Parses one frame of agent-to-renderer JSON: a single A2UI message or a list of them.
 * Throws a `malformed-frame` TransportError when the text is not JSON or not an object/array.
 */
export function parseFrame(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new TransportError('malformed-frame', 'A frame is not valid JSON', {frame: text, cause});
  }
  return messagesOf(value, text);
}

/** A value carrying A2UI messages (one object or a list of objects) as a list. */
export function messagesOf(value: unknown, frame?: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (value !== null && typeof value === 'object') return [value];
  throw new TransportError('malformed-frame', 'A frame holds no A2UI message object', {
    frame: frame ?? String(value),
  });
}

/** Joins a base URL and a path (`http://a/b` + `/sse` → `http://a/b/sse`). */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}
