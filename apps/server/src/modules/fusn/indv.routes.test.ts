import { drawWinners, FUSN_INDV_MESSAGES as M, XLSX_CONTENT_TYPE, EXPORT_MESSAGES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, type TMethod } from '../../test/board.test-helper.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { schoolWithClass } from '../../test/school-class.test-helper.js';
import { useTestApp } from '../../test/test-app.js';
import { pointLedger } from '../point/point.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { srvy, srvyRspns } from '../srvy/srvy.table.js';
import { sha256Hex } from './draw-seed.js';
import { fusnAply, fusnPrgrm } from './fusn.table.js';
import { isSesnSrvyParticipant } from './indv.ctx.js';
import { aplysOf, indvProgram, indvSesn, moveSesn, sesnRow } from './indv.test-helper.js';

const ctx = useTestApp();
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const admin = () => sessionFor(ctx.app, 'admin');
const aplyUrl = (sesnId: number) => `/icec/api/fusn/sesn/${sesnId}/aply`;

/** A middle-school student of their own (the program's level), logged in. */
async function student(userNm = '김학생') {
  const m = await createMember(ctx.app.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01', userNm, schlTypeCd: 'MD01', schlNm: '포트중학교', grd: 2, clsNm: '3' });
  return { userId: m.userId, agent: await sessionFor(ctx.app, m.userId) };
}

test('first come first served: a seat, the APLY points once, a double submit is one application, cancel returns the seat', async () => {
  const db = ctx.app.db;
  const { prgrmId } = await indvProgram(db);
  const sesnId = await indvSesn(db, prgrmId, { cpcty: 2 });
  const s = await student();

  const ok = await call(s.agent, 'POST', aplyUrl(sesnId));
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ sesnId, sttsCd: 'APLY', entryNo: null });
  const again = await call(s.agent, 'POST', aplyUrl(sesnId));
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(M.duplicate);
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(1);

  const points = () =>
    db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, s.userId), eq(pointLedger.pointTypeCd, 'APLY')));
  expect(await points()).toHaveLength(1);

  expect((await call(s.agent, 'DELETE', aplyUrl(sesnId))).statusCode).toBe(200);
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(0);
  const second = await call(s.agent, 'DELETE', aplyUrl(sesnId));
  expect(second.statusCode).toBe(404);
  expect(second.json().message).toBe(M.notApplied);
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(0);

  // applying again is a new application, the points stay earned once
  expect((await call(s.agent, 'POST', aplyUrl(sesnId))).statusCode).toBe(200);
  expect(await points()).toHaveLength(1);
  expect((await aplysOf(db, sesnId)).map((a) => a.sttsCd)).toEqual(['CNCL', 'APLY']);
});

test('a program without points earns none', async () => {
  const { prgrmId } = await indvProgram(ctx.app.db, { pointYn: 'N' });
  const sesnId = await indvSesn(ctx.app.db, prgrmId);
  const s = await student();
  expect((await call(s.agent, 'POST', aplyUrl(sesnId))).statusCode).toBe(200);
  expect(
    await ctx.app.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, s.userId), eq(pointLedger.pointTypeCd, 'APLY'))),
  ).toHaveLength(0);
});

test('a full session answers the Korean full message and changes nothing', async () => {
  const { prgrmId } = await indvProgram(ctx.app.db);
  const sesnId = await indvSesn(ctx.app.db, prgrmId, { cpcty: 1 });
  const [a, b] = [await student(), await student()];
  expect((await call(a.agent, 'POST', aplyUrl(sesnId))).statusCode).toBe(200);
  const full = await call(b.agent, 'POST', aplyUrl(sesnId));
  expect(full.statusCode).toBe(409);
  expect(full.json().message).toBe(M.full);
  expect(await aplysOf(ctx.app.db, sesnId)).toHaveLength(1);
});

