import {isRecord, jsonError, surfaceIdOf} from '../protocol/json-values.js';
import {ErrorCodes, type ErrorBody} from './errors.js';

/** One line of a JSONL stream: its 1-based number and its text (never blank). */
export interface JsonlLine {
  /** Its 1-based line number in the stream (the first line, for a message over several). */
  readonly line: number;
  /** Its text, not yet parsed. */
  readonly text: string;
  /** For a message written over several lines (not JSONL, but what an LLM may send): how many,
   * their text joined with newlines in `text`. */
  readonly lines?: number;
}

/**
 * Splits JSONL text into non-blank lines. Works on a whole string or incrementally: feed chunks
 * split anywhere (also inside a line), get back every line completed so far. Markdown code fences
 * (```json, ```) are left out; a message written over several lines (pretty-printed JSON) comes
 * as one line that says how many it spans (see `parseJsonlLine`).
 */
export class JsonlSplitter {
  #pending = '';
  #line = 0;
  // The lines so far of a message that did not end on its first line.
  #open?: {line: number; text: string; lines: number};

  /** Adds a chunk; returns the lines it completed. */
  push(chunk: string): JsonlLine[] {
    if (!chunk.includes('\n')) {
      this.#pending += chunk;
      return [];
    }
    const text = this.#pending + chunk;
    const parts = text.split('\n');
    this.#pending = parts.pop() ?? '';
    return this.#lines(parts);
  }

  /** Ends the input; returns the last line if it had no trailing newline. */
  end(): JsonlLine[] {
    const rest = this.#pending;
    this.#pending = '';
    const lines = this.#lines([rest]);
    this.#close(lines);
    return lines;
  }

  #lines(parts: readonly string[]): JsonlLine[] {
    const lines: JsonlLine[] = [];
    for (const part of parts) {
      this.#line++;
      let text = part.endsWith('\r') ? part.slice(0, -1) : part;
      if (this.#line === 1 && text.startsWith('\uFEFF')) text = text.slice(1); // byte order mark
      const trimmed = text.trim();
      // Blank, or a code fence an LLM put around its JSONL.
      if (trimmed === '' || trimmed.startsWith('```')) continue;
      const open = this.#open;
      // Pretty-printed JSON goes on indented and ends with a bracket at the margin; a line at the
      // margin that opens a message starts a new one (a broken line swallows no more).
      if (open && !/^[[{]/.test(text)) {
        open.text += '\n' + text;
        open.lines++;
        if (/^[\]}]/.test(text)) this.#close(lines);
        continue;
      }
      this.#close(lines);
      // A line that opens a message and does not close it may go on over the next lines.
      if (/^[[{]/.test(trimmed) && !/[\]}]$/.test(trimmed)) {
        this.#open = {line: this.#line, text, lines: 1};
      } else lines.push({line: this.#line, text});
    }
    return lines;
  }

  // Adds the open message, if any, to `lines` (a message of one line as a plain line).
  #close(lines: JsonlLine[]): void {
    const open = this.#open;
    this.#open = undefined;
    if (open)
      lines.push({line: open.line, text: open.text, ...(open.lines > 1 && {lines: open.lines})});
  }
}

/**
 * The JSON value of a JSONL line. Throws a `SyntaxError` saying why it is no message (a message
 * over several lines; a line that is not JSON, with a hint for a trailing comma), for an
 * `INVALID_JSON` report.
 */
export function parseJsonlLine({line, text, lines = 1}: JsonlLine): unknown {
  if (lines > 1) {
    throw new SyntaxError(
      `JSONL lines ${line}–${line + lines - 1} hold one message: write each message on one line`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SyntaxError(`JSONL line ${line} is not valid JSON: ${jsonError(error, text)}`, {
      cause: error,
    });
  }
}

/**
 * The messages of JSONL lines, for one batch (a line's array or `{messages: [...]}` wrapper
 * spread), and an `INVALID_JSON` error for each line that holds none (see `parseJsonlLine`), for
 * the surface its text names.
 */
export function jsonlMessages(lines: readonly JsonlLine[]): {
  messages: unknown[];
  errors: ErrorBody[];
} {
  const errors: ErrorBody[] = [];
  const messages = lines.flatMap((line): unknown => {
    try {
      const value = parseJsonlLine(line);
      return isRecord(value) && Array.isArray(value['messages']) ? value['messages'] : value;
    } catch (error) {
      errors.push({
        code: ErrorCodes.INVALID_JSON,
        surfaceId: surfaceIdOf(line.text) ?? '',
        message: (error as Error).message,
      });
      return [];
    }
  });
  return {messages, errors};
}

/**
 * Yields the lines of a JSONL string or byte stream, a batch per chunk. Bytes are decoded as
 * UTF-8 in streaming mode, so a chunk may end inside a multi-byte character.
 *
 * To render a JSONL stream, call `processor.processJsonl(input)`: it reads the lines this yields
 * (a line may hold a message, an array of them or `{messages}`) and reports a bad line.
 *
 * @example
 * for await (const lines of jsonlBatches(response.body!)) {
 *   for (const {line, text} of lines) console.log(`line ${line}: ${text}`);
 * }
 */
export async function* jsonlBatches(
  input: string | ReadableStream<Uint8Array>,
): AsyncGenerator<JsonlLine[]> {
  const splitter = new JsonlSplitter();
  if (typeof input === 'string') {
    yield [...splitter.push(input), ...splitter.end()];
    return;
  }
  const decoder = new TextDecoder('utf-8');
  const reader = input.getReader();
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      const lines = splitter.push(decoder.decode(value, {stream: true}));
      if (lines.length > 0) yield lines;
    }
    const lines = [...splitter.push(decoder.decode()), ...splitter.end()];
    if (lines.length > 0) yield lines;
  } finally {
    reader.releaseLock();
  }
}
