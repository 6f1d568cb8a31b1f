// What a v1.0 agent gets back for a callFunction whose arguments pass the catalog's schema but
// cannot be used (a date string that names no date, decimals out of range, an unknown currency):
// an error naming the function and the problem, never a "successful" empty answer.
import {expect} from '@open-wc/testing';
import type {Catalog} from '../../catalog/catalog.js';
import type {FunctionDefinition} from '../../functions/types.js';
import type {ErrorBody} from '../../state/errors.js';
import {MessageProcessor} from '../../state/message-processor.js';
import {V1Adapter, basicCatalogV1, type V1ClientMessage} from './index.js';

const version = 'v0.10';

const constant = (name: string, value: number): FunctionDefinition => ({
  name,
  returnType: 'number',
  impl: () => value,
});

/** The v1.0 basic catalog plus number functions that give what JSON cannot carry. */
const withOddNumbers: Catalog = {
  ...basicCatalogV1,
  functions: {
    ...basicCatalogV1.functions,
    notANumber: constant('notANumber', Number.NaN),
    infinity: constant('infinity', Number.POSITIVE_INFINITY),
  },
};

const nan = {call: 'notANumber', args: {}, returnType: 'number'};

type Answer = {value: unknown} | {error: Record<string, unknown>};

/** Sends one callFunction through V1Adapter.processMessages; what the agent receives back. */
function answer(call: string, args: object, returnType = 'string'): Answer {
  const processor = new MessageProcessor({
    locale: 'en-US',
    timeZone: 'UTC',
    catalogs: [withOddNumbers],
  });
  const adapter = new V1Adapter(processor);
  const errors: ErrorBody[] = [];
  const sent: V1ClientMessage[] = [];
  processor.addEventListener('error', (e) => errors.push(e.detail));
  adapter.addEventListener('message', (e) => sent.push((e as CustomEvent<V1ClientMessage>).detail));
  adapter.processMessages({
    version,
    functionCallId: 'call-1',
    wantResponse: true,
    callFunction: {call, args, returnType, callableFrom: 'remoteOnly'},
  });
  // Errors reach the agent as the app sends them: processor `error` → toClientMessage.
  for (const error of errors) sent.push(adapter.toClientMessage({version: 'v0.9', error})!);
  expect(sent, JSON.stringify(sent)).to.have.length(1);
  const [message] = sent as unknown as [Record<string, Record<string, unknown>>];
  if (message['error']) return {error: message['error']};
  expect(message['functionResponse']).to.include({functionCallId: 'call-1', call});
  return {value: message['functionResponse']!['value']};
}

function expectError(result: Answer, message: RegExp): void {
  expect(result).to.have.property('error');
  const {error} = result as {error: Record<string, unknown>};
  expect(error).to.include({code: 'EXPRESSION_ERROR', functionCallId: 'call-1'});
  expect(error['message']).to.match(message);
}

describe('callFunction answers good arguments with the value', () => {
  const good: [string, object, string, unknown][] = [
    ['required', {value: 'x'}, 'boolean', true],
    ['regex', {value: 'abc', pattern: '^a'}, 'boolean', true],
    ['length', {value: 'abc', min: 1, max: 3}, 'boolean', true],
    ['numeric', {value: 5, min: 1, max: 10}, 'boolean', true],
    ['email', {value: 'ada@example.com'}, 'boolean', true],
    [
      'formatString',
      {value: '${formatNumber(value: 1234.5, decimals: 2)} ok'},
      'string',
      '1,234.50 ok',
    ],
    ['formatNumber', {value: 1234.5, decimals: 1}, 'string', '1,234.5'],
    ['formatNumber', {value: 2, decimals: 0, grouping: false}, 'string', '2'],
    ['formatCurrency', {value: 12, currency: 'eur'}, 'string', '€12.00'],
    [
      'formatDate',
      {value: '2026-01-31T14:30:00Z', format: 'yyyy-MM-dd HH:mm'},
      'string',
      '2026-01-31 14:30',
    ],
    ['formatDate', {value: 0, format: 'yyyy'}, 'string', '1970'],
    ['pluralize', {value: 1, one: 'item', other: 'items'}, 'string', 'item'],
    ['and', {values: [true, false]}, 'boolean', false],
    ['or', {values: [true, false]}, 'boolean', true],
    ['not', {value: false}, 'boolean', true],
  ];
  for (const [call, args, returnType, value] of good) {
    it(`${call}(${JSON.stringify(args)}) answers ${JSON.stringify(value)}`, () => {
      expect(answer(call, args, returnType)).to.deep.equal({value});
    });
  }

  it('answers a check that fails with false, not an error: that is its answer', () => {
    expect(answer('numeric', {value: 50, max: 10}, 'boolean')).to.deep.equal({value: false});
    expect(answer('email', {value: 'not an address'}, 'boolean')).to.deep.equal({value: false});
    expect(answer('regex', {value: 'xyz', pattern: '^a'}, 'boolean')).to.deep.equal({
      value: false,
    });
  });

  it('answers an empty value or format with empty text: there is nothing to format', () => {
    expect(answer('formatDate', {value: '', format: 'yyyy'})).to.deep.equal({value: ''});
    expect(answer('formatDate', {value: '2026-01-31', format: ''})).to.deep.equal({value: ''});
  });

  it('formats an infinite amount as the locale shows infinity', () => {
    expect(
      answer('formatNumber', {value: {call: 'infinity', args: {}, returnType: 'number'}}),
    ).to.deep.equal({value: '∞'});
  });
});

