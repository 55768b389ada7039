import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ATNDC_LOG, ATNDC_MESSAGES as M, EXPORT_MESSAGES, XLSX_CONTENT_TYPE } from '@portal/contract';
import { and, eq, like } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs } from '../../test/board.test-helper.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { TEST_SECRET, useTestApp } from '../../test/test-app.js';
import { crrActv, crrActvStdnt } from '../crr-actv/crr-actv.table.js';
import { pointBalance, pointLedger } from '../point/point.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { addAply, atndcFixture } from './atndc.test-helper.js';
import { attendedSesn } from './cert.service.js';
import { fusnAtndc, fusnCert } from './fusn.table.js';
import { qrTokenOf } from './qr.js';

const ctx = useTestApp();
const USER = '/icec/api/fusn';
const ADMIN = '/api/fusn';
const MIN = 60_000;
type TMethod = 'GET' | 'POST';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const minutesFromNow = (m: number) => new Date(Date.now() + m * MIN);
const admin = () => sessionFor(ctx.app, 'admin');
const db = () => ctx.database.db;

const fusnActvsOf = (aplyId: number) =>
  db()
    .select()
    .from(crrActv)
    .where(eq(crrActv.srcKey, `atndc:${aplyId}`));
const exprRowsOf = (userId: string, aplyId: number) =>
  db()
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), like(pointLedger.idntfKey, `EXPR:fusnAtndc:${aplyId}%`)));
const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fusn-cert-')), 'c.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const scan = (agent: TAgent, h: number, now = new Date()) => call(agent, 'POST', `${USER}/chkin`, { h, t: qrTokenOf(TEST_SECRET, h, now).token });

test('a guest is refused the member routes (401) and every admin route (401); a user session is refused the admin routes (403)', async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-5) });
  const guest = await anonymousAgent(ctx.app);
  const userRoutes: [TMethod, string, object?][] = [
    ['GET', `${USER}/atndc/rsvt/${f.schlRsvtId}`],
    ['POST', `${USER}/atndc/rsvt/${f.schlRsvtId}`, { items: [{ aplyId: f.aplyId, atndcCd: 'PRSNT' }] }],
    ['POST', `${USER}/chkin`, { h: f.hall.bmnexhlId, t: '0123456789abcdef' }],
    ['GET', `${USER}/aply/${f.aplyId}/cert`],
  ];
  const adminRoutes: [TMethod, string, object?][] = [
    ['GET', `${ADMIN}/atndc/sesn`],
    ['GET', `${ADMIN}/atndc/sesn/${f.sesnId}`],
    ['POST', `${ADMIN}/atndc/sesn/${f.sesnId}`, { items: [{ aplyId: f.aplyId, atndcCd: 'PRSNT' }] }],
    ['GET', `${ADMIN}/hall/${f.hall.bmnexhlId}/qr`],
    ['POST', `${ADMIN}/atndc/sesn/${f.sesnId}/excel`, { reason: '출석 확인 자료' }],
  ];
  for (const [method, url, body] of [...userRoutes, ...adminRoutes]) expect((await call(guest, method, url, body)).statusCode, url).toBe(401);
  for (const agent of [f.career.agent, f.student.agent])
    for (const [method, url, body] of adminRoutes) expect((await call(agent, method, url, body)).statusCode, url).toBe(403);
  expect(await db().select().from(fusnAtndc).where(eq(fusnAtndc.aplyId, f.aplyId))).toEqual([]);
});

