import { normalizeProhibitedText, PRHBWD_MESSAGES as M } from '@portal/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, expect, test, vi } from 'vitest';
import { AppError } from '../../plugins/app-error.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { PRHBWD_RECHECK_MS } from './prhbwd.cache.js';
import { assertCleanUserTexts, assertNoProhibitedWords, findProhibitedWords } from './index.js';
import { prhbwd, prhbwdVer } from './prhbwd.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });
const admin = () => sessionFor(ctx.app, 'admin');
const rowCount = async () => (await ctx.database.db.select({ n: count() }).from(prhbwd))[0]!.n;

afterEach(() => {
  vi.useRealTimers();
});

test('an administrator lists, creates, reads, updates and deletes words; the normal form is stored', async () => {
  const agent = await admin();
  const created = await call(agent, 'POST', '/api/prhbwdMng', { prhbwdNm: ' Ｓｐａｍ  Word ', expln: '광고' });
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({ prhbwdNm: 'Ｓｐａｍ  Word', normalizedNm: 'spamword', expln: '광고', useYn: 'Y', registeredBy: 'admin' });

  const byForm = await call(agent, 'GET', '/api/prhbwdMng/list?searchWrd=spam word');
  expect(byForm.json().list.map((w: { prhbwdId: number }) => w.prhbwdId)).toEqual([item.prhbwdId]);
  expect((await call(agent, 'GET', '/api/prhbwdMng/list?useYn=N')).json().pagination.countItem).toBe(0);

  expect((await call(agent, 'GET', `/api/prhbwdMng/${item.prhbwdId}`)).json().prhbwdNm).toBe('Ｓｐａｍ  Word');
  const updated = await call(agent, 'PUT', `/api/prhbwdMng/${item.prhbwdId}`, { prhbwdNm: 'spam-word', useYn: 'N' });
  expect(updated.json()).toMatchObject({ prhbwdNm: 'spam-word', normalizedNm: 'spamword', useYn: 'N', expln: null });

  expect((await call(agent, 'DELETE', `/api/prhbwdMng/${item.prhbwdId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/prhbwdMng/${item.prhbwdId}`)).statusCode).toBe(404);
});

test('a word with the same normal form is refused, and words must be short and have letters', async () => {
  const agent = await admin();
  expect((await call(agent, 'POST', '/api/prhbwdMng', { prhbwdNm: '나쁜말' })).statusCode).toBe(200);
  const before = await rowCount();
  for (const same of ['나 쁜 말', '나.쁜.말', '나\u200b쁜말', '\u1102\u1161\u1108\u1173\u11ab\u1106\u1161\u11af']) {
    const res = await call(agent, 'POST', '/api/prhbwdMng', { prhbwdNm: same });
    expect(res.statusCode, same).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE', data: { fieldErrors: { prhbwdNm: M.duplicate } } });
  }
  expect((await call(agent, 'POST', '/api/prhbwdMng', { prhbwdNm: '!!! ???' })).json().data.fieldErrors.prhbwdNm).toBe(M.noLetters);
  expect((await call(agent, 'POST', '/api/prhbwdMng', { prhbwdNm: '가'.repeat(51) })).json().data.fieldErrors.prhbwdNm).toBe('50자 이하로 입력해 주세요.');
  expect((await call(agent, 'POST', '/api/prhbwdMng', { prhbwdNm: '  ' })).statusCode).toBe(400);
  expect(await rowCount()).toBe(before);
});