test('the booking window is the server clock: before opening, after the deadline, a closed program, a cancelled session', async () => {
  const db = ctx.app.db;
  const s = await student();
  const late = await indvProgram(db);
  const pastDeadline = await indvSesn(db, late.prgrmId, { ddlnInHours: -1 });
  const res = await call(s.agent, 'POST', aplyUrl(pastDeadline));
  expect([res.statusCode, res.json().message]).toEqual([409, M.deadlinePassed]);

  const early = await indvProgram(db, { opnDt: new Date(Date.now() + 3_600_000) });
  const notYet = await call(s.agent, 'POST', aplyUrl(await indvSesn(db, early.prgrmId)));
  expect([notYet.statusCode, notYet.json().message]).toEqual([409, M.beforeOpen]);

  const closed = await indvProgram(db, { sttsCd: 'CLOSED' });
  const shut = await call(s.agent, 'POST', aplyUrl(await indvSesn(db, closed.prgrmId)));
  expect([shut.statusCode, shut.json().message]).toEqual([409, M.notOpen]);

  const draft = await indvProgram(db, { sttsCd: 'DRAFT' });
  expect((await call(s.agent, 'POST', aplyUrl(await indvSesn(db, draft.prgrmId)))).statusCode).toBe(404);
  expect((await call(s.agent, 'POST', aplyUrl(2_000_000_000))).statusCode).toBe(404);

  const grp = await indvProgram(db, { prgrmSeCd: 'GRP' });
  const notIndv = await call(s.agent, 'POST', aplyUrl(await indvSesn(db, grp.prgrmId)));
  expect([notIndv.statusCode, notIndv.json().message]).toEqual([409, M.notIndv]);

  const open = await indvProgram(db);
  const cancelled = await indvSesn(db, open.prgrmId);
  await db.execute(`update fusn_sesn set stts_cd = 'CNCL' where sesn_id = ${cancelled}`);
  const gone = await call(s.agent, 'POST', aplyUrl(cancelled));
  expect([gone.statusCode, gone.json().message]).toEqual([409, M.sesnCancelled]);

  // a cancel after the deadline is refused too
  const sesnId = await indvSesn(db, open.prgrmId);
  expect((await call(s.agent, 'POST', aplyUrl(sesnId))).statusCode).toBe(200);
  await moveSesn(db, sesnId, { ddlnInHours: -1 });
  const cancel = await call(s.agent, 'DELETE', aplyUrl(sesnId));
  expect([cancel.statusCode, cancel.json().message]).toEqual([409, M.cancelDeadline]);
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(1);
});

test('who may apply: guests 401, teachers, general members and administrators 403, a school level the program does not take 403', async () => {
  const db = ctx.app.db;
  const people = await schoolWithClass(ctx.app);
  const { prgrmId } = await indvProgram(db);
  const sesnId = await indvSesn(db, prgrmId);
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url] of [
    ['POST', aplyUrl(sesnId)],
    ['DELETE', aplyUrl(sesnId)],
    ['POST', `/icec/api/fusn/sesn/${sesnId}/offer/accept`],
    ['POST', `/icec/api/fusn/sesn/${sesnId}/offer/decline`],
    ['GET', '/icec/api/fusn/aply/mine'],
    ['GET', '/icec/api/fusn/aply/1/ical'],
  ] as const) {
    expect((await call(guest, method, url)).statusCode, url).toBe(401);
    expect((await call(await admin(), method, url)).statusCode, url).toBe(403);
    for (const who of [people.career, people.general]) {
      const res = await call(who.agent, method, url);
      if (url.endsWith('/ical')) expect(res.statusCode).toBe(404);
      else expect([res.statusCode, res.json().message], url).toEqual([403, M.studentOnly]);
    }
  }
  const wrongLevel = await call(people.outsider.agent, 'POST', aplyUrl(sesnId));
  expect([wrongLevel.statusCode, wrongLevel.json().message]).toEqual([403, M.schlLvl]);
  expect((await call(people.student.agent, 'POST', aplyUrl(sesnId))).statusCode).toBe(200);
  expect(await aplysOf(db, sesnId)).toHaveLength(1);
});

test("another student's application is untouchable: cancel, offers and the calendar file answer for the caller only", async () => {
  const db = ctx.app.db;
  const { prgrmId } = await indvProgram(db);
  const sesnId = await indvSesn(db, prgrmId);
  const [owner, other] = [await student(), await student()];
  const applied = await call(owner.agent, 'POST', aplyUrl(sesnId));
  const aplyId = applied.json().aplyId;
  expect((await call(other.agent, 'DELETE', aplyUrl(sesnId))).statusCode).toBe(404);
  expect((await call(other.agent, 'GET', `/icec/api/fusn/aply/${aplyId}/ical`)).statusCode).toBe(404);
  expect((await call(other.agent, 'POST', `/icec/api/fusn/sesn/${sesnId}/offer/accept`)).statusCode).toBe(409);
  expect((await aplysOf(db, sesnId))[0]!.sttsCd).toBe('APLY');
  expect((await call(other.agent, 'GET', '/icec/api/fusn/aply/mine')).json().list).toEqual([]);

  const ical = await call(owner.agent, 'GET', `/icec/api/fusn/aply/${aplyId}/ical`);
  expect(ical.statusCode).toBe(200);
  expect(ical.headers['content-type']).toContain('text/calendar');
  expect(ical.body).toContain('SUMMARY:드론 코딩 교실');
});

