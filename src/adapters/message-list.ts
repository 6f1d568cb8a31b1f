import {isRecord, jsonError} from '../protocol/json-values.js';

/**
 * The messages of an adapter's input: one message, an array, a `{messages: [...]}` wrapper, or
 * JSON strings of any of these (a string holding an array is spread, as a JSONL line may hold
 * one). A string that is not JSON becomes `undefined` after `onInvalid` was told why
 * (`INVALID_JSON`, given the text); an input or item that cannot be read is told
 * (`VALIDATION_FAILED`) and left out. Never throws.
 */
export function messageList(
  input: unknown,
  onInvalid: (code: string, reason: string, text?: string) => void,
): unknown[] {
  const parse = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch (error) {
      onInvalid('INVALID_JSON', `Message is not valid JSON: ${jsonError(error, value)}`, value);
      return undefined;
    }
  };
  const out: unknown[] = [];
  // A throwing getter or a revoked proxy is reported (VALIDATION_FAILED) and skipped.
  const unreadable = (error: unknown) => onInvalid('VALIDATION_FAILED', failure(error, false));
  try {
    const parsed = parse(input);
    const list = Array.isArray(parsed)
      ? parsed
      : isRecord(parsed) && Array.isArray(parsed['messages'])
        ? (parsed['messages'] as unknown[])
        : [parsed];
    for (let i = 0, length = list.length; i < length; i++) {
      try {
        const item: unknown = list[i];
        const message = parse(item);
        if (!Array.isArray(message) || typeof item !== 'string') out.push(message);
        else for (const spread of message as unknown[]) out.push(spread);
      } catch (error) {
        unreadable(error);
      }
    }
  } catch (error) {
    unreadable(error);
  }
  return out;
}

/**
 * What an adapter reports when it failed on a message: the message cannot be read (a throwing
 * getter, a revoked proxy; reported as `VALIDATION_FAILED` at path "") or, on a readable one,
 * the renderer failed (a bug: `RENDERER_ERROR`). Worded as the processor words them.
 */
export function failure(error: unknown, readable: boolean): string {
  let reason = 'unknown error';
  try {
    reason = String((error as Error)?.message ?? error);
  } catch {
    // an error object as hostile as the message
  }
  return readable
    ? `The renderer failed on this message: ${reason}`
    : `Message could not be read: ${reason}`;
}
