import {expect} from '@open-wc/testing';
import {fakeContext, run} from '../fake-context.test.helper.js';

const instant = '2026-01-16T14:30:05.123Z'; // a Friday

function fmt(
  format: unknown,
  value: unknown = instant,
  options: {locale?: string; timeZone?: string} = {},
) {
  return run('formatDate', {value, format}, fakeContext({timeZone: 'UTC', ...options}));
}

describe('formatDate', () => {
  describe('the catalog examples', () => {
    it("formats 'MMM dd, yyyy' as Jan 16, 2026", () => {
      expect(fmt('MMM dd, yyyy')).to.equal('Jan 16, 2026');
    });

    it("formats 'HH:mm' as 14:30", () => {
      expect(fmt('HH:mm')).to.equal('14:30');
    });

    it("formats 'h:mm a' as 2:30 PM", () => {
      expect(fmt('h:mm a')).to.equal('2:30 PM');
    });

    it("formats 'EEEE, d MMMM' as Friday, 16 January", () => {
      expect(fmt('EEEE, d MMMM')).to.equal('Friday, 16 January');
    });

    it("formats an official example pattern with a quoted 'at'", () => {
      expect(fmt("EEEE, MMMM d, yyyy 'at' h:mm a")).to.equal('Friday, January 16, 2026 at 2:30 PM');
    });
  });

  describe('years', () => {
    it('formats yyyy as the four-digit year', () => {
      expect(fmt('yyyy')).to.equal('2026');
    });

    it('formats yy as the last two digits', () => {
      expect(fmt('yy')).to.equal('26');
    });

    it('formats y without padding and yyyy padded to four digits', () => {
      expect(fmt('y|yyyy', '0005-03-01')).to.equal('5|0005');
    });

    it('formats the era with G', () => {
      expect(fmt('G')).to.equal('AD');
    });

    it('formats the quarter with Q', () => {
      expect(fmt('Q QQ QQQ', '2026-08-01')).to.equal('3 03 Q3');
    });

    it('spells the quarter out with QQQQ in English, abbreviated elsewhere, narrow with QQQQQ', () => {
      expect(fmt('QQQQ|qqqq|QQQQQ', '2026-08-01', {locale: 'en-GB'})).to.equal(
        '3rd quarter|3rd quarter|3',
      );
      expect(fmt('QQQQ', '2026-02-01', {locale: 'en'})).to.equal('1st quarter');
      expect(fmt('QQQQ', '2026-05-01', {locale: 'en'})).to.equal('2nd quarter');
      expect(fmt('QQQQ', '2026-11-01', {locale: 'en'})).to.equal('4th quarter');
      // Intl names no quarter: a language without names here keeps the abbreviation.
      expect(fmt('QQQQ', '2026-08-01', {locale: 'de'})).to.equal('Q3');
    });
  });

  describe('months and days', () => {
    it('formats M and MM as the month number', () => {
      expect(fmt('M MM')).to.equal('1 01');
    });

    it('formats MMM, MMMM and MMMMM as month names', () => {
      expect(fmt('MMM|MMMM|MMMMM')).to.equal('Jan|January|J');
    });

    it('formats d and dd as the day of the month', () => {
      expect(fmt('d dd', '2026-03-05')).to.equal('5 05');
    });

    it('formats D as the day of the year', () => {
      expect(fmt('D', '2026-02-01')).to.equal('32');
    });

    it('formats E to EEE as the short weekday', () => {
      expect(fmt('E|EE|EEE')).to.equal('Fri|Fri|Fri');
    });

    it('formats EEEE as the full weekday and EEEEE as the narrow one', () => {
      expect(fmt('EEEE|EEEEE')).to.equal('Friday|F');
    });

    it('formats the day-of-week-in-month with F', () => {
      expect(fmt('F', '2026-01-16')).to.equal('3');
    });

    it('formats the local day of the week with e for a Monday-first locale', () => {
      expect(fmt('e', '2026-01-16', {locale: 'de-DE'})).to.equal('5');
    });
  });

  describe('weeks', () => {
    it('numbers ISO weeks in a Monday-first locale, with the week-based year', () => {
      expect(fmt('YYYY-ww', '2021-01-01', {locale: 'de-DE'})).to.equal('2020-53');
    });

    it('numbers weeks from Sunday with week 1 holding January 1st in the US', () => {
      expect(fmt('Y w', '2021-01-01', {locale: 'en-US'})).to.equal('2021 1');
    });

    it('formats the week of the year for a mid-January date', () => {
      expect(fmt('w|ww', instant, {locale: 'en-US'})).to.equal('3|03');
    });

    it('moves late-December days into week 1 of the next week-based year', () => {
      expect(fmt('YYYY w', '2024-12-30', {locale: 'de-DE'})).to.equal('2025 1');
    });

    it('formats the week of the month with W', () => {
      expect(fmt('W', instant, {locale: 'en-US'})).to.equal('3');
    });

    it('formats the calendar year with y even where the week-based year differs', () => {
      expect(fmt('y Y', '2024-12-30', {locale: 'de-DE'})).to.equal('2024 2025');
    });

    it("shows the calendar year for Y beside a month, as the spec's example 'E MMM d, YYYY' means", () => {
      // In the US, Sunday 28 December 2025 begins week 1 of week year 2026.
      expect(fmt('E MMM d, YYYY h:mm a', '2025-12-28T10:00:00Z')).to.equal(
        'Sun Dec 28, 2025 10:00 AM',
      );
      expect(fmt('dd.MM.YYYY', '2024-12-30', {locale: 'de-DE'})).to.equal('30.12.2024');
    });

    it('shows the day of the month for D beside a month without d (YYYY-MM-DD)', () => {
      expect(fmt('YYYY-MM-DD', '2026-02-02')).to.equal('2026-02-02');
      expect(fmt("MMM d, 'day' D", '2026-02-02')).to.equal('Feb 2, day 33');
    });

    it('shows the month for m beside a year or day without an hour (yyyy-mm-dd)', () => {
      expect(fmt('yyyy-mm-dd', '2026-02-02')).to.equal('2026-02-02');
      expect(fmt('dd/mm/YYYY', '2025-12-28')).to.equal('28/12/2025');
      expect(fmt('YYYY-mm-DD', '2026-02-02')).to.equal('2026-02-02');
      // Minutes stay minutes beside an hour or seconds, or alone.
      expect(fmt('yyyy-MM-dd HH:mm')).to.equal('2026-01-16 14:30');
      expect(fmt('mm:ss|m')).to.equal('30:05|30');
      expect(fmt('yyyy DDD')).to.equal('2026 016');
    });

    it('shows the weekday for ddd and dddd, as moment.js and .NET write it', () => {
      expect(fmt('ddd|dddd, MMMM d')).to.equal('Fri|Friday, January 16');
      expect(fmt('dddd, MMMM D', '2026-02-02')).to.equal('Monday, February 2');
      expect(fmt('d|dd')).to.equal('16|16');
    });

    it('shows AM/PM for A beside a 12-hour clock without a (h:mm A)', () => {
      expect(fmt('h:mm A')).to.equal('2:30 PM');
      expect(fmt('HH:mm A')).to.equal('14:30 52205123');
    });
  });

  describe('hours, minutes, seconds', () => {
    it('formats H and HH on a 0–23 clock', () => {
      expect(fmt('H HH', '2026-01-16T07:05:00Z')).to.equal('7 07');
    });

    it('formats h and hh on a 1–12 clock', () => {
      expect(fmt('h hh', '2026-01-16T19:05:00Z')).to.equal('7 07');
    });

    it('shows midnight as 12 AM', () => {
      expect(fmt('h a', '2026-01-16T00:10:00Z')).to.equal('12 AM');
    });

    it('shows noon as 12 PM', () => {
      expect(fmt('h a', '2026-01-16T12:00:00Z')).to.equal('12 PM');
    });

    it('formats K on a 0–11 clock and k on a 1–24 clock', () => {
      expect(fmt('K k', '2026-01-16T00:30:00Z')).to.equal('0 24');
    });

    it('formats mm and ss zero-padded', () => {
      expect(fmt('mm:ss', '2026-01-16T10:03:09Z')).to.equal('03:09');
    });

    it('formats fractional seconds with S, SS, SSS and beyond', () => {
      expect(fmt('S SS SSS SSSS')).to.equal('1 12 123 1230');
    });

    it('formats a flexible day period with B', () => {
      expect(fmt('B')).to.equal('in the afternoon');
    });

    it('names the day period with B in locales that keep a 24-hour clock', () => {
      expect(fmt('H:mm B', instant, {locale: 'de-DE'})).to.equal('14:30 nachm.');
      expect(fmt('BBBB', instant, {locale: 'de-DE'})).to.equal('nachmittags');
      expect(fmt('B', instant, {locale: 'zh-CN'})).to.equal('下午');
    });
  });

  describe('literals', () => {
    it('copies quoted text without interpreting its letters', () => {
      expect(fmt("'Date:' d")).to.equal('Date: 16');
    });

    it("turns '' into a single quote, inside and outside quoted text", () => {
      expect(fmt("h 'o''clock' ''yy")).to.equal("2 o'clock '26");
    });

    it('runs an unterminated quote to the end of the pattern', () => {
      expect(fmt("d 'rest yyyy")).to.equal('16 rest yyyy');
    });

    it('copies punctuation and spaces as written', () => {
      expect(fmt('yyyy/MM/dd - HH.mm')).to.equal('2026/01/16 - 14.30');
    });

    it('copies letters that are not pattern fields as written', () => {
      expect(fmt('j C l')).to.equal('j C l');
    });

    it('shows the related Gregorian year (r) and the cyclic year (U) as numbers', () => {
      expect(fmt('r rrrrr U')).to.equal('2026 02026 2026');
      expect(fmt('r', '-000043-03-15')).to.equal('-43');
      expect(fmt('y', '-000043-03-15')).to.equal('44');
    });

    it('shows the modified Julian day (g) of the local date', () => {
      expect(fmt('g')).to.equal('61056');
      expect(fmt('g', '1858-11-17')).to.equal('0');
      expect(fmt('gggggg', '2026-01-16T02:00:00Z', {timeZone: 'America/Los_Angeles'})).to.equal(
        '061055',
      );
    });

    it('returns empty text for an empty pattern', () => {
      expect(fmt('')).to.equal('');
    });
  });

  describe('time zones', () => {
    it('shows an instant in the context time zone', () => {
      expect(fmt('HH:mm', instant, {timeZone: 'America/New_York'})).to.equal('09:30');
    });

    it('moves the date when the zone crosses midnight', () => {
      expect(fmt('yyyy-MM-dd', '2026-01-16T02:00:00Z', {timeZone: 'America/Los_Angeles'})).to.equal(
        '2026-01-15',
      );
    });

    it('formats offsets with Z, ZZZZZ, X, XXX and x', () => {
      expect(fmt('Z|ZZZZZ|X|XXX|x', instant, {timeZone: 'America/New_York'})).to.equal(
        '-0500|-05:00|-05|-05:00|-05',
      );
    });

    it('writes a zero offset as Z with X but as +00 with x', () => {
      expect(fmt('X|XXX|x|Z')).to.equal('Z|Z|+00|+0000');
    });

    it('formats the short zone name with z', () => {
      expect(fmt('z', instant, {timeZone: 'America/New_York'})).to.equal('EST');
    });

    it('formats the localized GMT offset with O and OOOO', () => {
      expect(fmt('O|OOOO', instant, {timeZone: 'Asia/Kolkata'})).to.equal('GMT+5:30|GMT+05:30');
    });

    it('formats the zone id with VV', () => {
      expect(fmt('VV', instant, {timeZone: 'Europe/Paris'})).to.equal('Europe/Paris');
    });

    it('follows daylight saving time', () => {
      expect(fmt('HH:mm XXX', '2026-07-16T14:30:00Z', {timeZone: 'America/New_York'})).to.equal(
        '10:30 -04:00',
      );
    });

    it('falls back to the runtime zone for an unknown zone instead of failing', () => {
      expect(fmt('yyyy', instant, {timeZone: 'Mars/Olympus'})).to.equal('2026');
    });
  });

  describe('locales', () => {
    it('uses German names and order of the pattern', () => {
      expect(fmt('EEEE, d. MMMM yyyy', instant, {locale: 'de-DE'})).to.equal(
        'Freitag, 16. Januar 2026',
      );
    });

    it('uses French month names', () => {
      expect(fmt('d MMMM', instant, {locale: 'fr-FR'})).to.equal('16 janvier');
    });

    it('uses the format-context month name for MMMM and the stand-alone one for LLLL', () => {
      expect(fmt('d MMMM|LLLL', instant, {locale: 'ru-RU'})).to.equal('16 января|январь');
    });

    it("uses the locale's digits", () => {
      expect(fmt('d', instant, {locale: 'ar-EG'})).to.equal('١٦');
    });

    it('falls back to the default locale for a malformed tag', () => {
      expect(fmt('yyyy', instant, {locale: '!!not a locale'})).to.equal('2026');
    });
  });

  describe('values', () => {
    it('shows a date-only string on that calendar day in any zone', () => {
      expect(fmt('MMM d', '2025-12-28', {timeZone: 'America/Los_Angeles'})).to.equal('Dec 28');
    });

    it('shows a date-time without offset as that wall-clock time in any zone', () => {
      expect(fmt('HH:mm', '2025-12-15T10:15:00', {timeZone: 'Asia/Tokyo'})).to.equal('10:15');
    });

    it('pushes a wall time inside the spring-forward gap past the gap', () => {
      expect(fmt('HH:mm', '2026-03-08T02:30:00', {timeZone: 'America/New_York'})).to.equal('03:30');
    });

    it('takes the first of a repeated autumn wall time', () => {
      expect(fmt('HH:mm XXX', '2026-11-01T01:30:00', {timeZone: 'America/New_York'})).to.equal(
        '01:30 -04:00',
      );
    });

    it('keeps a date-only value on its day right after the autumn change', () => {
      expect(fmt('yyyy-MM-dd', '2008-11-03', {timeZone: 'America/Los_Angeles'})).to.equal(
        '2008-11-03',
      );
    });

    it('keeps a floating date on its day across a time-zone change', () => {
      expect(fmt('yyyy-MM-dd', '2026-03-08', {timeZone: 'America/New_York'})).to.equal(
        '2026-03-08',
      );
    });

    it('accepts a bare time of day', () => {
      expect(fmt('h:mm a', '14:30')).to.equal('2:30 PM');
    });

    it('accepts a timestamp in milliseconds', () => {
      expect(fmt('yyyy-MM-dd HH:mm', Date.UTC(2026, 0, 16, 14, 30))).to.equal('2026-01-16 14:30');
    });

    it('accepts a timestamp given as a digit string', () => {
      expect(fmt('yyyy-MM-dd', String(Date.UTC(2026, 0, 16)))).to.equal('2026-01-16');
    });

    it('reads an eight-digit string as a basic ISO 8601 date, not milliseconds', () => {
      expect(fmt('yyyy-MM-dd', '20260202')).to.equal('2026-02-02');
      expect(fmt('yyyy-MM-dd', '20260202', {timeZone: 'America/Los_Angeles'})).to.equal(
        '2026-02-02',
      );
    });

    it('reads a basic ISO 8601 date and time, with or without an offset', () => {
      expect(fmt('yyyy-MM-dd HH:mm:ss', '20260202T101500Z')).to.equal('2026-02-02 10:15:00');
      expect(fmt('HH:mm', '20260202T1015+0100')).to.equal('09:15');
      expect(fmt('HH:mm', '20260202T1015', {timeZone: 'Asia/Tokyo'})).to.equal('10:15');
    });

    it('hands Date.parse the offset as ECMAScript writes it (+01:00), which every engine reads', () => {
      // V8 also reads +0100; ECMAScript's date format has the colon, other engines may need it.
      const parse = Date.parse;
      const seen: string[] = [];
      Date.parse = (text: string) => (seen.push(text), parse(text));
      try {
        expect(fmt('HH:mm', '20260202T1015+0100')).to.equal('09:15');
        expect(fmt('HH:mm', '2026-02-02T10:15:00.5-0530')).to.equal('15:45');
      } finally {
        Date.parse = parse;
      }
      expect(seen).to.deep.equal(['2026-02-02T10:15+01:00', '2026-02-02T10:15:00.5-05:30']);
    });

    it('still reads a number of eight digits as milliseconds', () => {
      expect(fmt('yyyy-MM-dd HH:mm', 20260202)).to.equal('1970-01-01 05:37');
    });

    it('accepts a Date object', () => {
      expect(fmt('yyyy-MM-dd', new Date(Date.UTC(2026, 0, 16)))).to.equal('2026-01-16');
    });

    it('accepts an ISO string with an offset', () => {
      expect(fmt('HH:mm', '2026-01-16T14:30:00+02:00')).to.equal('12:30');
    });

    it('returns empty text for a value that is no date (and reports it)', () => {
      expect(fmt('yyyy', 'tomorrow-ish')).to.equal('');
    });

    it('returns empty text for an impossible calendar date (and reports it)', () => {
      expect(fmt('yyyy', '2025-02-30')).to.equal('');
    });

    it('returns empty text for a missing value', () => {
      expect(run('formatDate', {format: 'yyyy'}, fakeContext())).to.equal('');
      expect(fmt('yyyy', null)).to.equal('');
    });

    it('returns empty text for an out-of-range timestamp (and reports it)', () => {
      expect(fmt('yyyy', 1e20)).to.equal('');
    });

    it('returns empty text when the format is not a string (and reports it)', () => {
      expect(fmt(42)).to.equal('');
    });
  });
});
