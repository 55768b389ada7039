import { expect, test } from 'vitest';
import { FUSN_RSVT_MESSAGES as M } from './rsvt.messages.js';
import { ZFusnRsvtCancelBody, ZFusnRsvtForm, ZFusnRsvtListQuery, ZFusnRsvtUnitParams } from './rsvt.schema.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

test('a reservation splits its students into units whose capacities add up to the count', () => {
  const ok = ZFusnRsvtForm.safeParse({
    sesnId: '3',
    stdntCnt: 30,
    units: [
      { unitNm: ' 1모둠 ', cpcty: 15 },
      { unitNm: '2모둠', cpcty: '15' },
    ],
  });
  expect(ok.success).toBe(true);
  expect(ok.data).toEqual({
    sesnId: 3,
    stdntCnt: 30,
    units: [
      { unitNm: '1모둠', cpcty: 15 },
      { unitNm: '2모둠', cpcty: 15 },
    ],
  });

  expect(messagesOf(ZFusnRsvtForm.safeParse({ sesnId: 3, stdntCnt: 30, units: [{ unitNm: 'A', cpcty: 10 }] }))).toEqual([M.unitSum]);
  expect(
    messagesOf(
      ZFusnRsvtForm.safeParse({
        sesnId: 3,
        stdntCnt: 2,
        units: [
          { unitNm: 'A', cpcty: 1 },
          { unitNm: 'A', cpcty: 1 },
        ],
      }),
    ),
  ).toEqual([M.unitNmDuplicate]);
  expect(messagesOf(ZFusnRsvtForm.safeParse({ sesnId: 3, stdntCnt: 1, units: [] }))).toContain(M.unitCount(10));
  const eleven = Array.from({ length: 11 }, (_, i) => ({ unitNm: `${i}`, cpcty: 1 }));
  expect(messagesOf(ZFusnRsvtForm.safeParse({ sesnId: 3, stdntCnt: 11, units: eleven }))).toContain(M.unitCount(10));
});

test('unit codes are 1..10, cancellation reasons 2..500 characters, periods in order', () => {
  expect(ZFusnRsvtUnitParams.safeParse({ schlRsvtId: '1', aplyUnitCd: '10' }).success).toBe(true);
  expect(ZFusnRsvtUnitParams.safeParse({ schlRsvtId: '1', aplyUnitCd: '0' }).success).toBe(false);
  expect(ZFusnRsvtUnitParams.safeParse({ schlRsvtId: '1', aplyUnitCd: "1' or 1=1" }).success).toBe(false);
  expect(messagesOf(ZFusnRsvtCancelBody.safeParse({ cnclRsn: '  ' }))).toEqual([M.cnclRsnRequired]);
  expect(messagesOf(ZFusnRsvtCancelBody.safeParse({ cnclRsn: '가' }))).toEqual([M.cnclRsnLength]);
  expect(messagesOf(ZFusnRsvtCancelBody.safeParse({ cnclRsn: '가'.repeat(501) }))).toEqual([M.cnclRsnLength]);
  expect(ZFusnRsvtCancelBody.parse({ cnclRsn: ' 휴관 ' })).toEqual({ cnclRsn: '휴관' });
  expect(messagesOf(ZFusnRsvtListQuery.safeParse({ bgngYmd: '2026-05-02', endYmd: '2026-05-01' }))).toEqual([M.periodOrder]);
  expect(ZFusnRsvtListQuery.parse({ sttsView: '', prgrmId: '' })).toMatchObject({ currentPage: 1, sttsView: undefined, prgrmId: undefined });
});
