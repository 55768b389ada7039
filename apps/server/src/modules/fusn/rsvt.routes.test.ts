import { FUSN_RSVT_MESSAGES as M, VALIDATION_MESSAGES as V } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs } from '../../test/board.test-helper.js';
import { addRsvt, addSesn, fusnWorld } from '../../test/fusn.test-helper.js';
import { anonymousAgent, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { schlTchr } from '../cls/cls.table.js';
import { fusnAply, fusnAplyUnit, fusnSchlRsvt, fusnSesn } from './fusn.table.js';

const ctx = useTestApp();
const API = '/icec/api/fusn/rsvt';
const call = (agent: TAgent, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const form = (sesnId: number, over: object = {}) => ({
  sesnId,
  stdntCnt: 30,
  units: [
    { unitNm: '1모둠', cpcty: 15 },
    { unitNm: '2모둠', cpcty: 15 },
  ],
  ...over,
});
const seatsOf = async (sesnId: number) => (await ctx.app.db.select().from(fusnSesn).where(eq(fusnSesn.sesnId, sesnId)))[0]!.rsvdCnt;

test('the career teacher reserves a session: seats taken at once, units 1 and 2, state APLY; the school sees it in its list and view', async () => {
  const w = await fusnWorld(ctx.app);
  const res = await call(w.career.agent, 'POST', API, form(w.sesn.sesnId));
  expect(res.statusCode).toBe(200);
  const { schlRsvtId, sttsCd } = res.json();
  expect(sttsCd).toBe('APLY');
  expect(await seatsOf(w.sesn.sesnId)).toBe(30);

  const view = (await call(w.plain.agent, 'GET', `${API}/${schlRsvtId}`)).json();
  expect(view).toMatchObject({
    schlRsvtId,
    prgrmNm: '미래 직업 탐험',
    schlNm: '포트중학교',
    rsvtUserNm: '최진로',
    stdntCnt: 30,
    aplyCnt: 0,
    sttsView: 'APLY',
    halls: [{ bmnexhlId: w.hall.bmnexhlId, bmnexhlNm: w.hall.bmnexhlNm }],
    units: [
      { aplyUnitCd: '1', unitNm: '1모둠', cpcty: 15, aplyCnt: 0 },
      { aplyUnitCd: '2', unitNm: '2모둠', cpcty: 15, aplyCnt: 0 },
    ],
    cancelableYn: 'N',
    stdntMngYn: 'N',
  });
  expect((await call(w.career.agent, 'GET', `${API}/${schlRsvtId}`)).json()).toMatchObject({ cancelableYn: 'Y', stdntMngYn: 'Y' });
  expect((await call(w.homeroom.agent, 'GET', `${API}/${schlRsvtId}`)).json()).toMatchObject({ cancelableYn: 'N', stdntMngYn: 'Y' });

  const list = (await call(w.homeroom.agent, 'GET', API)).json();
  expect(list.pagination.countItem).toBe(1);
  expect(list.list[0]).toMatchObject({ schlRsvtId, sttsView: 'APLY', sesnYmd: w.sesn.sesnYmd });
  expect((await call(w.homeroom.agent, 'GET', `${API}?sttsView=CNFM`)).json().list).toEqual([]);
  expect((await call(w.otherTeacher.agent, 'GET', API)).json().list).toEqual([]);
});

test('a teacher marked as the reservation manager reserves; autoCnfmYn confirms at once', async () => {
  const w = await fusnWorld(ctx.app, { autoCnfmYn: 'Y' });
  await ctx.app.db.update(schlTchr).set({ rsvtMngrYn: 'Y' }).where(eq(schlTchr.userId, w.plain.userId));
  const res = await call(w.plain.agent, 'POST', API, form(w.sesn.sesnId));
  expect(res.json()).toMatchObject({ sttsCd: 'CNFM' });
});

test('who may reserve: guest 401, student, member and a teacher not in charge 403 with Korean messages', async () => {
  const w = await fusnWorld(ctx.app);
  expect((await call(await anonymousAgent(ctx.app), 'POST', API, form(w.sesn.sesnId))).statusCode).toBe(401);
  for (const agent of [w.student.agent, w.general.agent]) {
    const res = await call(agent, 'POST', API, form(w.sesn.sesnId));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.teacherOnly);
  }
  for (const agent of [w.homeroom.agent, w.plain.agent]) {
    const res = await call(agent, 'POST', API, form(w.sesn.sesnId));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.mngrOnly);
  }
  expect(await seatsOf(w.sesn.sesnId)).toBe(0);
});

