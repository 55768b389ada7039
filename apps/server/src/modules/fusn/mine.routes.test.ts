import { termOf } from '@portal/contract';
import { expect, test } from 'vitest';
import { callAs } from '../../test/board.test-helper.js';
import { schoolWithClass } from '../../test/school-class.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { srvy, srvyRspns } from '../srvy/srvy.table.js';
import { fusnAply, fusnAplyUnit, fusnAtndc, fusnCert, fusnRmndr, fusnSchlRsvt } from './fusn.table.js';
import { indvProgram, indvSesn } from './indv.test-helper.js';

const ctx = useTestApp();
const MINE = '/icec/api/fusn/aply/mine';

async function ctxSurvey(): Promise<number> {
  const [row] = await ctx.app.db
    .insert(srvy)
    .values({
      srvyTtl: '사전 설문',
      bgngDt: new Date(Date.now() - 86_400_000),
      endDt: new Date(Date.now() + 86_400_000),
      trgtSeCd: 'CTX',
      sttsCd: 'OPEN',
      def: { items: [] } as never,
    })
    .returning();
  return row!.srvyId;
}

test("mine lists every own application (GRP through the school's reservation and INDV), surveys, certificate state; a reminder no longer relevant not shown", async () => {
  const db = ctx.app.db;
  const people = await schoolWithClass(ctx.app);
  const [bfr, dgstfn] = [await ctxSurvey(), await ctxSurvey()];

  // a GRP session last week: the student attended, the certificate was issued
  const grp = await indvProgram(db, { prgrmSeCd: 'GRP', prgrmNm: '미래 직업 탐험', bfrSrvyId: bfr, dgstfnSrvyId: dgstfn });
  const pastSesn = await indvSesn(db, grp.prgrmId, { startInHours: -7 * 24, ddlnInHours: -8 * 24 });
  const { schlYr, term } = termOf(new Date().toISOString().slice(0, 10));
  const [rsvt] = await db
    .insert(fusnSchlRsvt)
    .values({ sesnId: pastSesn, schlCd: people.schlCd, rsvtUserId: people.career.userId, stdntCnt: 10, schlYr, term, sttsCd: 'CNFM' })
    .returning();
  await db.insert(fusnAplyUnit).values({ schlRsvtId: rsvt!.schlRsvtId, aplyUnitCd: '1', unitNm: '1모둠', cpcty: 10, aplyCnt: 1 });
  const [grpAply] = await db
    .insert(fusnAply)
    .values({ sesnId: pastSesn, schlRsvtId: rsvt!.schlRsvtId, aplyUnitCd: '1', userId: people.student.userId, sttsCd: 'APLY' })
    .returning();
  await db.insert(fusnAtndc).values({ aplyId: grpAply!.aplyId, atndcCd: 'PRSNT', chkinSeCd: 'QR' });
  await db.insert(fusnCert).values({ certNo: `FUSN-2026-TEST${grpAply!.aplyId}`, aplyId: grpAply!.aplyId });
  await db.insert(srvyRspns).values({ srvyId: bfr, userId: people.student.userId, ctxKey: `rsvt:${rsvt!.schlRsvtId}`, sttsCd: 'SUBMIT' });

  // an INDV session next week, applied
  const indv = await indvProgram(db, { prgrmNm: '드론 코딩 교실', bfrSrvyId: null });
  const nextSesn = await indvSesn(db, indv.prgrmId, { startInHours: 7 * 24 });
  expect((await callAs(ctx.app, people.student.agent, 'POST', `/icec/api/fusn/sesn/${nextSesn}/aply`)).statusCode).toBe(200);

  // a reminder of the teacher for a reservation already applied to and past, and another student's application: neither shows
  await db.insert(fusnRmndr).values({ schlRsvtId: rsvt!.schlRsvtId, userId: people.student.userId, sentBy: people.career.userId });
  await db.insert(fusnAply).values({ sesnId: pastSesn, schlRsvtId: rsvt!.schlRsvtId, aplyUnitCd: '1', userId: people.classmate.userId, sttsCd: 'APLY' });

  const res = await callAs(ctx.app, people.student.agent, 'GET', MINE);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.list.map((a: { prgrmNm: string }) => a.prgrmNm)).toEqual(['드론 코딩 교실', '미래 직업 탐험']);
  expect(body.list[0]).toMatchObject({
    prgrmSeCd: 'INDV',
    slctSeCd: 'FCFS',
    sttsCd: 'APLY',
    cnclPsbltyYn: 'Y',
    certPsbltyYn: 'N',
    certNo: null,
    bfrSrvy: null,
    dgstfnSrvy: null,
    hallNms: [expect.stringMatching(/^미래관/)],
  });
  expect(body.list[1]).toMatchObject({
    prgrmSeCd: 'GRP',
    slctSeCd: null,
    schlRsvtId: rsvt!.schlRsvtId,
    aplyUnitCd: '1',
    unitNm: '1모둠',
    atndcCd: 'PRSNT',
    cnclPsbltyYn: 'N',
    certPsbltyYn: 'Y',
    certNo: `FUSN-2026-TEST${grpAply!.aplyId}`,
    bfrSrvy: { srvyId: bfr, ctxKey: `rsvt:${rsvt!.schlRsvtId}`, answeredYn: 'Y' },
    dgstfnSrvy: { srvyId: dgstfn, ctxKey: `atnd:${pastSesn}`, answeredYn: 'N' },
  });
  expect(body.reminders).toEqual([]);
  // the classmate sees only their own
  const theirs = (await callAs(ctx.app, people.classmate.agent, 'GET', MINE)).json();
  expect(theirs.list).toHaveLength(1);
  expect(theirs.list[0].certNo).toBeNull();
});
