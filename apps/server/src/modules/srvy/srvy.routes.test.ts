import { SRVY_MESSAGES as M } from '@portal/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';
import { expect, test } from 'vitest';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent } from '../../test/identity.js';
import { buildTestApp, useTestApp } from '../../test/test-app.js';
import { pointLedger } from '../point/point.table.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { registerSrvyCtx } from './srvy.ctx.js';
import { ADMIN_API, EVERY_TYPE_DEF, FULL_ANSWERS, srvyCalls, srvyMeta, USER_API } from './srvy.test-helper.js';
import { srvy, srvyRspns } from './srvy.table.js';

const ctx = useTestApp();
const h = () => srvyCalls(ctx.app);
/** Until a statement of this database waits for a row lock (a request blocked behind the test's transaction). */
async function waitForLockWaiter(db: TDb): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await db.execute(sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no statement waits for a lock');
}

/** Surveys that end first head the open list (its page 1 holds them whatever the other tests added). */
const soon = { endDt: new Date(Date.now() + 86_400_000).toISOString() };
const rspnsOf = (srvyId: number) => ctx.database.db.select().from(srvyRspns).where(eq(srvyRspns.srvyId, srvyId));

test('a guest lists and answers "ALL" surveys only; members-only surveys ask to log in (401), drafts are 401', async () => {
  const { call, survey } = h();
  const all = await survey(EVERY_TYPE_DEF, soon);
  const mbrOnly = await survey(EVERY_TYPE_DEF, { ...soon, trgtSeCd: 'MBR', trgtMbrTypes: ['ST01', 'ST02'] });
  const draft = await survey(EVERY_TYPE_DEF, {}, false);
  const guest = await anonymousAgent(ctx.app);
  const ids = (await call(guest, 'GET', `${USER_API}/list?currentPage=1`)).json().list.map((r: { srvyId: number }) => r.srvyId);
  expect(ids).toContain(all);
  expect(ids).not.toContain(mbrOnly);
  expect(ids).not.toContain(draft);

  expect((await call(guest, 'GET', `${USER_API}/${mbrOnly}`)).json()).toMatchObject({
    canAnswer: false,
    loginRequired: true,
    notice: M.loginRequired,
    draft: null,
  });
  const denied = await call(guest, 'POST', `${USER_API}/${mbrOnly}/submit`, { answers: FULL_ANSWERS });
  expect([denied.statusCode, denied.json().message]).toEqual([401, M.loginRequired]);
  expect((await call(guest, 'POST', `${USER_API}/${all}/save`, { answers: {} })).statusCode).toBe(401);
  expect((await call(guest, 'GET', `${USER_API}/${draft}`)).statusCode).toBe(404);
  expect((await call(guest, 'GET', `${USER_API}/999999`)).statusCode).toBe(404);

  expect((await call(guest, 'GET', `${USER_API}/${all}`)).json()).toMatchObject({
    canAnswer: true,
    loginRequired: false,
    answered: false,
    srvy: { phase: 'OPEN' },
  });
  const ok = await call(guest, 'POST', `${USER_API}/${all}/submit`, { answers: FULL_ANSWERS });
  expect(ok.json()).toMatchObject({ earnedPoint: 0 });
  const [row] = await rspnsOf(all);
  expect(row).toMatchObject({ userId: null, sttsCd: 'SUBMIT', onceKey: null, answers: FULL_ANSWERS });
  const file = await call(guest, 'POST', `${USER_API}/${all}/submit`, { answers: { ...FULL_ANSWERS, q13: { fileModuleId: crypto.randomUUID() } } });
  expect([file.statusCode, file.json().message]).toEqual([400, M.fileLogin]);
});

