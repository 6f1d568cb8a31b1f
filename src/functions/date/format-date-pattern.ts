import {memo, safeLocale} from '../locale.js';
import {formatOffset, pad} from './date-text.js';
import {utcMillis, zonedFields, type ZonedFields} from './zoned-time.js';

/** Where and how a date is shown. */
export interface DateFormatOptions {
  /** BCP 47 locale for names and digits; malformed → the runtime's default. */
  readonly locale?: string;
  /** IANA time zone; unknown → the runtime's zone. */
  readonly timeZone?: string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const nameFormats = new Map<string, Intl.DateTimeFormat>();
const knownZones = new Map<string, string | undefined>();

/**
 * Formats an instant with a Unicode TR35 pattern, using `Intl` for every localized name and
 * digit. Supported letters: G y Y u Q q M L w W d D F E e c a b B h H K k m s S A z Z O v V X x
 * (`b` is taken as `a`; `QQQQ` is "3rd quarter" in English, "Q3" in other languages); weeks
 * follow the locale's first day and minimal days (`Intl.Locale#weekInfo`, ISO 8601 where
 * unknown). Beside a month, `Y` is the calendar year
 * and, without `d`, `D` the day of the month (`YYYY-MM-DD`); beside `h` or `K` without `a`, `A` is
 * AM/PM (`h:mm A`); beside a year or day without an hour or seconds, `m` is the month
 * (`yyyy-mm-dd`); `ddd` and `dddd` are the weekday. Other letters are copied as written.
 */
export function formatDatePattern(
  instant: number,
  pattern: string,
  options: DateFormatOptions = {},
): string {
  const locale = safeLocale(options.locale);
  const timeZone = knownZone(options.timeZone);
  const fields = zonedFields(instant, timeZone);
  const [year, month, day, hour, minute, second, millisecond, weekday, offsetMinutes] = fields;
  const week = weekInfo(locale);

  /** `value` in the locale's digits, zero-padded to `minimum` digits. */
  const digits = (value: number, minimum: number) =>
    memo(
      numberFormats,
      `${locale}|${minimum}`,
      () =>
        new Intl.NumberFormat(locale, {
          useGrouping: false,
          minimumIntegerDigits: Math.min(minimum, 21), // Every field has at least one letter.
        }),
    ).format(value);

  /** The `part` (by default the first option's; '': all) of the instant formatted with `options`. */
  const name = (
    options: Intl.DateTimeFormatOptions,
    part = Object.keys(options)[0] as string,
  ): string =>
    memo(
      nameFormats,
      JSON.stringify([locale, timeZone, options]),
      // Gregorian names, as the fields are: fa-IR or th-TH would name another calendar's month.
      () => new Intl.DateTimeFormat(locale, {...options, timeZone, calendar: 'gregory'}),
    )
      .formatToParts(instant)
      .map((p) => (!part || p.type === part ? p.value : ''))
      .join('');

  const field = (letter: string, count: number): string => {
    const width = count === 5 ? 'narrow' : count === 4 ? 'long' : 'short';
    const long = count >= 4 ? 'long' : 'short';
    const quarter = Math.ceil(month / 3);
    // Numeric fields shown with up to two digits.
    const upTo2: Partial<Record<string, number>> = {
      d: day,
      h: hour % 12 || 12,
      H: hour,
      K: hour % 12,
      k: hour || 24,
      m: minute,
      s: second,
      w: weekOfYear(fields, week)[1],
    };
    if (upTo2[letter] !== undefined) return digits(upTo2[letter], Math.min(count, 2));
    switch (letter) {
      case 'G':
        return name({era: width, year: 'numeric'});
      case 'y':
      case 'U': // cyclic year: the Gregorian calendar has no cyclic names, so numeric as y
      case 'Y': {
        const shown = letter !== 'Y' ? (year > 0 ? year : 1 - year) : weekOfYear(fields, week)[0];
        return count === 2 ? digits(Math.abs(shown) % 100, 2) : digits(shown, count);
      }
      case 'W':
        return digits(weekOfMonth(fields, week), 1);
      case 'u':
      case 'r': // related Gregorian year: the extended year in the Gregorian calendar
        return (year < 0 ? '-' : '') + digits(Math.abs(year), count);
      case 'Q':
      case 'q':
        // Intl names no quarter: the wide form is spelled out in English only, abbreviated
        // elsewhere; the narrow form is the digit, as in CLDR.
        if (
          count === 4 &&
          /^en\b/.test(locale ?? new Intl.DateTimeFormat().resolvedOptions().locale)
        )
          return quarter + ['st', 'nd', 'rd', 'th'][quarter - 1]! + ' quarter';
        if (count > 4) return digits(quarter, 1);
        return count > 2 ? 'Q' + digits(quarter, 1) : digits(quarter, count);
      case 'M':
      case 'L': {
        if (count <= 2) return digits(month, count);
        // `M` is the format form, which some languages decline (16 января vs январь); where it is
        // a bare number (zh and ja write 1月2日), the stand-alone form, whole (1月). A name sorts
        // after '9', digits do not.
        const declined = letter === 'M' && count !== 5 ? name({month: width, day: 'numeric'}) : '';
        return declined > '9' ? declined : name({month: width}, '');
      }
      case 'g': // modified Julian day of the local date (MJD 40587 is 1970-01-01)
        return digits(dayNumber(year, month, day) + 40587, count);
      case 'D':
        return digits(dayNumber(year, month, day) - dayNumber(year, 1, 1) + 1, Math.min(count, 3));
      case 'F':
        return digits(Math.ceil(day / 7), 1);
      case 'E':
      case 'e':
      case 'c':
        // e and c of one or two letters are the local day number, longer ones weekday names.
        return letter !== 'E' && count <= 2
          ? digits(((weekday + 7 - week[0]) % 7) + 1, count)
          : name({weekday: count <= 3 ? 'short' : width});
      case 'a':
      case 'b':
        return name({hour: 'numeric', hourCycle: 'h12'}, 'dayPeriod');
      case 'B':
        return name({dayPeriod: width, hour: 'numeric', hourCycle: 'h12'});
      case 'S':
        return digits(Number(pad(millisecond, 3).padEnd(count, '0').slice(0, count)), count);
      case 'A':
        return digits(((hour * 60 + minute) * 60 + second) * 1000 + millisecond, count);
      case 'z':
        return name({timeZoneName: long});
      case 'O':
        return name({timeZoneName: `${long}Offset`});
      case 'v':
        return name({timeZoneName: `${long}Generic`});
      case 'V':
        return count === 2
          ? (timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone)
          : letter.repeat(count);
      case 'Z':
        if (count === 4) return name({timeZoneName: 'longOffset'});
        return formatOffset(offsetMinutes, count > 4, count > 4);
      case 'X':
      case 'x':
        return formatOffset(offsetMinutes, count === 3 || count === 5, letter === 'X', count === 1);
      default:
        return letter.repeat(count);
    }
  };

  // Agents write moment.js letters, as the spec's own example does ('E MMM d, YYYY h:mm a'). Where
  // TR35's field would be nonsense, the one meant is shown: beside a month, Y (the week year: Dec
  // 28, 2026 for Dec 28, 2025 in the US) is the year and, without d, D (the day of the year:
  // 2026-02-33) the day; beside a 12-hour clock without a, A (milliseconds in the day) is AM/PM;
  // beside a year or day without an hour or seconds, m (minutes: 2026-17-02) is the month.
  // ddd and dddd (as moment.js and .NET write a weekday; TR35's d has one or two letters) are E.
  const fieldLetter = (text: string, letter: string) =>
    letter === 'd' && text.length > 2 ? 'E' : letter;
  const letters = pattern.replace(datePatternPart, (text, _quoted, letter?: string) =>
    letter ? fieldLetter(text, letter) : '',
  );
  const minutesAsMonth = /m/.test(letters) && /[yYdD]/.test(letters) && !/[hHkKsML]/.test(letters);
  const withMonth = minutesAsMonth || /[ML]/.test(letters);
  const meant: Partial<Record<string, string | false>> = {
    m: minutesAsMonth && 'M',
    Y: withMonth && 'y',
    D: withMonth && !letters.includes('d') && 'd',
    A: /[hK]/.test(letters) && !/[ab]/.test(letters) && 'a',
  };

  return pattern.replace(datePatternPart, (text, quoted?: string, letter?: string) => {
    if (!letter) return quoted?.replace(/''/g, "'") ?? "'";
    letter = fieldLetter(text, letter);
    return field(meant[letter] || letter, text.length);
  });
}

// TR35 pattern syntax: a run of one ASCII letter is a field (`yyyy`, `MMM`); text in single
// quotes is literal (`'at'`), `''` is one quote (inside quotes too); an unterminated quote runs
// to the end; every other character is copied as written.
const datePatternPart = /''|'((?:''|[^'])*)'?|([A-Za-z])\2*/g;

