import { CMPN_MESSAGES as M, FILE_MESSAGES, POINT_MESSAGES } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { indvdlInfoAcsLog as privacyLog } from '../privacy-log/privacy-log.table.js';
import { cmpnCalls, dayFrom } from './cmpn.test-helper.js';
import { cmpnAply } from './point.table.js';

const ctx = useTestApp();
const calls = () => cmpnCalls(ctx.app);

test('a student sees the open campaigns only, with their count and whether they may apply', async () => {
  const { call, createCmpn, apply } = calls();
  const open = await createCmpn({ cmpnTtl: '열린 캠페인 가', aplyLimitCnt: 2 });
  const ready = await createCmpn({ cmpnTtl: '예정 캠페인', bgngYmd: dayFrom(2), endYmd: dayFrom(5) });
  const ended = await createCmpn({ cmpnTtl: '끝난 캠페인', bgngYmd: dayFrom(-5), endYmd: dayFrom(-1) });
  const closed = await createCmpn({ cmpnTtl: '마감 캠페인' });
  expect((await call(await calls().admin(), 'POST', `/api/cmpnPointMng/cmpn/${closed}/close`)).json()).toMatchObject({ closeYn: 'Y', sttsCd: 'CLOSED' });

  const student = await memberAgent(ctx.app, 'S');
  const { list } = (await call(student.agent, 'GET', '/icec/api/cmpnPointAply/cmpn/list')).json();
  const ids = list.map((c: { cmpnId: number }) => c.cmpnId);
  expect(ids).toContain(open);
  for (const id of [ready, ended, closed]) expect(ids).not.toContain(id);
  expect(list.find((c: { cmpnId: number }) => c.cmpnId === open)).toMatchObject({ myAplyCnt: 0, canApply: true, sttsCd: 'OPEN', points: 30 });

  expect((await apply(student.agent, { cmpnId: open, proofCn: '참여했습니다.' })).statusCode).toBe(200);
  expect((await call(student.agent, 'GET', `/icec/api/cmpnPointAply/cmpn/${open}`)).json()).toMatchObject({ myAplyCnt: 1, canApply: true });
  expect((await apply(student.agent, { cmpnId: open, proofCn: '두 번째 참여입니다.' })).statusCode).toBe(200);
  expect((await call(student.agent, 'GET', `/icec/api/cmpnPointAply/cmpn/${open}`)).json()).toMatchObject({ myAplyCnt: 2, canApply: false });

  // an ended campaign still shows (an application links to it); one not begun is not found
  expect((await call(student.agent, 'GET', `/icec/api/cmpnPointAply/cmpn/${ended}`)).json()).toMatchObject({ sttsCd: 'ENDED', canApply: false });
  expect((await call(student.agent, 'GET', `/icec/api/cmpnPointAply/cmpn/${ready}`)).statusCode).toBe(404);
  expect((await call(student.agent, 'GET', '/icec/api/cmpnPointAply/cmpn/999999')).statusCode).toBe(404);
});

