/** One piece of a TR35 date pattern: literal text or a field (a run of one pattern letter). */
export type PatternToken =
  | {readonly kind: 'literal'; readonly text: string}
  | {readonly kind: 'field'; readonly letter: string; readonly count: number};

const cache = new Map<string, readonly PatternToken[]>();

/**
 * Splits a Unicode TR35 date pattern into fields and literals: a run of one ASCII letter is a
 * field (`yyyy`, `MMM`), text in single quotes is literal (`'at'`), `''` is one quote, and
 * every other character is literal. An unterminated quote runs to the end. Memoised.
 */
export function tokenizeDatePattern(pattern: string): readonly PatternToken[] {
  const cached = cache.get(pattern);
  if (cached) return cached;
  const tokens: PatternToken[] = [];
  let literal = '';
  const flush = () => {
    if (literal) tokens.push({kind: 'literal', text: literal});
    literal = '';
  };
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i]!;
    if (char === "'") {
      if (pattern[i + 1] === "'") {
        literal += "'";
        i += 2;
        continue;
      }
      i++;
      while (i < pattern.length) {
        if (pattern[i] === "'") {
          if (pattern[i + 1] === "'") {
            literal += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        literal += pattern[i];
        i++;
      }
    } else if (isPatternLetter(char)) {
      flush();
      let end = i + 1;
      while (pattern[end] === char) end++;
      tokens.push({kind: 'field', letter: char, count: end - i});
      i = end;
    } else {
      literal += char;
      i++;
    }
  }
  flush();
  if (cache.size >= 200) cache.delete(cache.keys().next().value as string);
  cache.set(pattern, tokens);
  return tokens;
}

function isPatternLetter(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
}