test('bulk add takes one word per line, skips the ones already there, and refuses bad lines with nothing written', async () => {
  const agent = await admin();
  await call(agent, 'POST', '/api/prhbwdMng', { prhbwdNm: '기존단어' });
  const bad = await call(agent, 'POST', '/api/prhbwdMng/bulk', { prhbwdNms: '첫째단어\n\n!!!\n둘째단어' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe(M.bulkLine(3, M.noLetters));
  expect((await ctx.database.db.select().from(prhbwd).where(eq(prhbwd.normalizedNm, '첫째단어'))).length).toBe(0);

  const res = await call(agent, 'POST', '/api/prhbwdMng/bulk', { prhbwdNms: '첫째단어\r\n 둘째 단어 \n기존 단어\n둘째단어\n\n', expln: '일괄' });
  expect(res.json()).toEqual({ addedCount: 2, skippedWords: ['기존 단어', '둘째단어'] });
  const [second] = await ctx.database.db.select().from(prhbwd).where(eq(prhbwd.normalizedNm, '둘째단어'));
  expect(second).toMatchObject({ prhbwdNm: '둘째 단어', expln: '일괄', registeredBy: 'admin' });
  expect((await call(agent, 'POST', '/api/prhbwdMng/bulk', { prhbwdNms: '\n \n' })).json().message).toBe(M.bulkEmpty);
});

test('the check tool and the exported checks use the words in use, changed at once in this process', async () => {
  const agent = await admin();
  const word = (await call(agent, 'POST', '/api/prhbwdMng', { prhbwdNm: '금칙어' })).json();
  const check = await call(agent, 'POST', '/api/prhbwdMng/check', { text: '이 문장에는 금 칙.어 가 있다' });
  expect(check.json()).toEqual({ matchedWords: ['금칙어'], normalizedText: '이문장에는금칙어가있다' });

  expect(await findProhibitedWords(ctx.app.db, ['안녕', 'ｘ금\u200b칙어ｙ'])).toEqual(['금칙어']);
  const refused = await assertNoProhibitedWords(ctx.app.db, { title: '안녕하세요', cn: '내용에 금칙어' }, { cn: '내용' }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused).toMatchObject({
    status: 400,
    message: '내용에 금지어(금칙어)가 포함되어 있습니다.',
    data: { fieldErrors: { cn: '금지어(금칙어)가 포함되어 있습니다.' } },
  });
  await expect(assertNoProhibitedWords(ctx.app.db, { title: '안녕하세요', cn: null })).resolves.toBeUndefined();

  const clean = (texts: { field: string; label: string; text: string | null }[], personalInfo?: boolean) =>
    assertCleanUserTexts(ctx.app.db, texts, { personalInfoMessage: (kinds) => `개인정보(${kinds})`, personalInfo }).catch((e: unknown) => e);
  expect(await clean([{ field: 'ttl', label: '제목', text: '금칙어 010-1234-5678' }])).toMatchObject({
    code: 'PROHIBITED_WORD',
    data: { fieldErrors: { ttl: expect.any(String) } },
  });
  expect(
    await clean([
      { field: 'ttl', label: '제목', text: '010-1234-5678' },
      { field: 'cn', label: '내용', text: null },
      { field: 'etc', label: '기타', text: '900101-1234567' },
    ]),
  ).toMatchObject({
    status: 400,
    code: 'PERSONAL_INFO',
    message: '개인정보(전화번호, 주민등록번호)',
    data: { fieldErrors: { ttl: '개인정보(전화번호, 주민등록번호)', etc: '개인정보(전화번호, 주민등록번호)' } },
  });
  expect(await clean([{ field: 'ttl', label: '제목', text: '연락처 010-1234-5678' }], false)).toBeUndefined();
  expect(await clean([{ field: 'ttl', label: '제목', text: '안녕하세요' }])).toBeUndefined();

  await call(agent, 'PUT', `/api/prhbwdMng/${word.prhbwdId}`, { prhbwdNm: '금칙어', useYn: 'N' });
  expect((await call(agent, 'POST', '/api/prhbwdMng/check', { text: '금칙어' })).json().matchedWords).toEqual([]);
});

test('a change made by another process is seen after the recheck interval (version row)', async () => {
  expect(await findProhibitedWords(ctx.app.db, ['다른프로세스'])).toEqual([]);
  // another process: its own insert and version raise, without this process's invalidation
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(prhbwdVer).set({ ver: sql`${prhbwdVer.ver} + 1` });
    await tx.insert(prhbwd).values({ prhbwdNm: '다른프로세스', normalizedNm: normalizeProhibitedText('다른프로세스') });
  });
  expect(await findProhibitedWords(ctx.app.db, ['다른프로세스'])).toEqual([]);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + PRHBWD_RECHECK_MS + 1);
  expect(await findProhibitedWords(ctx.app.db, ['다른프로세스'])).toEqual(['다른프로세스']);
});

test('denied: a user session 403, a guest 401, nothing written', async () => {
  const user = await createMember(ctx.database.db);
  const userAgent = await sessionFor(ctx.app, user.userId);
  const guest = await anonymousAgent(ctx.app);
  const calls: [TMethod, string, object?][] = [
    ['GET', '/api/prhbwdMng/list'],
    ['GET', '/api/prhbwdMng/1'],
    ['POST', '/api/prhbwdMng', { prhbwdNm: '거부단어' }],
    ['POST', '/api/prhbwdMng/bulk', { prhbwdNms: '거부단어' }],
    ['POST', '/api/prhbwdMng/check', { text: '거부단어' }],
    ['PUT', '/api/prhbwdMng/1', { prhbwdNm: '거부단어' }],
    ['DELETE', '/api/prhbwdMng/1'],
  ];
  for (const [method, url, payload] of calls) {
    expect((await call(userAgent, method, url, payload)).statusCode, `user ${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `guest ${method} ${url}`).toBe(401);
  }
  expect((await ctx.database.db.select().from(prhbwd).where(eq(prhbwd.normalizedNm, '거부단어'))).length).toBe(0);
});