test('bad input: a session id that is not a positive number is a Korean 400 and nothing changes', async () => {
  const s = await student();
  for (const id of ['abc', '0', '-1', '99999999999']) {
    const res = await call(s.agent, 'POST', `/icec/api/fusn/sesn/${id}/aply`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[가-힣]/);
  }
  expect((await call(await admin(), 'GET', '/api/fusn/indv/sesn?bgngYmd=2026-03-10&endYmd=2026-03-01')).statusCode).toBe(400);
});

test('the before-survey comes first when the program has one, and the survey context sesn:<id> admits the program level only', async () => {
  const db = ctx.app.db;
  const people = await schoolWithClass(ctx.app);
  const { prgrmId } = await indvProgram(db, { bfrSrvyId: 424242 });
  const sesnId = await indvSesn(db, prgrmId);
  const res = await call(people.student.agent, 'POST', aplyUrl(sesnId));
  expect([res.statusCode, res.json().message]).toEqual([409, M.bfrSrvy]);
  expect(await aplysOf(db, sesnId)).toHaveLength(0);

  expect(await isSesnSrvyParticipant(db, people.student.userId, String(sesnId), 424242)).toBe(true);
  // answered (a submitted response for this session's context): the application goes through
  const [survey] = await db
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
  const answered = await indvProgram(db, { bfrSrvyId: survey!.srvyId });
  const answeredSesn = await indvSesn(db, answered.prgrmId);
  await db.insert(srvyRspns).values({ srvyId: survey!.srvyId, userId: people.student.userId, ctxKey: `sesn:${sesnId}`, sttsCd: 'SUBMIT' });
  expect((await call(people.student.agent, 'POST', aplyUrl(answeredSesn))).json().message).toBe(M.bfrSrvy);
  await db.insert(srvyRspns).values({ srvyId: survey!.srvyId, userId: people.student.userId, ctxKey: `sesn:${answeredSesn}`, sttsCd: 'SUBMIT' });
  expect((await call(people.student.agent, 'POST', aplyUrl(answeredSesn))).statusCode).toBe(200);

  expect(await isSesnSrvyParticipant(db, people.student.userId, String(sesnId))).toBe(true);
  expect(await isSesnSrvyParticipant(db, people.student.userId, String(sesnId), 7)).toBe(false);
  expect(await isSesnSrvyParticipant(db, people.outsider.userId, String(sesnId), 424242)).toBe(false);
  for (const ref of ['x1', '1e3', '9999999999']) expect(await isSesnSrvyParticipant(db, people.student.userId, ref, 424242), ref).toBe(false);
  await db.update(fusnPrgrm).set({ sttsCd: 'DRAFT' }).where(eq(fusnPrgrm.prgrmId, prgrmId));
  expect(await isSesnSrvyParticipant(db, people.student.userId, String(sesnId), 424242)).toBe(false);
});

test('admin routes answer 401 to a guest and 403 to a user session', async () => {
  const people = await schoolWithClass(ctx.app);
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url] of [
    ['GET', '/api/fusn/indv/sesn'],
    ['GET', '/api/fusn/sesn/1/aply'],
    ['POST', '/api/fusn/sesn/1/draw'],
    ['POST', '/api/fusn/sesn/1/aply/excel'],
  ] as const) {
    expect((await call(guest, method, url)).statusCode, url).toBe(401);
    expect((await call(people.student.agent, method, url)).statusCode, url).toBe(403);
    expect((await call(people.career.agent, method, url)).statusCode, url).toBe(403);
  }
});

