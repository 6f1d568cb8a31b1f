import {memo, safeLocale} from '../locale.js';
import {tokenizeDatePattern} from './date-pattern.js';
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
const knownZones = new Map<string, boolean>();

type Width = 'narrow' | 'short' | 'long';

/**
 * Formats an instant with a Unicode TR35 pattern, using `Intl` for every localized name and
 * digit. Supported letters: G y Y u Q q M L w W d D F E e c a b B h H K k m s S A z Z O v V X x
 * (`b` is taken as `a`); weeks follow the locale's first day and minimal days
 * (`Intl.Locale#weekInfo`, ISO 8601 where unknown). Other letters are copied as written.
 */
export function formatDatePattern(
  instant: number,
  pattern: string,
  options: DateFormatOptions = {},
): string {
  const locale = safeLocale(options.locale);
  const timeZone = knownZone(options.timeZone);
  const fields = zonedFields(instant, timeZone);
  const env: Env = {instant, locale, timeZone, fields};
  let out = '';
  for (const token of tokenizeDatePattern(pattern)) {
    out += token.kind === 'literal' ? token.text : field(token.letter, token.count, env);
  }
  return out;
}

interface Env {
  readonly instant: number;
  readonly locale: string | undefined;
  readonly timeZone: string | undefined;
  readonly fields: ZonedFields;
}

function field(letter: string, count: number, env: Env): string {
  const {fields} = env;
  const yearOfEra = fields.year > 0 ? fields.year : 1 - fields.year;
  switch (letter) {
    case 'G':
      return name(env, {era: width(count, 4, 5), year: 'numeric'}, 'era');
    case 'y':
      return count === 2 ? digits(env, yearOfEra % 100, 2) : digits(env, yearOfEra, count);
    case 'Y': {
      const {weekYear} = weekOfYear(fields, weekInfo(env.locale));
      return count === 2 ? digits(env, Math.abs(weekYear) % 100, 2) : digits(env, weekYear, count);
    }
    case 'w':
      return digits(env, weekOfYear(fields, weekInfo(env.locale)).week, Math.min(count, 2));
    case 'W':
      return digits(env, weekOfMonth(fields, weekInfo(env.locale)), 1);
    case 'u':
      return (fields.year < 0 ? '-' : '') + digits(env, Math.abs(fields.year), count);
    case 'Q':
    case 'q': {
      const quarter = Math.floor((fields.month - 1) / 3) + 1;
      return count >= 3 ? 'Q' + digits(env, quarter, 1) : digits(env, quarter, count);
    }
    case 'M':
    case 'L':
      if (count <= 2) return digits(env, fields.month, count);
      return letter === 'M' && count !== 5
        ? name(env, {month: width(count, 4, 5), day: 'numeric'}, 'month')
        : name(env, {month: width(count, 4, 5)}, 'month');
    case 'd':
      return digits(env, fields.day, Math.min(count, 2));
    case 'D':
      return digits(env, dayOfYear(fields), Math.min(count, 3));
    case 'F':
      return digits(env, Math.ceil(fields.day / 7), 1);
    case 'E':
      return weekdayName(env, count <= 3 ? 3 : count);
    case 'e':
    case 'c':
      return count <= 2 ? digits(env, localWeekday(env), count) : weekdayName(env, count);
    case 'a':
    case 'b':
      return name(env, {hour: 'numeric', hourCycle: 'h12'}, 'dayPeriod');
    case 'B':
      return name(env, {hour: 'numeric', dayPeriod: width(count, 4, 5)}, 'dayPeriod');
    case 'h':
      return digits(env, fields.hour % 12 || 12, Math.min(count, 2));
    case 'H':
      return digits(env, fields.hour, Math.min(count, 2));
    case 'K':
      return digits(env, fields.hour % 12, Math.min(count, 2));
    case 'k':
      return digits(env, fields.hour || 24, Math.min(count, 2));
    case 'm':
      return digits(env, fields.minute, Math.min(count, 2));
    case 's':
      return digits(env, fields.second, Math.min(count, 2));
    case 'S': {
      const fraction = (String(fields.millisecond).padStart(3, '0') + '0'.repeat(count)).slice(
        0,
        count,
      );
      return digits(env, Number(fraction), count);
    }
    case 'A':
      return digits(
        env,
        ((fields.hour * 60 + fields.minute) * 60 + fields.second) * 1000 + fields.millisecond,
        count,
      );
    case 'z':
      return name(env, {timeZoneName: count >= 4 ? 'long' : 'short'}, 'timeZoneName');
    case 'O':
      return name(env, {timeZoneName: count >= 4 ? 'longOffset' : 'shortOffset'}, 'timeZoneName');
    case 'v':
      return name(env, {timeZoneName: count >= 4 ? 'longGeneric' : 'shortGeneric'}, 'timeZoneName');
    case 'V':
      return count === 2
        ? (env.timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone)
        : letter.repeat(count);
    case 'Z':
      if (count <= 3) return offset(fields.offsetMinutes, {colon: false, z: false});
      if (count === 4) return name(env, {timeZoneName: 'longOffset'}, 'timeZoneName');
      return offset(fields.offsetMinutes, {colon: true, z: true});
    case 'X':
    case 'x':
      return offset(fields.offsetMinutes, {
        colon: count === 3 || count === 5,
        z: letter === 'X',
        optionalMinutes: count === 1,
      });
    default:
      return letter.repeat(count);
  }
}

