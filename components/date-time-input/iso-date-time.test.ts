import {expect} from '@open-wc/testing';
import {fromInputValue, modeFor, parseIso, toInputBound, toInputValue} from './iso-date-time.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** The local wall clock of an instant as `YYYY-MM-DDTHH:MM`. */
function localInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** `Date#toISOString` without milliseconds. */
const utc = (d: Date) => d.toISOString().replace('.000Z', 'Z');
function localOffset(d: Date): string {
  const east = -d.getTimezoneOffset();
  const abs = Math.abs(east);
  return `${east < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

describe('ISO 8601 ⇄ native date/time input values', () => {
  it('chooses the picker from enableDate / enableTime, both when neither is set', () => {
    expect(modeFor(true, false)).to.equal('date');
    expect(modeFor(false, true)).to.equal('time');
    expect(modeFor(true, true)).to.equal('datetime');
    expect(modeFor(undefined, undefined)).to.equal('datetime');
  });

  it('splits dates, times and date-times and refuses anything else', () => {
    expect(parseIso('2025-07-15T19:00:00Z')).to.deep.equal({
      date: '2025-07-15',
      time: {hours: 19, minutes: 0, seconds: 0, fraction: '', hasSeconds: true},
      zone: 'Z',
    });
    expect(parseIso('2025-07-15')).to.deep.equal({date: '2025-07-15'});
    expect(parseIso('14:30')!.time).to.deep.include({hours: 14, minutes: 30, hasSeconds: false});
    for (const bad of ['', 'tomorrow', '2025-7-1', '25:00:00x', 42]) {
      expect(parseIso(bad), String(bad)).to.equal(undefined);
    }
  });

  it('shows floating values, dates and times as written', () => {
    expect(toInputValue('2025-07-15', 'date')).to.equal('2025-07-15');
    expect(toInputValue('2025-07-15T19:00:00', 'datetime')).to.equal('2025-07-15T19:00');
    expect(toInputValue('2025-07-15T19:00:30', 'datetime')).to.equal('2025-07-15T19:00:30');
    expect(toInputValue('14:30:00', 'time')).to.equal('14:30');
    expect(toInputValue('2025-07-15', 'datetime')).to.equal('2025-07-15T00:00');
    expect(toInputValue('14:30', 'date')).to.equal('');
    expect(toInputValue('', 'date')).to.equal('');
  });

  it('shows a date-time with a zone in local time', () => {
    const iso = '2025-07-15T19:00:00Z';
    expect(toInputValue(iso, 'datetime')).to.equal(localInput(iso));
    expect(toInputValue(iso, 'date')).to.equal(localInput(iso).slice(0, 10));
    expect(toInputValue(iso, 'time')).to.equal(localInput(iso).slice(11));
    const offset = '2025-07-15T21:00:00+02:00';
    expect(toInputValue(offset, 'datetime')).to.equal(localInput(iso));
  });

  it('shows and writes wall-clock time in the given IANA time zone', () => {
    const utcValue = '2025-07-15T19:00:00Z';
    expect(toInputValue(utcValue, 'datetime', 'Asia/Kolkata')).to.equal('2025-07-16T00:30');
    expect(fromInputValue('2025-07-16T01:00', 'datetime', utcValue, 'Asia/Kolkata')).to.equal(
      '2025-07-15T19:30:00Z',
    );
    expect(fromInputValue('2025-08-01', 'date', utcValue, 'Asia/Kolkata')).to.equal(
      '2025-07-31T19:00:00Z',
    );
    expect(toInputValue('2025-07-15T19:00:00', 'datetime', 'Asia/Kolkata')).to.equal(
      '2025-07-15T19:00',
    );
  });

  it('writes a new date-time with the offset its zone has on that day', () => {
    const ny = 'America/New_York';
    expect(fromInputValue('2025-07-15T19:00', 'datetime', '', ny)).to.equal(
      '2025-07-15T19:00:00-04:00',
    );
    expect(fromInputValue('2025-01-15T19:00', 'datetime', '', ny)).to.equal(
      '2025-01-15T19:00:00-05:00',
    );
  });

  it('gives every value back unchanged when the input is not edited', () => {
    const samples: [string, 'date' | 'time' | 'datetime'][] = [
      ['2025-07-15T19:00:00Z', 'datetime'],
      ['2025-07-15T19:00:00.250Z', 'datetime'],
      ['2025-07-15T21:00:00+02:00', 'datetime'],
      ['2025-07-15T21:00:00-0530', 'datetime'],
      ['2025-07-15T19:00', 'datetime'],
      ['2025-07-15T19:00:00', 'datetime'],
      ['2025-07-15T19:00:00Z', 'date'],
      ['2025-07-15T19:00:45Z', 'time'],
      ['2025-07-15', 'date'],
      ['14:30', 'time'],
      ['14:30:00', 'time'],
      ['14:30:00Z', 'time'],
    ];
    for (const zone of [undefined, 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Kiritimati']) {
      for (const [iso, mode] of samples) {
        const shown = toInputValue(iso, mode, zone);
        expect(fromInputValue(shown, mode, iso, zone), `${iso} as ${mode} in ${zone}`).to.equal(
          iso,
        );
      }
    }
  });

  it('keeps the zone and seconds of the previous value after an edit', () => {
    const edited = localInput('2025-07-15T20:30:00Z');
    expect(fromInputValue(edited, 'datetime', '2025-07-15T19:00:00Z')).to.equal(
      '2025-07-15T20:30:00Z',
    );
    expect(fromInputValue(edited, 'datetime', '2025-07-15T21:00:00+02:00')).to.equal(
      '2025-07-15T22:30:00+02:00',
    );
    expect(fromInputValue('2025-07-16T08:15', 'datetime', '2025-07-15T19:00')).to.equal(
      '2025-07-16T08:15',
    );
  });

  it('keeps the time of day when only the date is picked, and the date when only the time is', () => {
    const before = '2025-07-15T19:00:00Z';
    const local = new Date(before);
    const newDay = new Date(2025, 7, 1, local.getHours(), local.getMinutes());
    expect(fromInputValue('2025-08-01', 'date', before)).to.equal(utc(newDay));
    const newTime = new Date(local.getFullYear(), local.getMonth(), local.getDate(), 6, 45);
    expect(fromInputValue('06:45', 'time', before)).to.equal(utc(newTime));
  });

  it('writes new values as a date, a time with seconds, or a date-time with the local offset', () => {
    expect(fromInputValue('2025-07-15', 'date', '')).to.equal('2025-07-15');
    expect(fromInputValue('14:30', 'time', '')).to.equal('14:30:00');
    const offset = localOffset(new Date(2025, 6, 15, 19, 0));
    expect(fromInputValue('2025-07-15T19:00', 'datetime', '')).to.equal(
      `2025-07-15T19:00:00${offset}`,
    );
  });

  it('writes an empty string when the input is cleared', () => {
    expect(fromInputValue('', 'datetime', '2025-07-15T19:00:00Z')).to.equal('');
  });

  it('turns min / max into the input format, a date bound starting at midnight', () => {
    expect(toInputBound('2025-01-01', 'datetime')).to.equal('2025-01-01T00:00');
    expect(toInputBound('2025-01-01', 'date')).to.equal('2025-01-01');
    expect(toInputBound('09:00', 'time')).to.equal('09:00');
    expect(toInputBound('not a date', 'date')).to.equal('');
  });
});
