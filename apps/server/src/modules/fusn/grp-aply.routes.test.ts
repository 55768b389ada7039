import { FUSN_RSVT_MESSAGES as M, schlYrOf } from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs } from '../../test/board.test-helper.js';
import { addRsvt, addStudents, fusnWorld, type TFusnWorldOptions } from '../../test/fusn.test-helper.js';
import { anonymousAgent, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { pointLedger } from '../point/point.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { srvy, srvyRspns } from '../srvy/srvy.table.js';
import { fusnAply, fusnAplyUnit, fusnRmndr, fusnSchlRsvt } from './fusn.table.js';
import { rsvtSrvyCtxCheck } from './rsvt.ctx.js';

const ctx = useTestApp();
const API = '/icec/api/fusn/rsvt';
const call = (agent: TAgent, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);

/** A world with the career teacher's reservation of two units (capacities given). */
async function reserved(
  units: [string, number][] = [
    ['1모둠', 2],
    ['2모둠', 1],
  ],
  o: TFusnWorldOptions = {},
) {
  const w = await fusnWorld(ctx.app, o);
  const schlRsvtId = await addRsvt(ctx.app.db, { sesnId: w.sesn.sesnId, sesnYmd: w.sesn.sesnYmd, schlCd: w.schlCd, rsvtUserId: w.career.userId, units });
  return { ...w, schlRsvtId };
}
const unitCnt = async (schlRsvtId: number, aplyUnitCd: string) =>
  (
    await ctx.app.db
      .select()
      .from(fusnAplyUnit)
      .where(and(eq(fusnAplyUnit.schlRsvtId, schlRsvtId), eq(fusnAplyUnit.aplyUnitCd, aplyUnitCd)))
  )[0]!.aplyCnt;
const aplyPoints = (userId: string) =>
  ctx.app.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.pointTypeCd, 'APLY')));

