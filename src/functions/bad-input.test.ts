// What each basic function reports through `context.reportError` (and so, in a surface, to the
// agent; in a remote call, as the error answer): a present argument it cannot use. A missing
// one (null, undefined, blank: data not arrived, an empty field) is never reported.
import {expect} from '@open-wc/testing';
import {fakeContext, run} from './fake-context.test.helper.js';

/** The result and the reports of one call. */
function call(name: string, args: Record<string, unknown>) {
  const context = fakeContext({timeZone: 'UTC'});
  const result = run(name, args, context);
  return {result, reports: context.reports};
}

describe('reports of the basic functions', () => {
  describe('nothing is reported for a missing value', () => {
    const missing = [undefined, null, '', '   '];
    const cases: [string, (value: unknown) => Record<string, unknown>, unknown][] = [
      ['formatDate', (value) => ({value, format: 'yyyy'}), ''],
      ['formatDate', (format) => ({value: '2026-01-01', format}), ''],
      ['formatNumber', (value) => ({value}), ''],
      ['formatNumber', (decimals) => ({value: 1.25, decimals}), '1.25'],
      ['formatCurrency', (value) => ({value, currency: 'EUR'}), ''],
      ['pluralize', (value) => ({value, one: 'one', other: 'other'}), 'other'],
      ['length', (min) => ({value: 'abc', min, max: 5}), true],
      ['numeric', (max) => ({value: 3, min: 1, max}), true],
      ['regex', (value) => ({value, pattern: '^a'}), false],
    ];
    for (const [name, args, expected] of cases) {
      it(`${name}(${JSON.stringify(args('…'))}) with … missing`, () => {
        for (const value of missing) {
          // A blank format is a format (giving ''), not a missing one; skip it there.
          if (name === 'formatDate' && args(value)['format'] === '   ') continue;
          expect(call(name, args(value)), JSON.stringify(value)).to.deep.equal({
            result: expected,
            reports: [],
          });
        }
      });
    }

    it('formatCurrency without a currency (not arrived yet)', () => {
      expect(call('formatCurrency', {value: 1})).to.deep.equal({result: '', reports: []});
    });
  });

  describe('formatDate', () => {
    it('reports a value that names no date, or an impossible one', () => {
      for (const value of ['tomorrow-ish', '2025-02-30', '24:01', true, [1], {}]) {
        const {result, reports} = call('formatDate', {value, format: 'yyyy'});
        expect(result).to.equal('');
        expect(reports, JSON.stringify(value)).to.have.length(1);
        expect(reports[0]).to.match(
          /^formatDate: value is not a date \(received (string|boolean|object)\)$/,
        );
      }
    });

    it('reports NaN and infinite timestamps by name', () => {
      expect(call('formatDate', {value: Number.NaN, format: 'yyyy'}).reports).to.deep.equal([
        'formatDate: value is not a date (received NaN)',
      ]);
      expect(call('formatDate', {value: -Infinity, format: 'yyyy'}).reports).to.deep.equal([
        'formatDate: value is not a date (received -Infinity)',
      ]);
    });

    it('reports a timestamp outside the dates Intl can show', () => {
      expect(call('formatDate', {value: 1e20, format: 'yyyy'})).to.deep.equal({
        result: '',
        reports: ["formatDate: value is outside Intl's date range"],
      });
    });

    it('reports a format that is not a string', () => {
      expect(call('formatDate', {value: 0, format: 42}).reports).to.deep.equal([
        'formatDate: format is not a string (received 42)',
      ]);
    });
  });

  describe('formatNumber and formatCurrency', () => {
    it('report a value that is no number, naming its kind but not the text', () => {
      for (const name of ['formatNumber', 'formatCurrency']) {
        const {result, reports} = call(name, {value: 'my secret', currency: 'EUR'});
        expect(result).to.equal('');
        expect(reports).to.deep.equal([`${name}: value is not a number (received string)`]);
      }
      expect(call('formatNumber', {value: Number.NaN}).reports).to.deep.equal([
        'formatNumber: value is not a number (received NaN)',
      ]);
      expect(call('formatNumber', {value: true}).reports).to.deep.equal([
        'formatNumber: value is not a number (received boolean)',
      ]);
    });

    it('report decimals that are no whole number from 0 to 100, and clamp them', () => {
      const cases: [unknown, string][] = [
        [-5, '1'],
        [2.5, '1.000'],
        ['many', '1'],
      ];
      for (const [decimals, shown] of cases) {
        expect(call('formatNumber', {value: 1, decimals})).to.deep.equal({
          result: shown,
          reports: [`formatNumber: decimals must be a whole number 0–100, not ${decimals}`],
        });
      }
    });

    it('accept every whole number of decimals from 0 to 100', () => {
      expect(call('formatNumber', {value: 1, decimals: 0}).reports).to.deep.equal([]);
      expect(call('formatNumber', {value: 1, decimals: '2'}).reports).to.deep.equal([]);
      expect(call('formatNumber', {value: 1, decimals: 100}).result).to.have.length(102);
    });

    it('formatCurrency reports a code that is not three letters, or a blank one', () => {
      for (const currency of ['dollars', 'E1R', '', 7]) {
        expect(call('formatCurrency', {value: 1, currency}).reports).to.have.length(1);
      }
      expect(call('formatCurrency', {value: 1, currency: '€'}).reports[0]).to.equal(
        "formatCurrency: '€' is not an ISO 4217 code",
      );
    });

    it('formatCurrency shows a well-formed code it has no data for as the code', () => {
      // Codes no one has assigned are drawn as the code.
      for (const currency of ['QQQ', 'zzz']) {
        const {result, reports} = call('formatCurrency', {value: 1, currency});
        expect(result, currency).to.match(new RegExp(`^${currency.toUpperCase()}\\s1\\.00$`));
        expect(reports).to.deep.equal([]);
      }
      // Engines lack data for some real codes (Chromium: SLE, XCG, ZWG; Firefox knows XCG), so
      // none is refused: each is drawn as the engine draws it.
      for (const currency of ['XCG', 'ZWG', 'xau']) {
        const {result, reports} = call('formatCurrency', {value: 1, currency});
        const engine = new Intl.NumberFormat('en-US', {style: 'currency', currency}).format(1);
        expect(result, currency).to.equal(engine);
        expect(reports).to.deep.equal([]);
      }
    });
  });

  describe('pluralize', () => {
    it('reports a count that is no number and still gives the other string', () => {
      expect(call('pluralize', {value: 'lots', one: 'one', other: 'many'})).to.deep.equal({
        result: 'many',
        reports: ['pluralize: value is not a number (received string)'],
      });
    });
  });

  describe('the checks', () => {
    it('length and numeric report a min above the max', () => {
      expect(call('length', {value: 'abc', min: 5, max: 2})).to.deep.equal({
        result: false,
        reports: ['length: min 5 is greater than max 2'],
      });
      expect(call('numeric', {value: 3, min: '10', max: 1}).reports).to.deep.equal([
        'numeric: min 10 is greater than max 1',
      ]);
    });

    it('length and numeric report a bound that is no number', () => {
      expect(call('numeric', {value: 3, max: 'ten'}).reports).to.deep.equal([
        'numeric: min and max must be numbers',
      ]);
    });

    it('a value that fails a check is its answer, not a problem', () => {
      for (const [name, args] of [
        ['numeric', {value: 'abc', min: 0}],
        ['length', {value: 'abcdef', max: 2}],
        ['email', {value: 'nope'}],
        ['regex', {value: 'b', pattern: '^a'}],
        ['required', {value: ''}],
      ] as const) {
        expect(call(name, args), name).to.deep.equal({result: false, reports: []});
      }
    });

    it('regex reports a value too long to test', () => {
      expect(call('regex', {value: 'a'.repeat(20_000), pattern: '^a+$'})).to.deep.equal({
        result: false,
        reports: ['regex: value too long to test'],
      });
    });
  });
});
