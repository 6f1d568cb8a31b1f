import {expect} from '@open-wc/testing';
import {fakeContext, run} from './fake-context.test.helper.js';

const forms = {zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other'};

function plural(value: unknown, locale = 'en-US', args: Record<string, unknown> = forms) {
  return run('pluralize', {...args, value}, fakeContext({locale}));
}

describe('pluralize', () => {
  it('picks one for 1 in English', () => {
    expect(plural(1)).to.equal('one');
  });

  it('picks other for 0 and 2 in English (CLDR has no zero category there)', () => {
    expect(plural(0)).to.equal('other');
    expect(plural(2)).to.equal('other');
  });

  it('picks other for a fraction in English', () => {
    expect(plural(1.5)).to.equal('other');
  });

  it('picks zero, two, few and many in Arabic', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => plural(n, 'ar'))).to.deep.equal([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
  });

  it('picks few and many in Polish', () => {
    expect([1, 3, 5, 22].map((n) => plural(n, 'pl'))).to.deep.equal(['one', 'few', 'many', 'few']);
  });

  it('picks two in Welsh', () => {
    expect(plural(2, 'cy')).to.equal('two');
  });

  it('falls back to other when the category has no string', () => {
    expect(plural(1, 'en-US', {other: 'items'})).to.equal('items');
  });

  it('accepts a numeric string', () => {
    expect(plural('1')).to.equal('one');
  });

  it('uses other for a value that is not a number (and reports it)', () => {
    expect(plural('lots')).to.equal('other');
  });

  it('returns empty text when neither the category nor other is given', () => {
    expect(plural(1, 'en-US', {})).to.equal('');
  });

  it('falls back to the default locale for a malformed tag', () => {
    expect(plural(1, '!!')).to.be.oneOf(['one', 'other']);
  });
});
