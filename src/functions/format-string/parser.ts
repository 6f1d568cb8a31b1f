import type {CallNode, ExpressionNode, Template} from './ast.js';
import {FormatStringError} from './errors.js';

/** How deeply `${...}` and function calls may nest before the template is refused. */
export const MAX_DEPTH = 32;

const identifier = /^[A-Za-z_]\w*$/;
const number = /^-?\d+(\.\d*)?([eE][+-]?\d+)?$/;
const keyword = /^(true|false|null)$/;
const stringEscapes: Readonly<Record<string, string>> = {n: '\n', t: '\t', r: '\r'};
// Space (captured), then one token: `${` or a punctuation character; a quoted string (its text,
// and its closing quote unless unterminated); a word (a path, number, keyword or name) running
// up to space, punctuation, a quote, `{`, `\` or the next `${`; or nothing (the end, `{`, `\`).
const tokenPattern =
  /([ \t\n\r\f]*)(?:(\$\{|[}(),:])|(['"])((?:\\[^]|(?!\3)[^\\])*)(\3)?|(?:[^ \t\n\r\f}(),:'"{\\$]|\$(?!\{))*)/y;

/** One token inside `${ ... }`: its type is its text for `${ } ( ) , :`, else `string`,
 * `word`, or '' at the end of the template. */
interface Token {
  readonly type: string;
  readonly text: string;
  /** For `string` tokens: the literal's value with escapes applied. */
  readonly value?: string;
  readonly start: number;
  readonly end: number;
}

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
 *
 * @example
 * parseFormatString('Hello, ${/user/name}!').parts;
 * // → ['Hello, ', {kind: 'path', path: '/user/name', start: 9, end: 19}, '!']
 * // 'Expected an expression but the template ended at 1:6 (offset 5)':
 * parseFormatString('Hi ${'); // → throws FormatStringError
 */
export function parseFormatString(source: string): Template {
  const parts: (string | ExpressionNode)[] = [];
  let text = '';
  let pos = 0;
  let peeked: Token | undefined;

  const fail = (reason: string, offset: number): never => {
    throw new FormatStringError(reason, source, offset);
  };

  const scan = (): Token => {
    tokenPattern.lastIndex = pos;
    const [spaced, space, punctuation, quote, body, closed] = tokenPattern.exec(source)!;
    const start = (pos += space!.length);
    const text = spaced.slice(space!.length);
    if (quote && !closed) fail('Unterminated string literal', start);
    if (!text && start < source.length) fail(`Unexpected '${source[start]}'`, start);
    return {
      type: punctuation ?? (quote ? 'string' : text ? 'word' : ''),
      text,
      value: body?.replace(/\\([^])/g, (_, escaped: string) => stringEscapes[escaped] ?? escaped),
      start,
      end: start + text.length,
    };
  };
  const peek = (): Token => (peeked ??= scan());
  const next = (): Token => {
    const token = peek();
    peeked = undefined;
    pos = token.end;
    return token;
  };
  /** Fails on `token`, which is not what the grammar `expected`; `ended` (at `endedAt`) is the
   * message for the end of the template. */
  const unexpected = (expected: string, token: Token, ended: string, endedAt = token.start) =>
    fail(
      token.type ? `Expected ${expected} but found '${token.text}'` : ended,
      token.type ? token.start : endedAt,
    );
  const deeper = (depth: number, at: Token): number =>
    depth > MAX_DEPTH ? fail(`Expressions nest deeper than ${MAX_DEPTH} levels`, at.start) : depth;

  /** `${ expression }`, standing on `${`. */
  const interpolation = (depth: number): ExpressionNode => {
    const open = next();
    depth = deeper(depth + 1, open);
    if (peek().type === '}') fail('Expected an expression inside ${}', peek().start);
    const node = expression(depth);
    const close = next();
    if (close.type !== '}') unexpected("'}'", close, "Missing '}' to close '${'", open.start);
    return node;
  };

  const expression = (depth: number): ExpressionNode => {
    const token = peek();
    const {type, text, start, end} = token;
    if (type === '${') return interpolation(depth);
    if (type !== 'string' && type !== 'word') {
      unexpected('an expression', token, 'Expected an expression but the template ended');
    }
    next();
    if (type === 'string') return {kind: 'literal', value: token.value!, start, end};
    if (peek().type === '(') return call(token, depth);
    if (keyword.test(text)) {
      return {kind: 'literal', value: JSON.parse(text) as boolean | null, start, end};
    }
    if (number.test(text)) return {kind: 'literal', value: Number(text), start, end};
    if (/^-?\d/.test(text) && !text.includes('/')) fail(`Invalid number '${text}'`, start);
    const tilde = /~(?![01])/.exec(text);
    if (tilde) fail("'~' in a path must be followed by 0 or 1", start + tilde.index);
    let offset = start;
    for (const segment of text.split('/')) {
      const name = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      if (['__proto__', 'constructor', 'prototype'].includes(name)) {
        fail(`Path segment '${name}' is not allowed`, offset);
      }
      offset += segment.length + 1;
    }
    return {kind: 'path', path: text, start, end};
  };

  const call = (callee: Token, depth: number): CallNode => {
    const name = callee.text;
    if (!identifier.test(name)) fail(`'${name}' is not a valid function name`, callee.start);
    const lparen = next();
    depth = deeper(depth + 1, lparen);
    const args: {name: string; value: ExpressionNode}[] = [];
    const missing = `Missing ')' to close '${name}('`;
    const unnamed = (at: Token) =>
      fail(`Arguments of '${name}' must be named (name: value)`, at.start);
    for (let token = peek(); token.type !== ')'; token = peek()) {
      if (!token.type) fail(missing, lparen.start);
      // `name :` names the argument; otherwise the word starts a positional value.
      let argName: Token | undefined;
      if (token.type === 'word') {
        next();
        if (peek().type === ':') {
          next();
          if (!identifier.test(token.text)) {
            fail(`'${token.text}' is not a valid argument name`, token.start);
          }
          argName = token;
        } else {
          peeked = undefined;
          pos = token.start;
        }
      }
      if (!argName && args.length > 0) unnamed(token);
      if (argName && args.some((arg) => arg.name === argName.text)) {
        fail(`Argument '${argName.text}' is given twice`, argName.start);
      }
      args.push({name: argName?.text ?? 'value', value: expression(depth)});
      const separator = peek();
      if (separator.type === ',') {
        next();
        if (!argName) unnamed(token);
      } else if (separator.type !== ')') {
        unexpected("',' or ')'", separator, missing, lparen.start);
      }
    }
    return {kind: 'call', name, args, start: callee.start, end: next().end};
  };

  while (pos < source.length) {
    if (source.startsWith('\\${', pos)) {
      text += '${';
      pos += 3;
    } else if (source.startsWith('${', pos)) {
      if (text) parts.push(text);
      text = '';
      parts.push(interpolation(0));
    } else {
      text += source[pos++];
    }
  }
  if (text) parts.push(text);
  return {parts};
}
