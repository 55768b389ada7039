import { addDays } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, inject, test } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { crrActv } from '../crr-actv/crr-actv.table.js';
import { holidaysBetween } from './fusn.seed.js';
import { fusnAply, fusnAplyUnit, fusnAtndc, fusnClsr, fusnPrgrm, fusnSchlRsvt, fusnSesn } from './fusn.table.js';

const ctx = useTestApp();
const db = () => ctx.database.db;

test('the public holidays of a period, the lunar ones included', () => {
  expect(holidaysBetween('2026-12-20', '2027-02-10')).toEqual([
    { clsrYmd: '2026-12-25', clsrNm: '성탄절' },
    { clsrYmd: '2027-01-01', clsrNm: '신정' },
    { clsrYmd: '2027-02-06', clsrNm: '설날 연휴' },
    { clsrYmd: '2027-02-07', clsrNm: '설날' },
    { clsrYmd: '2027-02-08', clsrNm: '설날 연휴' },
    { clsrYmd: '2027-02-09', clsrNm: '대체공휴일' },
  ]);
});

test('the demo (test databases are demo-seeded): programs, a confirmed reservation, a past attendance and a lottery to draw', async () => {
  const today = inject('testSeedYmd');
  const prgrms = await db().select().from(fusnPrgrm);
  expect(prgrms.map((p) => `${p.prgrmSeCd}:${p.slctSeCd}:${p.sttsCd}`).sort()).toEqual([
    'GRP:FCFS:OPEN',
    'GRP:FCFS:OPEN',
    'GRP:FCFS:OPEN',
    'INDV:FCFS:OPEN',
    'INDV:LTRY:OPEN',
  ]);
  expect(prgrms.every((p) => p.bfrSrvyId !== null && p.dgstfnSrvyId !== null)).toBe(true);

  const closures = new Set((await db().select().from(fusnClsr)).map((c) => c.clsrYmd));
  const sesns = await db().select().from(fusnSesn);
  expect(sesns.some((s) => closures.has(s.sesnYmd))).toBe(false);
  expect(sesns.filter((s) => s.sesnYmd > today).length).toBeGreaterThan(100);

  const rsvts = await db().select().from(fusnSchlRsvt).where(eq(fusnSchlRsvt.rsvtUserId, 'teacher1'));
  const ahead = rsvts.find((r) => sesns.find((s) => s.sesnId === r.sesnId)!.sesnYmd >= addDays(today, 14));
  expect(ahead).toMatchObject({ sttsCd: 'CNFM', schlCd: '9990004', stdntCnt: 25 });
  const units = await db().select().from(fusnAplyUnit).where(eq(fusnAplyUnit.schlRsvtId, ahead!.schlRsvtId));
  expect(units.map((u) => [u.aplyUnitCd, u.unitNm, u.aplyCnt]).sort()).toEqual([
    ['1', '1모둠', 3],
    ['2', '2모둠', 2],
  ]);
  expect(sesns.find((s) => s.sesnId === ahead!.sesnId)!.rsvdCnt).toBe(25);

  const [attended] = await db()
    .select({ aplyId: fusnAply.aplyId, atndcCd: fusnAtndc.atndcCd })
    .from(fusnAply)
    .innerJoin(fusnAtndc, eq(fusnAtndc.aplyId, fusnAply.aplyId))
    .where(eq(fusnAply.userId, 'student1'));
  expect(attended).toMatchObject({ atndcCd: 'PRSNT' });
  expect(
    await db()
      .select({ actvSeCd: crrActv.actvSeCd })
      .from(crrActv)
      .where(eq(crrActv.srcKey, `atndc:${attended!.aplyId}`)),
  ).toEqual([{ actvSeCd: 'FUSN' }]);

  const ltry = prgrms.find((p) => p.slctSeCd === 'LTRY')!;
  const ltrySesns = sesns.filter((s) => s.prgrmId === ltry.prgrmId);
  expect(ltrySesns.every((s) => s.commitHash && s.seedSalt && !s.seedHex)).toBe(true);
  const drawable = ltrySesns.find((s) => s.ddlnDt.getTime() < Date.now() && s.bgngDt.getTime() > Date.now());
  const entries = await db()
    .select()
    .from(fusnAply)
    .where(and(eq(fusnAply.sesnId, drawable!.sesnId), inArray(fusnAply.sttsCd, ['PEND'])));
  expect(entries.length).toBeGreaterThan(drawable!.cpcty);
  expect(entries.map((e) => e.entryNo).sort((a, b) => a! - b!)).toEqual(entries.map((_, i) => i + 1));
});
