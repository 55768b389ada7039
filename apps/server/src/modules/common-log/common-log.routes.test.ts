import { COMMON_LOG_MESSAGES as M, SCHEMA_MESSAGES } from '@portal/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { buildTestApp, useTestApp } from '../../test/test-app.js';
import { acsDayStats, acsLog, menuAcsDayStats, menuAcsLog, rcmdtnLog } from './common-log.table.js';

const ctx = useTestApp();

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

const post = (agent: TAgent, url: string, payload?: object | string, userAgent = DESKTOP) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...agent.headers, 'user-agent': userAgent, ...(typeof payload === 'string' && { 'content-type': 'application/json' }) },
    ...(payload !== undefined && { payload }),
  });

const today = sql`(now() at time zone 'Asia/Seoul')::date`;
const db = () => ctx.database.db;

async function visitCount(pageUrl: string, deviceCd: string, userTypeCd: string): Promise<number> {
  const [row] = await db()
    .select({ cnt: acsDayStats.cnt })
    .from(acsDayStats)
    .where(and(eq(acsDayStats.statsDe, today), eq(acsDayStats.pageUrl, pageUrl), eq(acsDayStats.deviceCd, deviceCd), eq(acsDayStats.userTypeCd, userTypeCd)));
  return row?.cnt ?? 0;
}

const rawRows = async (table: typeof acsLog | typeof menuAcsLog) => (await db().select({ n: count() }).from(table))[0]!.n;

test('visits: each is a raw row and a count in the daily rollup by page, device and user type', async () => {
  const guest = await anonymousAgent(ctx.app);
  for (let i = 0; i < 3; i += 1)
    expect((await post(guest, '/api/commonLog/acs/save', { pageUrl: '/infoGd/crrBook?page=2#top' }, PHONE)).json()).toEqual({ result: 'SUCCESS' });
  await post(guest, '/api/commonLog/acs/save', { pageUrl: '/infoGd/crrBook' }, TABLET);
  await post(guest, '/api/commonLog/acs/save', { pageUrl: '/infoGd/crrBook', referrer: 'https://Search.Example.com/q?name=secret' });
  const student = await sessionFor(ctx.app, 'student1');
  await post(student, '/api/commonLog/acs/save', { pageUrl: '/infoGd/crrBook' }, PHONE);

  expect(await visitCount('/infoGd/crrBook', 'MOBILE', 'GUEST')).toBe(3);
  expect(await visitCount('/infoGd/crrBook', 'TABLET', 'GUEST')).toBe(1);
  expect(await visitCount('/infoGd/crrBook', 'PC', 'GUEST')).toBe(1);
  expect(await visitCount('/infoGd/crrBook', 'MOBILE', 'S')).toBe(1);
  // data minimisation: the referrer's host only, no IP or user id column at all
  const rows = await db().select().from(acsLog).where(eq(acsLog.pageUrl, '/infoGd/crrBook'));
  expect(rows.length).toBe(6);
  expect(rows.map((r) => r.referrerHost).filter(Boolean)).toEqual(['search.example.com']);
  expect(Object.keys(rows[0]!).sort()).toEqual(['acsDt', 'acsLogId', 'deviceCd', 'pageUrl', 'referrerHost', 'userTypeCd']);
});

test('a page is logged as its route pattern: no ids or queries in the log, bounded rollup keys', async () => {
  const guest = await anonymousAgent(ctx.app);
  for (const pageUrl of ['/infoGd/crrBook/3', '/infoGd/crrBook/4/', '/no/such/page/student1'])
    expect((await post(guest, '/api/commonLog/acs/save', { pageUrl })).statusCode).toBe(200);
  expect(await visitCount('/infoGd/crrBook/:crrBookId', 'PC', 'GUEST')).toBe(2);
  expect(await visitCount('/*', 'PC', 'GUEST')).toBe(1);
  const stored = await db().select({ pageUrl: acsLog.pageUrl }).from(acsLog);
  expect(stored.some((r) => /\d|student1/.test(r.pageUrl))).toBe(false);
});

