import { CLS_MESSAGES, CRR_ACTV_MESSAGES as M, seoulDate, VALIDATION_MESSAGES as V } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent, createMember, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { lockBalance, movePoints } from '../point/index.js';
import { crrActvStdnt } from './crr-actv.table.js';
import { actvCalls, actvForm, actvWorld } from './crr-actv.test-helper.js';

const ctx = useTestApp();
const calls = () => actvCalls(ctx.app);
const TOMORROW = seoulDate(new Date(Date.now() + 24 * 60 * 60 * 1000));

test.each([
  ['schlNm', { schlNm: '' }, V.required()],
  ['schlNm', { schlNm: '가'.repeat(101) }, V.max(100)],
  ['grd', { grd: undefined }, V.required()],
  ['grd', { grd: 0 }, V.min_value(1)],
  ['grd', { grd: 7 }, V.max_value(6)],
  ['actvYmd', { actvYmd: '' }, V.required()],
  ['actvYmd', { actvYmd: '2026-02-30' }, M.invalidDate],
  ['actvYmd', { actvYmd: TOMORROW }, M.futureDate],
  ['actvNm', { actvNm: '  ' }, V.required()],
  ['actvNm', { actvNm: '가' }, V.min(2)],
  ['actvNm', { actvNm: '가'.repeat(101) }, V.max(100)],
  ['actvPrps', { actvPrps: '' }, V.required()],
  ['actvPrps', { actvPrps: '가'.repeat(501) }, V.max(500)],
  ['actvPlc', { actvPlc: '' }, V.required()],
  ['actvPlc', { actvPlc: '가'.repeat(101) }, V.max(100)],
  ['actvDgstfn', { actvDgstfn: undefined }, V.required()],
  ['actvDgstfn', { actvDgstfn: '6' as '5' }, V.required()],
  ['dutyCr', { dutyCr: '' }, V.required()],
  ['dutyCr', { dutyCr: '가'.repeat(101) }, V.max(100)],
  ['actvCn', { actvCn: '' }, V.required()],
  ['actvCn', { actvCn: '가'.repeat(49) }, V.min(50)],
  ['actvCn', { actvCn: '가'.repeat(2001) }, V.max(2000)],
  ['actvOpnn', { actvOpnn: '' }, V.required()],
  ['actvOpnn', { actvOpnn: '가'.repeat(49) }, V.min(50)],
  ['actvOpnn', { actvOpnn: '가'.repeat(2001) }, V.max(2000)],
])('spec §5: %s %j answers its Korean message at the field', async (field, over, message) => {
  const { create } = calls();
  const w = await actvWorld(ctx.app);
  const res = await create(w.s1.agent, over);
  expect(res.statusCode).toBe(400);
  expect(res.json().data.fieldErrors[field]).toBe(message);
});

test('the minimum lengths count characters after trimming: 2 and 50 pass, the texts are stored trimmed', async () => {
  const { call, created } = calls();
  const w = await actvWorld(ctx.app);
  const crrActvId = await created(w.s1.agent, { actvNm: ' 가나 ', actvCn: ` ${'가'.repeat(50)} `, actvOpnn: 'a'.repeat(50) });
  const view = (await call(w.s1.agent, 'GET', `/icec/api/crrActv/${crrActvId}`)).json();
  expect(view).toMatchObject({ actvNm: '가나', actvCn: '가'.repeat(50), actvSeCd: 'STDNT', editable: true, wrtrId: w.s1.userId });
  expect(view.students).toEqual([{ userId: w.s1.userId, userNm: '김활동' }]);
});

test('prohibited-word and personal-information checks of the boards apply to the texts', async () => {
  const { create } = calls();
  const w = await actvWorld(ctx.app);
  const res = await create(w.s1.agent, { actvOpnn: `${'가'.repeat(50)} 연락처는 010-1234-5678 입니다.` });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('PERSONAL_INFO');
  expect(res.json().data.fieldErrors.actvOpnn).toBe(M.personalInfo('전화번호'));
});

