import {expect} from '@open-wc/testing';
import {fakeContext, run} from './fake-context.test.helper.js';

function number(args: Record<string, unknown>, locale = 'en-US') {
  return run('formatNumber', args, fakeContext({locale}));
}

function currency(args: Record<string, unknown>, locale = 'en-US') {
  return run('formatCurrency', args, fakeContext({locale}));
}

describe('formatNumber', () => {
  it('groups thousands by default', () => {
    expect(number({value: 1234567})).to.equal('1,234,567');
  });

  it('keeps up to three fraction digits by default', () => {
    expect(number({value: 3.14159})).to.equal('3.142');
  });

  it('forces exactly the given number of decimals', () => {
    expect(number({value: 2, decimals: 2})).to.equal('2.00');
    expect(number({value: 2.456, decimals: 1})).to.equal('2.5');
  });

  it('rounds to an integer with zero decimals', () => {
    expect(number({value: 2.5, decimals: 0})).to.equal('3');
  });

  it('omits group separators when grouping is false', () => {
    expect(number({value: 1234567, grouping: false})).to.equal('1234567');
  });

  it("treats the string 'false' as no grouping", () => {
    expect(number({value: 1234, grouping: 'false'})).to.equal('1234');
  });

  it('uses the locale separators', () => {
    expect(number({value: 1234.5, decimals: 2}, 'de-DE')).to.equal('1.234,50');
  });

  it('formats a numeric string', () => {
    expect(number({value: '42.5'})).to.equal('42.5');
  });

  it('returns empty text for a string in another notation than decimal (and reports it)', () => {
    expect(number({value: '0x10'})).to.equal('');
    expect(number({value: 'Infinity'})).to.equal('');
  });

  it('formats negative numbers', () => {
    expect(number({value: -1500})).to.equal('-1,500');
  });

  it('shows no minus sign on a number that rounds to zero', () => {
    expect(number({value: -0})).to.equal('0');
    expect(number({value: -0.001, decimals: 2})).to.equal('0.00');
    expect(currency({value: -0.004, currency: 'USD'})).to.equal('$0.00');
    expect(currency({value: -0.4, currency: 'JPY'})).to.equal('¥0');
  });

  it('returns empty text for a missing or non-numeric value (reporting only the latter)', () => {
    expect(number({})).to.equal('');
    expect(number({value: 'abc'})).to.equal('');
    expect(number({value: null})).to.equal('');
  });

  it('clamps decimals out of range (and reports them)', () => {
    expect(number({value: 1, decimals: -5})).to.equal('1');
  });

  it('ignores decimals that are not a number (and reports them)', () => {
    expect(number({value: 1.5, decimals: 'many'})).to.equal('1.5');
  });
});

describe('formatCurrency', () => {
  it('formats US dollars', () => {
    expect(currency({value: 1234.5, currency: 'USD'})).to.equal('$1,234.50');
  });

  it('formats euros in a German locale', () => {
    expect(currency({value: 1234.5, currency: 'EUR'}, 'de-DE')).to.equal('1.234,50\u00a0€');
  });

  it('uses the currency default decimals (none for yen)', () => {
    expect(currency({value: 1234, currency: 'JPY'})).to.equal('¥1,234');
  });

  it('forces the given decimals', () => {
    expect(currency({value: 10, currency: 'USD', decimals: 0})).to.equal('$10');
  });

  it('omits grouping when asked', () => {
    expect(currency({value: 1234, currency: 'USD', grouping: false})).to.equal('$1234.00');
  });

  it('accepts a lower-case currency code', () => {
    expect(currency({value: 5, currency: 'usd'})).to.equal('$5.00');
  });

  it('returns empty text and reports an invalid currency code', () => {
    const ctx = fakeContext();
    expect(run('formatCurrency', {value: 5, currency: 'DOLLARS'}, ctx)).to.equal('');
    expect(ctx.reports[0]).to.contain('ISO 4217');
  });

  it('returns empty text for a missing amount', () => {
    expect(currency({currency: 'USD'})).to.equal('');
  });
});