test('menu logs: a raw row and a daily rollup by menu, page, device and user type', async () => {
  const guest = await anonymousAgent(ctx.app);
  // as the web logger sends it (URLSearchParams: a space is '+')
  const url = `/api/commonLog/acs/menu?${new URLSearchParams({ pageUrl: '/infoGd/crrBook', menuNm: '진로 도서' })}`;
  for (let i = 0; i < 2; i += 1) expect((await post(guest, url)).statusCode).toBe(200);
  await post(await sessionFor(ctx.app, 'teacher1'), url, undefined, PHONE);
  const rollup = await db().select().from(menuAcsDayStats).where(eq(menuAcsDayStats.menuNm, '진로 도서'));
  expect(rollup.map(({ deviceCd, userTypeCd, cnt, pageUrl }) => ({ deviceCd, userTypeCd, cnt, pageUrl })).sort((a, b) => a.cnt - b.cnt)).toEqual([
    { deviceCd: 'MOBILE', userTypeCd: 'T', cnt: 1, pageUrl: '/infoGd/crrBook' },
    { deviceCd: 'PC', userTypeCd: 'GUEST', cnt: 2, pageUrl: '/infoGd/crrBook' },
  ]);
});

test('bad input answers 400 in Korean and writes nothing', async () => {
  const guest = await anonymousAgent(ctx.app);
  const [visitsBefore, menusBefore] = [await rawRows(acsLog), await rawRows(menuAcsLog)];
  const visits: [object | string, string?][] = [
    [{ pageUrl: `/${'a'.repeat(300)}` }, M.pageUrl],
    [{ pageUrl: 'https://evil.example/x' }, M.pageUrl],
    [{ pageUrl: '//evil.example/x' }, M.pageUrl],
    [{ pageUrl: '/\\evil' }, M.pageUrl],
    [{ pageUrl: '/a b' }, M.pageUrl],
    [{ pageUrl: '/a\u0000' }, SCHEMA_MESSAGES.unstorableText()],
    [{ pageUrl: 42 }, M.pageUrl],
    [{}, M.pageUrl],
    [{ pageUrl: '/main', referrer: 'javascript:alert(1)' }, M.referrer],
    [{ pageUrl: '/main', referrer: 'http://[' }, M.referrer],
    ['{"pageUrl": "/main"'],
    ['[]'],
  ];
  for (const [payload, message] of visits) {
    const res = await post(guest, '/api/commonLog/acs/save', payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().message, JSON.stringify(payload)).toMatch(/[가-힣]/);
    if (message) expect(Object.values(res.json().data.fieldErrors)).toContain(message);
  }
  const menus = [
    '?pageUrl=/main',
    `?pageUrl=/main&menuNm=${'가'.repeat(101)}`,
    '?pageUrl=/main&menuNm=%20',
    '?pageUrl=http%3A%2F%2Fevil&menuNm=x',
    '?pageUrl=%ZZ&menuNm=x',
    '?pageUrl=/main&menuNm=a%00b',
  ];
  for (const query of menus) {
    const res = await post(guest, `/api/commonLog/acs/menu${query}`);
    expect(res.statusCode, query).toBe(400);
  }
  expect([await rawRows(acsLog), await rawRows(menuAcsLog)]).toEqual([visitsBefore, menusBefore]);
});

test('a log POST without the anti-forgery header is refused', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/commonLog/acs/save', payload: { pageUrl: '/main' } });
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('CSRF');
});