test('a member outside the target is not shown the survey (404) and refused (403); the right type answers', async () => {
  const { call, survey, member } = h();
  const id = await survey(EVERY_TYPE_DEF, { ...soon, trgtSeCd: 'MBR', trgtMbrTypes: ['ST01'], trgtSchlTypes: ['MD01'] });
  const teacher = await member('TC01');
  expect((await call(teacher.agent, 'GET', `${USER_API}/${id}`)).statusCode).toBe(404);
  const refused = await call(teacher.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS });
  expect([refused.statusCode, refused.json().message]).toEqual([403, M.notTarget]);
  expect((await call(teacher.agent, 'POST', `${USER_API}/${id}/save`, { answers: {} })).statusCode).toBe(403);
  const elementary = await member('ST01', 'EL01');
  expect((await call(elementary.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })).statusCode).toBe(403);
  const student = await member('ST01', 'MD01');
  expect((await call(student.agent, 'GET', `${USER_API}/list`)).json().list.map((r: { srvyId: number }) => r.srvyId)).toContain(id);
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })).statusCode).toBe(200);
  expect(await rspnsOf(id)).toEqual([
    expect.objectContaining({ userId: student.userId, mbrTypeCd: 'ST01', schlTypeCd: 'MD01', onceKey: `${student.userId}:` }),
  ]);
  expect(await rspnsOf(id)).toHaveLength(1);
});

test('a student without a stored school type is targeted by the one the birth date gives (spec §4), in the list, the checks and the snapshot', async () => {
  const { call, survey, member } = h();
  const id = await survey(EVERY_TYPE_DEF, { ...soon, trgtSeCd: 'MBR', trgtMbrTypes: ['ST01'], trgtSchlTypes: ['MD01'] });
  const middle = await member('ST01', null, { brdt: `${new Date().getFullYear() - 14}-03-01` });
  const high = await member('ST01', null, { brdt: `${new Date().getFullYear() - 17}-03-01` });
  expect((await call(middle.agent, 'GET', `${USER_API}/list`)).json().list.map((r: { srvyId: number }) => r.srvyId)).toContain(id);
  expect((await call(high.agent, 'GET', `${USER_API}/list`)).json().list.map((r: { srvyId: number }) => r.srvyId)).not.toContain(id);
  expect((await call(high.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })).statusCode).toBe(403);
  expect((await call(middle.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })).statusCode).toBe(200);
  expect(await rspnsOf(id)).toEqual([expect.objectContaining({ userId: middle.userId, mbrTypeCd: 'ST01', schlTypeCd: 'MD01' })]);
});

test('each question type is checked on the server with the client’s rules; a hidden question’s answer is dropped', async () => {
  const { call, survey, member } = h();
  const id = await survey();
  const { agent } = await member();
  const submit = (answers: object) => call(agent, 'POST', `${USER_API}/${id}/submit`, { answers });
  const cases: [object, string, string][] = [
    [{ q1: undefined }, 'q1', M.required],
    [{ q1: { optIds: ['z'] } }, 'q1', M.unknownOption],
    [{ q2: { optIds: ['a', 'b', 'c'] } }, 'q2', M.maxPick(2)],
    [{ q3: { optIds: ['etc'] } }, 'q3', M.etcTextRequired],
    [{ q4: { num: 6 } }, 'q4', M.scaleValue(5)],
    [{ q5: { num: 0 } }, 'q5', M.scaleValue(7)],
    [{ q6: { rows: { r1: 9 } } }, 'q6', M.scaleValue(5)],
    [{ q7: { text: '가'.repeat(101) } }, 'q7', M.textMax(100)],
    [{ q8: { text: '가'.repeat(2001) } }, 'q8', M.textMax(2000)],
    [{ q1: { optIds: ['b'] } }, 'q9', M.required],
    [{ q10: { num: 101 } }, 'q10', M.numberMax(100)],
    [{ q11: { date: '2026-13-01' } }, 'q11', M.dateInvalid],
    [{ q12: { rank: ['x'] } }, 'q12', M.rankAll],
  ];
  for (const [change, qstnId, message] of cases) {
    const res = await submit({ ...FULL_ANSWERS, ...change });
    expect([qstnId, res.statusCode, res.json().message, res.json().data.fieldErrors[qstnId]]).toEqual([qstnId, 400, message, message]);
  }
  const malformed = await submit({ q1: { optIds: 'a' } });
  expect(malformed.statusCode).toBe(400);
  expect(await rspnsOf(id)).toEqual([]);

  const ok = await submit({ ...FULL_ANSWERS, q9: { text: '숨은 답' }, q3: { optIds: ['etc'], etcText: ' 직접 입력 ' } });
  expect(ok.statusCode).toBe(200);
  const [row] = await rspnsOf(id);
  expect(row!.answers).not.toHaveProperty('q9');
  expect(row!.answers.q3).toEqual({ optIds: ['etc'], etcText: '직접 입력' });
});

