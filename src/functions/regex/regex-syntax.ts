/**
 * A parser for the regular-expression syntax a linear-time matcher can run: JavaScript's
 * pattern syntax without flags (UTF-16 code units), minus back-references, lookbehind and
 * inline modifiers. Anything outside that throws {@link Unsupported}; the caller has already
 * checked with `new RegExp` that the pattern is valid JavaScript.
 */

/** A set of code units. */
export type CharTest = (code: number) => boolean;

/** The regular-expression tree the compiler turns into a program. */
export type RegexNode =
  | {readonly type: 'char'; readonly test: CharTest}
  | {readonly type: 'seq'; readonly items: readonly RegexNode[]}
  | {readonly type: 'alt'; readonly options: readonly RegexNode[]}
  | {readonly type: 'repeat'; readonly node: RegexNode; readonly min: number; readonly max: number}
  | {readonly type: 'assert'; readonly kind: '^' | '$' | 'b' | 'B'}
  | {readonly type: 'look'; readonly negate: boolean; readonly node: RegexNode};

/** The pattern uses a feature the linear matcher does not implement. */
export class Unsupported extends Error {}

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
const isWordChar: CharTest = (c) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const whitespace = new Set([
  9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);
const isSpace: CharTest = (c) => whitespace.has(c) || (c >= 0x2000 && c <= 0x200a);
const isLineTerminator: CharTest = (c) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/** Whether a code unit counts as a word character for `\b`. */
export const wordChar = isWordChar;

const classEscapes: Readonly<Record<string, CharTest | undefined>> = {
  d: isDigit,
  D: (c) => !isDigit(c),
  w: isWordChar,
  W: (c) => !isWordChar(c),
  s: isSpace,
  S: (c) => !isSpace(c),
};

const controlEscapes: Readonly<Record<string, number>> = {t: 9, n: 10, v: 11, f: 12, r: 13};

const quantifier = /^\{(\d+)(?:(,)(\d*))?\}/;

/** Parses a whole pattern. */
export function parseRegex(pattern: string): RegexNode {
  const parser = new RegexParser(pattern);
  const node = parser.alternation();
  if (!parser.atEnd()) throw new Unsupported(`unexpected '${pattern[parser.pos]}'`);
  return node;
}

class RegexParser {
  pos = 0;
  constructor(private readonly source: string) {}

  atEnd(): boolean {
    return this.pos >= this.source.length;
  }

  alternation(): RegexNode {
    const options = [this.sequence()];
    while (this.source[this.pos] === '|') {
      this.pos++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : {type: 'alt', options};
  }

  sequence(): RegexNode {
    const items: RegexNode[] = [];
    while (!this.atEnd() && this.source[this.pos] !== '|' && this.source[this.pos] !== ')') {
      items.push(this.quantified());
    }
    return items.length === 1 ? items[0]! : {type: 'seq', items};
  }

  quantified(): RegexNode {
    const atom = this.atom();
    const bounds = this.quantifier();
    if (!bounds) return atom;
    if (atom.type === 'assert') throw new Unsupported('quantified assertion');
    if (this.source[this.pos] === '?') this.pos++; // Laziness does not change whether it matches.
    return {type: 'repeat', node: atom, min: bounds.min, max: bounds.max};
  }

  quantifier(): {min: number; max: number} | undefined {
    const char = this.source[this.pos];
    if (char === '*' || char === '+' || char === '?') {
      this.pos++;
      return {min: char === '+' ? 1 : 0, max: char === '?' ? 1 : Infinity};
    }
    if (char !== '{') return undefined;
    const match = quantifier.exec(this.source.slice(this.pos, this.pos + 32));
    if (!match) return undefined;
    this.pos += match[0].length;
    const min = Number(match[1]);
    const max = match[2] ? (match[3] ? Number(match[3]) : Infinity) : min;
    return {min, max};
  }

  atom(): RegexNode {
    const char = this.source[this.pos]!;
    this.pos++;
    switch (char) {
      case '.':
        return {type: 'char', test: (c) => !isLineTerminator(c)};
      case '^':
        return {type: 'assert', kind: '^'};
      case '$':
        return {type: 'assert', kind: '$'};
      case '[':
        return {type: 'char', test: this.characterClass()};
      case '(':
        return this.group();
      case '\\':
        return this.escape();
      case '*':
      case '+':
      case '?':
        throw new Unsupported('nothing to repeat');
      case '{':
        if (quantifier.test(this.source.slice(this.pos - 1, this.pos + 31))) {
          throw new Unsupported('nothing to repeat');
        }
        return literal(char.charCodeAt(0));
      default:
        return literal(char.charCodeAt(0));
    }
  }

  group(): RegexNode {
    let lookahead: boolean | undefined;
    if (this.source[this.pos] === '?') {
      const kind = this.source.slice(this.pos, this.pos + 3);
      if (kind.startsWith('?:')) this.pos += 2;
      else if (kind.startsWith('?=') || kind.startsWith('?!')) {
        lookahead = kind[1] === '!';
        this.pos += 2;
      } else if (kind.startsWith('?<') && kind[2] !== '=' && kind[2] !== '!') {
        const close = this.source.indexOf('>', this.pos);
        if (close === -1) throw new Unsupported('unterminated group name');
        this.pos = close + 1;
      } else {
        throw new Unsupported(`group '(${kind}'`);
      }
    }
    const node = this.alternation();
    if (this.source[this.pos] !== ')') throw new Unsupported('unterminated group');
    this.pos++;
    return lookahead === undefined ? node : {type: 'look', negate: lookahead, node};
  }

  escape(): RegexNode {
    const char = this.source[this.pos];
    if (char === 'b' || char === 'B') {
      this.pos++;
      return {type: 'assert', kind: char};
    }
    const test = this.classEscape();
    if (test) return {type: 'char', test};
    return literal(this.escapedCode());
  }

  classEscape(): CharTest | undefined {
    const test = classEscapes[this.source[this.pos]!];
    if (test) this.pos++;
    return test;
  }

  /** The code unit of a character escape (after the backslash). */
  escapedCode(): number {
    const char = this.source[this.pos];
    if (char === undefined) throw new Unsupported('trailing backslash');
    this.pos++;
    if (char in controlEscapes) return controlEscapes[char]!;
    if (char === '0') {
      if (isDigit(this.source.charCodeAt(this.pos))) throw new Unsupported('octal escape');
      return 0;
    }
    if (char >= '1' && char <= '9') throw new Unsupported('back-reference');
    if (char === 'k') throw new Unsupported('named back-reference');
    if (char === 'x') return this.hex(2);
    if (char === 'u') return this.hex(4);
    if (char === 'c') {
      const letter = this.source.charCodeAt(this.pos);
      if (!((letter >= 65 && letter <= 90) || (letter >= 97 && letter <= 122))) {
        throw new Unsupported('control escape');
      }
      this.pos++;
      return letter % 32;
    }
    if (char === 'p' || char === 'P') throw new Unsupported('property escape');
    return char.charCodeAt(0);
  }

  hex(length: number): number {
    const digits = this.source.slice(this.pos, this.pos + length);
    if (!new RegExp(`^[0-9A-Fa-f]{${length}}$`).test(digits)) throw new Unsupported('hex escape');
    this.pos += length;
    return parseInt(digits, 16);
  }

  characterClass(): CharTest {
    const negate = this.source[this.pos] === '^';
    if (negate) this.pos++;
    const tests: CharTest[] = [];
    const ranges: [number, number][] = [];
    while (this.source[this.pos] !== ']') {
      if (this.atEnd()) throw new Unsupported('unterminated class');
      const start = this.classAtom();
      if (
        this.source[this.pos] === '-' &&
        this.source[this.pos + 1] !== ']' &&
        this.pos + 1 < this.source.length
      ) {
        const save = this.pos;
        this.pos++;
        const end = this.classAtom();
        if (typeof start === 'number' && typeof end === 'number') {
          ranges.push([start, end]);
          continue;
        }
        this.pos = save; // `[\d-z]`: the hyphen is literal next to a class escape.
      }
      if (typeof start === 'number') ranges.push([start, start]);
      else tests.push(start);
    }
    this.pos++;
    const inClass: CharTest = (c) =>
      ranges.some(([lo, hi]) => c >= lo && c <= hi) || tests.some((test) => test(c));
    return negate ? (c) => !inClass(c) : inClass;
  }

  classAtom(): number | CharTest {
    const char = this.source[this.pos]!;
    this.pos++;
    if (char !== '\\') return char.charCodeAt(0);
    if (this.source[this.pos] === 'b') {
      this.pos++;
      return 8; // `[\b]` is backspace.
    }
    if (this.source[this.pos] === '-') {
      this.pos++;
      return 45;
    }
    return this.classEscape() ?? this.escapedCode();
  }
}

function literal(code: number): RegexNode {
  return {type: 'char', test: (c) => c === code};
}
