/**
 * A compiler from the regular-expression syntax a linear-time matcher can run (JavaScript's
 * pattern syntax without flags, on UTF-16 code units, or with the `u` flag, on code points, minus
 * back-references and inline modifiers) straight to a Thompson NFA program. Anything
 * outside that throws {@link Unsupported}; the caller has already checked with `new RegExp` that
 * the pattern is valid JavaScript with those flags.
 */

/** Most instructions a compiled pattern may have, its lookarounds' included (counted repeats
 * are expanded). */
export const MAX_PROGRAM_SIZE = 4000;

// Opcodes.
/** Consume one code unit accepted by `test`, go on with the next instruction. */
export const CHAR = 0;
/** Continue both with the next instruction and `to` instructions further (or back). */
export const SPLIT = 1;
/** Continue `to` instructions further (or back). */
export const JUMP = 2;
/** Go on only where assertion `kind` holds. */
export const ASSERT = 3;
/** Go on only where the lookaround `program` holds (or not, if `negate`). */
export const LOOK = 4;
/** The pattern matched. */
export const MATCH = 5;

/** An assertion an ASSERT instruction checks. */
export type AssertionKind = '^' | '$' | 'b' | 'B';

/**
 * One NFA instruction: its opcode, then its operands. Targets are relative, so a compiled
 * fragment can be copied anywhere: that is how counted repeats and quantifiers reuse the code of
 * what they repeat.
 */
export type Instruction =
  /** Accepts the code units (code points with the `u` flag) `test` accepts, each given as a
   * string. */
  | readonly [op: typeof CHAR, test: (unit: string) => boolean]
  /** The target, relative to this instruction. */
  | readonly [op: typeof SPLIT | typeof JUMP, to: number]
  | readonly [op: typeof ASSERT, kind: AssertionKind]
  /** The lookaround's own program (instruction 0 is its entry; a lookahead's is compiled
   * reversed, to be read backwards), whether it is negative, and whether it is a lookbehind. */
  | readonly [op: typeof LOOK, program: Instruction[], negate: boolean, behind: boolean]
  | readonly [op: typeof MATCH];

/** The pattern uses a feature the linear matcher does not implement. */
export class Unsupported extends Error {}

/**
 * A one-character test by the native engine: `source` is a single atom (`.`, an escape or a
 * whole `[...]` class), which no input can make backtrack.
 */
function oneChar(source: string, flags: string): Instruction[] {
  const native = new RegExp(source, flags);
  return [[CHAR, (unit) => native.test(unit)]];
}

const quantifier = /^(?:[*+?]|\{(\d+)(,(\d*))?\})/;
// What may follow a backslash outside a class. Left out, and so refused: back-references
// (`\1`, `\k<name>`), legacy octal (`\01`), incomplete `\x`, `\u`, `\c`, and but with the `u`
// flag property escapes and `\u{…}`.
const escape = /^(?:x[\dA-Fa-f]{2}|u[\dA-Fa-f]{4}|c[A-Za-z]|0(?!\d)|[^\dkpPxuc])/;
const unicodeEscape = /^(?:[pP]\{[\w=]+\}|u\{[\dA-Fa-f]+\})/;