test('personal information in a text answer is refused', async () => {
  const { call, survey, member } = h();
  const id = await survey();
  const { agent } = await member();
  const res = await call(agent, 'POST', `${USER_API}/${id}/submit`, { answers: { ...FULL_ANSWERS, q8: { text: '제 번호는 010-1234-5678 입니다' } } });
  expect([res.statusCode, res.json().code, res.json().data.fieldErrors]).toEqual([400, 'PERSONAL_INFO', { q8: expect.any(String) }]);
  const draft = await call(agent, 'POST', `${USER_API}/${id}/save`, { answers: { q3: { optIds: ['etc'], etcText: '900101-1234567' } } });
  expect([draft.statusCode, draft.json().code, draft.json().data.fieldErrors]).toEqual([400, 'PERSONAL_INFO', { q3: expect.any(String) }]);
  expect(await rspnsOf(id)).toEqual([]);
});

test('a submit is checked against the definition it locked, not the one read before its transaction', async () => {
  const { call, survey, member } = h();
  const id = await survey();
  const { agent } = await member();
  const changed = structuredClone(EVERY_TYPE_DEF);
  changed.pages[0]!.qstns.push({ qstnId: 'q14', qstnType: 'SHORT', qstnTtl: '새 필수 문항', requiredYn: 'Y' });
  const db = ctx.database.db;
  const pending = await db.transaction(async (tx) => {
    await tx.select().from(srvy).where(eq(srvy.srvyId, id)).for('update');
    const submit = call(agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS });
    await waitForLockWaiter(db);
    await tx.update(srvy).set({ def: changed }).where(eq(srvy.srvyId, id));
    return { submit };
  });
  const res = await pending.submit;
  expect([res.statusCode, res.json().data.fieldErrors]).toEqual([400, { q14: M.required }]);
  expect(await rspnsOf(id)).toEqual([]);
});

