/** A malformed `formatString` template: the message names the place (line:column). */
export class FormatStringError extends Error {
  /** Always `'FormatStringError'`, to tell it from other errors. */
  override readonly name = 'FormatStringError';
  /** 1-based line of {@link offset}. */
  readonly line: number;
  /** 1-based column of {@link offset} within its line. */
  readonly column: number;

  constructor(
    /** What is wrong, without the place (`Unterminated string literal`); `message` adds it. */
    readonly reason: string,
    /** The whole template. */
    readonly source: string,
    /** 0-based offset into the template where the problem was found. */
    readonly offset: number,
  ) {
    const lines = source.slice(0, offset).split('\n');
    const line = lines.length;
    const column = lines[line - 1]!.length + 1;
    super(`${reason} at ${line}:${column} (offset ${offset})`);
    this.line = line;
    this.column = column;
  }
}
