import { CMPN_MESSAGES as M, EXPORT_MESSAGES, VALIDATION_MESSAGES, XLSX_CONTENT_TYPE } from '@portal/contract';
import { readSheet } from 'read-excel-file/node';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { anonymousAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { indvdlInfoAcsLog as privacyLog } from '../privacy-log/privacy-log.table.js';
import { cmpnCalls, cmpnForm } from './cmpn.test-helper.js';
import { cmpnAply, pointBalance, pointLedger } from './point.table.js';

const ctx = useTestApp();
const calls = () => cmpnCalls(ctx.app);
const ledgerOf = (userId: string) => ctx.database.db.select().from(pointLedger).where(eq(pointLedger.userId, userId));
const balanceOf = async (userId: string) => (await ctx.database.db.select().from(pointBalance).where(eq(pointBalance.userId, userId)))[0]?.balance ?? 0;

test('an administrator creates, lists, edits, closes and deletes campaigns', async () => {
  const { call, admin } = calls();
  const agent = await admin();
  const created = await call(agent, 'POST', '/api/cmpnPointMng/cmpn', cmpnForm({ cmpnTtl: '관리 캠페인', points: '70' as unknown as number }));
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({ cmpnTtl: '관리 캠페인', points: 70, closeYn: 'N', sttsCd: 'OPEN', aplyCnt: 0, aprvCnt: 0, registeredBy: 'admin' });

  const list = (await call(agent, 'GET', '/api/cmpnPointMng/cmpn/list?searchWrd=관리 캠&sttsCd=OPEN')).json();
  expect(list.list.map((c: { cmpnId: number }) => c.cmpnId)).toEqual([item.cmpnId]);
  expect((await call(agent, 'GET', '/api/cmpnPointMng/cmpn/list?searchWrd=관리 캠&sttsCd=CLOSED')).json().pagination.countItem).toBe(0);

  const updated = await call(agent, 'PUT', `/api/cmpnPointMng/cmpn/${item.cmpnId}`, cmpnForm({ cmpnTtl: '고친 캠페인', proofFileYn: 'Y' }));
  expect(updated.json()).toMatchObject({ cmpnTtl: '고친 캠페인', proofFileYn: 'Y' });
  expect((await call(agent, 'POST', `/api/cmpnPointMng/cmpn/${item.cmpnId}/close`)).json()).toMatchObject({ closeYn: 'Y', sttsCd: 'CLOSED' });
  expect((await call(agent, 'POST', `/api/cmpnPointMng/cmpn/${item.cmpnId}/close`)).statusCode).toBe(200);
  expect((await call(agent, 'DELETE', `/api/cmpnPointMng/cmpn/${item.cmpnId}`)).json()).toEqual({ result: 'SUCCESS' });
  for (const [method, url] of [
    ['GET', `/api/cmpnPointMng/cmpn/${item.cmpnId}`],
    ['PUT', `/api/cmpnPointMng/cmpn/${item.cmpnId}`],
    ['POST', `/api/cmpnPointMng/cmpn/${item.cmpnId}/close`],
    ['DELETE', `/api/cmpnPointMng/cmpn/${item.cmpnId}`],
  ] as const)
    expect((await call(agent, method, url, method === 'PUT' ? cmpnForm() : undefined)).statusCode, `${method} ${url}`).toBe(404);
});

test('a campaign form is checked: period in order, a proof asked for, points and limit in range', async () => {
  const { call, admin } = calls();
  const agent = await admin();
  const save = (over: object) => call(agent, 'POST', '/api/cmpnPointMng/cmpn', cmpnForm(over));
  const fieldOf = async (over: object, field: string) => {
    const res = await save(over);
    expect(res.statusCode).toBe(400);
    return res.json().data.fieldErrors[field];
  };
  expect(await fieldOf({ bgngYmd: '2026-05-10', endYmd: '2026-05-09' }, 'endYmd')).toBe(M.period);
  expect(await fieldOf({ proofTextYn: 'N', proofFileYn: 'N' }, 'proofFileYn')).toBe(M.proofKind);
  expect(await fieldOf({ points: 0 }, 'points')).toBe(M.points);
  expect(await fieldOf({ points: 100_001 }, 'points')).toBe(M.points);
  expect(await fieldOf({ aplyLimitCnt: 0 }, 'aplyLimitCnt')).toBe(M.aplyLimitCnt);
  expect(await fieldOf({ cmpnTtl: '  ' }, 'cmpnTtl')).toBe(VALIDATION_MESSAGES.required());
  expect(await fieldOf({ bgngYmd: '2026-02-30' }, 'bgngYmd')).toBeTruthy();
});

test('a campaign with applications is closed, not deleted', async () => {
  const { call, admin, createCmpn, apply } = calls();
  const cmpnId = await createCmpn();
  const student = await memberAgent(ctx.app, 'S');
  expect((await apply(student.agent, { cmpnId, proofCn: '참여' })).statusCode).toBe(200);
  const res = await call(await admin(), 'DELETE', `/api/cmpnPointMng/cmpn/${cmpnId}`);
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(M.hasAplys);
  expect((await call(await admin(), 'GET', `/api/cmpnPointMng/cmpn/${cmpnId}`)).json()).toMatchObject({ aplyCnt: 1 });
});

test('approval credits the campaign’s points once, however often it is clicked', async () => {
  const { call, admin, createCmpn, apply } = calls();
  const cmpnId = await createCmpn({ cmpnTtl: '한 번만 적립', points: 40 });
  const student = await memberAgent(ctx.app, 'S', '김학생');
  const aplyId = (await apply(student.agent, { cmpnId, proofCn: '참여' })).json().aplyId;
  const agent = await admin();
  expect((await call(agent, 'POST', '/api/cmpnPointMng/aply/approve', { aplyIds: [aplyId] })).json()).toEqual({ result: 'SUCCESS', procCnt: 1 });
  expect((await call(agent, 'POST', '/api/cmpnPointMng/aply/approve', { aplyIds: [aplyId, aplyId] })).json()).toEqual({ result: 'SUCCESS', procCnt: 0 });
  const rows = await ledgerOf(student.userId);
  expect(rows.map((r) => [r.pointTypeCd, r.points, r.reason, r.srcUrl, r.registeredBy, r.idntfKey])).toEqual([
    ['CMPN', 40, '캠페인 참여: 한 번만 적립', '/myPage/cmpnPoint/cmpnPointAply', 'admin', `CMPN:cmpnAply:${aplyId}`],
  ]);
  expect((await call(student.agent, 'GET', '/icec/api/cmpnPointAply/myPoint')).json()).toEqual({ result: 40 });
  // an approved one cannot be rejected afterwards
  expect((await call(agent, 'POST', '/api/cmpnPointMng/aply/reject', { aplyIds: [aplyId], rejectReason: '늦음' })).json().procCnt).toBe(0);
  expect((await call(student.agent, 'GET', '/icec/api/cmpnPointAply/aply/list')).json().list[0]).toMatchObject({ aplySttsCd: 'APRV', rejectReason: null });
});

test('an applicant who has withdrawn since applying is not credited; the application stays waiting', async () => {
  const { call, admin, createCmpn, apply } = calls();
  const cmpnId = await createCmpn({ cmpnTtl: '탈퇴 후 승인', points: 40 });
  const student = await memberAgent(ctx.app, 'S', '김탈퇴');
  const aplyId = (await apply(student.agent, { cmpnId, proofCn: '참여' })).json().aplyId;
  await ctx.database.db.update(mbr).set({ userSttsCd: 'WTDR' }).where(eq(mbr.userId, student.userId));
  expect((await call(await admin(), 'POST', '/api/cmpnPointMng/aply/approve', { aplyIds: [aplyId] })).json()).toEqual({ result: 'SUCCESS', procCnt: 0 });
  expect(await ledgerOf(student.userId)).toEqual([]);
  expect((await ctx.database.db.select().from(cmpnAply).where(eq(cmpnAply.aplyId, aplyId)))[0]!.aplySttsCd).toBe('APLY');
});

test('20 parallel approvals of the same applications credit each once', async () => {
  const { call, admin, createCmpn, apply } = calls();
  const cmpnId = await createCmpn({ points: 25, aplyLimitCnt: 2 });
  const students = await Promise.all([memberAgent(ctx.app, 'S'), memberAgent(ctx.app, 'S'), memberAgent(ctx.app, 'S')]);
  const aplyIds: number[] = [];
  for (const s of students) for (const n of [1, 2]) aplyIds.push((await apply(s.agent, { cmpnId, proofCn: `참여 ${n}` })).json().aplyId);
  const agent = await admin();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => call(agent, 'POST', '/api/cmpnPointMng/aply/approve', { aplyIds: i % 2 ? aplyIds : [...aplyIds].reverse() })),
  );
  expect(answers.every((r) => r.statusCode === 200)).toBe(true);
  expect(answers.reduce((sum, r) => sum + r.json().procCnt, 0)).toBe(aplyIds.length);
  for (const s of students) {
    expect((await ledgerOf(s.userId)).map((r) => r.points)).toEqual([25, 25]);
    expect(await balanceOf(s.userId)).toBe(50);
  }
});