test('two submits at once: one 200, one 409; the points are earned once; the view says answered', async () => {
  const { call, survey, member } = h();
  const id = await survey(EVERY_TYPE_DEF, { trgtSeCd: 'MBR', trgtMbrTypes: ['ST01'], pointTypeCd: 'ASRV' });
  const student = await member();
  const results = await Promise.all([1, 2].map(() => call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })));
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const refused = results.find((r) => r.statusCode === 409)!;
  expect(refused.json().message).toBe(M.alreadyAnswered);
  expect(results.find((r) => r.statusCode === 200)!.json().earnedPoint).toBe(50);
  expect(await rspnsOf(id)).toHaveLength(1);
  const again = await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS });
  expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyAnswered]);
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/save`, { answers: {} })).statusCode).toBe(409);
  const ledger = await ctx.database.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, student.userId), eq(pointLedger.pointTypeCd, 'ASRV')));
  expect(ledger).toHaveLength(1);
  expect((await call(student.agent, 'GET', `${USER_API}/${id}`)).json()).toMatchObject({ answered: true, canAnswer: false, notice: M.alreadyAnswered });
  const [srvyRow] = await ctx.database.db.select().from(srvy).where(eq(srvy.srvyId, id));
  expect(srvyRow!.rspnsCnt).toBe(1);
});

test('two members submitting at once both succeed (the survey row is locked exclusively, no deadlock) and both are counted', async () => {
  const { call, survey, member } = h();
  const id = await survey(EVERY_TYPE_DEF, { trgtSeCd: 'MBR', trgtMbrTypes: ['ST01'], pointTypeCd: 'ASRV' });
  const students = await Promise.all([member(), member(), member()]);
  const guest = await anonymousAgent(ctx.app);
  const agents = [...students.map((s) => s.agent), guest];
  const all = await survey();
  for (const srvyId of [id, all]) {
    const results = await Promise.all(
      (srvyId === id ? students.map((s) => s.agent) : agents).map((agent) => call(agent, 'POST', `${USER_API}/${srvyId}/submit`, { answers: FULL_ANSWERS })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
  }
  const counts = await ctx.database.db
    .select({ srvyId: srvy.srvyId, rspnsCnt: srvy.rspnsCnt })
    .from(srvy)
    .where(inArray(srvy.srvyId, [id, all]));
  expect(counts.sort((a, b) => a.srvyId - b.srvyId)).toEqual([
    { srvyId: id, rspnsCnt: 3 },
    { srvyId: all, rspnsCnt: 4 },
  ]);
});

test('a repeatable survey takes several responses and still earns its points once', async () => {
  const { call, survey, member } = h();
  const id = await survey(EVERY_TYPE_DEF, { rptYn: 'Y', pointTypeCd: 'BSRV' });
  const student = await member();
  const first = await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS });
  const second = await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS });
  expect([first.json().earnedPoint, second.json().earnedPoint]).toEqual([50, 0]);
  expect(await rspnsOf(id)).toHaveLength(2);
});

test('a draft is saved without the required answers, resumed, hidden from another member, and becomes the response', async () => {
  const { call, survey, member } = h();
  const id = await survey(EVERY_TYPE_DEF, soon);
  const student = await member();
  const other = await member();
  const partial = { q1: { optIds: ['a'] }, q7: { text: '임시' } };
  const bad = await call(student.agent, 'POST', `${USER_API}/${id}/save`, { answers: { q2: { optIds: ['a', 'b', 'c'] } } });
  expect([bad.statusCode, bad.json().message]).toEqual([400, M.maxPick(2)]);
  const saved = (await call(student.agent, 'POST', `${USER_API}/${id}/save`, { answers: partial })).json();
  const resaved = (await call(student.agent, 'POST', `${USER_API}/${id}/save`, { answers: { ...partial, q4: { num: 2 } } })).json();
  expect(resaved.rspnsId).toBe(saved.rspnsId);
  expect((await call(student.agent, 'GET', `${USER_API}/${id}`)).json()).toMatchObject({
    draft: { ...partial, q4: { num: 2 } },
    answered: false,
    canAnswer: true,
  });
  expect((await call(other.agent, 'GET', `${USER_API}/${id}`)).json()).toMatchObject({ draft: null });
  expect((await call(student.agent, 'GET', `${USER_API}/list`)).json().list.find((r: { srvyId: number }) => r.srvyId === id)).toMatchObject({
    hasDraft: true,
    answered: false,
  });

  const submitted = (await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })).json();
  expect(submitted.rspnsId).toBe(saved.rspnsId);
  expect(await rspnsOf(id)).toEqual([expect.objectContaining({ rspnsId: saved.rspnsId, sttsCd: 'SUBMIT', answers: FULL_ANSWERS })]);
});

test('a closed survey shows its closed message and takes no answer; a survey not yet open neither', async () => {
  const { call, admin, survey, member } = h();
  const id = await survey();
  const student = await member();
  await call(await admin(), 'POST', `${ADMIN_API}/${id}/close`);
  expect((await call(student.agent, 'GET', `${USER_API}/${id}`)).json()).toMatchObject({ canAnswer: false, notice: M.closed, srvy: { phase: 'CLOSED' } });
  const res = await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS });
  expect([res.statusCode, res.json().message]).toEqual([409, M.closed]);
  const later = await survey(EVERY_TYPE_DEF, {
    bgngDt: new Date(Date.now() + 86_400_000).toISOString(),
    endDt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  expect((await call(student.agent, 'GET', `${USER_API}/${later}`)).json()).toMatchObject({ canAnswer: false, notice: M.ready });
  expect((await call(student.agent, 'POST', `${USER_API}/${later}/submit`, { answers: FULL_ANSWERS })).statusCode).toBe(409);
});

test('a CTX survey is answered by the participants the registered hook names, once per context', async () => {
  const { call, survey, member } = h();
  const student = await member();
  const stranger = await member();
  const asked: number[] = [];
  registerSrvyCtx('tprg', async (_db, userId, ref, srvyId) => {
    asked.push(srvyId);
    return userId === student.userId && ['1', '2'].includes(ref);
  });
  const id = await survey(EVERY_TYPE_DEF, { trgtSeCd: 'CTX' });
  expect((await call(student.agent, 'GET', `${USER_API}/${id}`)).json()).toMatchObject({ canAnswer: false, notice: M.ctxRequired });
  expect((await call(student.agent, 'GET', `${USER_API}/${id}?ctxKey=tprg:1`)).json()).toMatchObject({ canAnswer: true });
  // the hook is told which survey asks, so a context can name its own survey only
  expect(asked).toEqual([id]);
  expect((await call(stranger.agent, 'GET', `${USER_API}/${id}?ctxKey=tprg:1`)).statusCode).toBe(404);
  expect((await call(stranger.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS, ctxKey: 'tprg:1' })).statusCode).toBe(403);
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS, ctxKey: 'nohook:1' })).statusCode).toBe(403);
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })).json().message).toBe(M.ctxRequired);
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS, ctxKey: 'tprg:1' })).statusCode).toBe(200);
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS, ctxKey: 'tprg:1' })).statusCode).toBe(409);
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS, ctxKey: 'tprg:2' })).statusCode).toBe(200);
  expect((await rspnsOf(id)).map((r) => r.ctxKey).sort()).toEqual(['tprg:1', 'tprg:2']);
});

test('a FILE answer claims the respondent’s own upload; another member’s upload group is no answer; files are the respondent’s', async () => {
  const { call, survey, member, admin } = h();
  const def = structuredClone(EVERY_TYPE_DEF);
  def.pages[1]!.qstns[6]!.requiredYn = 'Y';
  const id = await survey(def, { trgtSeCd: 'MBR', trgtMbrTypes: ['ST01'] });
  const student = await member();
  const other = await member();
  const teacher = await member('TC01');
  expect((await upload(ctx.app, teacher.agent, { seqType: 'srvyRspns', seqId: String(id) }, 'a.png', SAMPLES.png)).statusCode).toBe(403);
  const othersGroup = (await upload(ctx.app, other.agent, { seqType: 'srvyRspns', seqId: String(id) }, 'a.png', SAMPLES.png)).json().fileModuleId as string;
  const stolen = await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: { ...FULL_ANSWERS, q13: { fileModuleId: othersGroup } } });
  expect([stolen.statusCode, stolen.json().message]).toEqual([400, M.fileRequired]);

  const uploaded = (await upload(ctx.app, student.agent, { seqType: 'srvyRspns', seqId: String(id) }, '과제.png', SAMPLES.png)).json();
  // the draft claims the upload; a later visit lists it by name
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/save`, { answers: { q13: { fileModuleId: uploaded.fileModuleId } } })).statusCode).toBe(200);
  expect((await call(student.agent, 'GET', `${USER_API}/${id}`)).json().draftFiles).toEqual({ q13: [{ name: '과제.png', size: uploaded.fileSz }] });
  expect((await call(other.agent, 'GET', `${USER_API}/${id}`)).json().draftFiles).toEqual({});
  const ok = await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: { ...FULL_ANSWERS, q13: { fileModuleId: uploaded.fileModuleId } } });
  expect(ok.statusCode).toBe(200);
  const download = `/api/common/downloadFile/srvyRspns/${uploaded.fileModuleId}/1`;
  expect((await call(student.agent, 'GET', download)).statusCode).toBe(200);
  expect((await call(other.agent, 'GET', download)).statusCode).toBe(404);
  expect((await call(await admin(), 'GET', download)).statusCode).toBe(200);
});

