import { FUSN_PRGRM_MESSAGES as M } from '@portal/contract';
import { describe, expect, test } from 'vitest';
import { canAddSlot, newPattern, nextSlot, patternErrors, type TPatternValues, toGenerate } from './sesn-pattern';

const OVERLAP = '다른 시간대와 겹칩니다.';
const valid = (): TPatternValues => ({ ...newPattern(60), bgngYmd: '2026-12-01', endYmd: '2026-12-31' });

describe('the session pattern form', () => {
  test("a new pattern is Tuesday to Friday, 10-12 and 14-16, with the kind's capacity; once a period is chosen it is valid", () => {
    expect(newPattern(20)).toEqual({
      bgngYmd: '',
      endYmd: '',
      weekdays: [2, 3, 4, 5],
      slots: [
        { bgngTm: '10:00', endTm: '12:00', cpcty: 20 },
        { bgngTm: '14:00', endTm: '16:00', cpcty: 20 },
      ],
    });
    expect(patternErrors(valid(), OVERLAP)).toEqual({});
    expect(toGenerate(valid())).toMatchObject({ bgngYmd: '2026-12-01', weekdays: [2, 3, 4, 5], slots: [{ cpcty: 60 }, { cpcty: 60 }] });
  });

  test('the period: both days required, the end not before the start, at most a year', () => {
    expect(patternErrors({ ...valid(), bgngYmd: '', endYmd: '' }, OVERLAP).period).toBeTruthy();
    expect(patternErrors({ ...valid(), endYmd: '2026-11-30' }, OVERLAP)).toEqual({ period: M.period });
    expect(patternErrors({ ...valid(), endYmd: '2027-12-01' }, OVERLAP)).toEqual({ period: M.periodYear });
    expect(patternErrors({ ...valid(), endYmd: '2027-11-30' }, OVERLAP)).toEqual({});
  });

  test('at least one weekday', () => {
    expect(patternErrors({ ...valid(), weekdays: [] }, OVERLAP)).toEqual({ weekdays: M.weekdays });
  });

  test("each slot's field says its own problem: times HH:MM, the end after the start, the capacity 1..500", () => {
    const errors = patternErrors(
      {
        ...valid(),
        slots: [
          { bgngTm: '', endTm: '12:00', cpcty: 60 },
          { bgngTm: '14:00', endTm: '13:00', cpcty: 60 },
          { bgngTm: '17:00', endTm: '18:00', cpcty: null },
          { bgngTm: '19:00', endTm: '20:00', cpcty: 501 },
        ],
      },
      OVERLAP,
    );
    expect(errors['slots.0.bgngTm']).toBe(M.time);
    expect(errors['slots.1.endTm']).toBe(M.endAfterStart);
    expect(errors['slots.2.cpcty']).toBeTruthy();
    expect(errors['slots.3.cpcty']).toBeTruthy();
    expect(Object.keys(errors).sort()).toEqual(['slots.0.bgngTm', 'slots.1.endTm', 'slots.2.cpcty', 'slots.3.cpcty']);
  });

  test('overlapping slots are refused at the later one; touching ones are fine', () => {
    const touching = {
      ...valid(),
      slots: [
        { bgngTm: '10:00', endTm: '12:00', cpcty: 60 },
        { bgngTm: '12:00', endTm: '13:00', cpcty: 60 },
      ],
    };
    expect(patternErrors(touching, OVERLAP)).toEqual({});
    const overlapping = {
      ...valid(),
      slots: [
        { bgngTm: '10:00', endTm: '12:00', cpcty: 60 },
        { bgngTm: '11:30', endTm: '13:00', cpcty: 60 },
      ],
    };
    expect(patternErrors(overlapping, OVERLAP)).toEqual({ 'slots.1.bgngTm': OVERLAP });
  });

  test('1 to 10 slots; a new slot starts where the last one ended', () => {
    expect(patternErrors({ ...valid(), slots: [] }, OVERLAP)).toEqual({ slots: M.slots });
    const ten = Array.from({ length: 10 }, (_, i) => ({
      bgngTm: `${String(8 + i).padStart(2, '0')}:00`,
      endTm: `${String(8 + i).padStart(2, '0')}:50`,
      cpcty: 10,
    }));
    expect(canAddSlot(ten)).toBe(false);
    expect(canAddSlot(ten.slice(1))).toBe(true);
    expect(nextSlot(valid().slots)).toEqual({ bgngTm: '16:00', endTm: '16:00', cpcty: 60 });
    expect(nextSlot([])).toEqual({ bgngTm: '10:00', endTm: '12:00', cpcty: null });
  });
});
