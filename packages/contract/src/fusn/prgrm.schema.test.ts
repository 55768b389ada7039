import { expect, test } from 'vitest';
import { toFieldErrors } from '../common/validation.js';
import { FUSN_PRGRM_MESSAGES as M } from './prgrm.messages.js';
import { ZFusnCalendarQuery, ZFusnClsrSave, ZFusnPrgrmSave, ZFusnSesnGenerate, ZFusnSesnSave } from './prgrm.schema.js';

const program = {
  prgrmNm: '미래 직업 탐색',
  prgrmSeCd: 'GRP',
  schlLvls: ['MD01'],
  halls: [1],
  prgrmExpln: '<p>소개</p>',
  durMin: 120,
  opnDt: '2026-03-02T09:00:00+09:00',
  ddlnDays: 3,
};

const errorsOf = (schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) =>
  toFieldErrors(schema.safeParse(value).error?.issues ?? []);

test('a program parses with its defaults', () => {
  expect(ZFusnPrgrmSave.parse(program)).toMatchObject({
    pointYn: 'Y',
    autoCnfmYn: 'N',
    slctSeCd: 'FCFS',
    offerHours: 24,
    schlTermLmt: null,
    bfrSrvyId: null,
    imageFileId: null,
  });
});

test("each of a program's field rules answers in Korean", () => {
  expect(errorsOf(ZFusnPrgrmSave, { ...program, prgrmNm: '가' }).prgrmNm).toBe('2자 이상 입력해 주세요.');
  expect(errorsOf(ZFusnPrgrmSave, { ...program, prgrmNm: ' ' }).prgrmNm).toBe('필수 입력 항목입니다.');
  expect(errorsOf(ZFusnPrgrmSave, { ...program, prgrmNm: '가'.repeat(101) }).prgrmNm).toBe('100자 이하로 입력해 주세요.');
  expect(errorsOf(ZFusnPrgrmSave, { ...program, durMin: 9 }).durMin).toBe('10 이상의 값을 입력해 주세요.');
  expect(errorsOf(ZFusnPrgrmSave, { ...program, durMin: 601 }).durMin).toBe('600 이하의 값을 입력해 주세요.');
  expect(errorsOf(ZFusnPrgrmSave, { ...program, ddlnDays: 61 }).ddlnDays).toBe('60 이하의 값을 입력해 주세요.');
  expect(errorsOf(ZFusnPrgrmSave, { ...program, ddlnDays: -1 }).ddlnDays).toBe('0 이상의 값을 입력해 주세요.');
  expect(errorsOf(ZFusnPrgrmSave, { ...program, halls: [] }).halls).toBe(M.halls);
  expect(errorsOf(ZFusnPrgrmSave, { ...program, schlLvls: [] }).schlLvls).toBe(M.schlLvls);
  expect(errorsOf(ZFusnPrgrmSave, { ...program, prgrmExpln: '<p> </p>' }).prgrmExpln).toBe(M.prgrmExpln);
  expect(errorsOf(ZFusnPrgrmSave, { ...program, opnDt: '내일' }).opnDt).toBe(M.opnDt);
  expect(errorsOf(ZFusnPrgrmSave, { ...program, imageFileId: 3 }).imageAlt).toBeTruthy();
});

const pattern = { bgngYmd: '2026-03-02', endYmd: '2026-03-31', weekdays: [2, 4, 2], slots: [{ bgngTm: '10:00', endTm: '12:00', cpcty: 60 }] };

test('a pattern: weekdays sorted once, slots, times and the period', () => {
  expect(ZFusnSesnGenerate.parse(pattern).weekdays).toEqual([2, 4]);
  expect(errorsOf(ZFusnSesnGenerate, { ...pattern, weekdays: [] }).weekdays).toBe(M.weekdays);
  expect(errorsOf(ZFusnSesnGenerate, { ...pattern, slots: [] }).slots).toBe(M.slots);
  expect(errorsOf(ZFusnSesnGenerate, { ...pattern, slots: Array(11).fill(pattern.slots[0]) }).slots).toBe(M.slots);
  expect(errorsOf(ZFusnSesnGenerate, { ...pattern, slots: [{ bgngTm: '10:00', endTm: '10:00', cpcty: 1 }] })['slots.0.endTm']).toBe(M.endAfterStart);
  expect(errorsOf(ZFusnSesnGenerate, { ...pattern, slots: [{ bgngTm: '9:00', endTm: '10:00', cpcty: 1 }] })['slots.0.bgngTm']).toBe(M.time);
  expect(errorsOf(ZFusnSesnGenerate, { ...pattern, slots: [{ bgngTm: '09:00', endTm: '10:00', cpcty: 501 }] })['slots.0.cpcty']).toBe(
    '500 이하의 값을 입력해 주세요.',
  );
  expect(errorsOf(ZFusnSesnGenerate, { ...pattern, endYmd: '2026-03-01' }).endYmd).toBe(M.period);
  expect(errorsOf(ZFusnSesnGenerate, { ...pattern, endYmd: '2027-03-02' }).endYmd).toBe(M.periodYear);
  expect(ZFusnSesnGenerate.safeParse({ ...pattern, endYmd: '2027-03-01' }).success).toBe(true);
});

test('a session and a closure day', () => {
  expect(errorsOf(ZFusnSesnSave, { sesnYmd: '2026-03-03', bgngTm: '14:00', endTm: '13:00', cpcty: 0 })).toEqual({
    cpcty: '1 이상의 값을 입력해 주세요.',
    endTm: M.endAfterStart,
  });
  expect(errorsOf(ZFusnClsrSave, { clsrYmd: '2026-03-01', clsrSeCd: 'HLDY', clsrNm: '' }).clsrNm).toBe(M.clsrNm);
});

test('the calendar shows a week or five weeks', () => {
  expect(ZFusnCalendarQuery.parse({ startDay: '' })).toEqual({ days: 7 });
  expect(ZFusnCalendarQuery.parse({ days: '35', prgrmSeCd: 'INDV' })).toEqual({ days: 35, prgrmSeCd: 'INDV' });
  expect(ZFusnCalendarQuery.safeParse({ days: '10' }).success).toBe(false);
});