test("a reservation's roster: the reserving teacher all its students, the homeroom teacher their class's; others 403; each read logged", async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-5) });
  await addAply(ctx.app, f.sesnId, f.outsider.userId);
  const url = `${USER}/atndc/rsvt/${f.schlRsvtId}`;
  const res = await call(f.career.agent, 'GET', url);
  expect(res.statusCode).toBe(200);
  const roster = res.json();
  expect(roster).toMatchObject({ schlRsvtId: f.schlRsvtId, schlNm: '포트중학교', markable: true, counts: { total: 2, none: 2 } });
  expect(roster.sesn).toMatchObject({ sesnId: f.sesnId, prgrmNm: f.prgrmNm, halls: [{ bmnexhlId: f.hall.bmnexhlId }] });
  // the school's own teacher sees full names; the outsider's INDV-like application is not the reservation's
  expect(roster.items.map((i: { userNm: string }) => i.userNm).sort()).toEqual(['김포트', '이학급']);
  expect(roster.items[0]).toMatchObject({ unitNm: '1모둠', aplyUnitCd: '1', atndcCd: null, grd: 2, clsNm: '3' });
  expect((await call(f.homeroom.agent, 'GET', url)).json().counts.total).toBe(2);
  for (const agent of [f.plain.agent, f.otherTeacher.agent, f.student.agent, f.outsider.agent, f.general.agent])
    expect((await call(agent, 'GET', url)).statusCode).toBe(403);
  expect((await call(f.career.agent, 'GET', `${USER}/atndc/rsvt/2147483000`)).statusCode).toBe(404);
  const logs = await db().select().from(indvdlInfoAcsLog).where(eq(indvdlInfoAcsLog.actorUserId, f.career.userId));
  expect(logs.map((l) => l.trgtDesc)).toContain(ATNDC_LOG.rsvtRoster(f.schlRsvtId));
});

test('marking present twice writes the career activity and the EXPR points once; absent afterwards removes them', async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-5) });
  const url = `${USER}/atndc/rsvt/${f.schlRsvtId}`;
  const marked = await call(f.career.agent, 'POST', url, { items: [{ aplyId: f.aplyId, atndcCd: 'PRSNT', rmrk: '' }] });
  expect(marked.statusCode).toBe(200);
  expect(marked.json()).toEqual({ result: 'SUCCESS', marked: 1, message: M.marked(1) });
  expect((await call(f.homeroom.agent, 'POST', url, { items: [{ aplyId: f.aplyId, atndcCd: 'LATE', rmrk: '10분 늦음' }] })).statusCode).toBe(200);

  const [actv] = await fusnActvsOf(f.aplyId);
  expect(await fusnActvsOf(f.aplyId)).toHaveLength(1);
  expect(actv).toMatchObject({
    actvSeCd: 'FUSN',
    wrtrId: f.student.userId,
    actvNm: f.prgrmNm,
    actvPlc: f.hall.bmnexhlNm,
    schlNm: '포트중학교',
    grd: 2,
    dutyCr: M.dutyCrDefault,
    actvOpnn: M.actvOpnn,
  });
  expect(actv!.actvCn).toContain('드론의 원리를 배우고');
  expect(await db().select().from(crrActvStdnt).where(eq(crrActvStdnt.crrActvId, actv!.crrActvId))).toEqual([
    { crrActvId: actv!.crrActvId, userId: f.student.userId },
  ]);
  expect((await exprRowsOf(f.student.userId, f.aplyId)).map((r) => r.points)).toEqual([100]);
  const roster = (await call(f.career.agent, 'GET', url)).json();
  expect(roster.items.find((i: { aplyId: number }) => i.aplyId === f.aplyId)).toMatchObject({ atndcCd: 'LATE', rmrk: '10분 늦음', chkinSeCd: 'MNL' });

  expect((await call(f.career.agent, 'POST', url, { items: [{ aplyId: f.aplyId, atndcCd: 'ABSNT' }] })).statusCode).toBe(200);
  expect(await fusnActvsOf(f.aplyId)).toEqual([]);
  expect((await exprRowsOf(f.student.userId, f.aplyId)).map((r) => r.points).sort()).toEqual([-100, 100]);
});

test('absent is refused (409) once the attendance points were spent; the activity and the attendance stay', async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-5) });
  const url = `${USER}/atndc/rsvt/${f.schlRsvtId}`;
  await call(f.career.agent, 'POST', url, { items: [{ aplyId: f.aplyId, atndcCd: 'PRSNT' }] });
  await db().update(pointBalance).set({ balance: 0 }).where(eq(pointBalance.userId, f.student.userId));
  const res = await call(f.career.agent, 'POST', url, { items: [{ aplyId: f.aplyId, atndcCd: 'ABSNT' }] });
  expect([res.statusCode, res.json().message]).toEqual([409, M.pointSpent]);
  expect(await fusnActvsOf(f.aplyId)).toHaveLength(1);
  expect((await db().select().from(fusnAtndc).where(eq(fusnAtndc.aplyId, f.aplyId)))[0]!.atndcCd).toBe('PRSNT');
});