test('the lottery: entries, a reproducible draw once after the deadline, winners and a ranked waitlist, offers that move down the list', async () => {
  const db = ctx.app.db;
  const { prgrmId } = await indvProgram(db, { slctSeCd: 'LTRY', offerHours: 24 });
  const sesnId = await indvSesn(db, prgrmId, { cpcty: 2, lottery: true });
  const students: Awaited<ReturnType<typeof student>>[] = [];
  for (const nm of ['김가나', '이다라', '박마바', '최사아', '정자차']) students.push(await student(nm));
  for (const [i, s] of students.entries()) {
    const res = await call(s.agent, 'POST', aplyUrl(sesnId));
    expect(res.json()).toMatchObject({ sttsCd: 'PEND', entryNo: i + 1 });
  }
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(0);
  // one entrant cancels before the deadline: not in the draw
  const quitter = await student('한취소');
  await call(quitter.agent, 'POST', aplyUrl(sesnId));
  expect((await call(quitter.agent, 'DELETE', aplyUrl(sesnId))).statusCode).toBe(200);

  const before = (await call(await anonymousAgent(ctx.app), 'GET', `/icec/api/fusn/sesn/${sesnId}/draw`)).json();
  expect(before).toMatchObject({ sesnId, seedHex: null, ranking: null, entries: [], entryCnt: 5, cpcty: 2 });
  const early = await call(await admin(), 'POST', `/api/fusn/sesn/${sesnId}/draw`);
  expect([early.statusCode, early.json().message]).toEqual([409, M.drawTooEarly]);
  expect((await sesnRow(db, sesnId)).seedHex).toBeNull();

  await moveSesn(db, sesnId, { ddlnInHours: -1 });
  const late = await call(students[0]!.agent, 'POST', aplyUrl(sesnId));
  expect(late.statusCode).toBe(409);
  const drawn = await call(await admin(), 'POST', `/api/fusn/sesn/${sesnId}/draw`);
  expect(drawn.statusCode).toBe(200);
  const view = drawn.json();
  expect(await sha256Hex(view.seedHex)).toBe(before.commitHash);
  expect(view.entries.map((e: { entryNo: number }) => e.entryNo)).toEqual([1, 2, 3, 4, 5]);
  expect(view.entries[0].userNmMasked).toBe('김*나');
  const recomputed = await drawWinners(
    view.seedHex,
    [1, 2, 3, 4, 5].map((n) => ({ entryNo: n, entrantNo: n })),
    5,
    sha256Hex,
  );
  expect(view.ranking).toEqual(recomputed);
  const again = await call(await admin(), 'POST', `/api/fusn/sesn/${sesnId}/draw`);
  expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyDrawn]);

  const byEntry = async () => new Map((await aplysOf(db, sesnId)).filter((a) => a.entryNo !== 6).map((a) => [a.entryNo!, a]));
  let rows = await byEntry();
  const [w1, w2, q1, q2, q3] = recomputed as [number, number, number, number, number];
  expect([w1, w2].map((n) => rows.get(n)!.sttsCd)).toEqual(['APLY', 'APLY']);
  expect([q1, q2, q3].map((n) => [rows.get(n)!.sttsCd, rows.get(n)!.waitNo])).toEqual([
    ['WAIT', 1],
    ['WAIT', 2],
    ['WAIT', 3],
  ]);
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(2);
  const agentOf = (entryNo: number) => students[entryNo - 1]!.agent;

  // the public page shows the same, with the list frozen (the cancelled entry 6 is not in it)
  const pub = (await call(await anonymousAgent(ctx.app), 'GET', `/icec/api/fusn/sesn/${sesnId}/draw`)).json();
  expect(pub.ranking).toEqual(recomputed);
  expect(pub.entries).toHaveLength(5);

  // a winner cancels: waitNo 1 is offered the seat
  expect((await call(agentOf(w1), 'DELETE', aplyUrl(sesnId))).statusCode).toBe(200);
  rows = await byEntry();
  expect(rows.get(q1)!.sttsCd).toBe('OFFR');
  expect(rows.get(q1)!.offerExpDt).not.toBeNull();
  expect(rows.get(q2)!.sttsCd).toBe('WAIT');
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(1);
  const mine = (await call(agentOf(q1), 'GET', '/icec/api/fusn/aply/mine')).json().list[0];
  expect(mine).toMatchObject({ sesnId, sttsCd: 'OFFR', waitNo: 1, drawnYn: 'Y', slctSeCd: 'LTRY' });

  // waitNo 2 cannot take it; waitNo 1 declines: waitNo 2 gets the offer
  expect((await call(agentOf(q2), 'POST', `/icec/api/fusn/sesn/${sesnId}/offer/accept`)).json().message).toBe(M.noOffer);
  expect((await call(agentOf(q1), 'POST', `/icec/api/fusn/sesn/${sesnId}/offer/decline`)).statusCode).toBe(200);
  rows = await byEntry();
  expect([rows.get(q1)!.sttsCd, rows.get(q2)!.sttsCd]).toEqual(['CNCL', 'OFFR']);

  // the offer runs out: settled on the next read, and waitNo 3 is offered the seat
  await db
    .update(fusnAply)
    .set({ offerExpDt: new Date(Date.now() - 1000) })
    .where(eq(fusnAply.aplyId, rows.get(q2)!.aplyId));
  const list = (await call(await admin(), 'GET', `/api/fusn/sesn/${sesnId}/aply`)).json();
  expect(list.list.find((a: { entryNo: number }) => a.entryNo === q2).sttsCd).toBe('CNCL');
  expect(list.list.find((a: { entryNo: number }) => a.entryNo === q3).sttsCd).toBe('OFFR');
  const expired = await call(agentOf(q2), 'POST', `/icec/api/fusn/sesn/${sesnId}/offer/accept`);
  expect([expired.statusCode, expired.json().message]).toEqual([409, M.offerExpired]);

  // waitNo 3 accepts: the seat is theirs
  const accepted = await call(agentOf(q3), 'POST', `/icec/api/fusn/sesn/${sesnId}/offer/accept`);
  expect(accepted.json()).toMatchObject({ sttsCd: 'APLY' });
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(2);
  const sesns = (await call(await admin(), 'GET', `/api/fusn/indv/sesn?prgrmId=${prgrmId}`)).json();
  expect(sesns.list[0]).toMatchObject({ sesnId, aplyCnt: 2, waitCnt: 0, offrCnt: 0, cnclCnt: 4, drawPsbltyYn: 'N', rsvdCnt: 2 });
});