test('rejection needs a reason and touches waiting applications only; the student sees the reason', async () => {
  const { call, admin, createCmpn, apply } = calls();
  const cmpnId = await createCmpn({ aplyLimitCnt: 3 });
  const student = await memberAgent(ctx.app, 'S');
  const [a, b, c] = [
    (await apply(student.agent, { cmpnId, proofCn: '하나' })).json().aplyId,
    (await apply(student.agent, { cmpnId, proofCn: '둘' })).json().aplyId,
    (await apply(student.agent, { cmpnId, proofCn: '셋' })).json().aplyId,
  ];
  const agent = await admin();
  for (const body of [{ aplyIds: [a] }, { aplyIds: [a], rejectReason: '  ' }]) {
    const res = await call(agent, 'POST', '/api/cmpnPointMng/aply/reject', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fieldErrors.rejectReason).toBe(M.rejectReasonRequired);
  }
  const none = await call(agent, 'POST', '/api/cmpnPointMng/aply/approve', { aplyIds: [] });
  expect(none.statusCode).toBe(400);
  expect((await call(agent, 'POST', '/api/cmpnPointMng/aply/approve', { aplyIds: Array.from({ length: 101 }, (_, i) => i + 1) })).statusCode).toBe(400);

  await call(student.agent, 'POST', `/icec/api/cmpnPointAply/aply/${c}/withdraw`);
  expect((await call(agent, 'POST', '/api/cmpnPointMng/aply/reject', { aplyIds: [a, b, c], rejectReason: '사진이 흐립니다.' })).json()).toEqual({
    result: 'SUCCESS',
    procCnt: 2,
  });
  const mine = (await call(student.agent, 'GET', '/icec/api/cmpnPointAply/aply/list')).json().list;
  expect(mine.map((x: { aplySttsCd: string; rejectReason: string | null }) => [x.aplySttsCd, x.rejectReason])).toEqual([
    ['WTHD', null],
    ['RJCT', '사진이 흐립니다.'],
    ['RJCT', '사진이 흐립니다.'],
  ]);
  expect(await ledgerOf(student.userId)).toEqual([]);
  const rows = await ctx.database.db
    .select()
    .from(cmpnAply)
    .where(and(eq(cmpnAply.userId, student.userId), eq(cmpnAply.aplySttsCd, 'RJCT')));
  expect(rows.every((r) => r.procBy === 'admin' && r.procDt !== null)).toBe(true);
});