test('a student of the school applies to a unit: seat taken, APLY points once; cancel returns the seat; reapplying earns no more points', async () => {
  const w = await reserved();
  const view = (await call(w.student.agent, 'GET', `${API}/${w.schlRsvtId}/unit/1`)).json();
  expect(view).toMatchObject({
    schlRsvtId: w.schlRsvtId,
    unit: { aplyUnitCd: '1', cpcty: 2, aplyCnt: 0 },
    myAply: null,
    bfrSrvy: null,
    aplyPsblYn: 'Y',
    cancelableYn: 'N',
  });

  const res = await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`);
  expect(res.statusCode).toBe(200);
  expect(res.json().point).toBe(20);
  expect(await aplyPoints(w.student.userId)).toEqual([expect.objectContaining({ points: 20, idntfKey: `APLY:fusnAply:${w.sesn.sesnId}` })]);
  expect(await unitCnt(w.schlRsvtId, '1')).toBe(1);
  const after = (await call(w.student.agent, 'GET', `${API}/${w.schlRsvtId}/unit/2`)).json();
  expect(after).toMatchObject({ myAply: { aplyUnitCd: '1', sttsCd: 'APLY', asgnYn: 'N' }, aplyPsblYn: 'N', cancelableYn: 'Y' });

  const twice = await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/2/aply`);
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe(M.alreadyApplied);
  expect(await unitCnt(w.schlRsvtId, '2')).toBe(0);

  expect((await call(w.student.agent, 'DELETE', `${API}/${w.schlRsvtId}/aply`)).statusCode).toBe(200);
  expect(await unitCnt(w.schlRsvtId, '1')).toBe(0);
  expect((await call(w.student.agent, 'DELETE', `${API}/${w.schlRsvtId}/aply`)).statusCode).toBe(404);
  const again = await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/2/aply`);
  expect(again.json().point).toBe(0);
  expect(await aplyPoints(w.student.userId)).toHaveLength(1);
});

test('a full unit answers 409 with the Korean message; the double click of one student makes one application', async () => {
  const w = await reserved([
    ['A', 1],
    ['B', 5],
  ]);
  const clicks = await Promise.all([1, 2, 3].map(() => call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`)));
  expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  const full = await call(w.classmate.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`);
  expect(full.statusCode).toBe(409);
  expect(full.json().message).toBe(M.unitFull);
  expect(await unitCnt(w.schlRsvtId, '1')).toBe(1);
  expect(await ctx.app.db.select().from(fusnAply).where(eq(fusnAply.schlRsvtId, w.schlRsvtId))).toHaveLength(1);
});

test('who may apply: another school student, teachers, guests refused; past the deadline 409; a missing unit 404; bad unit code 400', async () => {
  const w = await reserved();
  const other = await call(w.outsider.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`);
  expect(other.statusCode).toBe(403);
  expect(other.json().message).toBe(M.notStudentOfSchool);
  expect((await call(w.outsider.agent, 'GET', `${API}/${w.schlRsvtId}/unit/1`)).statusCode).toBe(403);
  expect((await call(w.career.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`)).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`)).statusCode).toBe(401);
  expect((await call(await anonymousAgent(ctx.app), 'GET', `${API}/${w.schlRsvtId}/unit/1`)).statusCode).toBe(401);
  expect((await call(w.student.agent, 'GET', `${API}/${w.schlRsvtId}/unit/9`)).statusCode).toBe(404);
  expect((await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/9/aply`)).statusCode).toBe(404);
  expect((await call(w.student.agent, 'GET', `${API}/${w.schlRsvtId}/unit/x`)).statusCode).toBe(400);
  expect((await call(w.student.agent, 'GET', `${API}/999999/unit/1`)).statusCode).toBe(404);

  const late = await reserved([['A', 3]], { ddlnPassed: true });
  const res = await call(late.student.agent, 'POST', `${API}/${late.schlRsvtId}/unit/1/aply`);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(M.deadlinePassed);
  expect(await unitCnt(late.schlRsvtId, '1')).toBe(0);
});

test('the before-survey first: 409 until the student submitted it in the ctx rsvt:<id>; the ctx check knows the school and the survey', async () => {
  const [survey] = await ctx.app.db
    .insert(srvy)
    .values({
      srvyTtl: '사전 설문',
      trgtSeCd: 'CTX',
      sttsCd: 'OPEN',
      def: {},
      bgngDt: new Date(Date.now() - 1000),
      endDt: new Date(Date.now() + 86_400_000),
    } as typeof srvy.$inferInsert)
    .returning();
  const w = await reserved([['A', 3]], { bfrSrvyId: survey!.srvyId });
  const ctxKey = `rsvt:${w.schlRsvtId}`;
  expect((await call(w.student.agent, 'GET', `${API}/${w.schlRsvtId}/unit/1`)).json().bfrSrvy).toEqual({ srvyId: survey!.srvyId, ctxKey, answeredYn: 'N' });
  const first = await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`);
  expect(first.statusCode).toBe(409);
  expect(first.json().message).toBe(M.bfrSrvyFirst);

  expect(await rsvtSrvyCtxCheck(ctx.app.db, w.student.userId, String(w.schlRsvtId), survey!.srvyId)).toBe(true);
  expect(await rsvtSrvyCtxCheck(ctx.app.db, w.student.userId, String(w.schlRsvtId))).toBe(true);
  expect(await rsvtSrvyCtxCheck(ctx.app.db, w.student.userId, String(w.schlRsvtId), survey!.srvyId + 1)).toBe(false);
  expect(await rsvtSrvyCtxCheck(ctx.app.db, w.outsider.userId, String(w.schlRsvtId), survey!.srvyId)).toBe(false);
  for (const ref of ['abc', '1e3', '9999999999']) expect(await rsvtSrvyCtxCheck(ctx.app.db, w.student.userId, ref), ref).toBe(false);

  await ctx.app.db
    .insert(srvyRspns)
    .values({ srvyId: survey!.srvyId, userId: w.student.userId, ctxKey, sttsCd: 'SUBMIT', answers: {}, sbmsnDt: new Date() } as typeof srvyRspns.$inferInsert);
  expect((await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`)).statusCode).toBe(200);
});

test('mine: the school reservations with units and own application; reminders shown while relevant; teachers 403', async () => {
  const w = await reserved();
  await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/2/aply`);
  await ctx.app.db.insert(fusnRmndr).values({ schlRsvtId: w.schlRsvtId, userId: w.classmate.userId, sentBy: w.career.userId });
  const mine = (await call(w.student.agent, 'GET', `${API}/mine`)).json();
  expect(mine.list).toEqual([expect.objectContaining({ schlRsvtId: w.schlRsvtId, myAply: expect.objectContaining({ aplyUnitCd: '2' }), aplyPsblYn: 'N' })]);
  expect(mine.list[0].rsvtUserNm).toBeUndefined();
  expect(mine.reminders).toEqual([]);
  const theirs = (await call(w.classmate.agent, 'GET', `${API}/mine`)).json();
  expect(theirs.list[0]).toMatchObject({ myAply: null, aplyPsblYn: 'Y' });
  expect(theirs.reminders).toEqual([expect.objectContaining({ schlRsvtId: w.schlRsvtId, sentByNm: '최진로', prgrmNm: '미래 직업 탐험' })]);
  // a GET writes nothing: the notice is still there on the next visit, on both pages, and unread in the table
  expect((await call(w.classmate.agent, 'GET', `${API}/mine`)).json().reminders).toHaveLength(1);
  expect((await call(w.classmate.agent, 'GET', '/icec/api/fusn/aply/mine')).json().reminders).toEqual([
    expect.objectContaining({ schlRsvtId: w.schlRsvtId, prgrmNm: '미래 직업 탐험', bgngTm: w.sesn.bgngTm }),
  ]);
  expect((await ctx.app.db.select().from(fusnRmndr).where(eq(fusnRmndr.userId, w.classmate.userId)))[0]!.readAt).toBeNull();
  // once the student applies, the notice is no longer relevant
  expect((await call(w.classmate.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`)).statusCode).toBe(200);
  expect((await call(w.classmate.agent, 'GET', `${API}/mine`)).json().reminders).toEqual([]);
  expect((await call(w.classmate.agent, 'GET', '/icec/api/fusn/aply/mine')).json().reminders).toEqual([]);
  expect((await call(w.outsider.agent, 'GET', `${API}/mine`)).json().list).toEqual([]);
  expect((await call(w.career.agent, 'GET', `${API}/mine`)).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'GET', `${API}/mine`)).statusCode).toBe(401);
});

test('teacher lists: applied and not applied students with full names, filters, logged; homeroom sees their class; plain and other school 403', async () => {
  const w = await reserved();
  await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`);
  const applied = (await call(w.career.agent, 'GET', `${API}/${w.schlRsvtId}/stdnt/aply`)).json();
  expect(applied.list).toEqual([
    expect.objectContaining({ userId: w.student.userId, userNm: '김포트', grd: 2, clsNo: 3, stdntNo: 7, aplyUnitCd: '1', unitNm: '1모둠', asgnYn: 'N' }),
  ]);
  expect(applied.classes).toEqual([{ grd: 2, clsNo: 3 }]);
  const notApplied = (await call(w.homeroom.agent, 'GET', `${API}/${w.schlRsvtId}/stdnt/notAply`)).json();
  expect(notApplied.list).toEqual([expect.objectContaining({ userId: w.classmate.userId, userNm: '이학급', rmndrCnt: 0, lastRmndrAt: null })]);
  expect((await call(w.homeroom.agent, 'GET', `${API}/${w.schlRsvtId}/stdnt/notAply?grd=1`)).json().list).toEqual([]);
  expect((await call(w.homeroom.agent, 'GET', `${API}/${w.schlRsvtId}/stdnt/aply?aplyUnitCd=2`)).json().list).toEqual([]);
  const logs = await ctx.app.db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, w.homeroom.userId));
  expect(logs.length).toBeGreaterThanOrEqual(2);

  for (const path of ['stdnt/aply', 'stdnt/notAply']) {
    const plain = await call(w.plain.agent, 'GET', `${API}/${w.schlRsvtId}/${path}`);
    expect(plain.statusCode).toBe(403);
    expect(plain.json().message).toBe(M.listForbidden);
    expect((await call(w.otherTeacher.agent, 'GET', `${API}/${w.schlRsvtId}/${path}`)).statusCode).toBe(403);
    expect((await call(w.student.agent, 'GET', `${API}/${w.schlRsvtId}/${path}`)).statusCode).toBe(403);
    expect((await call(await anonymousAgent(ctx.app), 'GET', `${API}/${w.schlRsvtId}/${path}`)).statusCode).toBe(401);
  }
});

