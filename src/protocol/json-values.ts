/**
 * The `surfaceId` a message is about, read best-effort from a possibly invalid message of any
 * A2UI version (its first body that has one), or from its JSON text (the first it names).
 *
 * @example
 * // JSON text cut off before its end:
 * surfaceIdOf('{"version":"v0.9","deleteSurface":{"surfaceId":"main"'); // → 'main'
 */
export function surfaceIdOf(message: unknown): string | undefined {
  try {
    if (typeof message == 'string') {
      return JSON.parse(/"surfaceId"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(message)![1]!) as string;
    }
    for (const body of Object.values(message as object)) {
      if (isRecord(body) && typeof body['surfaceId'] == 'string') return body['surfaceId'];
    }
  } catch {
    // none in the text, no object, a throwing getter or a (revoked) proxy: no surface id
  }
  return undefined;
}

/** What to tell of a message of A2UI v0.8 (it has a v0.8 message type), if it is one. */
export function v08Hint(message: unknown): string | undefined {
  const kind =
    isRecord(message) &&
    Object.keys(message).find((key) =>
      /^(beginRendering|surfaceUpdate|dataModelUpdate)$/.test(key),
    );
  return kind ? `A2UI v0.8 message (${kind}): use V08Adapter` : undefined;
}

/** Whether a value is a JSON object: an object, not `null`, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a value is, as messages name it: `null`, `array` or its `typeof`; a number JSON cannot
 * hold (`1e999` parses as `Infinity`) is named itself, so that "expected number" never meets
 * "received number".
 */
export const kindOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number' && !Number.isFinite(value)
        ? `${value} (not a finite number)`
        : typeof value;

/**
 * Whether `value` nests deeper than `limit` levels of objects and arrays (a plain value at a
 * negative limit counts too). Recursion stops at the limit, so any depth is safe to ask.
 */
export function deeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return limit < 0;
  if (limit < 1) return true;
  if (Array.isArray(value)) {
    // An index loop: `for…in` over an array takes several times as long in V8.
    for (let i = 0; i < value.length; i++) if (deeperThan(value[i], limit - 1)) return true;
    return false;
  }
  for (const key in value) {
    if (deeperThan((value as Record<string, unknown>)[key], limit - 1)) return true;
  }
  return false;
}

/**
 * Whether every property of `value` can be read: no getter throws and no proxy is revoked. A
 * message that cannot be read is invalid, where a failure on a readable one is a bug.
 */
export function readable(value: unknown): boolean {
  try {
    deeperThan(value, 1024);
    return true;
  } catch {
    return false;
  }
}

/** What `JSON.parse` said about `text`, with a hint when it has a trailing comma (outside its
 * strings). */
export function jsonError(error: unknown, text: string): string {
  const outside = text.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return (
    (error as Error).message + (/,\s*[\]}]/.test(outside) ? '; JSON allows no trailing comma' : '')
  );
}
