import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  endOfWeek,
  monthGrid,
  normalizeTypedDate,
  parseIsoDate,
  startOfWeek,
  todayIso,
  weekdayOf,
} from './date-model';

describe('date model', () => {
  it('parses only real dates in YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2025-13-01')).toBeUndefined();
    expect(parseIsoDate('2025-1-01')).toBeUndefined();
    expect(parseIsoDate('2025-01-01 10:00')).toBeUndefined();
  });

  it('normalises the usual typed forms', () => {
    expect(normalizeTypedDate('20250305')).toBe('2025-03-05');
    expect(normalizeTypedDate(' 2025.03.05 ')).toBe('2025-03-05');
    expect(normalizeTypedDate('2025/03/05')).toBe('2025-03-05');
    expect(normalizeTypedDate('2025-03-32')).toBeUndefined();
    expect(normalizeTypedDate('3월 5일')).toBeUndefined();
  });

  it('counts month lengths, leap years included', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
  });

  it('adds days across months, years and the DST dates of other zones', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-08', 2)).toBe('2025-03-10');
    expect(addDays('2025-10-25', 2)).toBe('2025-10-27');
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
  });

  it("adds months keeping the day, or the month's last day", () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-01-15', -13)).toBe('2023-12-15');
  });

  it('knows weekdays and Sunday-first weeks', () => {
    expect(weekdayOf('2025-03-01')).toBe(6);
    expect(weekdayOf('2025-03-02')).toBe(0);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(startOfWeek('2025-03-05')).toBe('2025-03-02');
    expect(endOfWeek('2025-03-05')).toBe('2025-03-08');
  });

  it('builds month grids from Sunday, padded with neighbouring days', () => {
    const march = monthGrid(2025, 3, false);
    expect(march).toHaveLength(6);
    expect(march[0]?.[0]).toEqual({ iso: '2025-02-23', day: 23, inMonth: false });
    expect(march[0]?.[6]).toEqual({ iso: '2025-03-01', day: 1, inMonth: true });
    expect(march[5]?.[1]).toEqual({ iso: '2025-03-31', day: 31, inMonth: true });

    // February 2026 starts on a Sunday and fills exactly four weeks
    expect(monthGrid(2026, 2, false)).toHaveLength(4);
    expect(monthGrid(2025, 6, false)).toHaveLength(5);
  });

  it('always has six weeks with sixWeeks, the extra rows from the next month', () => {
    const february = monthGrid(2026, 2, true);
    expect(february).toHaveLength(6);
    expect(february[4]?.[0]).toEqual({ iso: '2026-03-01', day: 1, inMonth: false });
    expect(february[5]?.[6]?.iso).toBe('2026-03-14');
  });

  it('takes today from the local calendar', () => {
    expect(todayIso(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });
});