test('an administrator session reads a survey but may not answer it (403)', async () => {
  const { call, admin, survey } = h();
  const id = await survey();
  const agent = await admin();
  expect((await call(agent, 'GET', `${USER_API}/${id}`)).json()).toMatchObject({
    canAnswer: false,
    notice: M.adminNoAnswer,
    loginRequired: false,
    draft: null,
  });
  const submit = await call(agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS });
  expect([submit.statusCode, submit.json().message]).toEqual([403, M.adminNoAnswer]);
  expect((await call(agent, 'POST', `${USER_API}/${id}/save`, { answers: FULL_ANSWERS })).statusCode).toBe(403);
  expect(await rspnsOf(id)).toEqual([]);
});

test('a submit has its own per-address limit, a tenth of RATE_LIMIT_PER_MINUTE', async () => {
  const id = await h().survey(EVERY_TYPE_DEF, { rptYn: 'Y' });
  const app = await buildTestApp(ctx.database, { RATE_LIMIT_PER_MINUTE: '30' });
  try {
    const guest = await anonymousAgent(app);
    const send = () =>
      app.inject({ method: 'POST', url: `${USER_API}/${id}/submit`, headers: guest.headers, payload: { answers: FULL_ANSWERS }, remoteAddress: '192.0.2.91' });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/[가-힣]/);
  } finally {
    await app.close();
  }
});