test('marking is refused outside the roster, before the day and after 7 days, and to other teachers; nothing changes', async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-5) });
  const outsiderAply = await addAply(ctx.app, f.sesnId, f.outsider.userId);
  const url = `${USER}/atndc/rsvt/${f.schlRsvtId}`;
  const notInRoster = await call(f.career.agent, 'POST', url, { items: [{ aplyId: outsiderAply, atndcCd: 'PRSNT' }] });
  expect(notInRoster.statusCode).toBe(400);
  expect(notInRoster.json().message).toBe(M.markNotInRoster);
  const empty = await call(f.career.agent, 'POST', url, { items: [] });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().data.fieldErrors.items).toBe(M.markEmpty);
  for (const agent of [f.plain.agent, f.otherTeacher.agent, f.student.agent])
    expect((await call(agent, 'POST', url, { items: [{ aplyId: f.aplyId, atndcCd: 'PRSNT' }] })).statusCode).toBe(403);
  expect(await db().select().from(fusnAtndc).where(eq(fusnAtndc.aplyId, outsiderAply))).toEqual([]);
  expect(await db().select().from(fusnAtndc).where(eq(fusnAtndc.aplyId, f.aplyId))).toEqual([]);

  const future = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(3 * 24 * 60) });
  const early = await call(future.career.agent, 'POST', `${USER}/atndc/rsvt/${future.schlRsvtId}`, { items: [{ aplyId: future.aplyId, atndcCd: 'PRSNT' }] });
  expect([early.statusCode, early.json().message]).toEqual([400, M.markTooEarly]);
  expect((await call(future.career.agent, 'GET', `${USER}/atndc/rsvt/${future.schlRsvtId}`)).json().markable).toBe(false);
  const past = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-9 * 24 * 60) });
  const late = await call(past.career.agent, 'POST', `${USER}/atndc/rsvt/${past.schlRsvtId}`, { items: [{ aplyId: past.aplyId, atndcCd: 'PRSNT' }] });
  expect([late.statusCode, late.json().message]).toEqual([400, M.markTooLate(7)]);
  expect(await fusnActvsOf(past.aplyId)).toEqual([]);
});

test("the administrator's day, a session's roster with every live application, marking many, the Excel after a reason", async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-5) });
  const outsiderAply = await addAply(ctx.app, f.sesnId, f.outsider.userId);
  await addAply(ctx.app, f.sesnId, f.general.userId, 'CNCL');
  const agent = await admin();
  const day = (await call(agent, 'GET', `${ADMIN}/atndc/sesn`)).json();
  expect(day.ymd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const roster = (await call(agent, 'GET', `${ADMIN}/atndc/sesn/${f.sesnId}`)).json();
  expect(roster.items.map((i: { userNm: string }) => i.userNm).sort()).toEqual(['김포트', '박타교', '이학급']);
  expect(roster.markable).toBe(true);
  const listed = (await call(agent, 'GET', `${ADMIN}/atndc/sesn?ymd=${roster.sesn.sesnYmd}`)).json();
  expect(listed.list.find((s: { sesnId: number }) => s.sesnId === f.sesnId)).toMatchObject({ prgrmNm: f.prgrmNm, counts: { total: 3, none: 3 } });
  const marked = await call(agent, 'POST', `${ADMIN}/atndc/sesn/${f.sesnId}`, {
    items: [
      { aplyId: f.aplyId, atndcCd: 'PRSNT' },
      { aplyId: outsiderAply, atndcCd: 'LATE' },
      { aplyId: f.classmateAplyId, atndcCd: 'ABSNT', rmrk: '병결' },
    ],
  });
  expect(marked.json()).toMatchObject({ marked: 3 });
  expect(await fusnActvsOf(outsiderAply)).toHaveLength(1);
  expect(await fusnActvsOf(f.classmateAplyId)).toEqual([]);
  expect((await call(agent, 'GET', `${ADMIN}/atndc/sesn/2147483000`)).statusCode).toBe(404);

  const noReason = await call(agent, 'POST', `${ADMIN}/atndc/sesn/${f.sesnId}/excel`, {});
  expect([noReason.statusCode, noReason.json().message]).toEqual([400, EXPORT_MESSAGES.reasonRequired]);
  const excel = await call(agent, 'POST', `${ADMIN}/atndc/sesn/${f.sesnId}/excel`, { reason: '출석 확인 자료' });
  expect(excel.statusCode).toBe(200);
  expect(excel.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
});

