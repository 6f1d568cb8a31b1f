/** A malformed `formatString` template: the message names the place (line:column). */
export class FormatStringError extends Error {
  override readonly name = 'FormatStringError';
  /** 0-based offset into the template where the problem was found. */
  readonly offset: number;
  /** 1-based line of {@link offset}. */
  readonly line: number;
  /** 1-based column of {@link offset} within its line. */
  readonly column: number;

  constructor(
    readonly reason: string,
    readonly source: string,
    offset: number,
  ) {
    const {line, column} = lineAndColumn(source, offset);
    super(`${reason} at ${line}:${column} (offset ${offset})`);
    this.offset = offset;
    this.line = line;
    this.column = column;
  }
}

function lineAndColumn(source: string, offset: number): {line: number; column: number} {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    if (source[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return {line, column: offset - lineStart + 1};
}