test('bad forms: units not adding up, none, a non-number; Korean field messages and nothing taken', async () => {
  const w = await fusnWorld(ctx.app);
  const sum = await call(w.career.agent, 'POST', API, form(w.sesn.sesnId, { stdntCnt: 31 }));
  expect(sum.statusCode).toBe(400);
  expect(sum.json().data.fieldErrors.units).toBe(M.unitSum);
  const none = await call(w.career.agent, 'POST', API, form(w.sesn.sesnId, { stdntCnt: 1, units: [] }));
  expect(none.json().data.fieldErrors.units).toBe(M.unitCount(10));
  const num = await call(w.career.agent, 'POST', API, form(w.sesn.sesnId, { stdntCnt: 'abc' }));
  expect(num.statusCode).toBe(400);
  expect(num.json().data.fieldErrors.stdntCnt).toBe(V.num());
  const missing = await call(w.career.agent, 'POST', API, form(999_999));
  expect(missing.statusCode).toBe(404);
  expect(await seatsOf(w.sesn.sesnId)).toBe(0);
});

test('the booking window and the program: before opening, after the deadline (server time), a school level not targeted, INDV or closed programs', async () => {
  const late = await fusnWorld(ctx.app, { ddlnPassed: true });
  const res = await call(late.career.agent, 'POST', API, form(late.sesn.sesnId));
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(M.deadlinePassed);

  const early = await fusnWorld(ctx.app, { opnDt: new Date(Date.now() + 60 * 60 * 1000) });
  expect((await call(early.career.agent, 'POST', API, form(early.sesn.sesnId))).json().message).toBe(M.notOpenYet);

  const high = await fusnWorld(ctx.app, { schlLvls: ['HI01'] });
  const lvl = await call(high.career.agent, 'POST', API, form(high.sesn.sesnId));
  expect(lvl.statusCode).toBe(403);
  expect(lvl.json().message).toBe(M.schlLvlMismatch);

  const indv = await fusnWorld(ctx.app, { prgrmSeCd: 'INDV' });
  expect((await call(indv.career.agent, 'POST', API, form(indv.sesn.sesnId))).json().message).toBe(M.notGrpPrgrm);
  const closed = await fusnWorld(ctx.app, { prgrmSttsCd: 'CLOSED' });
  expect((await call(closed.career.agent, 'POST', API, form(closed.sesn.sesnId))).json().message).toBe(M.prgrmNotOpen);
  const draft = await fusnWorld(ctx.app, { prgrmSttsCd: 'DRAFT' });
  expect((await call(draft.career.agent, 'POST', API, form(draft.sesn.sesnId))).statusCode).toBe(404);
  for (const w of [late, early, high, indv, closed, draft]) expect(await seatsOf(w.sesn.sesnId)).toBe(0);
});

test('seats: more than remain is 409 남은 자리가 부족합니다; a second reservation of the same session 409; the per-term limit 409', async () => {
  const w = await fusnWorld(ctx.app, { cpcty: 40, schlTermLmt: 2 });
  const full = await call(w.career.agent, 'POST', API, form(w.sesn.sesnId, { stdntCnt: 41, units: [{ unitNm: 'A', cpcty: 41 }] }));
  expect(full.statusCode).toBe(409);
  expect(full.json().message).toBe(M.seatsShort);
  expect(await ctx.app.db.select().from(fusnSchlRsvt).where(eq(fusnSchlRsvt.sesnId, w.sesn.sesnId))).toEqual([]);

  expect((await call(w.career.agent, 'POST', API, form(w.sesn.sesnId))).statusCode).toBe(200);
  const again = await call(w.career.agent, 'POST', API, form(w.sesn.sesnId, { stdntCnt: 5, units: [{ unitNm: 'A', cpcty: 5 }] }));
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(M.duplicateRsvt);
  expect(await seatsOf(w.sesn.sesnId)).toBe(30);

  // the per-term limit counts this program's live reservations of the school in the term
  const second = await addSesn(ctx.app.db, w.prgrm, { sesnYmd: w.sesn.sesnYmd, bgngTm: '14:00', endTm: '16:00' });
  const third = await addSesn(ctx.app.db, w.prgrm, { sesnYmd: w.sesn.sesnYmd, bgngTm: '16:00', endTm: '18:00' });
  expect((await call(w.career.agent, 'POST', API, form(second.sesnId))).statusCode).toBe(200);
  const over = await call(w.career.agent, 'POST', API, form(third.sesnId));
  expect(over.statusCode).toBe(409);
  expect(over.json().message).toBe(M.termLimit);
  expect(await seatsOf(third.sesnId)).toBe(0);
});

