/** One line of a JSONL stream: its 1-based number and its text (never blank). */
export interface JsonlLine {
  readonly line: number;
  readonly text: string;
}

/**
 * Splits JSONL text into non-blank lines. Works on a whole string or incrementally: feed chunks
 * split anywhere (also inside a line), get back every line completed so far.
 */
export class JsonlSplitter {
  #pending = '';
  #line = 0;

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
    return this.#lines([rest]);
  }

  #lines(parts: readonly string[]): JsonlLine[] {
    const lines: JsonlLine[] = [];
    for (const part of parts) {
      this.#line++;
      let text = part.endsWith('\r') ? part.slice(0, -1) : part;
      if (this.#line === 1 && text.startsWith('\uFEFF')) text = text.slice(1); // byte order mark
      if (text.trim() !== '') lines.push({line: this.#line, text});
    }
    return lines;
  }
}

/**
 * Yields the lines of a JSONL string or byte stream, a batch per chunk. Bytes are decoded as
 * UTF-8 in streaming mode, so a chunk may end inside a multi-byte character.
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
