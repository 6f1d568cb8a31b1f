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

/**
 * A one-character test by the native engine: `source` is a single atom (a literal, `.`, an
 * escape or a whole `[...]` class), which no input can make backtrack.
 */
function oneChar(source: string): RegexNode {
  const native = new RegExp(source);
  return {type: 'char', test: (code) => native.test(String.fromCharCode(code))};
}

const word = /\w/;

/** Whether a code unit counts as a word character for `\b`. */
export const wordChar: CharTest = (code) => word.test(String.fromCharCode(code));

const quantifier = /^(?:[*+?]|\{(\d+)(,(\d*))?\})/;
// What may follow a backslash outside a class. Left out, and so refused: back-references
// (`\1`, `\k<name>`), legacy octal (`\01`), property escapes and incomplete `\x`, `\u`, `\c`.
const escape = /^(?:x[\dA-Fa-f]{2}|u[\dA-Fa-f]{4}|c[A-Za-z]|0(?!\d)|[^\dkpPxuc])/;

/** Parses a whole pattern. */
export function parseRegex(source: string): RegexNode {
  let pos = 0;
  const unsupported = () => {
    throw new Unsupported(`unsupported at ${pos}`);
  };
  const quantifierAt = (at: number) => quantifier.exec(source.slice(at, at + 32));

  const alternation = (): RegexNode => {
    const options = [sequence()];
    while (source[pos] === '|') {
      pos++;
      options.push(sequence());
    }
    return options.length === 1 ? options[0]! : {type: 'alt', options};
  };

  const sequence = (): RegexNode => {
    const items: RegexNode[] = [];
    while (pos < source.length && source[pos] !== '|' && source[pos] !== ')') {
      const node = atom();
      const bounds = quantifierAt(pos);
      if (!bounds) {
        items.push(node);
        continue;
      }
      pos += bounds[0].length;
      if (source[pos] === '?') pos++; // Laziness does not change whether it matches.
      const min = bounds[1] ? Number(bounds[1]) : Number(bounds[0] === '+');
      const max = bounds[1]
        ? bounds[2]
          ? Number(bounds[3] || Infinity)
          : min
        : bounds[0] === '?'
          ? 1
          : Infinity;
      items.push({type: 'repeat', node, min, max});
    }
    return items.length === 1 ? items[0]! : {type: 'seq', items};
  };

  const atom = (): RegexNode => {
    const start = pos;
    const char = source[pos++]!;
    switch (char) {
      case '^':
      case '$':
        return {type: 'assert', kind: char};
      case '(':
        return group();
      case '[':
        // The whole class goes to the native engine; JavaScript closes `[]` and `[^]` at once.
        if (source[pos] === '^') pos++;
        while (source[pos] !== ']') {
          if (pos >= source.length) unsupported();
          pos += source[pos] === '\\' ? 2 : 1;
        }
        return oneChar(source.slice(start, ++pos));
      case '\\': {
        const next = source[pos];
        if (next === 'b' || next === 'B') {
          pos++;
          return {type: 'assert', kind: next};
        }
        const match = escape.exec(source.slice(pos, pos + 5)) ?? unsupported();
        pos += match[0].length;
        return oneChar(source.slice(start, pos));
      }
    }
    if (quantifierAt(start)) unsupported(); // Nothing to repeat.
    if (char === '.') return oneChar(char);
    const code = char.charCodeAt(0);
    return {type: 'char', test: (c) => c === code};
  };

  const group = (): RegexNode => {
    let negate: boolean | undefined;
    if (source[pos] === '?') {
      const kind = source[pos + 1];
      if (kind === '=' || kind === '!') negate = kind === '!';
      else if (kind === '<' && source[pos + 2] !== '=' && source[pos + 2] !== '!') {
        pos = source.indexOf('>', pos) - 1; // A named group: its name is skipped.
        if (pos < 0) unsupported();
      } else if (kind !== ':') unsupported(); // Lookbehind, modifiers.
      pos += 2;
    }
    const node = alternation();
    if (source[pos++] !== ')') unsupported();
    return negate === undefined ? node : {type: 'look', negate, node};
  };

  const node = alternation();
  if (pos < source.length) unsupported();
  return node;
}