test('assign: places students in a unit up to its capacity and says who was refused and why; other school teacher 403', async () => {
  const w = await reserved([
    ['A', 2],
    ['B', 1],
  ]);
  const extra = await addStudents(ctx.app.db, { clsId: w.clsId, schlCd: w.schlCd, schlYr: w.schlYr, count: 2 });
  await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`);
  const res = await call(w.homeroom.agent, 'POST', `${API}/${w.schlRsvtId}/assign`, {
    aplyUnitCd: '1',
    userIds: [w.student.userId, w.classmate.userId, extra[0], w.outsider.userId],
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    assigned: [w.classmate.userId],
    refused: [
      { userId: w.student.userId, reason: M.refused.alreadyApplied },
      { userId: extra[0], reason: M.refused.unitFull },
      { userId: w.outsider.userId, reason: M.refused.notStudent },
    ],
  });
  expect(await unitCnt(w.schlRsvtId, '1')).toBe(2);
  const list = (await call(w.career.agent, 'GET', `${API}/${w.schlRsvtId}/stdnt/aply`)).json().list;
  expect(list.find((s: { userId: string }) => s.userId === w.classmate.userId)).toMatchObject({ asgnYn: 'Y' });

  const other = await call(w.otherTeacher.agent, 'POST', `${API}/${w.schlRsvtId}/assign`, { aplyUnitCd: '2', userIds: [extra[1]] });
  expect(other.statusCode).toBe(403);
  expect((await call(w.plain.agent, 'POST', `${API}/${w.schlRsvtId}/assign`, { aplyUnitCd: '2', userIds: [extra[1]] })).statusCode).toBe(403);
  expect((await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/assign`, { aplyUnitCd: '2', userIds: [extra[1]] })).statusCode).toBe(403);
  const none = await call(w.career.agent, 'POST', `${API}/${w.schlRsvtId}/assign`, { aplyUnitCd: '2', userIds: [] });
  expect(none.statusCode).toBe(400);
  expect(none.json().data.fieldErrors.userIds).toBe(M.noStudents);
  expect(await unitCnt(w.schlRsvtId, '2')).toBe(0);
});