/** The first day of the week (1 = Monday … 7 = Sunday), then the days of the new year the first
 * week must hold. */
type WeekInfo = readonly [firstDay: number, minimalDays: number];

const weekInfos = new Map<string, WeekInfo>();

/** What engines answer for `Intl.Locale#getWeekInfo()` (or the older `weekInfo`). */
interface LocaleWeekInfo {
  readonly firstDay?: number;
  readonly minimalDays?: number;
}

// CLDR's territories whose first week must hold 4 days (ISO 8601); elsewhere 1 day. Engines
// dropped `minimalDays` from `Intl.Locale#getWeekInfo`, so it is looked up by region here.
const fourDayFirstWeek =
  'ADANATAXBEBGCHCZDEDKEEESFIFJFOFRGBGFGGGIGPGRHUIEIMISITJELILTLUMCMQNLNOPLPTRERUSESJSKSMVA'.match(
    /../g,
  )!;

function weekInfo(locale: string | undefined): WeekInfo {
  return memo(weekInfos, locale ?? '', () => {
    try {
      const data = new Intl.Locale(
        locale ?? new Intl.DateTimeFormat().resolvedOptions().locale,
      ) as Intl.Locale & {getWeekInfo?: () => LocaleWeekInfo; weekInfo?: LocaleWeekInfo};
      const info = data.getWeekInfo?.() ?? data.weekInfo ?? {};
      return [
        info.firstDay ?? 1,
        info.minimalDays ?? (fourDayFirstWeek.includes(data.maximize().region ?? '') ? 4 : 1),
      ];
    } catch {
      return [1, 4];
    }
  });
}

