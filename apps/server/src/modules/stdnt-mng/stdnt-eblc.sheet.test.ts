import { checkPasswordPolicy, STDNT_EBLC_MESSAGES as M } from '@portal/contract';
import { expect, test } from 'vitest';
import { birthYearRange, checkSheet, normalizeYmd } from './stdnt-eblc.sheet.js';
import { temporaryPassword } from './temp-password.js';

test('the birth years a grade may have: born in schlYr - 6 - grade (elementary), - 12 (middle), - 15 (high), two years older or one younger', () => {
  expect(birthYearRange({ schlYr: 2026, grd: 1, schlTypeCd: 'EL01' })).toEqual({ from: 2017, to: 2020 });
  expect(birthYearRange({ schlYr: 2026, grd: 2, schlTypeCd: 'MD01' })).toEqual({ from: 2010, to: 2013 });
  expect(birthYearRange({ schlYr: 2026, grd: 3, schlTypeCd: 'HI01' })).toEqual({ from: 2006, to: 2009 });
});

test('birth dates as teachers type them; no impossible day', () => {
  expect(normalizeYmd('2013-05-20')).toBe('2013-05-20');
  expect(normalizeYmd('2013.05.20')).toBe('2013-05-20');
  expect(normalizeYmd('2013/05/20')).toBe('2013-05-20');
  expect(normalizeYmd('20130520')).toBe('2013-05-20');
  expect(normalizeYmd('2013-02-29')).toBeUndefined();
  expect(normalizeYmd('13-05-20')).toBeUndefined();
});

test('header problems stop the check; too many rows are refused as a whole', () => {
  const facts = { schlYr: 2026, grd: 2, schlTypeCd: 'MD01', takenNos: new Set<number>() };
  expect(checkSheet([['이름', '이름', '번호', '생년월일']], facts).errors).toEqual([{ rowNo: 1, field: 'userNm', message: M.duplicateColumn }]);
  expect(checkSheet([['이름', '번호', '생년월일']], facts).errors).toEqual([{ rowNo: 1, field: 'file', message: M.noData }]);
  const many = Array.from({ length: 61 }, (_, i) => ['홍길동', String(i + 1), '2012-05-20']);
  expect(checkSheet([['이름', '번호', '생년월일'], ...many], facts).errors).toEqual([{ rowNo: 1, field: 'file', message: M.tooManyRows(60) }]);
});

test('temporary passwords: ten characters of all four kinds, passing the policy, different each time', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 50; i += 1) {
    const pswd = temporaryPassword({ userId: 's0004262030', brdt: '2012-05-20' });
    expect(pswd).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[2-9])(?=.*[!@#$%*]).{10}$/);
    expect(checkPasswordPolicy(pswd, { userId: 's0004262030', brdt: '2012-05-20' })).toBeUndefined();
    seen.add(pswd);
  }
  expect(seen.size).toBe(50);
});
