import {memo} from '../locale.js';
import type {Template} from './ast.js';
import {FormatStringError} from './errors.js';
import {parseFormatString} from './parser.js';

const cache = new Map<string, Template | FormatStringError>();

/**
 * {@link parseFormatString} memoised per template string (the oldest of 200 dropped first), so
 * re-evaluating a computed signal never re-parses. Errors are cached too and returned, not
 * thrown.
 */
export function parseFormatStringCached(source: string): Template | FormatStringError {
  return memo(cache, source, () => {
    try {
      return parseFormatString(source);
    } catch (error) {
      if (error instanceof FormatStringError) return error;
      throw error;
    }
  });
}