/** Compiles a whole pattern read with `flags` ('' or 'u'); the program ends with MATCH. */
export function compileRegex(source: string, flags = ''): Instruction[] {
  let pos = 0;
  let lookaroundSize = 0;
  let backward = false; // Inside a lookahead, whose items are compiled last one first.
  const unsupported = (): never => {
    throw new Unsupported();
  };
  const quantifierAt = (at: number) => quantifier.exec(source.slice(at, at + 32));
  /** Refuses a program of `size` instructions, besides those of the lookarounds, past the limit;
   * checked before code is copied, so a huge count never gets built. */
  const within = (size: number) => size + lookaroundSize > MAX_PROGRAM_SIZE && unsupported();

  const program = (): Instruction[] => {
    let code = sequence();
    while (source[pos] === '|') {
      pos++;
      const other = sequence();
      within(code.length + other.length + 2);
      // SPLIT to the other option, this one's code, JUMP past the other's.
      code = [[SPLIT, code.length + 2], ...code, [JUMP, other.length + 1], ...other];
    }
    return code;
  };

  const sequence = (): Instruction[] => {
    const items: Instruction[][] = [];
    let size = 0;
    while (pos < source.length && source[pos] !== '|' && source[pos] !== ')') {
      let item = atom();
      const bounds = quantifierAt(pos);
      if (bounds) {
        pos += bounds[0].length;
        if (source[pos] === '?') pos++; // Laziness does not change whether it matches.
        const [text, least, comma, most] = bounds;
        const min = least ? Number(least) : Number(text === '+');
        const max = least ? (comma ? Number(most || Infinity) : min) : text === '?' ? 1 : Infinity;
        const length = item.length;
        const optional = max === Infinity ? 1 : max - min;
        within(size + length * (min + optional) + (max === Infinity ? 2 : optional));
        const once = item;
        item = [];
        for (let i = 0; i < min; i++) item.push(...once);
        if (max === Infinity) {
          item.push([SPLIT, length + 2], ...once, [JUMP, -length - 1]);
        } else {
          for (let i = min; i < max; i++) item.push([SPLIT, length + 1], ...once);
        }
      }
      size += item.length;
      items.push(item);
    }
    return (backward ? items.reverse() : items).flat();
  };

  const atom = (): Instruction[] => {
    const start = pos;
    // One code unit, or with the `u` flag one code point (an emoji is one atom).
    const char = flags ? String.fromCodePoint(source.codePointAt(pos)!) : source[pos]!;
    pos += char.length;
    switch (char) {
      case '^':
      case '$':
        return [[ASSERT, char]];
      case '(':
        return group();
      case '[':
        // The whole class goes to the native engine; JavaScript closes `[]` and `[^]` at once.
        if (source[pos] === '^') pos++;
        while (source[pos] !== ']') {
          if (pos >= source.length) unsupported();
          pos += source[pos] === '\\' ? 2 : 1;
        }
        return oneChar(source.slice(start, ++pos), flags);
      case '\\': {
        const next = source[pos];
        if (next === 'b' || next === 'B') {
          pos++;
          return [[ASSERT, next]];
        }
        const rest = source.slice(pos);
        // With the `u` flag a lead surrogate pairs with the escape after it into one code point.
        if (flags && /^u[dD][89abAB]/.test(rest)) unsupported();
        const match = (flags && unicodeEscape.exec(rest)) || (escape.exec(rest) ?? unsupported());
        pos += match[0].length;
        return oneChar(source.slice(start, pos), flags);
      }
    }
    if (quantifierAt(start)) unsupported(); // Nothing to repeat.
    if (char === '.') return oneChar(char, flags);
    return [[CHAR, (unit) => unit === char]];
  };

  const group = (): Instruction[] => {
    let negate: boolean | undefined;
    const outside = backward;
    const behind = source.startsWith('?<=', pos) || source.startsWith('?<!', pos);
    if (source[pos] === '?') {
      if (behind) pos++; // Past the `<` of `?<=` or `?<!`.
      const kind = source[pos + 1];
      if (kind === '=' || kind === '!') {
        negate = kind === '!';
        // The matcher finds a lookaround from its far side (see runLinear): a lookahead's
        // items from the last one, a lookbehind's in order.
        backward = !behind;
      } else if (kind === '<') {
        pos = source.indexOf('>', pos) - 1; // A named group: its name is skipped.
        if (pos < 0) unsupported();
      } else if (kind !== ':') unsupported(); // Modifiers.
      pos += 2;
    }
    const code = program();
    backward = outside;
    if (source[pos++] !== ')') unsupported();
    if (negate === undefined) return code;
    lookaroundSize += code.length + 1;
    within(0);
    return [[LOOK, [...code, [MATCH]], negate, behind]];
  };

  const code = program();
  if (pos < source.length) unsupported();
  within(code.length + 1);
  return [...code, [MATCH]];
}