test("the hall screen's code: the check-in address with the current token, as SVG; a missing hall 404", async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-5) });
  const agent = await admin();
  const res = await call(agent, 'GET', `${ADMIN}/hall/${f.hall.bmnexhlId}/qr`);
  expect(res.statusCode).toBe(200);
  const qr = res.json();
  expect(qr.url).toMatch(new RegExp(`/crrFusion/chkin\\?h=${f.hall.bmnexhlId}&t=[0-9a-f]{16}$`));
  expect(qr.svg).toContain('<svg');
  expect(new Date(qr.expiresAt).getTime()).toBeGreaterThan(Date.now() - 30_000);
  expect((await call(agent, 'GET', `${ADMIN}/hall/2147483000/qr`)).statusCode).toBe(404);
});

test('check-in by QR: PRSNT before +10 min, idempotent; LATE after; refused outside the window, for another hall, an old token, a teacher', async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(20) });
  const first = await scan(f.student.agent, f.hall.bmnexhlId);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ aplyId: f.aplyId, atndcCd: 'PRSNT', already: false, message: M.checkedIn, bmnexhlNm: f.hall.bmnexhlNm });
  const again = await scan(f.student.agent, f.hall.bmnexhlId);
  expect(again.json()).toMatchObject({ atndcCd: 'PRSNT', already: true, chkinAt: first.json().chkinAt, message: M.alreadyCheckedIn });
  expect(await fusnActvsOf(f.aplyId)).toHaveLength(1);
  expect(await exprRowsOf(f.student.userId, f.aplyId)).toHaveLength(1);
  const [row] = await db().select().from(fusnAtndc).where(eq(fusnAtndc.aplyId, f.aplyId));
  expect(row).toMatchObject({ chkinSeCd: 'QR', bmnexhlId: f.hall.bmnexhlId });

  const lateF = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-15) });
  expect((await scan(lateF.student.agent, lateF.hall.bmnexhlId)).json()).toMatchObject({ atndcCd: 'LATE', message: M.checkedInLate });

  const early = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(45) });
  const tooEarly = await scan(early.student.agent, early.hall.bmnexhlId);
  expect([tooEarly.statusCode, tooEarly.json().message]).toEqual([409, M.noActivityHere]);
  const ended = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-125) });
  expect((await scan(ended.student.agent, ended.hall.bmnexhlId)).statusCode).toBe(409);
  expect((await scan(early.student.agent, f.hall.bmnexhlId)).statusCode).toBe(409);

  const old = await call(lateF.classmate.agent, 'POST', `${USER}/chkin`, {
    h: lateF.hall.bmnexhlId,
    t: qrTokenOf(TEST_SECRET, lateF.hall.bmnexhlId, minutesFromNow(-2)).token,
  });
  expect([old.statusCode, old.json().message]).toEqual([400, M.qrExpired]);
  expect((await scan(lateF.career.agent, lateF.hall.bmnexhlId)).statusCode).toBe(403);
  expect(await db().select().from(fusnAtndc).where(eq(fusnAtndc.aplyId, lateF.classmateAplyId))).toEqual([]);
});

