import {expect} from '@open-wc/testing';
import {fakeContext, run} from './fake-context.test.helper.js';

describe('required', () => {
  it('accepts a non-empty string', () => {
    expect(run('required', {value: 'x'})).to.equal(true);
  });

  it('rejects an empty string', () => {
    expect(run('required', {value: ''})).to.equal(false);
  });

  it('rejects null and undefined', () => {
    expect(run('required', {value: null})).to.equal(false);
    expect(run('required', {})).to.equal(false);
  });

  it('rejects an empty array and accepts a non-empty one', () => {
    expect(run('required', {value: []})).to.equal(false);
    expect(run('required', {value: ['a']})).to.equal(true);
  });

  it('accepts zero and false, which are values', () => {
    expect(run('required', {value: 0})).to.equal(true);
    expect(run('required', {value: false})).to.equal(true);
  });

  it('accepts a whitespace-only string, as the guide only excludes ""', () => {
    expect(run('required', {value: ' '})).to.equal(true);
  });
});

describe('length', () => {
  it('accepts a string within min and max', () => {
    expect(run('length', {value: 'abc', min: 2, max: 5})).to.equal(true);
  });

  it('rejects a string shorter than min', () => {
    expect(run('length', {value: 'a', min: 2})).to.equal(false);
  });

  it('rejects a string longer than max', () => {
    expect(run('length', {value: 'abcdef', max: 5})).to.equal(false);
  });

  it('includes both bounds', () => {
    expect(run('length', {value: 'ab', min: 2, max: 2})).to.equal(true);
  });

  it('counts an emoji as one character', () => {
    expect(run('length', {value: '👍', max: 1})).to.equal(true);
  });

  it('counts code points as spreading the string does, lone surrogates included', () => {
    for (const value of ['a👍b', '\ud83d', '\ude00\ud83d', 'a\ud83d\ud83d\ude00', '👍👍\udc00']) {
      const length = [...value].length;
      expect(run('length', {value, min: length, max: length}), value).to.equal(true);
      expect(run('length', {value, max: length - 1}), value).to.equal(false);
    }
  });

  it('treats a missing value as empty', () => {
    expect(run('length', {min: 1})).to.equal(false);
    expect(run('length', {max: 3})).to.equal(true);
  });

  it('measures arrays by their items', () => {
    expect(run('length', {value: ['a', 'b', 'c'], max: 2})).to.equal(false);
  });

  it('ignores bounds that are not numbers', () => {
    expect(run('length', {value: 'abc', min: 'x'})).to.equal(true);
  });
});

describe('numeric', () => {
  it('accepts a number within range', () => {
    expect(run('numeric', {value: 5, min: 1, max: 10})).to.equal(true);
  });

  it('rejects a number below min', () => {
    expect(run('numeric', {value: 0, min: 1})).to.equal(false);
  });

  it('rejects a number above max', () => {
    expect(run('numeric', {value: 11, max: 10})).to.equal(false);
  });

  it('includes both bounds', () => {
    expect(run('numeric', {value: 10, min: 10, max: 10})).to.equal(true);
  });

  it('parses a numeric string', () => {
    expect(run('numeric', {value: ' 7.5 ', min: 7})).to.equal(true);
  });

  it('rejects a string that is not a number', () => {
    expect(run('numeric', {value: '12abc', min: 0})).to.equal(false);
  });

  it('rejects a blank or missing value', () => {
    expect(run('numeric', {value: '', min: 0})).to.equal(false);
    expect(run('numeric', {min: 0})).to.equal(false);
  });

  it('rejects NaN', () => {
    expect(run('numeric', {value: Number.NaN, max: 1})).to.equal(false);
  });

  it('accepts decimal notation only, as a user types a number', () => {
    expect(run('numeric', {value: '-1.5e3', min: -2000})).to.equal(true);
    expect(run('numeric', {value: '.5', min: 0})).to.equal(true);
    expect(run('numeric', {value: '0x10', max: 100})).to.equal(false);
    expect(run('numeric', {value: '0b11', max: 100})).to.equal(false);
    expect(run('numeric', {value: 'Infinity', min: 1})).to.equal(false);
    expect(run('numeric', {value: '-Infinity', max: 1})).to.equal(false);
  });

  it('accepts negative numbers and decimals within range', () => {
    expect(run('numeric', {value: -0.5, min: -1, max: 0})).to.equal(true);
  });
});

describe('email', () => {
  it('accepts a plain address', () => {
    expect(run('email', {value: 'ada@example.com'})).to.equal(true);
  });

  it('accepts plus tags and subdomains', () => {
    expect(run('email', {value: 'ada+news@mail.example.co.uk'})).to.equal(true);
  });

  it('rejects an address without @', () => {
    expect(run('email', {value: 'ada.example.com'})).to.equal(false);
  });

  it('rejects an address without a dotted domain', () => {
    expect(run('email', {value: 'ada@localhost'})).to.equal(false);
  });

  it('rejects whitespace and a second @', () => {
    expect(run('email', {value: 'ada @example.com'})).to.equal(false);
    expect(run('email', {value: 'a@b@example.com'})).to.equal(false);
  });

  it('rejects empty domain labels', () => {
    expect(run('email', {value: 'ada@example..com'})).to.equal(false);
    expect(run('email', {value: 'ada@.example.com'})).to.equal(false);
  });

  it('rejects addresses longer than 254 characters', () => {
    expect(run('email', {value: 'a'.repeat(250) + '@b.co'})).to.equal(false);
  });

  it('rejects values that are not strings', () => {
    expect(run('email', {value: null})).to.equal(false);
    expect(run('email', {value: 42})).to.equal(false);
  });
});

describe('regex', () => {
  it('accepts a value matching the pattern', () => {
    expect(run('regex', {value: 'AB-12', pattern: '^[A-Z]{2}-\\d+$'})).to.equal(true);
  });

  it('rejects a value not matching the pattern', () => {
    expect(run('regex', {value: 'ab-12', pattern: '^[A-Z]{2}-\\d+$'})).to.equal(false);
  });

  it('tests numbers through their text', () => {
    expect(run('regex', {value: 12345, pattern: '^\\d{5}$'})).to.equal(true);
  });

  it('tests a missing value as empty text', () => {
    expect(run('regex', {pattern: '^$'})).to.equal(true);
  });

  it('returns false for an invalid pattern and reports it', () => {
    const ctx = fakeContext();
    expect(run('regex', {value: 'a', pattern: '(a'}, ctx)).to.equal(false);
    expect(ctx.reports[0]).to.contain('invalid');
  });
});
