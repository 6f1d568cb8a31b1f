import {memo} from '../locale.js';

/**
 * The calendar fields of an instant as seen in one time zone (proleptic Gregorian): its
 * wall-clock reading, the weekday and the UTC offset.
 */
export type ZonedFields = readonly [
  /** Astronomical year: 1 BC is 0, 2 BC is -1. */
  year: number,
  /** 1–12. */
  month: number,
  day: number,
  /** 0–23. */
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number,
  /** Minutes east of UTC at that instant in that zone. */
  offsetMinutes: number,
];

const fieldFormats = new Map<string, Intl.DateTimeFormat>();
/** The numeric fields read from `Intl`, in the order of {@link ZonedFields}. */
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
  return [
    year,
    month,
    day,
    hour,
    minute,
    second,
    millisecond,
    new Date(wall).getUTCDay(),
    Math.round((wall - instant) / 60000),
  ];
}

/** Minutes east of UTC at `instant` in `timeZone` (default: runtime's). */
export const offsetAt = (instant: number, timeZone: string | undefined): number =>
  zonedFields(instant, timeZone)[8];

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
 * first fields of {@link ZonedFields}), resolved like JavaScript's `Date` and Temporal's "compatible"
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
  const before = asUtc - offsetAt(asUtc - DAY, timeZone) * 60000;
  const after = asUtc - offsetAt(asUtc + DAY, timeZone) * 60000;
  const shows = (instant: number) => {
    const [, , shownDay, shownHour, shownMinute] = zonedFields(instant, timeZone);
    return shownDay === day && shownHour === hour && shownMinute === minute;
  };
  const matching = [before, after].filter(shows);
  return matching.length > 0 ? Math.min(...matching) : before;
}
