import type {Template} from './ast.js';
import {FormatStringError} from './errors.js';
import {parseFormatString} from './parser.js';

const capacity = 500;
const cache = new Map<string, Template | FormatStringError>();

/**
 * {@link parseFormatString} memoised per template string (least recently used evicted past
 * 500 entries), so re-evaluating a computed signal never re-parses. Errors are cached too and
 * returned, not thrown.
 */
export function parseFormatStringCached(source: string): Template | FormatStringError {
  let result = cache.get(source);
  if (result !== undefined) {
    cache.delete(source); // Re-inserted below: Map order doubles as recency order.
  } else {
    try {
      result = parseFormatString(source);
    } catch (error) {
      if (!(error instanceof FormatStringError)) throw error;
      result = error;
    }
    if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
  }
  cache.set(source, result);
  return result;
}