test('the applications list searches by campaign, status, name, id and school; the proof view is logged', async () => {
  const { call, admin, createCmpn, apply, uploadProof } = calls();
  const cmpnId = await createCmpn({ proofFileYn: 'Y', cmpnTtl: '검색 캠페인' });
  const student = await memberAgent(ctx.app, 'S', '박검색');
  const group = await uploadProof(student.agent, cmpnId);
  const aplyId = (await apply(student.agent, { cmpnId, proofCn: '동네 빵집에 다녀왔습니다.', atchFileModuleId: group })).json().aplyId;
  const agent = await admin();
  const list = (query: string) => call(agent, 'GET', `/api/cmpnPointMng/aply/list?${query}`).then((r) => r.json());

  const byCmpn = await list(`cmpnId=${cmpnId}`);
  expect(byCmpn.list).toEqual([
    expect.objectContaining({ aplyId, cmpnTtl: '검색 캠페인', userId: student.userId, userNm: '박*색', aplySttsCd: 'APLY', fileCnt: 1, procBy: null }),
  ]);
  expect((await list(`searchCnd=userNm&searchWrd=박검`)).list.map((x: { aplyId: number }) => x.aplyId)).toContain(aplyId);
  expect((await list(`searchCnd=userId&searchWrd=${student.userId}`)).pagination.countItem).toBe(1);
  expect((await list(`cmpnId=${cmpnId}&aplySttsCd=APRV`)).pagination.countItem).toBe(0);
  expect((await call(agent, 'GET', '/api/cmpnPointMng/aply/list?searchCnd=bad')).statusCode).toBe(400);

  const detail = await call(agent, 'GET', `/api/cmpnPointMng/aply/${aplyId}`);
  expect(detail.json()).toMatchObject({ aplyId, proofCn: '동네 빵집에 다녀왔습니다.', files: [{ orgFileNm: '탐방사진.png' }] });
  const logs = await ctx.database.db
    .select()
    .from(privacyLog)
    .where(and(eq(privacyLog.trgtUserId, student.userId), eq(privacyLog.actnCd, 'VIEW')));
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ actorUserId: 'admin' });
  expect((await call(agent, 'GET', '/api/cmpnPointMng/aply/999999')).statusCode).toBe(404);
});

