import {expect} from '@open-wc/testing';
import {
  MAX_INPUT_LENGTH,
  MAX_INPUT_LENGTH_NATIVE,
  MAX_INPUT_LENGTH_SLOW,
  MAX_PATTERN_LENGTH,
  safeRegexTest,
} from './safe-regex.js';

function matches(pattern: string, value: string): boolean {
  return safeRegexTest(pattern, value).matched;
}

/** Best of three runs, so a busy machine does not make a fast call look slow. */
function fastestMs(action: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    action();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('safeRegexTest', () => {
  describe('matching like RegExp.prototype.test', () => {
    it('matches an anchored phone pattern', () => {
      expect(matches('^\\d{3}-\\d{4}$', '555-1234')).to.equal(true);
    });

    it('rejects a value the anchored pattern does not cover', () => {
      expect(matches('^\\d{3}-\\d{4}$', '555-12345')).to.equal(false);
    });

    it('finds an unanchored match anywhere in the value', () => {
      expect(matches('b+c', 'aaabbbcd')).to.equal(true);
    });

    it('is case-sensitive, as without flags', () => {
      expect(matches('^abc$', 'ABC')).to.equal(false);
    });

    it('supports alternation and groups', () => {
      expect(matches('^(cat|dog)s?$', 'dogs')).to.equal(true);
      expect(matches('^(cat|dog)s?$', 'cow')).to.equal(false);
    });

    it('supports counted repetition', () => {
      expect(matches('^a{2,3}$', 'aaa')).to.equal(true);
      expect(matches('^a{2,3}$', 'aaaa')).to.equal(false);
      expect(matches('^a{2,}$', 'aaaaa')).to.equal(true);
    });

    it('supports character classes, ranges and negation', () => {
      expect(matches('^[A-Z][a-z]+$', 'Ada')).to.equal(true);
      expect(matches('^[^0-9]+$', 'abc1')).to.equal(false);
    });

    it('supports \\w, \\s and \\d escapes inside and outside classes', () => {
      expect(matches('^\\w+\\s\\w+$', 'hello world')).to.equal(true);
      expect(matches('^[\\d.]+$', '3.14')).to.equal(true);
    });

    it('supports word boundaries', () => {
      expect(matches('\\bcat\\b', 'a cat!')).to.equal(true);
      expect(matches('\\bcat\\b', 'concatenate')).to.equal(false);
    });

    it('does not let the dot match a line break', () => {
      expect(matches('^a.b$', 'a\nb')).to.equal(false);
    });

    it('supports positive and negative lookahead (password rules)', () => {
      const strong = '^(?=.*[A-Z])(?=.*\\d)(?!.*\\s).{8,}$';
      expect(matches(strong, 'Passw0rdX')).to.equal(true);
      expect(matches(strong, 'password1')).to.equal(false);
      expect(matches(strong, 'Pass w0rd')).to.equal(false);
    });

    it('supports escapes of special characters and unicode escapes', () => {
      expect(matches('^\\$\\d+\\.\\d{2}$', '$10.50')).to.equal(true);
      expect(matches('^\\u00e9$', 'é')).to.equal(true);
    });

    it('reads a pattern as Unicode where it is valid so, as HTML pattern attributes do', () => {
      // International names: \p{L} is any letter, not the text 'p{L}'.
      expect(matches("^[\\p{L} '-]+$", 'José Ñúñez')).to.equal(true);
      expect(matches('^\\p{Lu}', 'élan')).to.equal(false);
      expect(matches('^\\u{1F600}$', '😀')).to.equal(true);
      // An emoji is one character for ., a negated class and a count.
      expect(matches('^.$', '😀')).to.equal(true);
      expect(matches('^[^a]{2}$', '😀é')).to.equal(true);
      expect(matches('^.{1,3}$', '😀😀😀')).to.equal(true);
      expect(matches('^😀+$', '😀😀')).to.equal(true);
      expect(matches('(?=.*\\p{N})^.{2}$', '😀٣')).to.equal(true);
      // Patterns only valid without the flag keep their old meaning.
      expect(matches('^\\@\\w+$', '@ada')).to.equal(true);
      expect(matches('^a{,2}$', 'a{,2}')).to.equal(true);
    });

    it('supports back-references through the bounded native engine', () => {
      expect(matches('^(\\w)\\1$', 'aa')).to.equal(true);
      expect(matches('^(\\w)\\1$', 'ab')).to.equal(false);
    });

    it('supports lookbehind', () => {
      expect(matches('(?<=\\$)\\d+', 'cost $42')).to.equal(true);
      expect(matches('(?<=\\$)\\d+', 'cost 42')).to.equal(false);
      expect(matches('^[a-z-]+(?<!-)$', 'ab-c')).to.equal(true);
      expect(matches('^[a-z-]+(?<!-)$', 'abc-')).to.equal(false);
      expect(matches('(?<=^|\\s)@\\w+', 'hi @bob')).to.equal(true);
      expect(matches('(?<=^|\\s)@\\w+', 'me@bob')).to.equal(false);
      expect(matches('^(?!.*(?<=\\.)\\.)[\\w.]+$', 'a.b.c')).to.equal(true);
      expect(matches('^(?!.*(?<=\\.)\\.)[\\w.]+$', 'a..b')).to.equal(false);
    });

    it('matches the empty pattern against anything', () => {
      expect(matches('', 'anything')).to.equal(true);
    });
  });

  describe('bad patterns', () => {
    it('returns false for an invalid pattern instead of throwing', () => {
      expect(safeRegexTest('([a-z', 'abc')).to.deep.equal({matched: false, refusal: 'invalid'});
    });

    it('returns false when the pattern is not a string', () => {
      expect(safeRegexTest(42, '42').matched).to.equal(false);
    });

    it('refuses a pattern longer than the limit', () => {
      const result = safeRegexTest('a'.repeat(MAX_PATTERN_LENGTH + 1), 'a');
      expect(result.refusal).to.equal('too-long');
    });
  });

  describe('bounded work', () => {
    it('answers (a+)+$ on a long non-matching input quickly', () => {
      const input = 'a'.repeat(MAX_INPUT_LENGTH - 1) + 'b';
      expect(safeRegexTest('(a+)+$', 'aab').matched).to.equal(false); // warm up
      let result: unknown;
      const ms = fastestMs(() => (result = safeRegexTest('(a+)+$', input)));
      expect(result).to.deep.equal({matched: false});
      expect(ms).to.be.below(50);
    });

    it('answers an overlapping alternation (a|aa)+$ quickly', () => {
      const input = 'a'.repeat(5000) + '!';
      safeRegexTest('(a|aa)+$', 'aa!');
      expect(fastestMs(() => safeRegexTest('(a|aa)+$', input))).to.be.below(50);
    });

    it('answers polynomial patterns like \\d*\\d*\\d*x quickly', () => {
      const input = '1'.repeat(5000);
      safeRegexTest('\\d*\\d*\\d*x', '11');
      expect(fastestMs(() => safeRegexTest('\\d*\\d*\\d*x', input))).to.be.below(50);
    });

    it('still matches correctly with a catastrophic-looking pattern', () => {
      expect(matches('^(a+)+$', 'aaaa')).to.equal(true);
    });

    it('does not match inputs longer than the cap', () => {
      const result = safeRegexTest('a', 'a'.repeat(MAX_INPUT_LENGTH + 1));
      expect(result).to.deep.equal({matched: false, refusal: 'input-too-long'});
    });

    it('uses the lower cap for lookahead patterns', () => {
      const result = safeRegexTest('(?=a)a', 'a'.repeat(MAX_INPUT_LENGTH_SLOW + 1));
      expect(result.refusal).to.equal('input-too-long');
    });

    it('refuses a back-reference pattern with nested quantifiers', () => {
      expect(safeRegexTest('^(a+)+\\1$', 'aaaa').refusal).to.equal('catastrophic');
    });

    it('answers lookbehind patterns with adjacent unbounded repeats quickly', () => {
      const cases: [string, string][] = [
        ['^\\d*\\d*\\d*\\d*x(?<=y)$', '1'.repeat(600)],
        ['\\d*\\d*\\d*x(?<=y)', '1'.repeat(999)],
        ['^\\d*\\d*\\d*\\d*\\d*\\d*x(?<=y)$', '1'.repeat(MAX_INPUT_LENGTH_SLOW)],
        ['(?<=a)(a|a)*b', 'a'.repeat(MAX_INPUT_LENGTH_SLOW)],
        ['(?<=(?<=\\d*\\d*)\\d*\\d*)x', '1'.repeat(MAX_INPUT_LENGTH_SLOW)],
        ['(?<=\\d*\\d*\\d*)(?<!\\d*x\\d*)y', '1'.repeat(MAX_INPUT_LENGTH_SLOW)],
        ['(?=.*a)(?=.*b)(?!\\d*x\\d*\\d*).{8,}', '1'.repeat(MAX_INPUT_LENGTH_SLOW)],
      ];
      for (const [pattern, value] of cases) {
        let result: unknown;
        const ms = fastestMs(() => (result = safeRegexTest(pattern, value)));
        expect(result, pattern).to.deep.equal({matched: false});
        expect(ms, pattern).to.be.below(500);
      }
    });

    it('runs back-references natively only where backtracking stays bounded', () => {
      const ones = '1'.repeat(MAX_INPUT_LENGTH_NATIVE);
      // One choice (a quantifier whose count varies, or a `|`), no quantified group.
      const bounded = [
        '(1)1*' + '\\1'.repeat(400) + 'x',
        '(1{0,99999})1{99999}\\1x',
        '(1)1*1{998}\\1x',
      ];
      for (const pattern of bounded) {
        let result: unknown;
        const ms = fastestMs(() => (result = safeRegexTest(pattern, ones)));
        expect(result, pattern).to.deep.equal({matched: false});
        expect(ms, pattern).to.be.below(500);
      }
      const refused = [
        '(\\d+)\\1*\\d*x',
        '(1)\\1*1*x',
        '(1)1|\\1*x',
        '()\\1{100000000}x',
        '(?:(1)\\1)+x',
        '(1)(?=1*)\\1',
      ];
      for (const pattern of refused) {
        expect(safeRegexTest(pattern, ones), pattern).to.deep.equal({
          matched: false,
          refusal: 'catastrophic',
        });
      }
      expect(safeRegexTest('(1)\\1', ones + '1').refusal).to.equal('input-too-long');
    });
  });
});