test('recommendations: one per member and item, counted; a guest and an administrator are refused', async () => {
  const bookId = String((await ctx.app.inject({ url: '/icec/api/crrBook/list' })).json().list[1].crrBookId);
  const target = { srvcCd: 'CRR_BOOK', idntfId: bookId };
  const countUrl = `/api/commonLog/rcmdtn/count/CRR_BOOK/${bookId}`;
  const student = await sessionFor(ctx.app, 'student1');
  const countAs = async (agent: TAgent) => (await ctx.app.inject({ url: countUrl, headers: agent.headers })).json();

  expect(await countAs(student)).toEqual({ count: 0, rcmdtnYn: 'N' });
  expect((await post(student, '/api/commonLog/rcmdtn/save', target)).json()).toEqual({ count: 1, rcmdtnYn: 'Y' });
  expect((await post(student, '/api/commonLog/rcmdtn/save', target)).json()).toEqual({ count: 1, rcmdtnYn: 'Y' });
  const other = await sessionFor(ctx.app, (await createMember(db(), { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' })).userId);
  expect(await countAs(other)).toEqual({ count: 1, rcmdtnYn: 'N' });
  await Promise.all([post(other, '/api/commonLog/rcmdtn/save', target), post(other, '/api/commonLog/rcmdtn/save', target)]);
  expect(await countAs(student)).toEqual({ count: 2, rcmdtnYn: 'Y' });

  const guest = await anonymousAgent(ctx.app);
  expect(await countAs(guest)).toEqual({ count: 2, rcmdtnYn: 'N' });
  const refused = await post(guest, '/api/commonLog/rcmdtn/save', target);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().message).toBe(M.loginRequired);
  const asAdmin = await post(await sessionFor(ctx.app, 'admin'), '/api/commonLog/rcmdtn/save', target);
  expect(asAdmin.statusCode).toBe(403);
  expect(asAdmin.json().message).toBe(M.adminRefused);
  const [stored] = await db().select({ n: count() }).from(rcmdtnLog).where(eq(rcmdtnLog.idntfId, bookId));
  expect(stored!.n).toBe(2);
});

test('recommendation input: unknown service, bad or unknown ids are refused and nothing is written', async () => {
  const student = await sessionFor(ctx.app, 'student2');
  const cases: [object, number][] = [
    [{ srvcCd: 'BOARD', idntfId: '1' }, 400],
    [{ srvcCd: 'CRR_BOOK', idntfId: 'x'.repeat(51) }, 400],
    [{ srvcCd: 'CRR_BOOK', idntfId: '1/../2' }, 400],
    [{ srvcCd: 'CRR_BOOK' }, 400],
    [{ srvcCd: 'CRR_BOOK', idntfId: '99999999' }, 404],
    [{ srvcCd: 'CRR_BOOK', idntfId: 'abc' }, 404],
  ];
  for (const [payload, status] of cases) expect((await post(student, '/api/commonLog/rcmdtn/save', payload)).statusCode, JSON.stringify(payload)).toBe(status);
  expect((await ctx.app.inject({ url: '/api/commonLog/rcmdtn/count/BOARD/1' })).statusCode).toBe(400);
  expect((await db().select({ n: count() }).from(rcmdtnLog).where(eq(rcmdtnLog.userId, 'student2')))[0]!.n).toBe(0);
});

test('a switched-off book cannot be recommended; a deleted book takes its recommendations along', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/crrBookMng',
    headers: admin.headers,
    payload: { bookNm: '추천 시험 도서', authorNm: '저자', pblshrNm: '출판사', pblcnYr: 2020 },
  });
  const id = String(saved.json().crrBookId);
  const student = await sessionFor(ctx.app, 'student1');
  expect((await post(student, '/api/commonLog/rcmdtn/save', { srvcCd: 'CRR_BOOK', idntfId: id })).statusCode).toBe(200);
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/crrBookMng/${id}`,
    headers: admin.headers,
    payload: { bookNm: '추천 시험 도서', authorNm: '저자', pblshrNm: '출판사', pblcnYr: 2020, useYn: 'N' },
  });
  expect((await post(await sessionFor(ctx.app, 'student2'), '/api/commonLog/rcmdtn/save', { srvcCd: 'CRR_BOOK', idntfId: id })).statusCode).toBe(404);
  await ctx.app.inject({ method: 'DELETE', url: `/api/crrBookMng/${id}`, headers: admin.headers });
  expect((await ctx.app.inject({ url: `/api/commonLog/rcmdtn/count/CRR_BOOK/${id}` })).json()).toEqual({ count: 0, rcmdtnYn: 'N' });
  expect((await db().select({ n: count() }).from(rcmdtnLog).where(eq(rcmdtnLog.idntfId, id)))[0]!.n).toBe(0);
});

test('each log route has its own per-address limit, a share of RATE_LIMIT_PER_MINUTE', async () => {
  const app = await buildTestApp(ctx.database, { RATE_LIMIT_PER_MINUTE: '40' });
  try {
    const guest = await anonymousAgent(app);
    const send = () =>
      app.inject({ method: 'POST', url: '/api/commonLog/acs/save', headers: guest.headers, payload: { pageUrl: '/main' }, remoteAddress: '192.0.2.77' });
    // 40 / 10 = 4 visits a minute from one address
    for (let i = 0; i < 4; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/[가-힣]/);
  } finally {
    await app.close();
  }
});
