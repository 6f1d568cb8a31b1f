import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {formatDate} from '../../src/functions/date/format-date.js';

const zones = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Santiago',
];

const instant = fc.integer({min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 11, 31)});

test('an ISO pattern in UTC reproduces Date#toISOString', () => {
  fc.assert(
    fc.property(fc.integer({min: -62_000_000_000_000, max: 253_402_300_799_999}), (ms) => {
      const expected = new Date(ms).toISOString();
      assert.equal(
        formatDate(ms, "yyyy-MM-dd'T'HH:mm:ss.SSSX", {locale: 'en-US', timeZone: 'UTC'}),
        expected,
      );
    }),
    {seed: 202612021, numRuns: 2000},
  );
});

test('the offset shown with XXX turns the wall time back into the same instant', () => {
  fc.assert(
    fc.property(instant, fc.constantFrom(...zones), (ms, timeZone) => {
      const whole = ms - (((ms % 1000) + 1000) % 1000);
      if (whole < Date.UTC(1970, 0, 1)) return; // Older local mean times have second offsets.
      const text = formatDate(whole, "yyyy-MM-dd'T'HH:mm:ssXXX", {locale: 'en-US', timeZone});
      assert.equal(Date.parse(text), whole, `${timeZone} ${text}`);
    }),
    {seed: 202612022, numRuns: 2000},
  );
});

test('a floating wall time is shown as written in any zone, outside DST gaps', () => {
  const wall = fc
    .record({
      y: fc.integer({min: 1970, max: 2037}),
      mo: fc.integer({min: 1, max: 12}),
      d: fc.integer({min: 1, max: 28}),
      h: fc.integer({min: 0, max: 23}),
      mi: fc.integer({min: 0, max: 59}),
    })
    .map(({y, mo, d, h, mi}) => {
      const p = (n: number) => String(n).padStart(2, '0');
      return `${y}-${p(mo)}-${p(d)}T${p(h)}:${p(mi)}`;
    });
  fc.assert(
    fc.property(wall, fc.constantFrom(...zones), (text, timeZone) => {
      const shown = formatDate(text, "yyyy-MM-dd'T'HH:mm", {locale: 'en-US', timeZone});
      if (shown !== text) {
        // Only a skipped (spring-forward) hour may move, and only forward within the day.
        assert.ok(
          shown > text && shown.slice(0, 10) === text.slice(0, 10),
          `${timeZone} ${text} → ${shown}`,
        );
      }
    }),
    {seed: 202612023, numRuns: 3000},
  );
});

test('a date-only value keeps its calendar day in every zone', () => {
  fc.assert(
    fc.property(
      fc.date({
        min: new Date(Date.UTC(1900, 0, 1)),
        max: new Date(Date.UTC(2100, 0, 1)),
        noInvalidDate: true,
      }),
      fc.constantFrom(...zones),
      (date, timeZone) => {
        const day = date.toISOString().slice(0, 10);
        assert.equal(formatDate(day, 'yyyy-MM-dd', {locale: 'en-US', timeZone}), day);
      },
    ),
    {seed: 202612024, numRuns: 2000},
  );
});