test('a session that is not a lottery has no draw; a cancelled seat is returned exactly once under two concurrent cancels', async () => {
  const db = ctx.app.db;
  const { prgrmId } = await indvProgram(db);
  const sesnId = await indvSesn(db, prgrmId, { cpcty: 3 });
  expect((await call(await admin(), 'POST', `/api/fusn/sesn/${sesnId}/draw`)).statusCode).toBe(404);
  expect((await call(await anonymousAgent(ctx.app), 'GET', `/icec/api/fusn/sesn/${sesnId}/draw`)).statusCode).toBe(404);
  const [a, b] = [await student(), await student()];
  await call(a.agent, 'POST', aplyUrl(sesnId));
  await call(b.agent, 'POST', aplyUrl(sesnId));
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(2);
  const both = await Promise.all([call(a.agent, 'DELETE', aplyUrl(sesnId)), call(a.agent, 'DELETE', aplyUrl(sesnId))]);
  expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  expect((await sesnRow(db, sesnId)).rsvdCnt).toBe(1);
});

test('the applicant list carries full names and is logged; the Excel needs a reason', async () => {
  const db = ctx.app.db;
  const { prgrmId } = await indvProgram(db);
  const sesnId = await indvSesn(db, prgrmId);
  const s = await student('홍길동');
  await call(s.agent, 'POST', aplyUrl(sesnId));
  const adm = await admin();
  const res = await call(adm, 'GET', `/api/fusn/sesn/${sesnId}/aply`);
  expect(res.statusCode).toBe(200);
  expect(res.json().list[0]).toMatchObject({ userId: s.userId, userNm: '홍길동', schlNm: '포트중학교', grd: 2, clsNm: '3', sttsCd: 'APLY' });
  expect(res.json().sesn).toMatchObject({ sesnId, aplyCnt: 1, slctSeCd: 'FCFS' });
  const logs = await db.select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, 'admin'));
  expect(logs.some((l) => l.actnCd === 'VIEW' && l.trgtDesc?.includes('개인 활동 신청자 목록'))).toBe(true);

  const noReason = await call(adm, 'POST', `/api/fusn/sesn/${sesnId}/aply/excel`, {});
  expect([noReason.statusCode, noReason.json().message]).toEqual([400, EXPORT_MESSAGES.reasonRequired]);
  const file = await call(adm, 'POST', `/api/fusn/sesn/${sesnId}/aply/excel`, { reason: '출석부 준비' });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect((await call(adm, 'GET', '/api/fusn/sesn/2000000000/aply')).statusCode).toBe(404);
});