test('two teachers of a school racing for the per-term limit of 1: one reservation', async () => {
  const w = await fusnWorld(ctx.app, { schlTermLmt: 1 });
  await ctx.app.db.update(schlTchr).set({ rsvtMngrYn: 'Y' }).where(eq(schlTchr.userId, w.plain.userId));
  const other = await addSesn(ctx.app.db, w.prgrm, { sesnYmd: w.sesn.sesnYmd, bgngTm: '14:00', endTm: '16:00' });
  const answers = await Promise.all([call(w.career.agent, 'POST', API, form(w.sesn.sesnId)), call(w.plain.agent, 'POST', API, form(other.sesnId))]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
});

test('cancel by the school before the deadline: seats and the students applications come back once, even when two cancels race', async () => {
  const w = await fusnWorld(ctx.app);
  const { schlRsvtId } = (await call(w.career.agent, 'POST', API, form(w.sesn.sesnId))).json();
  await ctx.app.db.insert(fusnAply).values({ sesnId: w.sesn.sesnId, schlRsvtId, aplyUnitCd: '1', userId: w.student.userId, sttsCd: 'APLY' });
  await ctx.app.db.update(fusnAplyUnit).set({ aplyCnt: 1 }).where(eq(fusnAplyUnit.schlRsvtId, schlRsvtId));

  const plain = await call(w.plain.agent, 'POST', `${API}/${schlRsvtId}/cancel`);
  expect(plain.statusCode).toBe(403);
  const other = await call(w.otherTeacher.agent, 'POST', `${API}/${schlRsvtId}/cancel`);
  expect(other.statusCode).toBe(403);
  expect(other.json().message).toBe(M.notTeacherOfSchool);
  expect((await call(w.student.agent, 'POST', `${API}/${schlRsvtId}/cancel`)).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'POST', `${API}/${schlRsvtId}/cancel`)).statusCode).toBe(401);

  const answers = await Promise.all([call(w.career.agent, 'POST', `${API}/${schlRsvtId}/cancel`), call(w.career.agent, 'POST', `${API}/${schlRsvtId}/cancel`)]);
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe(M.alreadyCancelled);
  expect(await seatsOf(w.sesn.sesnId)).toBe(0);
  const [aply] = await ctx.app.db.select().from(fusnAply).where(eq(fusnAply.schlRsvtId, schlRsvtId));
  expect(aply!.sttsCd).toBe('CNCL');
  expect((await call(w.career.agent, 'GET', `${API}/${schlRsvtId}`)).json()).toMatchObject({ sttsView: 'CNCL', cancelableYn: 'N' });

  // cancelled: the school may reserve the session again
  expect((await call(w.career.agent, 'POST', API, form(w.sesn.sesnId))).statusCode).toBe(200);
});

test('after the deadline the school cannot cancel; the state reads 마감 (CLSD)', async () => {
  const w = await fusnWorld(ctx.app, { ddlnPassed: true });
  const schlRsvtId = await addRsvt(ctx.app.db, {
    sesnId: w.sesn.sesnId,
    sesnYmd: w.sesn.sesnYmd,
    schlCd: w.schlCd,
    rsvtUserId: w.career.userId,
    units: [['A', 10]],
  });
  const res = await call(w.career.agent, 'POST', `${API}/${schlRsvtId}/cancel`);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(M.cancelAfterDeadline);
  expect(await seatsOf(w.sesn.sesnId)).toBe(10);
  expect((await call(w.career.agent, 'GET', `${API}/${schlRsvtId}`)).json().sttsView).toBe('CLSD');
  expect((await call(w.career.agent, 'GET', `${API}?sttsView=CLSD`)).json().list.map((r: { schlRsvtId: number }) => r.schlRsvtId)).toEqual([schlRsvtId]);
});

test('view, sheet and iCal: the school teachers only; another school teacher and students 403; a missing one 404', async () => {
  const w = await fusnWorld(ctx.app);
  const schlRsvtId = await addRsvt(ctx.app.db, {
    sesnId: w.sesn.sesnId,
    sesnYmd: w.sesn.sesnYmd,
    schlCd: w.schlCd,
    rsvtUserId: w.career.userId,
    units: [['1모둠', 12]],
  });
  for (const path of ['', '/sheet', '/ical']) {
    expect((await call(w.otherTeacher.agent, 'GET', `${API}/${schlRsvtId}${path}`)).statusCode).toBe(403);
    expect((await call(w.student.agent, 'GET', `${API}/${schlRsvtId}${path}`)).statusCode).toBe(403);
    expect((await call(await anonymousAgent(ctx.app), 'GET', `${API}/${schlRsvtId}${path}`)).statusCode).toBe(401);
    expect((await call(w.career.agent, 'GET', `${API}/999999${path}`)).statusCode).toBe(404);
  }
  const sheet = await call(w.homeroom.agent, 'GET', `${API}/${schlRsvtId}/sheet`);
  expect(sheet.statusCode).toBe(200);
  expect(sheet.headers['content-type']).toBe('application/pdf');
  expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const ical = await call(w.homeroom.agent, 'GET', `${API}/${schlRsvtId}/ical`);
  expect(ical.statusCode).toBe(200);
  expect(ical.headers['content-type']).toContain('text/calendar');
  expect(ical.body).toContain('BEGIN:VEVENT');
  expect(ical.body).toContain(`UID:fusn-rsvt-${schlRsvtId}@career-portal`);
  expect((await call(w.student.agent, 'GET', API)).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'GET', API)).statusCode).toBe(401);
});