function width(count: number, long: number, narrow: number): Width {
  return count === narrow ? 'narrow' : count === long ? 'long' : 'short';
}

function weekdayName(env: Env, count: number): string {
  return name(env, {weekday: width(count, 4, 5)}, 'weekday');
}

function digits(env: Env, value: number, minimum: number): string {
  const min = Math.max(1, Math.min(minimum, 21));
  const format = memo(
    numberFormats,
    `${env.locale ?? ''}|${min}`,
    () => new Intl.NumberFormat(env.locale, {useGrouping: false, minimumIntegerDigits: min}),
  );
  return format.format(value);
}

function name(env: Env, options: Intl.DateTimeFormatOptions, part: string): string {
  const format = memo(
    nameFormats,
    `${env.locale ?? ''}|${env.timeZone ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(env.locale, {...options, timeZone: env.timeZone}),
  );
  return format.formatToParts(env.instant).find((p) => p.type === part)?.value ?? '';
}

function dayOfYear({year, month, day}: ZonedFields): number {
  const start = Date.UTC(2000, 0, 1);
  const probe = new Date(start);
  probe.setUTCFullYear(year, month - 1, day);
  const first = new Date(start);
  first.setUTCFullYear(year, 0, 1);
  return Math.round((probe.getTime() - first.getTime()) / 86400000) + 1;
}

/** 1-based day of the week counted from the locale's first day. */
function localWeekday(env: Env): number {
  const isoWeekday = env.fields.weekday === 0 ? 7 : env.fields.weekday;
  return ((isoWeekday - weekInfo(env.locale).firstDay + 7) % 7) + 1;
}

interface WeekInfo {
  /** 1 = Monday … 7 = Sunday. */
  readonly firstDay: number;
  /** Days of the new year the first week must hold. */
  readonly minimalDays: number;
}

const weekInfos = new Map<string, WeekInfo>();

// CLDR's territories whose first week must hold 4 days (ISO 8601); elsewhere 1 day. Engines
// dropped `minimalDays` from `Intl.Locale#getWeekInfo`, so it is looked up by region here.
const fourDayFirstWeek = new Set(
  'AD AN AT AX BE BG CH CZ DE DK EE ES FI FJ FO FR GB GF GG GI GP GR HU IE IM IS IT JE LI LT LU MC MQ NL NO PL PT RE RU SE SJ SK SM VA'.split(
    ' ',
  ),
);

function weekInfo(locale: string | undefined): WeekInfo {
  return memo(weekInfos, locale ?? '', () => {
    try {
      const tag = locale ?? new Intl.DateTimeFormat().resolvedOptions().locale;
      const data = new Intl.Locale(tag) as Intl.Locale & {
        getWeekInfo?: () => Partial<WeekInfo>;
        weekInfo?: Partial<WeekInfo>;
      };
      const info = data.getWeekInfo?.() ?? data.weekInfo ?? {};
      const region = data.maximize().region ?? '';
      return {
        firstDay: info.firstDay ?? 1,
        minimalDays: info.minimalDays ?? (fourDayFirstWeek.has(region) ? 4 : 1),
      };
    } catch {
      return {firstDay: 1, minimalDays: 4};
    }
  });
}

/** Days since 1970-01-01 of a calendar date. */
function dayNumber(year: number, month: number, day: number): number {
  return Math.round(utcMillis(year, month, day) / 86400000);
}

/** 1 = Monday … 7 = Sunday; day 0 (1970-01-01) was a Thursday. */
function isoWeekday(dayNo: number): number {
  return ((((dayNo + 3) % 7) + 7) % 7) + 1;
}

/** The first day of the first week that holds at least `minimalDays` days from `first` on. */
function firstWeekStart(first: number, info: WeekInfo): number {
  const offset = (isoWeekday(first) - info.firstDay + 7) % 7;
  return 7 - offset >= info.minimalDays ? first - offset : first - offset + 7;
}

function weekOfYear(fields: ZonedFields, info: WeekInfo): {weekYear: number; week: number} {
  const today = dayNumber(fields.year, fields.month, fields.day);
  let weekYear = fields.year;
  if (today < firstWeekStart(dayNumber(weekYear, 1, 1), info)) weekYear--;
  else if (today >= firstWeekStart(dayNumber(weekYear + 1, 1, 1), info)) weekYear++;
  const start = firstWeekStart(dayNumber(weekYear, 1, 1), info);
  return {weekYear, week: Math.floor((today - start) / 7) + 1};
}

/** Week of the month; days before the month's first full-enough week are in week 0. */
function weekOfMonth(fields: ZonedFields, info: WeekInfo): number {
  const start = firstWeekStart(dayNumber(fields.year, fields.month, 1), info);
  return Math.floor((dayNumber(fields.year, fields.month, fields.day) - start) / 7) + 1;
}

function offset(
  minutes: number,
  style: {colon: boolean; z: boolean; optionalMinutes?: boolean},
): string {
  if (minutes === 0 && style.z) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const mins = String(Math.abs(minutes) % 60).padStart(2, '0');
  if (style.optionalMinutes && mins === '00') return sign + hours;
  return sign + hours + (style.colon ? ':' : '') + mins;
}

/** `timeZone` if the runtime knows it, else undefined (the runtime's own zone). */
export function knownZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  let known = knownZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', {timeZone});
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(timeZone, known);
  }
  return known ? timeZone : undefined;
}