test('remind: notices to students who have not applied (applied and other school ones skipped); other school teacher 403', async () => {
  const w = await reserved();
  await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`);
  const res = await call(w.career.agent, 'POST', `${API}/${w.schlRsvtId}/remind`, { userIds: [w.student.userId, w.classmate.userId, w.outsider.userId] });
  expect(res.json()).toEqual({ sentCnt: 1 });
  const rows = await ctx.app.db.select().from(fusnRmndr).where(eq(fusnRmndr.schlRsvtId, w.schlRsvtId));
  expect(rows.map((r) => r.userId)).toEqual([w.classmate.userId]);
  expect((await call(w.career.agent, 'GET', `${API}/${w.schlRsvtId}/stdnt/notAply`)).json().list[0]).toMatchObject({ rmndrCnt: 1 });
  expect((await call(w.otherTeacher.agent, 'POST', `${API}/${w.schlRsvtId}/remind`, { userIds: [w.classmate.userId] })).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'POST', `${API}/${w.schlRsvtId}/remind`, { userIds: [w.classmate.userId] })).statusCode).toBe(401);
});

test("a reservation of next school year (booked in February for March): the student's current class lets them see it and apply; the teacher's lists find them", async () => {
  const w = await reserved();
  await ctx.app.db
    .update(fusnSchlRsvt)
    .set({ schlYr: schlYrOf() + 1 })
    .where(eq(fusnSchlRsvt.schlRsvtId, w.schlRsvtId));
  expect((await call(w.student.agent, 'GET', `${API}/mine`)).json().list).toEqual([expect.objectContaining({ schlRsvtId: w.schlRsvtId })]);
  expect((await call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`)).statusCode).toBe(200);
  expect((await call(w.career.agent, 'GET', `${API}/${w.schlRsvtId}/stdnt/aply`)).json().list).toEqual([expect.objectContaining({ userId: w.student.userId })]);
  expect((await call(w.outsider.agent, 'POST', `${API}/${w.schlRsvtId}/unit/2/aply`)).statusCode).toBe(403);
});

test("the school's cancel racing students' applications: no application stays live in the cancelled reservation, the units stay at 0", async () => {
  for (let round = 0; round < 3; round += 1) {
    const w = await reserved([
      ['1모둠', 5],
      ['2모둠', 5],
    ]);
    const results = await Promise.all([
      call(w.student.agent, 'POST', `${API}/${w.schlRsvtId}/unit/1/aply`),
      call(w.career.agent, 'POST', `${API}/${w.schlRsvtId}/cancel`),
      call(w.classmate.agent, 'POST', `${API}/${w.schlRsvtId}/unit/2/aply`),
    ]);
    expect(results[1].statusCode).toBe(200);
    for (const r of [results[0], results[2]]) expect([200, 409]).toContain(r.statusCode);
    const live = await ctx.app.db
      .select()
      .from(fusnAply)
      .where(and(eq(fusnAply.schlRsvtId, w.schlRsvtId), ne(fusnAply.sttsCd, 'CNCL')));
    expect(live).toEqual([]);
    expect(await unitCnt(w.schlRsvtId, '1')).toBe(0);
    expect(await unitCnt(w.schlRsvtId, '2')).toBe(0);
  }
});