test('the certificate: only the attending student, only after the end; a numbered PDF in Korean; verification masks the name', async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-180) });
  const agent = await admin();
  await call(agent, 'POST', `${ADMIN}/atndc/sesn/${f.sesnId}`, { items: [{ aplyId: f.aplyId, atndcCd: 'PRSNT' }] });
  const certUrl = `${USER}/aply/${f.aplyId}/cert`;
  expect((await call(f.classmate.agent, 'GET', certUrl)).statusCode).toBe(403);
  expect((await call(f.outsider.agent, 'GET', certUrl)).statusCode).toBe(403);
  expect((await call(f.career.agent, 'GET', certUrl)).statusCode).toBe(403);
  const notAttended = await call(f.classmate.agent, 'GET', `${USER}/aply/${f.classmateAplyId}/cert`);
  expect([notAttended.statusCode, notAttended.json().message]).toEqual([403, M.certNotAttended]);
  expect((await call(f.student.agent, 'GET', `${USER}/aply/2147483000/cert`)).statusCode).toBe(404);

  const res = await call(f.student.agent, 'GET', certUrl);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const [cert] = await db().select().from(fusnCert).where(eq(fusnCert.aplyId, f.aplyId));
  expect(cert!.certNo).toMatch(/^FUSN-\d{4}-[A-Z2-7]{8}$/);
  const text = pdfText(res.rawPayload);
  for (const part of [M.certTitle, '김포트', '포트중학교', f.prgrmNm, f.hall.bmnexhlNm, cert!.certNo, M.certIssuer]) expect(text).toContain(part);
  // a second download keeps the number
  await call(f.student.agent, 'GET', certUrl);
  expect(await db().select().from(fusnCert).where(eq(fusnCert.aplyId, f.aplyId))).toHaveLength(1);

  const guest = await anonymousAgent(ctx.app);
  const verified = await call(guest, 'GET', `${USER}/cert/${cert!.certNo.toLowerCase()}`);
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toMatchObject({ valid: true, certNo: cert!.certNo, userNmMasked: '김*트', prgrmNm: f.prgrmNm });
  const unknown = await call(guest, 'GET', `${USER}/cert/FUSN-2026-AAAAAAAA`);
  expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.certNotFound]);
  // marked absent afterwards: the certificate no longer verifies
  await call(agent, 'POST', `${ADMIN}/atndc/sesn/${f.sesnId}`, { items: [{ aplyId: f.aplyId, atndcCd: 'ABSNT' }] });
  expect((await call(guest, 'GET', `${USER}/cert/${cert!.certNo}`)).statusCode).toBe(404);

  const running = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-5) });
  await scan(running.student.agent, running.hall.bmnexhlId);
  const notYet = await call(running.student.agent, 'GET', `${USER}/aply/${running.aplyId}/cert`);
  expect([notYet.statusCode, notYet.json().message]).toEqual([409, M.certNotYet]);
});

test("the portfolio shows the attended program, and the satisfaction survey's ctx opens to attendees of the session", async () => {
  const f = await atndcFixture(ctx.app, { bgngDt: minutesFromNow(-180), prgrmNm: '가상현실 기획 체험' });
  await call(await admin(), 'POST', `${ADMIN}/atndc/sesn/${f.sesnId}`, { items: [{ aplyId: f.aplyId, atndcCd: 'LATE' }] });
  const view = (await call(f.student.agent, 'GET', '/icec/api/portflo/view')).json();
  expect(view.prgrm).toEqual([expect.objectContaining({ prgrmNm: '가상현실 기획 체험', certYn: 'Y' })]);
  expect((await call(f.classmate.agent, 'GET', '/icec/api/portflo/view')).json().prgrm).toEqual([]);
  // the check registered as srvy ctx 'atnd' (fusn index): attended, and the survey is the program's (none here)
  expect(await attendedSesn(db(), f.student.userId, String(f.sesnId))).toBe(true);
  expect(await attendedSesn(db(), f.student.userId, String(f.sesnId), 77)).toBe(false);
  expect(await attendedSesn(db(), f.classmate.userId, String(f.sesnId))).toBe(false);
  for (const ref of ['abc', `${f.sesnId}.0`, '9999999999']) expect(await attendedSesn(db(), f.student.userId, ref), ref).toBe(false);
});
