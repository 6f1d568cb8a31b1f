import {formatOffset, pad} from '../../src/functions/date/date-text.js';
import {
  instantOfWallTime,
  offsetAt,
  utcMillis,
  zonedFields,
  type ZonedFields,
} from '../../src/functions/date/zoned-time.js';

/**
 * Conversions between ISO 8601 strings (what agents read and write) and the value formats of the
 * native `date`, `time` and `datetime-local` inputs. A value keeps its shape: a time zone, seconds
 * or fractional seconds the agent sent survive an edit of another field, and nothing is rewritten
 * unless the user changes it.
 */

/** Which native picker a DateTimeInput shows. */
export type DateTimeMode = 'date' | 'time' | 'datetime';

/** The picker for the `enableDate` / `enableTime` flags; neither set means both (a catalog
 * default of `false` for both would otherwise leave the user nothing to pick). */
export function modeFor(enableDate: unknown, enableTime: unknown): DateTimeMode {
  const date = enableDate === true;
  const time = enableTime === true;
  return date === time ? 'datetime' : date ? 'date' : 'time';
}

/** The `type` attribute of the native input for a mode. */
export function inputTypeFor(mode: DateTimeMode): 'date' | 'time' | 'datetime-local' {
  return mode === 'datetime' ? 'datetime-local' : mode;
}

interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
  /** Fractional seconds as written, with the dot (`.250`), or ''. */
  fraction: string;
  /** Whether the seconds field was written at all. */
  hasSeconds: boolean;
}

/** An ISO 8601 date, time or date-time split into what the inputs need. */
export interface IsoParts {
  /** `YYYY-MM-DD`. */
  date?: string;
  time?: ClockTime;
  /** `Z` or a numeric offset exactly as written (`+02:00`, `-0500`). */
  zone?: string;
}

// A date (group 1), a time (hours, minutes, seconds, fraction: 2-5) with an optional zone (6),
// or both joined by `T` or a space.
const ISO_PATTERN =
  /^(\d{4}-\d{2}-\d{2})?(?:(?:^|(?<=\d)[Tt ])(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Splits an ISO 8601 date, time or date-time; undefined for anything else. */
export function parseIso(value: unknown): IsoParts | undefined {
  const match = typeof value === 'string' ? ISO_PATTERN.exec(value.trim()) : null;
  if (!match) return undefined;
  const [, date, h, m, s, fraction, zone] = match;
  if (!h) return date ? {date} : undefined;
  const time: ClockTime = {
    hours: Number(h),
    minutes: Number(m),
    seconds: Number(s ?? 0),
    fraction: fraction ?? '',
    hasSeconds: s !== undefined,
  };
  return {...(date && {date}), time, zone: zone?.toUpperCase()};
}

/** Offset of a zone designator (`Z`, `+hh:mm`, `-hhmm`) in minutes east of UTC. */
function zoneOffsetMinutes(zone: string): number {
  if (zone === 'Z') return 0;
  const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2));
  return zone[0] === '-' ? -minutes : minutes;
}

/** The date and time of day of zoned `fields`, keeping `time`'s fraction and seconds flag. */
function partsAt([year, month, day, hour, minute, second]: ZonedFields, time: ClockTime): IsoParts {
  return {
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
    time: {...time, hours: hour, minutes: minute, seconds: second},
  };
}

function dateFields(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/**
 * The user's wall-clock reading of a value: a date-time with a zone is converted to `timeZone`
 * (an IANA name; default the runtime's), as `formatDate` shows it; a floating value, a date or
 * a time is taken as written.
 */
function wallClock(parts: IsoParts, timeZone: string | undefined): IsoParts {
  if (!parts.date || !parts.time || !parts.zone) return parts;
  const {hours, minutes, seconds} = parts.time;
  const instant =
    utcMillis(...dateFields(parts.date), hours, minutes, seconds) -
    zoneOffsetMinutes(parts.zone) * 60_000;
  return partsAt(zonedFields(instant, timeZone), parts.time);
}

/** `HH:MM`, plus `:SS` (and the fraction) only when they are not zero, as the inputs expect. */
function inputTime(time: ClockTime): string {
  return isoTime({...time, fraction: time.fraction.replace(/^\.0*$/, '')}, false);
}

/** The native input's value for an ISO 8601 string ('' when it does not fit the mode), a
 * zoned date-time shown in `timeZone` (default the runtime's). */
export function toInputValue(value: unknown, mode: DateTimeMode, timeZone?: string): string {
  const parts = parseIso(value);
  if (!parts) return '';
  const local = wallClock(parts, timeZone);
  if (mode === 'date') return local.date ?? '';
  if (mode === 'time') return local.time ? inputTime(local.time) : '';
  if (!local.date) return '';
  return `${local.date}T${local.time ? inputTime(local.time) : '00:00'}`;
}

/** A `min` / `max` bound as the native input's attribute ('' when it does not fit): the same
 * conversion as a value (a date alone is midnight in `datetime` mode). */
export const toInputBound = toInputValue;

function isoTime(time: ClockTime, withSeconds: boolean): string {
  const base = `${pad(time.hours)}:${pad(time.minutes)}`;
  return withSeconds || time.seconds || time.fraction
    ? `${base}:${pad(time.seconds)}${time.fraction}`
    : base;
}

/**
 * The ISO 8601 string to store after the user set the native input to `input` (its value: valid
 * for the mode's input type, or ''), shaped like `previous` (the value in the data model before
 * the edit):
 * - a date-time keeps its zone designator (`Z`, `+02:00`) and its seconds field;
 * - picking only a date keeps the previous time of day, picking only a time keeps the date;
 * - a new date-time (nothing before) is written with seconds and the UTC offset of `timeZone`
 *   (default the runtime's), a new time as `HH:MM:SS`, a new date as `YYYY-MM-DD`;
 * - clearing the input stores ''.
 * The input shows `timeZone`'s wall clock, as {@link toInputValue} does.
 */
export function fromInputValue(
  input: string,
  mode: DateTimeMode,
  previous: unknown,
  timeZone?: string,
): string {
  if (!input) return '';
  const before = parseIso(previous);
  const shownBefore = before ? wallClock(before, timeZone) : undefined;

  // What the user picked; in a date or a time picker, the other half is the shown value's.
  let {date, time} = parseIso(input) ?? {};
  if (mode === 'date') time = shownBefore?.date ? shownBefore.time : undefined;
  if (mode === 'time') date = shownBefore?.time ? shownBefore.date : undefined;
  if (!time) return date ?? input;

  const keepsSeconds = before?.time?.hasSeconds ?? true;
  // A previous zone (only ever written with a time) stays.
  if (!date) return isoTime(time, keepsSeconds) + (before?.zone ?? '');

  const wasDateTime = Boolean(before?.date && before.time);
  if (wasDateTime && !before!.zone) return `${date}T${isoTime(time, keepsSeconds)}`;

  const instant = instantOfWallTime(
    timeZone,
    ...dateFields(date),
    time.hours,
    time.minutes,
    time.seconds,
  );
  const zone = wasDateTime ? before!.zone! : formatOffset(offsetAt(instant, timeZone), true);
  // The wall clock at a fixed offset is UTC's, shifted by that offset.
  const local = partsAt(zonedFields(instant + zoneOffsetMinutes(zone) * 60_000, 'UTC'), time);
  return `${local.date}T${isoTime(local.time!, wasDateTime ? keepsSeconds : true)}${zone}`;
}
