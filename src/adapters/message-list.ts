import {isRecord} from '../protocol/json-values.js';

/**
 * The messages of an adapter's input: one message, an array, a `{messages: [...]}` wrapper, or
 * JSON strings of any of these (a string holding an array is spread, as a JSONL line may hold
 * one). A string that is not JSON becomes `undefined` after `onInvalidJson` was told why.
 */
export function messageList(input: unknown, onInvalidJson: (reason: string) => void): unknown[] {
  const parse = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch (error) {
      onInvalidJson(`Message is not valid JSON: ${(error as Error).message}`);
      return undefined;
    }
  };
  const parsed = parse(input);
  const list = Array.isArray(parsed)
    ? parsed
    : isRecord(parsed) && Array.isArray(parsed['messages'])
      ? parsed['messages']
      : [parsed];
  return list.flatMap((item) => {
    const message = parse(item);
    return Array.isArray(message) && typeof item === 'string' ? message : [message];
  });
}

/** What an adapter reports when it failed on a message (a bug), worded as the processor does. */
export const failed = (error: unknown): string =>
  `The renderer failed on this message: ${String((error as Error)?.message ?? error)}`;
