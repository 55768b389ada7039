import { describe, expect, it } from 'vitest';
import { formatSeoulDateTime, seoulDate, seoulDayOf, seoulInstant, toSeoulLocalInput } from './seoul-time.js';

describe('Seoul time', () => {
  it('reads an instant nine hours on from UTC, across the day and the year', () => {
    expect(seoulDate(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(formatSeoulDateTime('2026-03-01T00:05:09.123Z')).toBe('2026-03-01 09:05:09');
    expect(toSeoulLocalInput(new Date('2026-02-28T15:30:00Z'))).toBe('2026-03-01T00:30');
    expect(seoulDayOf('2026-11-30T15:30:00Z')).toBe('2026-12-01');
  });

  it('answers the same as the time zone database for every hour of a year', () => {
    const zone = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 3_600_000 + 61_000) {
      expect(formatSeoulDateTime(new Date(at))).toBe(zone.format(at));
    }
  });

  it('gives nothing for no time or an invalid one', () => {
    expect(formatSeoulDateTime(null)).toBe('');
    expect(formatSeoulDateTime('not a time')).toBe('');
    expect(toSeoulLocalInput(undefined)).toBe('');
    expect(seoulDayOf('someday')).toBe('someday');
  });

  it('turns a Seoul day and time back into its instant', () => {
    expect(seoulInstant('2026-12-03', '10:05').toISOString()).toBe('2026-12-03T01:05:00.000Z');
    expect(formatSeoulDateTime(seoulInstant('2026-12-03'))).toBe('2026-12-03 00:00:00');
  });
});