test('a student earns CRR points once per activity; an edit earns none; a delete withdraws them in the same step', async () => {
  const { call, create, crrMoves } = calls();
  const w = await actvWorld(ctx.app);
  const res = await create(w.s1.agent);
  expect(res.statusCode).toBe(200);
  const { crrActvId, point } = res.json();
  expect(point).toBeGreaterThan(0);
  expect(await crrMoves(w.s1.userId, crrActvId)).toEqual([point]);

  const edited = await call(w.s1.agent, 'PUT', `/icec/api/crrActv/${crrActvId}`, actvForm({ actvNm: '사서 체험 (수정)' }));
  expect(edited.json()).toEqual({ crrActvId, point: 0 });
  expect(await crrMoves(w.s1.userId, crrActvId)).toEqual([point]);
  expect((await call(w.s1.agent, 'GET', `/icec/api/crrActv/${crrActvId}`)).json().actvNm).toBe('사서 체험 (수정)');

  expect((await call(w.s1.agent, 'DELETE', `/icec/api/crrActv/${crrActvId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect(await crrMoves(w.s1.userId, crrActvId)).toEqual([point, -point]);
  expect((await call(w.s1.agent, 'GET', `/icec/api/crrActv/${crrActvId}`)).statusCode).toBe(404);
  expect((await call(w.s1.agent, 'DELETE', `/icec/api/crrActv/${crrActvId}`)).statusCode).toBe(404);
  expect(await crrMoves(w.s1.userId, crrActvId)).toEqual([point, -point]);
});

test('only the writer edits or deletes; FUSN is never written here; a missing activity is 404', async () => {
  const { call, create, created } = calls();
  const w = await actvWorld(ctx.app);
  const crrActvId = await created(w.s1.agent);
  for (const other of [w.s2, w.homeroom]) {
    const put = await call(other.agent, 'PUT', `/icec/api/crrActv/${crrActvId}`, actvForm());
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(M.writerOnly);
    expect((await call(other.agent, 'DELETE', `/icec/api/crrActv/${crrActvId}`)).statusCode).toBe(403);
  }
  const fusn = await create(w.s1.agent, { actvSeCd: 'FUSN' });
  expect(fusn.statusCode).toBe(403);
  expect(fusn.json().message).toBe(M.fusnReadOnly);
  expect((await call(w.s1.agent, 'PUT', '/icec/api/crrActv/2147483000', actvForm())).statusCode).toBe(404);
  expect((await call(w.s1.agent, 'DELETE', '/icec/api/crrActv/2147483000', {})).json().message).toBe(M.notFound);
});

test('who may write which kind: guests 401, a general member and teachers no STDNT, students no SCHL', async () => {
  const { create } = calls();
  const w = await actvWorld(ctx.app);
  expect((await create(await anonymousAgent(ctx.app))).statusCode).toBe(401);
  const general = await create(w.member.agent);
  expect(general.statusCode).toBe(403);
  expect(general.json().message).toBe(M.stdntOnly);
  expect((await create(w.homeroom.agent)).json().message).toBe(M.stdntOnly);
  const schlByStudent = await create(w.s1.agent, { actvSeCd: 'SCHL', clsId: w.clsId });
  expect(schlByStudent.statusCode).toBe(403);
  expect(schlByStudent.json().message).toBe(M.tchrOnly);
  expect((await create(w.member.agent, { actvSeCd: 'SCHL', clsId: w.clsId })).json().message).toBe(M.tchrOnly);
});

test('a SCHL activity: the homeroom or career teacher records it for the whole class or chosen students; no points', async () => {
  const { call, create, created, crrMoves } = calls();
  const w = await actvWorld(ctx.app);
  const owners = async (crrActvId: number) =>
    (await ctx.app.db.select({ userId: crrActvStdnt.userId }).from(crrActvStdnt).where(eq(crrActvStdnt.crrActvId, crrActvId))).map((r) => r.userId).sort();

  const whole = await created(w.homeroom.agent, { actvSeCd: 'SCHL', clsId: w.clsId, actvNm: '직업인 특강' });
  // the pending student is not (yet) of the class
  expect(await owners(whole)).toEqual([w.s1.userId, w.s2.userId].sort());
  expect(await crrMoves(w.s1.userId, whole)).toEqual([]);
  const chosen = await created(w.career.agent, { actvSeCd: 'SCHL', clsId: w.clsId, stdntIds: [w.s2.userId] });
  expect(await owners(chosen)).toEqual([w.s2.userId]);

  const notInCls = await create(w.homeroom.agent, { actvSeCd: 'SCHL', clsId: w.clsId, stdntIds: [w.pending.userId] });
  expect(notInCls.statusCode).toBe(400);
  expect(notInCls.json().data.fieldErrors.stdntIds).toBe(M.stdntNotInCls);
  expect((await create(w.homeroom.agent, { actvSeCd: 'SCHL' })).json().data.fieldErrors.clsId).toBe(M.clsRequired);
  const missing = await create(w.homeroom.agent, { actvSeCd: 'SCHL', clsId: 2147483000 });
  expect([missing.statusCode, missing.json().message]).toEqual([404, CLS_MESSAGES.classNotFound]);
  const plain = await create(w.plain.agent, { actvSeCd: 'SCHL', clsId: w.clsId });
  expect([plain.statusCode, plain.json().message]).toEqual([403, CLS_MESSAGES.classForbidden]);
  const other = await create(w.otherTeacher.agent, { actvSeCd: 'SCHL', clsId: w.clsId });
  expect([other.statusCode, other.json().message]).toEqual([403, CLS_MESSAGES.otherSchool]);

  // the writer moves it to chosen students; the kind stays SCHL whatever the form says
  const put = await call(w.homeroom.agent, 'PUT', `/icec/api/crrActv/${whole}`, actvForm({ actvSeCd: 'STDNT', clsId: w.clsId, stdntIds: [w.s1.userId] }));
  expect(put.statusCode).toBe(200);
  expect(await owners(whole)).toEqual([w.s1.userId]);
  const view = (await call(w.homeroom.agent, 'GET', `/icec/api/crrActv/${whole}`)).json();
  expect(view).toMatchObject({ actvSeCd: 'SCHL', clsId: w.clsId, editable: true });
  expect((await call(w.homeroom.agent, 'DELETE', `/icec/api/crrActv/${whole}`)).statusCode).toBe(200);
});

test('an unapproved teacher cannot record a SCHL activity', async () => {
  const { create } = calls();
  const w = await actvWorld(ctx.app);
  const pendingTeacher = await createMember(ctx.app.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  const res = await create(await sessionFor(ctx.app, pendingTeacher.userId), { actvSeCd: 'SCHL', clsId: w.clsId });
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe(M.tchrOnly);
});

test('points already spent refuse the delete (409): the activity, its students, its files and the ledger stay as they were', async () => {
  const { call, create, crrMoves } = calls();
  const w = await actvWorld(ctx.app);
  const up = await upload(ctx.app, w.s1.agent, { seqType: 'crrActv' }, '활동사진.png', SAMPLES.png);
  const { crrActvId, point } = (await create(w.s1.agent, { atchFileModuleId: up.json().fileModuleId })).json();
  await ctx.app.db.transaction((tx) =>
    movePoints(tx, { userId: w.s1.userId, pointTypeCd: 'GDS', points: -(point - 10), reason: '상품 교환', idntfId: `test:${crrActvId}` }),
  );
  const res = await call(w.s1.agent, 'DELETE', `/icec/api/crrActv/${crrActvId}`);
  expect([res.statusCode, res.json().code, res.json().message]).toEqual([409, 'POINT_SPENT', M.pointSpent]);
  expect(await crrMoves(w.s1.userId, crrActvId)).toEqual([point]);
  expect(await lockBalanceOf(w.s1.userId)).toBe(10);
  const view = await call(w.s1.agent, 'GET', `/icec/api/crrActv/${crrActvId}`);
  expect([view.statusCode, view.json().students, view.json().files.length]).toEqual([200, [{ userId: w.s1.userId, userNm: '김활동' }], 1]);
  // once the balance holds the credit again, the delete goes through and withdraws it whole
  await ctx.app.db.transaction((tx) =>
    movePoints(tx, { userId: w.s1.userId, pointTypeCd: 'ADJ', points: point, reason: '관리자 조정', idntfId: `test:adj:${crrActvId}` }),
  );
  expect((await call(w.s1.agent, 'DELETE', `/icec/api/crrActv/${crrActvId}`)).statusCode).toBe(200);
  expect(await crrMoves(w.s1.userId, crrActvId)).toEqual([point, -point]);
  expect(await lockBalanceOf(w.s1.userId)).toBe(10);
});

test('CRR points are earned for three activities a day at most (the seeded rule); the activities are still saved', async () => {
  const { create } = calls();
  const w = await actvWorld(ctx.app);
  const points = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await create(w.s1.agent);
    expect(res.statusCode).toBe(200);
    points.push(res.json().point);
  }
  expect(points[0]).toBeGreaterThan(0);
  expect(points).toEqual([points[0], points[0], points[0], 0]);
});

const lockBalanceOf = (userId: string) => ctx.app.db.transaction((tx) => lockBalance(tx, userId));