test('denied: a guest 401 and a user session 403 on every admin call', async () => {
  const { call } = calls();
  const requests = [
    ['GET', '/api/cmpnPointMng/cmpn/list'],
    ['GET', '/api/cmpnPointMng/cmpn/1'],
    ['POST', '/api/cmpnPointMng/cmpn', cmpnForm()],
    ['PUT', '/api/cmpnPointMng/cmpn/1', cmpnForm()],
    ['DELETE', '/api/cmpnPointMng/cmpn/1'],
    ['POST', '/api/cmpnPointMng/cmpn/1/close'],
    ['GET', '/api/cmpnPointMng/aply/list'],
    ['GET', '/api/cmpnPointMng/aply/1'],
    ['POST', '/api/cmpnPointMng/aply/approve', { aplyIds: [1] }],
    ['POST', '/api/cmpnPointMng/aply/reject', { aplyIds: [1], rejectReason: '사유' }],
    ['POST', '/api/cmpnPointMng/aply/excel', { reason: '명단 확인 요청' }],
  ] as const;
  const guest = await anonymousAgent(ctx.app);
  const student = await memberAgent(ctx.app, 'S');
  for (const [method, url, body] of requests) {
    expect((await call(guest, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    expect((await call(student.agent, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
  }
});

test('the applications export needs a reason; the .xlsx holds the searched ones and an EXPORT log row says what and why', async () => {
  const { call, admin, createCmpn, apply } = calls();
  const cmpnId = await createCmpn({ cmpnTtl: '엑셀 캠페인', points: 15 });
  const student = await memberAgent(ctx.app, 'S', '엑셀학생');
  const aplyId = (await apply(student.agent, { cmpnId, proofCn: '도서관 봉사에 참여했습니다.' })).json().aplyId;
  const agent = await admin();
  const none = await call(agent, 'POST', '/api/cmpnPointMng/aply/excel', { cmpnId });
  expect(none.statusCode).toBe(400);
  expect(none.json().message).toBe(EXPORT_MESSAGES.reasonRequired);

  const res = await call(agent, 'POST', '/api/cmpnPointMng/aply/excel', { cmpnId, aplySttsCd: 'APLY', reason: '지급 대상 확인 요청' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="campaign_applications_\d{8}\.xlsx"; filename\*=UTF-8''/);
  const rows = await readSheet(res.rawPayload, { parseNumber: (text: string) => text });
  expect(rows[0]!.slice(0, 8)).toEqual(['신청번호', '캠페인', '지급 포인트', '아이디', '이름', '학교', '학년', '상태']);
  expect(rows).toHaveLength(2);
  expect(rows[1]!.slice(0, 5)).toEqual([String(aplyId), '엑셀 캠페인', '15', student.userId, '엑셀학생']);
  expect(rows[1]).toContain('도서관 봉사에 참여했습니다.');
  const [log] = await ctx.database.db
    .select()
    .from(privacyLog)
    .where(and(eq(privacyLog.actnCd, 'EXPORT'), eq(privacyLog.reason, '지급 대상 확인 요청')));
  expect(log!.trgtDesc).toBe('캠페인 신청 목록 (조건: 캠페인 "엑셀 캠페인", 상태 신청) 1건 내려받기');
});
