import {expect} from '@open-wc/testing';
import {basicFunctions} from './basic-functions.js';
import {fakeContext} from './fake-context.test.helper.js';

const catalogNames = [
  'required',
  'regex',
  'length',
  'numeric',
  'email',
  'formatString',
  'formatNumber',
  'formatCurrency',
  'formatDate',
  'pluralize',
  'openUrl',
  'and',
  'or',
  'not',
];

const hostile: unknown[] = [
  undefined,
  null,
  '',
  0,
  Number.NaN,
  -Infinity,
  true,
  [],
  {},
  {toString: null},
  Symbol('x'),
  () => 1,
  '${',
  'x'.repeat(20_000),
];

describe('basicFunctions', () => {
  it('offers exactly the functions of the v0.9 basic catalog', () => {
    expect(Object.keys(basicFunctions).sort()).to.deep.equal([...catalogNames].sort());
  });

  it('names each definition after its key', () => {
    for (const [key, definition] of Object.entries(basicFunctions)) {
      expect(definition.name).to.equal(key);
    }
  });

  it('declares the return types of the catalog', () => {
    const types = Object.fromEntries(
      Object.values(basicFunctions).map((definition) => [definition.name, definition.returnType]),
    );
    expect(types).to.deep.equal({
      required: 'boolean',
      regex: 'boolean',
      length: 'boolean',
      numeric: 'boolean',
      email: 'boolean',
      formatString: 'string',
      formatNumber: 'string',
      formatCurrency: 'string',
      formatDate: 'string',
      pluralize: 'string',
      openUrl: 'void',
      and: 'boolean',
      or: 'boolean',
      not: 'boolean',
    });
  });

  it('never throws, whatever the arguments', () => {
    const ctx = fakeContext({userAction: true});
    for (const definition of Object.values(basicFunctions)) {
      for (const value of hostile) {
        const args = {
          value,
          values: value,
          pattern: value,
          min: value,
          max: value,
          decimals: value,
          grouping: value,
          currency: value,
          format: value,
          url: value,
          other: value,
        };
        expect(() => definition.impl(args, ctx), definition.name).not.to.throw();
      }
    }
  });

  it('returns the declared type on hostile input', () => {
    const ctx = fakeContext();
    for (const definition of Object.values(basicFunctions)) {
      if (definition.returnType === 'void') continue;
      for (const value of hostile) {
        const result = definition.impl({value, values: value, format: value}, ctx);
        expect(typeof result, `${definition.name}(${String(typeof value)})`).to.equal(
          definition.returnType,
        );
      }
    }
  });

  it('validates literal arguments with loose schemas that keep every argument', () => {
    const parsed = basicFunctions.regex!.args!['~standard'].validate({pattern: 'a', value: 'b'});
    expect(parsed).to.deep.equal({value: {pattern: 'a', value: 'b'}});
  });
});
