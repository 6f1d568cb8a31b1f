import {instantOfWallTime, utcMillis} from './zoned-time.js';

// A calendar date, a date and time of day, or a time of day alone; none with an offset.
const wallTime =
  /^(?:(\d{4})-(\d{2})-(\d{2}))?(?:(?:^|[T ])(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?$/;

/**
 * The instant (ms since the epoch) a `formatDate` value stands for, or undefined when it is no
 * date. Accepted: a Date, a finite number (ms since the epoch, also as a digit string of other
 * than 8 digits), an ISO 8601 string, extended (2026-02-02) or basic (20260202,
 * 20260202T1015Z). Strings without an offset are wall-clock times of `timeZone` ("floating"), so
 * `2025-12-28` shows as Dec 28 everywhere; a bare time (`14:30`) is taken on 1970-01-01.
 */
export function toInstant(value: unknown, timeZone: string | undefined): number | undefined {
  let ms = NaN;
  if (value instanceof Date || typeof value === 'number') ms = Number(value);
  else if (typeof value === 'string') {
    // ISO 8601's basic format (20260202, 20260202T101500Z) as its extended one, and an offset
    // as ECMAScript's date format writes it (+01:00): engines other than V8 may refuse +0100.
    const text = value
      .trim()
      .replace(/^(\d{4})(\d\d)(\d\d)(?!\d)/, '$1-$2-$3')
      .replace(/(?<=T\d\d(\d\d)?)(?=\d\d)/g, ':')
      .replace(/(T[\d:.,]+[+-]\d\d)(\d\d)$/, '$1:$2');
    const wall = text ? wallTime.exec(text) : null;
    if (/^-?\d{5,}$/.test(text)) ms = Number(text);
    else ms = wall ? floating(wall, timeZone) : Date.parse(text);
  }
  return Number.isFinite(ms) ? ms : undefined;
}

/** The instant of a wall time matched by {@link wallTime}, or NaN for an impossible one. */
function floating(match: RegExpExecArray, timeZone: string | undefined): number {
  const [year, month, day, hour, minute, second] = [1970, 1, 1, 0, 0, 0].map((otherwise, i) =>
    Number(match[i + 1] ?? otherwise),
  ) as [number, number, number, number, number, number];
  const millisecond = Number(((match[7] ?? '') + '000').slice(0, 3));
  const check = new Date(utcMillis(year, month, day));
  return hour > 23 ||
    minute > 59 ||
    second > 59 ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
    ? NaN
    : instantOfWallTime(timeZone, year, month, day, hour, minute, second, millisecond);
}
