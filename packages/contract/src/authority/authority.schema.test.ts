import { expect, test } from 'vitest';
import { isYmd } from '../common/adm-query.js';
import { AUTHORITY_MESSAGES, authrtSttsOn, checkAuthorityGrant } from './authority.schema.js';
import { checkExportReason, EXPORT_MESSAGES } from '../common/export.js';

test('only real calendar days are dates', () => {
  expect(isYmd('2028-02-29')).toBe(true);
  expect(isYmd('2026-02-29')).toBe(false);
  expect(isYmd('2026-13-01')).toBe(false);
  expect(isYmd('2026-1-01')).toBe(false);
  expect(isYmd(20261101)).toBe(false);
});

test('spec §5: authority, then the period, then the users', () => {
  const ok = { authrtCd: 'STAT_VIEW', bgngYmd: '2026-11-01', endYmd: '2026-11-01', userIds: ['teacher1'] };
  expect(checkAuthorityGrant(ok)).toBeUndefined();
  expect(checkAuthorityGrant({ ...ok, authrtCd: 'toString' })?.message).toBe(AUTHORITY_MESSAGES.authrtCd);
  expect(checkAuthorityGrant({ ...ok, endYmd: '2026-10-31' })?.message).toBe('권한 부여 기간을 확인해 주세요.');
  expect(checkAuthorityGrant({ ...ok, bgngYmd: null })?.message).toBe('권한 부여 기간을 확인해 주세요.');
  expect(checkAuthorityGrant({ ...ok, userIds: [] })?.message).toBe('사용자를 1명 이상 선택해 주세요.');
});

test('a grant is 예정 before, 적용 중 inside (both days) and 만료 after its range', () => {
  const grant = { bgngYmd: '2026-11-10', endYmd: '2026-11-20' };
  expect(['2026-11-09', '2026-11-10', '2026-11-20', '2026-11-21'].map((d) => authrtSttsOn(grant, d))).toEqual(['PLAN', 'APLY', 'APLY', 'EXPR']);
});

test('an export reason is required, 5 to 200 characters', () => {
  expect(checkExportReason(undefined)).toBe(EXPORT_MESSAGES.reasonRequired);
  expect(checkExportReason('    ')).toBe(EXPORT_MESSAGES.reasonRequired);
  expect(checkExportReason('네글자다')).toBe(EXPORT_MESSAGES.reasonLength);
  expect(checkExportReason('다섯글자다')).toBeUndefined();
  expect(checkExportReason('가'.repeat(201))).toBe(EXPORT_MESSAGES.reasonLength);
});