describe('callFunction answers bad but schema-valid arguments with an EXPRESSION_ERROR', () => {
  describe('formatDate', () => {
    for (const value of ['not a date', '2025-02-30', '2025-13-01', '25:00', true, [2026]]) {
      it(`refuses the value ${JSON.stringify(value)} as no date`, () => {
        expectError(
          answer('formatDate', {value, format: 'yyyy'}),
          /^formatDate: value is not a date \(received (string|boolean|object)\)$/,
        );
      });
    }

    it('refuses a timestamp beyond the dates Intl can show', () => {
      expectError(
        answer('formatDate', {value: 1e20, format: 'yyyy'}),
        /^formatDate: value is outside Intl's date range$/,
      );
    });
  });

  describe('formatNumber', () => {
    for (const decimals of [500, 101, -1, 2.5]) {
      it(`refuses decimals ${decimals}`, () => {
        expectError(
          answer('formatNumber', {value: 1, decimals}),
          new RegExp(`^formatNumber: decimals must be a whole number 0–100, not ${decimals}$`),
        );
      });
    }

    it('refuses NaN from a nested call', () => {
      expectError(
        answer('formatNumber', {value: nan}),
        /^formatNumber: value is not a number \(received NaN\)$/,
      );
    });

    it('names a function of a template that the catalogs lack', () => {
      expectError(
        answer('formatString', {value: 'Hi ${shout()}'}),
        /^formatString: shout\(\) failed: Unknown function "shout" \(not in the client's catalogs\)$/,
      );
    });

    it('refuses a string value inside a formatString template, naming both functions', () => {
      expectError(
        answer('formatString', {value: "Total: ${formatNumber(value: 'abc')}"}),
        /^formatString: formatNumber\(\) failed: formatNumber: value is not a number \(received string\)$/,
      );
    });
  });

  describe('formatCurrency', () => {
    for (const currency of ['dollars', 'E1R', '', '€']) {
      it(`refuses the currency ${JSON.stringify(currency)}`, () => {
        expectError(
          answer('formatCurrency', {value: 1, currency}),
          new RegExp(`^formatCurrency: '${currency}' is not an ISO 4217 code$`),
        );
      });
    }

    it('refuses decimals out of range', () => {
      expectError(
        answer('formatCurrency', {value: 1, currency: 'EUR', decimals: 200}),
        /^formatCurrency: decimals must be a whole number 0–100, not 200$/,
      );
    });

    it('refuses NaN from a nested call', () => {
      expectError(
        answer('formatCurrency', {value: nan, currency: 'EUR'}),
        /^formatCurrency: value is not a number \(received NaN\)$/,
      );
    });
  });

  describe('pluralize', () => {
    it('refuses NaN from a nested call instead of answering the "other" string', () => {
      expectError(
        answer('pluralize', {value: nan, one: 'item', other: 'items'}),
        /^pluralize: value is not a number \(received NaN\)$/,
      );
    });

    it('refuses a string count inside a template', () => {
      expectError(
        answer('formatString', {value: "${pluralize(value: 'few', other: 'items')}"}),
        /pluralize: value is not a number \(received string\)$/,
      );
    });
  });

  describe('the checks', () => {
    it('regex: refuses an invalid pattern', () => {
      expectError(
        answer('regex', {value: 'a', pattern: '('}, 'boolean'),
        /^regex: pattern refused \(invalid\)$/,
      );
    });

    it('regex: refuses a value too long to test instead of answering false', () => {
      expectError(
        answer('regex', {value: 'a'.repeat(20_000), pattern: '^a+$'}, 'boolean'),
        /^regex: value too long to test$/,
      );
    });

    it('length: refuses a min above the max, which no value satisfies', () => {
      expectError(
        answer('length', {value: 'abc', min: 5, max: 2}, 'boolean'),
        /^length: min 5 is greater than max 2$/,
      );
    });

    it('numeric: refuses a min above the max', () => {
      expectError(
        answer('numeric', {value: 5, min: 10, max: 1}, 'boolean'),
        /^numeric: min 10 is greater than max 1$/,
      );
    });

    it('length: refuses a bound that is no number inside a template', () => {
      expectError(
        answer('formatString', {value: "${length(value: 'abc', min: 'two')}"}),
        /length: min and max must be numbers$/,
      );
    });
  });

  describe('formatString and openUrl', () => {
    it('formatString: refuses a malformed template', () => {
      expectError(answer('formatString', {value: 'a ${'}), /^formatString: .* at 1:5/);
    });

    it('formatString: refuses a template calling a function the client does not have', () => {
      expectError(answer('formatString', {value: '${nope()}'}), /^formatString: nope\(\) failed/);
    });

    it('openUrl: refuses a URL that is not http(s)', () => {
      expectError(
        answer('openUrl', {url: 'javascript:alert(1)'}, 'void'),
        /^openUrl: refused 'javascript:alert\(1\)'/,
      );
    });
  });
});