test('points are earned once for a survey family: a new version answered again earns none; the points type is then fixed', async () => {
  const { call, admin, survey, member } = h();
  const agent = await admin();
  const id = await survey(EVERY_TYPE_DEF, { pointTypeCd: 'ASRV' });
  const student = await member();
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })).json().earnedPoint).toBe(50);
  const changed = await call(agent, 'PUT', `${ADMIN_API}/${id}`, srvyMeta({ pointTypeCd: 'BSRV' }));
  expect([changed.statusCode, changed.json().message]).toEqual([409, M.metaLocked]);

  const version = (await call(agent, 'POST', `${ADMIN_API}/${id}/version`)).json();
  const other = await call(agent, 'PUT', `${ADMIN_API}/${version.srvyId}`, srvyMeta({ pointTypeCd: 'BSRV' }));
  expect([other.statusCode, other.json().message]).toEqual([409, M.versionPointLocked]);
  expect((await call(agent, 'POST', `${ADMIN_API}/${version.srvyId}/publish`)).statusCode).toBe(200);
  const again = await call(student.agent, 'POST', `${USER_API}/${version.srvyId}/submit`, { answers: FULL_ANSWERS });
  expect([again.statusCode, again.json().earnedPoint]).toEqual([200, 0]);
  const ledger = await ctx.database.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, student.userId), eq(pointLedger.pointTypeCd, 'ASRV')));
  expect(ledger).toHaveLength(1);
});

test('uploads to a CTX survey name its context and pass the submit’s target check; an anonymous response’s file is logged without its respondent', async () => {
  const { call, survey, member, admin } = h();
  const student = await member();
  const stranger = await member();
  registerSrvyCtx('tfile', async (_db, userId, ref) => userId === student.userId && ref === '7');
  const fileDef = { pages: [{ pageId: 'p1', qstns: [{ qstnId: 'f1', qstnType: 'FILE' as const, qstnTtl: '파일', requiredYn: 'Y' as const }] }] };
  const ctxId = await survey(fileDef, { trgtSeCd: 'CTX' });
  const put = (agent: typeof student.agent, seqId: string) => upload(ctx.app, agent, { seqType: 'srvyRspns', seqId }, 'a.png', SAMPLES.png);
  expect((await put(student.agent, String(ctxId))).statusCode).toBe(403);
  expect((await put(stranger.agent, `${ctxId}:tfile:7`)).statusCode).toBe(403);
  expect((await put(student.agent, `${ctxId}:tfile:8`)).statusCode).toBe(403);
  expect((await put(student.agent, `${ctxId}:tfile:7`)).statusCode).toBe(200);
  expect((await put(await admin(), `${ctxId}:tfile:7`)).statusCode).toBe(403);

  const anonId = await survey(fileDef, { anonYn: 'Y' });
  const uploaded = (await put(student.agent, String(anonId))).json();
  const ok = await call(student.agent, 'POST', `${USER_API}/${anonId}/submit`, { answers: { f1: { fileModuleId: uploaded.fileModuleId } } });
  expect(ok.statusCode).toBe(200);
  const download = `/api/common/downloadFile/srvyRspns/${uploaded.fileModuleId}/1`;
  expect((await call(student.agent, 'GET', download)).statusCode).toBe(200);
  expect((await call(await admin(), 'GET', download)).statusCode).toBe(200);
  const logs = await ctx.database.db.select().from(indvdlInfoAcsLog).where(like(indvdlInfoAcsLog.trgtDesc, '%익명 설문 응답%'));
  expect(logs).toEqual([expect.objectContaining({ actorUserId: 'admin', trgtUserId: null, trgtDesc: `${M.anonRspnsDesc('테스트 설문')} 첨부파일 a.png` })]);
});