test('applying outside the period, to a closed campaign, or past the limit is refused with nothing written', async () => {
  const { call, createCmpn, apply, admin } = calls();
  const student = await memberAgent(ctx.app, 'S');
  const ready = await createCmpn({ bgngYmd: dayFrom(1), endYmd: dayFrom(3) });
  const ended = await createCmpn({ bgngYmd: dayFrom(-3), endYmd: dayFrom(-1) });
  const once = await createCmpn();
  for (const cmpnId of [ready, ended]) {
    const res = await apply(student.agent, { cmpnId, proofCn: '참여' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.notOpen);
  }
  expect((await apply(student.agent, { cmpnId: once, proofCn: '참여' })).statusCode).toBe(200);
  const again = await apply(student.agent, { cmpnId: once, proofCn: '또 참여' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(M.limitReached(1));

  // a withdrawn or rejected application does not count against the limit
  const [mine] = (await call(student.agent, 'GET', '/icec/api/cmpnPointAply/aply/list')).json().list;
  expect((await call(student.agent, 'POST', `/icec/api/cmpnPointAply/aply/${mine.aplyId}/withdraw`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await apply(student.agent, { cmpnId: once, proofCn: '다시 참여' })).statusCode).toBe(200);

  await call(await admin(), 'POST', `/api/cmpnPointMng/cmpn/${once}/close`);
  const closed = await apply(student.agent, { cmpnId: once, proofCn: '마감 후' });
  expect(closed.json().message).toBe(M.notOpen);
  expect((await apply(student.agent, { cmpnId: 999999, proofCn: '없음' })).statusCode).toBe(404);
  const rows = await ctx.database.db.select().from(cmpnAply).where(eq(cmpnAply.userId, student.userId));
  expect(rows.map((r) => r.aplySttsCd).sort()).toEqual(['APLY', 'WTHD']);
});

test('ten parallel applications of one student pass a limit of 2 only twice', async () => {
  const { createCmpn, apply } = calls();
  const cmpnId = await createCmpn({ aplyLimitCnt: 2 });
  const student = await memberAgent(ctx.app, 'S');
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => apply(student.agent, { cmpnId, proofCn: `참여 ${i}` })));
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
  expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(8);
  expect(await ctx.database.db.select().from(cmpnAply).where(eq(cmpnAply.userId, student.userId))).toHaveLength(2);
});

test('the proof asked for: text required, checked for prohibited words and personal information; files required', async () => {
  const { createCmpn, apply, uploadProof } = calls();
  const student = await memberAgent(ctx.app, 'S');
  const text = await createCmpn();
  const missing = await apply(student.agent, { cmpnId: text, proofCn: '   ' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe(M.proofCnRequired);
  const phone = await apply(student.agent, { cmpnId: text, proofCn: '연락은 010-1234-5678로 주세요.' });
  expect(phone.statusCode).toBe(400);
  expect(phone.json().message).toBe(M.personalInfo('전화번호'));

  const file = await createCmpn({ proofTextYn: 'N', proofFileYn: 'Y', aplyLimitCnt: 3 });
  const noFile = await apply(student.agent, { cmpnId: file });
  expect(noFile.statusCode).toBe(400);
  expect(noFile.json().message).toBe(M.proofFileRequired);
  // a group with no file of the caller's is no proof either
  const stranger = await memberAgent(ctx.app, 'S');
  const othersGroup = await uploadProof(stranger.agent, file);
  expect((await apply(student.agent, { cmpnId: file, atchFileModuleId: othersGroup })).statusCode).toBe(400);

  const group = await uploadProof(student.agent, file);
  const ok = await apply(student.agent, { cmpnId: file, atchFileModuleId: group, proofCn: '무시되는 글' });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ aplySttsCd: 'APLY', proofCn: null, files: [{ orgFileNm: '탐방사진.png', seqType: 'cmpnAply' }] });
  // the group is that application's for good: it cannot be sent again or added to
  expect((await apply(student.agent, { cmpnId: file, atchFileModuleId: group })).statusCode).toBe(403);
  expect((await upload(ctx.app, student.agent, { seqType: 'cmpnAply', seqId: String(file), fileModuleId: group }, 'b.png', SAMPLES.png)).statusCode).toBe(403);
  expect(await ctx.database.db.select().from(cmpnAply).where(eq(cmpnAply.userId, student.userId))).toHaveLength(1);

  // a campaign without file proof takes no upload
  const denied = await upload(ctx.app, student.agent, { seqType: 'cmpnAply', seqId: String(text) }, 'a.png', SAMPLES.png);
  expect(denied.statusCode).toBe(403);
  expect(denied.json().message).toBe(FILE_MESSAGES.denied);
});

test('proof files are the applicant’s and the administrators’ only', async () => {
  const { createCmpn, apply, uploadProof, admin } = calls();
  const cmpnId = await createCmpn({ proofFileYn: 'Y' });
  const owner = await memberAgent(ctx.app, 'S');
  const group = await uploadProof(owner.agent, cmpnId);
  const saved = (await apply(owner.agent, { cmpnId, proofCn: '다녀왔습니다.', atchFileModuleId: group })).json();
  const path = saved.files[0].downloadPath as string;
  const get = async (agent: TAgent) => (await ctx.app.inject({ method: 'GET', url: path, headers: agent.headers })).statusCode;
  const downloads = () =>
    ctx.database.db
      .select()
      .from(privacyLog)
      .where(and(eq(privacyLog.trgtUserId, owner.userId), eq(privacyLog.actnCd, 'DOWNLOAD')));
  expect(await get(owner.agent)).toBe(200);
  expect(await downloads()).toEqual([]);
  expect(await get(await admin())).toBe(200);
  // an administrator's download of a student's proof is recorded (SECURITY 17)
  expect(await downloads()).toMatchObject([{ actorUserId: 'admin', trgtDesc: '첨부파일 탐방사진.png' }]);
  expect(await get((await memberAgent(ctx.app, 'S')).agent)).toBe(404);
  expect(await get((await memberAgent(ctx.app, 'T')).agent)).toBe(404);
  expect(await get(await anonymousAgent(ctx.app))).toBe(404);
});

test('a student withdraws an own pending application only', async () => {
  const { call, createCmpn, apply, admin } = calls();
  const cmpnId = await createCmpn({ aplyLimitCnt: 3 });
  const student = await memberAgent(ctx.app, 'S');
  const first = (await apply(student.agent, { cmpnId, proofCn: '하나' })).json().aplyId;
  const second = (await apply(student.agent, { cmpnId, proofCn: '둘' })).json().aplyId;
  const withdraw = (agent: typeof student.agent, aplyId: number) => call(agent, 'POST', `/icec/api/cmpnPointAply/aply/${aplyId}/withdraw`);

  const other = await memberAgent(ctx.app, 'S');
  expect((await withdraw(other.agent, first)).statusCode).toBe(404);
  expect((await withdraw(student.agent, 999999)).statusCode).toBe(404);

  expect((await withdraw(student.agent, first)).statusCode).toBe(200);
  const twice = await withdraw(student.agent, first);
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe(M.notWithdrawable);

  await call(await admin(), 'POST', '/api/cmpnPointMng/aply/approve', { aplyIds: [second] });
  expect((await withdraw(student.agent, second)).json().message).toBe(M.notWithdrawable);

  const { list, pagination } = (await call(student.agent, 'GET', '/icec/api/cmpnPointAply/aply/list')).json();
  expect(pagination.countItem).toBe(2);
  expect(list.map((a: { aplySttsCd: string }) => a.aplySttsCd)).toEqual(['APRV', 'WTHD']);
  const filtered = (await call(student.agent, 'GET', '/icec/api/cmpnPointAply/aply/list?aplySttsCd=WTHD')).json();
  expect(filtered.list.map((a: { aplyId: number }) => a.aplyId)).toEqual([first]);
  // another student's list holds none of them
  expect((await call(other.agent, 'GET', '/icec/api/cmpnPointAply/aply/list')).json().pagination.countItem).toBe(0);
});

test('denied: a guest 401, a teacher or general member 403 on every student call', async () => {
  const { call, createCmpn } = calls();
  const cmpnId = await createCmpn();
  const requests = [
    ['GET', '/icec/api/cmpnPointAply/cmpn/list'],
    ['GET', `/icec/api/cmpnPointAply/cmpn/${cmpnId}`],
    ['POST', '/icec/api/cmpnPointAply/aply', { cmpnId, proofCn: '참여' }],
    ['GET', '/icec/api/cmpnPointAply/aply/list'],
    ['POST', '/icec/api/cmpnPointAply/aply/1/withdraw'],
  ] as const;
  const guest = await anonymousAgent(ctx.app);
  for (const type of ['T', 'G'] as const) {
    const other = await memberAgent(ctx.app, type);
    for (const [method, url, body] of requests) {
      const res = await call(other.agent, method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(POINT_MESSAGES.holderOnly);
    }
    expect((await upload(ctx.app, other.agent, { seqType: 'cmpnAply', seqId: String(cmpnId) }, 'a.png', SAMPLES.png)).statusCode).toBe(403);
  }
  for (const [method, url, body] of requests) expect((await call(guest, method, url, body)).statusCode, url).toBe(401);
  // the administrator's session is not a student's
  expect((await call(await calls().admin(), 'GET', '/icec/api/cmpnPointAply/cmpn/list')).statusCode).toBeGreaterThanOrEqual(401);
});
