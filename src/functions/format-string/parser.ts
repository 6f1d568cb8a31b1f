import type {CallNode, ExpressionNode, Template} from './ast.js';
import {FormatStringError} from './errors.js';
import {Lexer, type Token} from './lexer.js';

/** How deeply `${...}` and function calls may nest before the template is refused. */
export const MAX_DEPTH = 32;

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;
const number = /^-?\d+(\.\d*)?([eE][+-]?\d+)?$/;
const startsLikeNumber = /^-?\d/;
const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype']);
const keywords: Readonly<Record<string, boolean | null>> = {true: true, false: false, null: null};

/**
 * Parses a `formatString` template into literal text and expressions.
 *
 * Grammar (recursive descent, one token of look-ahead plus a mark for named arguments):
 * ```
 * template   := (text | '\${' | '${' expression '}')*
 * expression := '${' expression '}' | string | number | 'true' | 'false' | 'null'
 *             | name '(' arguments? ')' | path
 * arguments  := name ':' expression (',' name ':' expression)* ','? | expression
 * ```
 * `\${` yields a literal `${`; any other backslash is kept as written. A single unnamed
 * argument is passed as `value` (as in `${upper(${now()})}`). Paths follow JSON Pointer
 * (`~0` `~1`), and `__proto__`, `constructor`, `prototype` segments are refused.
 *
 * @throws FormatStringError with the offset, line and column of the first problem.
 */
export function parseFormatString(source: string): Template {
  const parts: (string | ExpressionNode)[] = [];
  let text = '';
  let pos = 0;
  while (pos < source.length) {
    const next = nextSpecial(source, pos);
    text += source.slice(pos, next);
    pos = next;
    if (pos >= source.length) break;
    if (source.startsWith('\\${', pos)) {
      text += '${';
      pos += 3;
    } else if (source.startsWith('${', pos)) {
      if (text) parts.push(text);
      text = '';
      const lexer = new Lexer(source, pos);
      parts.push(new Parser(source, lexer).interpolation(0));
      pos = lexer.position;
    } else {
      text += source[pos];
      pos++;
    }
  }
  if (text) parts.push(text);
  return {parts};
}

function nextSpecial(source: string, from: number): number {
  for (let i = from; i < source.length; i++) {
    const char = source[i];
    if (char === '$' || char === '\\') return i;
  }
  return source.length;
}

class Parser {
  constructor(
    private readonly source: string,
    private readonly lexer: Lexer,
  ) {}

  /** `${ expression }`, the lexer standing on `${`. */
  interpolation(depth: number): ExpressionNode {
    const open = this.lexer.next();
    this.checkDepth(depth + 1, open);
    if (this.lexer.peek().type === 'close') {
      throw this.error('Expected an expression inside ${}', this.lexer.peek().start);
    }
    const expression = this.expression(depth + 1);
    const close = this.lexer.next();
    if (close.type !== 'close') {
      throw close.type === 'eof'
        ? this.error("Missing '}' to close '${'", open.start)
        : this.error(`Expected '}' but found '${close.text}'`, close.start);
    }
    return expression;
  }

  expression(depth: number): ExpressionNode {
    const token = this.lexer.peek();
    switch (token.type) {
      case 'open':
        return this.interpolation(depth);
      case 'string':
        this.lexer.next();
        return {kind: 'literal', value: token.value!, start: token.start, end: token.end};
      case 'word':
        this.lexer.next();
        return this.word(token, depth);
      case 'eof':
        throw this.error('Expected an expression but the template ended', token.start);
      default:
        throw this.error(`Expected an expression but found '${token.text}'`, token.start);
    }
  }

  word(token: Token, depth: number): ExpressionNode {
    const {text, start, end} = token;
    if (this.lexer.peek().type === 'lparen') return this.call(token, depth);
    if (Object.hasOwn(keywords, text))
      return {kind: 'literal', value: keywords[text] ?? null, start, end};
    if (number.test(text)) return {kind: 'literal', value: Number(text), start, end};
    if (startsLikeNumber.test(text) && !text.includes('/')) {
      throw this.error(`Invalid number '${text}'`, start);
    }
    this.checkPath(text, start);
    return {kind: 'path', path: text, start, end};
  }

  call(nameToken: Token, depth: number): CallNode {
    const name = nameToken.text;
    if (!identifier.test(name)) {
      throw this.error(`'${name}' is not a valid function name`, nameToken.start);
    }
    const lparen = this.lexer.next();
    this.checkDepth(depth + 1, lparen);
    const args: {name: string; value: ExpressionNode}[] = [];
    for (;;) {
      const token = this.lexer.peek();
      if (token.type === 'rparen') break;
      if (token.type === 'eof') throw this.error(`Missing ')' to close '${name}('`, lparen.start);
      const argName = this.argumentName();
      if (argName === undefined && args.length > 0) {
        throw this.error(`Arguments of '${name}' must be named (name: value)`, token.start);
      }
      if (argName !== undefined && args.some((arg) => arg.name === argName.text)) {
        throw this.error(`Argument '${argName.text}' is given twice`, argName.start);
      }
      args.push({name: argName?.text ?? 'value', value: this.expression(depth + 1)});
      const separator = this.lexer.peek();
      if (separator.type === 'comma') {
        this.lexer.next();
        if (argName === undefined) {
          throw this.error(`Arguments of '${name}' must be named (name: value)`, token.start);
        }
      } else if (separator.type === 'eof') {
        throw this.error(`Missing ')' to close '${name}('`, lparen.start);
      } else if (separator.type !== 'rparen') {
        throw this.error(`Expected ',' or ')' but found '${separator.text}'`, separator.start);
      }
    }
    const rparen = this.lexer.next();
    return {kind: 'call', name, args, start: nameToken.start, end: rparen.end};
  }

  /** Consumes `name :` and returns the name token, or consumes nothing (a positional arg). */
  argumentName(): Token | undefined {
    const mark = this.lexer.position;
    const token = this.lexer.peek();
    if (token.type !== 'word') return undefined;
    this.lexer.next();
    if (this.lexer.peek().type !== 'colon') {
      this.lexer.reset(mark);
      return undefined;
    }
    this.lexer.next();
    if (!identifier.test(token.text)) {
      throw this.error(`'${token.text}' is not a valid argument name`, token.start);
    }
    return token;
  }

  checkPath(path: string, start: number): void {
    for (let i = path.indexOf('~'); i !== -1; i = path.indexOf('~', i + 1)) {
      const next = path[i + 1];
      if (next !== '0' && next !== '1') {
        throw this.error("'~' in a path must be followed by 0 or 1", start + i);
      }
    }
    let offset = start;
    for (const segment of path.split('/')) {
      const name = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      if (forbiddenSegments.has(name)) {
        throw this.error(`Path segment '${name}' is not allowed`, offset);
      }
      offset += segment.length + 1;
    }
  }

  checkDepth(depth: number, token: Token): void {
    if (depth > MAX_DEPTH) {
      throw this.error(`Expressions nest deeper than ${MAX_DEPTH} levels`, token.start);
    }
  }

  error(reason: string, offset: number): FormatStringError {
    return new FormatStringError(reason, this.source, offset);
  }
}
