import {FormatStringError} from './errors.js';

/** The kinds of token found inside `${ ... }`. */
export type TokenType =
  | 'open' // `${`
  | 'close' // `}`
  | 'lparen'
  | 'rparen'
  | 'comma'
  | 'colon'
  | 'string' // a quoted literal, `value` holds its unescaped text
  | 'word' // a path, a number, a keyword or a function name
  | 'eof';

/** One token with its place in the template. */
export interface Token {
  readonly type: TokenType;
  /** The source text of the token. */
  readonly text: string;
  /** For `string` tokens: the literal's value with escapes applied. */
  readonly value?: string;
  readonly start: number;
  readonly end: number;
}

const punctuation: Readonly<Record<string, TokenType>> = {
  '}': 'close',
  '(': 'lparen',
  ')': 'rparen',
  ',': 'comma',
  ':': 'colon',
};

const stringEscapes: Readonly<Record<string, string>> = {n: '\n', t: '\t', r: '\r'};

/**
 * Splits the inside of an interpolation into tokens on demand, starting at a given offset of
 * the template, so the parser decides where an expression ends and literal text resumes.
 */
export class Lexer {
  #pos: number;
  #peeked: Token | undefined;

  constructor(
    private readonly source: string,
    start: number,
  ) {
    this.#pos = start;
  }

  /** Offset just after the last token consumed. */
  get position(): number {
    return this.#peeked ? this.#peeked.start : this.#pos;
  }

  /** Moves back (or forward) to an offset returned by {@link position}. */
  reset(position: number): void {
    this.#peeked = undefined;
    this.#pos = position;
  }

  /** The next token, without consuming it. */
  peek(): Token {
    this.#peeked ??= this.#scan();
    return this.#peeked;
  }

  /** Consumes and returns the next token. */
  next(): Token {
    const token = this.peek();
    this.#peeked = undefined;
    this.#pos = token.end;
    return token;
  }

  #scan(): Token {
    const {source} = this;
    let pos = this.#pos;
    while (pos < source.length && isWhitespace(source[pos]!)) pos++;
    this.#pos = pos;
    if (pos >= source.length) return {type: 'eof', text: '', start: pos, end: pos};
    const char = source[pos]!;
    if (char === '$' && source[pos + 1] === '{') {
      return {type: 'open', text: '${', start: pos, end: pos + 2};
    }
    const type = punctuation[char];
    if (type) return {type, text: char, start: pos, end: pos + 1};
    if (char === "'" || char === '"') return this.#string(pos, char);
    if (char === '{' || char === '\\') {
      throw new FormatStringError(`Unexpected '${char}'`, source, pos);
    }
    let end = pos;
    while (end < source.length && !endsWord(source, end)) end++;
    return {type: 'word', text: source.slice(pos, end), start: pos, end};
  }

  #string(start: number, quote: string): Token {
    const {source} = this;
    let value = '';
    let pos = start + 1;
    while (pos < source.length) {
      const char = source[pos]!;
      if (char === quote) {
        return {type: 'string', text: source.slice(start, pos + 1), value, start, end: pos + 1};
      }
      if (char === '\\' && pos + 1 < source.length) {
        const escaped = source[pos + 1]!;
        value += stringEscapes[escaped] ?? escaped;
        pos += 2;
      } else {
        value += char;
        pos++;
      }
    }
    throw new FormatStringError(`Unterminated string literal`, source, start);
  }
}

function isWhitespace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
}

function endsWord(source: string, pos: number): boolean {
  const char = source[pos]!;
  if (isWhitespace(char) || Object.hasOwn(punctuation, char)) return true;
  if (char === "'" || char === '"' || char === '{' || char === '\\') return true;
  return char === '$' && source[pos + 1] === '{';
}
