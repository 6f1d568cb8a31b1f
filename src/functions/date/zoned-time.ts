import {memo} from '../locale.js';

/** A wall-clock reading: calendar date and time of day, no zone. */
export interface WallTime {
  /** Astronomical year: 1 BC is 0, 2 BC is -1. */
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
  /** 0–23. */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

/** The calendar fields of an instant as seen in one time zone (proleptic Gregorian). */
export interface ZonedFields extends WallTime {
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
  /** Minutes east of UTC at that instant in that zone. */
  readonly offsetMinutes: number;
}

const fieldFormats = new Map<string, Intl.DateTimeFormat>();
/** The numeric fields read from `Intl`, in the order of {@link WallTime}. */
const wallFields = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

/** The wall-clock fields of `instant` (ms since the epoch) in `timeZone` (default: runtime's). */
export function zonedFields(instant: number, timeZone: string | undefined): ZonedFields {
  const parts: Record<string, string> = {};
  for (const {type, value} of memo(
    fieldFormats,
    timeZone ?? '',
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        ...Object.fromEntries(wallFields.map((field) => [field, 'numeric'])),
      }),
  ).formatToParts(instant)) {
    parts[type] = value;
  }
  const [yearOfEra, month, day, hour24, minute, second] = wallFields.map((field) =>
    Number(parts[field]),
  ) as [number, number, number, number, number, number];
  const year = parts.era?.[0] === 'B' ? 1 - yearOfEra : yearOfEra; // BC, B
  const hour = hour24 % 24;
  const millisecond = ((instant % 1000) + 1000) % 1000;
  const wall = utcMillis(year, month, day, hour, minute, second, millisecond);
  return {
    year,
    month,
    day,
    hour,
    minute,
    second,
    millisecond,
    weekday: new Date(wall).getUTCDay(),
    offsetMinutes: Math.round((wall - instant) / 60000),
  };
}

/** Milliseconds since the epoch of a UTC wall time; years 0–99 are taken literally. */
export function utcMillis(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  return date.getTime();
}

const DAY = 86_400_000;

/**
 * The instant at which the wall clock of `timeZone` shows the given date and time of day (the
 * fields of {@link WallTime}), resolved like JavaScript's `Date` and Temporal's "compatible"
 * mode: in a repeated hour (autumn) the earlier instant, in a skipped hour (spring) the time
 * pushed forward by the gap (02:30 → 03:30).
 */
export function instantOfWallTime(
  timeZone: string | undefined,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond?: number,
): number {
  const asUtc = utcMillis(year, month, day, hour, minute, second, millisecond);
  const before = asUtc - zonedFields(asUtc - DAY, timeZone).offsetMinutes * 60000;
  const after = asUtc - zonedFields(asUtc + DAY, timeZone).offsetMinutes * 60000;
  const shows = (instant: number) => {
    const f = zonedFields(instant, timeZone);
    return f.day === day && f.hour === hour && f.minute === minute;
  };
  const matching = [before, after].filter(shows);
  return matching.length > 0 ? Math.min(...matching) : before;
}
