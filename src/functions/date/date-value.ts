import {instantOfWallTime, utcMillis} from './zoned-time.js';

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const localDateTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?$/;
const timeOnly = /^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?$/;
const epochDigits = /^-?\d{5,}$/;

/**
 * The instant (ms since the epoch) a `formatDate` value stands for, or undefined when it is no
 * date. Accepted: a Date, a finite number (ms since the epoch, also as a digit string), an ISO
 * 8601 string. Strings without an offset are wall-clock times of `timeZone` ("floating"), so
 * `2025-12-28` shows as Dec 28 everywhere; a bare time (`14:30`) is taken on 1970-01-01.
 */
export function toInstant(value: unknown, timeZone: string | undefined): number | undefined {
  if (value instanceof Date) return finite(value.getTime());
  if (typeof value === 'number') return finite(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (epochDigits.test(text)) return finite(Number(text));
  let match = dateOnly.exec(text);
  if (match) return floating([match[1], match[2], match[3]], timeZone);
  match = localDateTime.exec(text);
  if (match) return floating(match.slice(1), timeZone);
  match = timeOnly.exec(text);
  if (match) return floating(['1970', '01', '01', ...match.slice(1)], timeZone);
  return text === '' ? undefined : finite(Date.parse(text));
}

function finite(ms: number): number | undefined {
  return Number.isFinite(ms) ? ms : undefined;
}

function floating(
  fields: (string | undefined)[],
  timeZone: string | undefined,
): number | undefined {
  const [year, month, day, hour, minute, second] = [0, 1, 2, 3, 4, 5].map((i) =>
    Number(fields[i] ?? 0),
  );
  const fraction = fields[6] ?? '';
  const millisecond = Number((fraction + '000').slice(0, 3));
  const wall = {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: second!,
    millisecond,
  };
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return undefined;
  const check = new Date(utcMillis(wall.year, wall.month, wall.day));
  if (check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day) return undefined;
  return instantOfWallTime(wall, timeZone);
}