/** Days since 1970-01-01 of a calendar date. */
function dayNumber(year: number, month: number, day: number): number {
  return utcMillis(year, month, day) / 86400000;
}

/** The first day of the first week that holds at least `minimalDays` days from `first` on. */
function firstWeekStart(first: number, [firstDay, minimalDays]: WeekInfo): number {
  // Day 0 (1970-01-01) was a Thursday: ISO weekday 4.
  const offset = (((first + 3 - firstDay + 1) % 7) + 7) % 7;
  return first - offset + (7 - offset >= minimalDays ? 0 : 7);
}

/** The week year and the week of the year. */
function weekOfYear([year, month, day]: ZonedFields, info: WeekInfo): [number, number] {
  const today = dayNumber(year, month, day);
  // The week year is the latest of the next, this and the previous year whose first week has
  // begun by today.
  let weekYear = year + 1;
  let start: number;
  while (today < (start = firstWeekStart(dayNumber(weekYear, 1, 1), info))) weekYear--;
  return [weekYear, Math.floor((today - start) / 7) + 1];
}

/** Week of the month; days before the month's first full-enough week are in week 0. */
function weekOfMonth([year, month, day]: ZonedFields, info: WeekInfo): number {
  const start = firstWeekStart(dayNumber(year, month, 1), info);
  return Math.floor((dayNumber(year, month, day) - start) / 7) + 1;
}

/** `timeZone` if the runtime knows it, else undefined (the runtime's own zone). */
export function knownZone(timeZone: string | undefined): string | undefined {
  return timeZone
    ? memo(knownZones, timeZone, () => {
        try {
          new Intl.DateTimeFormat('en-US', {timeZone});
          return timeZone;
        } catch {
          return '';
        }
      }) || undefined
    : undefined;
}
