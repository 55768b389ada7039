import { CNTST_MESSAGES as M } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { anonymousAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { cntstEntry } from './cntst.table.js';
import { cntstCalls, dayAt } from './cntst.test-helper.js';

const ctx = useTestApp();
const calls = () => cntstCalls(ctx.app);
const entryBody = (over: object = {}) => ({ entryTtl: '나의 꿈 포스터', values: { f1: '미래의 나를 그렸습니다.' }, ...over });

test('guests read the shown contests by phase; a draft is not found; entering needs a login', async () => {
  const { call, createContest, enter } = calls();
  const open = await createContest({ cntstTtl: '접수 중 공모전' });
  const ready = await createContest({
    cntstTtl: '예정 공모전',
    aplyBgngDt: dayAt(2),
    aplyEndDt: dayAt(3),
    jdgBgngDt: dayAt(4),
    jdgEndDt: dayAt(5),
    annDt: dayAt(6),
  });
  const draft = await createContest({ cntstTtl: '작성 중 공모전', sttsCd: 'DRAFT' });
  const guest = await anonymousAgent(ctx.app);

  const aplyIds = (await call(guest, 'GET', '/icec/api/cntst/list?phase=APLY')).json().list.map((c: { cntstId: number }) => c.cntstId);
  expect(aplyIds).toContain(open);
  expect(aplyIds).not.toContain(ready);
  const readyIds = (await call(guest, 'GET', '/icec/api/cntst/list?phase=READY')).json().list.map((c: { cntstId: number }) => c.cntstId);
  expect(readyIds).toContain(ready);
  const all = (await call(guest, 'GET', '/icec/api/cntst/list')).json().list.map((c: { cntstId: number }) => c.cntstId);
  expect(all).not.toContain(draft);

  expect((await call(guest, 'GET', `/icec/api/cntst/${open}`)).json()).toMatchObject({ phase: 'APLY', eligible: false, canEnter: false, myEntryCnt: 0 });
  expect((await call(guest, 'GET', `/icec/api/cntst/${draft}`)).statusCode).toBe(404);
  expect((await enter(guest, open, entryBody())).statusCode).toBe(401);
  expect((await call(guest, 'GET', '/icec/api/cntst/myEntry/list')).statusCode).toBe(401);
});

test('eligibility comes from the member record: member type and school level', async () => {
  const { call, createContest, enter, student } = calls();
  const highOnly = await createContest({ trgtSchlTypes: ['HI01'] });
  const middle = await student('김중생', { schlTypeCd: 'MD01' });
  const high = await student('이고생', { mbrTypeAuthrt: 'ST02', schlTypeCd: 'HI01' });
  const teacher = await memberAgent(ctx.app, 'T');

  const refused = await enter(middle.agent, highOnly, entryBody());
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(M.notEligible);
  expect((await enter(teacher.agent, highOnly, entryBody())).statusCode).toBe(403);
  expect((await call(middle.agent, 'GET', `/icec/api/cntst/${highOnly}`)).json()).toMatchObject({ eligible: false, canEnter: false });
  expect((await call(high.agent, 'GET', `/icec/api/cntst/${highOnly}`)).json()).toMatchObject({ eligible: true, canEnter: true });
  expect((await enter(high.agent, highOnly, entryBody())).statusCode).toBe(200);
});

test('an entry follows the form: required fields, lengths, unknown fields, team rules, words and personal information', async () => {
  const { call, admin, createContest, enter, student } = calls();
  const cntstId = await createContest({ aplyLimitCnt: 5 });
  const s = await student();
  const expect400 = async (body: object, message: string) => {
    const res = await enter(s.agent, cntstId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  };
  await expect400(entryBody({ values: {} }), M.fieldRequired('작품 설명'));
  await expect400(entryBody({ values: { f1: '설명', f2: '가'.repeat(21) } }), M.fieldTooLong('한 줄 소개', 20));
  await expect400(entryBody({ values: { f1: '설명', zz: '?' } }), M.fieldUnknown);
  await expect400(entryBody({ teamNm: '우리팀' }), M.teamNotAllowed);
  await expect400(entryBody({ values: { f1: '연락은 010-1234-5678로 주세요.' } }), '전화번호');
  expect((await call(await admin(), 'POST', '/api/prhbwdMng', { prhbwdNm: '공모금지어' })).statusCode).toBe(200);
  const word = await enter(s.agent, cntstId, entryBody({ entryTtl: '공모금지어 작품' }));
  expect(word.statusCode).toBe(400);
  expect(word.json().code).toBe('PROHIBITED_WORD');
  expect(await ctx.app.db.select().from(cntstEntry).where(eq(cntstEntry.userId, s.userId))).toHaveLength(0);

  const team = await createContest({ teamYn: 'Y', maxTeamSize: 2 });
  expect((await enter(s.agent, team, entryBody())).json().message).toBe(M.teamRequired);
  expect((await enter(s.agent, team, entryBody({ teamNm: '별빛', teamMbrs: '가, 나, 다' }))).json().message).toBe(M.teamTooLarge(2));
  expect((await enter(s.agent, team, entryBody({ teamNm: '별빛', teamMbrs: '가, 나' }))).statusCode).toBe(200);
});

test('concurrent entries of one member cannot pass the per-person limit', async () => {
  const { createContest, enter, student } = calls();
  const cntstId = await createContest({ aplyLimitCnt: 2 });
  const s = await student();
  const results = await Promise.all([1, 2, 3, 4, 5].map((n) => enter(s.agent, cntstId, entryBody({ entryTtl: `작품 ${n}` }))));
  expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
  const refused = results.filter((r) => r.statusCode !== 200);
  expect(refused.every((r) => r.statusCode === 409 && r.json().message === M.limitReached(2))).toBe(true);
  const rows = await ctx.app.db
    .select()
    .from(cntstEntry)
    .where(and(eq(cntstEntry.cntstId, cntstId), eq(cntstEntry.userId, s.userId)));
  expect(rows).toHaveLength(2);
});

test('outside the entry period nothing is entered, edited or withdrawn', async () => {
  const { createContest, enter, student, toJudging, call } = calls();
  const ready = await createContest({ aplyBgngDt: dayAt(2), aplyEndDt: dayAt(3), jdgBgngDt: dayAt(4), jdgEndDt: dayAt(5), annDt: dayAt(6) });
  const s = await student();
  const early = await enter(s.agent, ready, entryBody());
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(M.notInPeriod);

  const closing = await createContest();
  const entry = (await enter(s.agent, closing, entryBody())).json();
  await toJudging(closing);
  expect((await call(s.agent, 'PUT', `/icec/api/cntst/${closing}/entry/${entry.entryId}`, entryBody({ entryTtl: '고침' }))).statusCode).toBe(409);
  expect((await call(s.agent, 'POST', `/icec/api/cntst/${closing}/entry/${entry.entryId}/withdraw`)).statusCode).toBe(409);
  expect((await enter(s.agent, closing, entryBody())).statusCode).toBe(409);
  expect((await call(s.agent, 'GET', `/icec/api/cntst/${closing}/entry/${entry.entryId}`)).json()).toMatchObject({ editable: false, phase: 'JDG' });
});

test('the entrant edits and withdraws their own entry; another student gets 404; my entries list them', async () => {
  const { call, createContest, enter, student } = calls();
  const cntstId = await createContest();
  const owner = await student('김소유');
  const other = await student('박남생');
  const entry = (await enter(owner.agent, cntstId, entryBody())).json();
  expect(entry).toMatchObject({ entryTtl: '나의 꿈 포스터', sttsCd: 'SUBMIT', editable: true, values: { f1: '미래의 나를 그렸습니다.' } });

  const url = `/icec/api/cntst/${cntstId}/entry/${entry.entryId}`;
  expect((await call(other.agent, 'GET', url)).statusCode).toBe(404);
  expect((await call(other.agent, 'PUT', url, entryBody({ entryTtl: '가로채기' }))).statusCode).toBe(404);
  expect((await call(other.agent, 'POST', `${url}/withdraw`)).statusCode).toBe(404);
  expect((await call(owner.agent, 'GET', `/icec/api/cntst/${cntstId + 1000}/entry/${entry.entryId}`)).statusCode).toBe(404);

  expect((await call(owner.agent, 'PUT', url, entryBody({ entryTtl: '고친 제목' }))).json()).toMatchObject({ entryTtl: '고친 제목' });
  expect((await call(owner.agent, 'GET', `/icec/api/cntst/${cntstId}`)).json()).toMatchObject({ myEntryCnt: 1, canEnter: false });
  expect((await call(owner.agent, 'POST', `${url}/withdraw`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(owner.agent, 'PUT', url, entryBody())).json().message).toBe(M.withdrawn);
  expect((await call(owner.agent, 'GET', `/icec/api/cntst/${cntstId}`)).json()).toMatchObject({ myEntryCnt: 0, canEnter: true });

  const mine = (await call(owner.agent, 'GET', '/icec/api/cntst/myEntry/list')).json();
  expect(mine.list).toHaveLength(1);
  expect(mine.list[0]).toMatchObject({ entryId: entry.entryId, sttsCd: 'WTHDR', editable: false });
  expect((await call(other.agent, 'GET', '/icec/api/cntst/myEntry/list')).json().list).toHaveLength(0);
});

test("entry files follow the contest's limits and are the entrant's to read", async () => {
  const { call, createContest, enter, student, uploadEntryFile } = calls();
  const cntstId = await createContest();
  const s = await student();
  const other = await student('박남생');
  const guest = await anonymousAgent(ctx.app);
  expect((await uploadEntryFile(guest, cntstId)).statusCode).toBe(401);
  expect((await uploadEntryFile(s.agent, cntstId, '문서.pdf', '%PDF-1.4\n')).statusCode).toBe(400);
  const up = await uploadEntryFile(s.agent, cntstId);
  expect(up.statusCode).toBe(200);
  const entry = (await enter(s.agent, cntstId, entryBody({ atchFileModuleId: up.json().fileModuleId }))).json();
  expect(entry.files).toHaveLength(1);
  const download = entry.files[0].downloadPath as string;
  expect((await call(s.agent, 'GET', download)).statusCode).toBe(200);
  expect((await call(other.agent, 'GET', download)).statusCode).not.toBe(200);
  expect((await call(guest, 'GET', download)).statusCode).not.toBe(200);
});
