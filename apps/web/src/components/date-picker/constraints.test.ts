import { describe, expect, it } from 'vitest';
import { clampDate, dateBounds, dateProblem } from './date-constraints';
import { endConstraints, rangeProblem, startConstraints } from './range-model';
import { isTimeSelectable, splitDateTime, timeSlots } from './time-model';

describe('date constraints', () => {
  it('min and max dates', () => {
    const c = { minDate: '2025-03-10', maxDate: '2025-03-20' };
    expect(dateProblem('2025-03-09', c)).toBe('min');
    expect(dateProblem('2025-03-10', c)).toBeUndefined();
    expect(dateProblem('2025-03-20', c)).toBeUndefined();
    expect(dateProblem('2025-03-21', c)).toBe('max');
  });

  it('disabled dates as a list or a test', () => {
    expect(dateProblem('2025-03-03', { disabledDates: ['2025-03-03'] })).toBe('disabled');
    expect(dateProblem('2025-03-04', { disabledDates: ['2025-03-03'] })).toBeUndefined();
    expect(dateProblem('2025-03-15', { disabledDates: (iso) => iso.endsWith('15') })).toBe('disabled');
  });

  it('allowed dates: only these', () => {
    const c = { allowedDates: ['2025-03-05', '2025-03-12'] };
    expect(dateProblem('2025-03-05', c)).toBeUndefined();
    expect(dateProblem('2025-03-06', c)).toBe('disabled');
  });

  it('disabled weekdays', () => {
    const weekdaysOnly = { disabledWeekdays: [0, 6] };
    expect(dateProblem('2025-03-01', weekdaysOnly)).toBe('disabled');
    expect(dateProblem('2025-03-02', weekdaysOnly)).toBe('disabled');
    expect(dateProblem('2025-03-03', weekdaysOnly)).toBeUndefined();
  });

  it('the year range bounds the dates, together with min and max', () => {
    expect(dateBounds({ yearRange: [2020, 2030] })).toEqual({ min: '2020-01-01', max: '2030-12-31' });
    expect(dateBounds({ yearRange: [2020, 2030], minDate: '2025-05-05' })).toEqual({ min: '2025-05-05', max: '2030-12-31' });
    expect(dateProblem('2031-01-01', { yearRange: [2020, 2030] })).toBe('max');
    expect(dateProblem('2019-12-31', { yearRange: [2020, 2030] })).toBe('min');
    expect(clampDate('2040-06-01', { yearRange: [2020, 2030] })).toBe('2030-12-31');
  });
});

describe('time constraints', () => {
  it('offers slots at the step', () => {
    expect(timeSlots(30).slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(timeSlots(30)).toHaveLength(48);
    expect(timeSlots(60).at(-1)).toBe('23:00');
  });

  it('min time, max time and disabled times', () => {
    const c = { minTime: '09:00', maxTime: '18:00', disabledTimes: ['12:00', '12:30'] };
    expect(isTimeSelectable('08:30', c)).toBe(false);
    expect(isTimeSelectable('09:00', c)).toBe(true);
    expect(isTimeSelectable('12:30', c)).toBe(false);
    expect(isTimeSelectable('18:00', c)).toBe(true);
    expect(isTimeSelectable('18:30', c)).toBe(false);
    expect(isTimeSelectable('25:00', {})).toBe(false);
  });

  it('splits a date-time value', () => {
    expect(splitDateTime('2025-03-05 09:30')).toEqual({ date: '2025-03-05', time: '09:30' });
    expect(splitDateTime('2025-03-05')).toEqual({ date: '2025-03-05', time: '' });
  });
});

describe('range limits', () => {
  const limits = { minRangeDays: 2, maxRangeDays: 7 };

  it('checks order, then minimum and maximum length in days', () => {
    expect(rangeProblem('2025-03-10', '2025-03-09', limits)).toBe('order');
    expect(rangeProblem('2025-03-10', '2025-03-11', limits)).toBe('min');
    expect(rangeProblem('2025-03-10', '2025-03-12', limits)).toBeUndefined();
    expect(rangeProblem('2025-03-10', '2025-03-17', limits)).toBeUndefined();
    expect(rangeProblem('2025-03-10', '2025-03-18', limits)).toBe('max');
    expect(rangeProblem('2025-03-10', '2025-03-10', {})).toBeUndefined();
  });

  it('narrows the end to the valid window after the start, inside the base limits', () => {
    expect(endConstraints('2025-03-10', {}, limits)).toMatchObject({ minDate: '2025-03-12', maxDate: '2025-03-17' });
    expect(endConstraints('2025-03-10', { maxDate: '2025-03-14' }, limits)).toMatchObject({ maxDate: '2025-03-14' });
    expect(endConstraints('2025-03-10', {}, {})).toMatchObject({ minDate: '2025-03-10', maxDate: undefined });
    expect(endConstraints(undefined, { minDate: '2025-01-01' }, limits)).toEqual({ minDate: '2025-01-01' });
  });

  it('narrows the start to the valid window before the end', () => {
    expect(startConstraints('2025-03-17', {}, limits)).toMatchObject({ minDate: '2025-03-10', maxDate: '2025-03-15' });
    expect(startConstraints('2025-03-17', { minDate: '2025-03-12' }, limits)).toMatchObject({ minDate: '2025-03-12' });
  });
});
