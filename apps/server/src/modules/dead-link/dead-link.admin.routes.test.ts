import { DEAD_LINK_MESSAGES } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { banner } from '../banner/banner.table.js';
import { menu } from '../menu/menu.table.js';
import { deadLinkRslt, deadLinkRun } from './dead-link.table.js';
import { callAs, clearLinkSources, storeSites, useLinkTarget, waitForEnd } from './dead-link.test-helper.js';

const target = useLinkTarget();
// SECURITY 6: private targets (the local server) only because this is not production; a short time-out
const ctx = useTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true', DEAD_LINK_TIMEOUT_MS: '300' });

beforeEach(async () => {
  await clearLinkSources(ctx.database.db);
});

const admin = () => sessionFor(ctx.app, 'admin');

test("spec §8 'no URL list to check' when no source stores an external link; nothing is recorded", async () => {
  const agent = await admin();
  await ctx.database.db.update(banner).set({ linkUrl: '/eduIntdcn/grts' }); // a page of ours, not an external link
  const res = await callAs(ctx.app, agent, 'POST', '/api/deadLink/start');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'NO_URL', message: DEAD_LINK_MESSAGES.noUrl });
  expect(await ctx.database.db.select().from(deadLinkRun)).toEqual([]);
  expect((await callAs(ctx.app, agent, 'GET', '/api/deadLink/status')).json()).toEqual({ run: null, schedule: null });
});

test('a run checks every stored link once per address and records each result', async () => {
  const agent = await admin();
  const db = ctx.database.db;
  await storeSites(db, [target.url('/ok'), target.url('/missing'), target.url('/no-head'), target.url('/slow-1'), target.url('/ok')]);
  const [menuRow] = await db.select({ menuId: menu.menuId }).from(menu).limit(1);
  await db
    .update(menu)
    .set({ menuUrl: target.url('/ok') })
    .where(eq(menu.menuId, menuRow!.menuId));
  const okHitsBefore = target.hits.filter((h) => h.path === '/ok').length;

  const start = await callAs(ctx.app, agent, 'POST', '/api/deadLink/start');
  expect(start.statusCode).toBe(200);
  const { runId } = start.json();
  const status = await waitForEnd(ctx.app, agent);
  expect(status.run).toMatchObject({
    runId,
    sttsCd: 'DONE',
    startTypeCd: 'MANUAL',
    totalCount: 4,
    doneCount: 4,
    okCount: 2,
    brokenCount: 2,
    startedBy: 'admin',
  });
  expect(status.run.endedAt).not.toBeNull();
  // deduplicated: three rows share /ok, which was asked once (HEAD)
  expect(target.hits.filter((h) => h.path === '/ok').length - okHitsBefore).toBe(1);
  // HEAD refused with 405: the checker falls back to GET
  expect(target.hits.filter((h) => h.path === '/no-head').map((h) => h.method)).toEqual(['HEAD', 'GET']);

  const results = (await callAs(ctx.app, agent, 'GET', '/api/deadLink/results')).json();
  expect(results.runId).toBe(runId);
  expect(results.pagination.countItem).toBe(6);
  const byUrl = (path: string) => results.list.filter((r: { linkUrl: string }) => r.linkUrl === target.url(path));
  expect(byUrl('/ok').map((r: { srcTypeCd: string }) => r.srcTypeCd)).toEqual(['CRR_SITE', 'CRR_SITE', 'MENU']);
  expect(byUrl('/ok')[0]).toMatchObject({ rsltCd: 'OK', httpStatus: 200, rsltMsg: null, srcNm: '사이트1' });
  expect(byUrl('/ok')[0].elapsedMs).toBeGreaterThanOrEqual(0);
  expect(byUrl('/ok')[0].checkedAt).not.toBeNull();
  expect(byUrl('/missing')[0]).toMatchObject({ rsltCd: 'BROKEN', httpStatus: 404 });
  expect(byUrl('/no-head')[0]).toMatchObject({ rsltCd: 'OK', httpStatus: 200 });
  expect(byUrl('/slow-1')[0]).toMatchObject({ rsltCd: 'TIMEOUT', httpStatus: null, rsltMsg: '응답 시간이 초과되었습니다.' });

  const broken = (await callAs(ctx.app, agent, 'GET', '/api/deadLink/results?rsltCd=BROKEN&srcTypeCd=CRR_SITE')).json();
  expect(broken.list.map((r: { linkUrl: string }) => r.linkUrl)).toEqual([target.url('/missing')]);
  const searched = (await callAs(ctx.app, agent, 'GET', `/api/deadLink/results?searchWrd=${encodeURIComponent('사이트3')}`)).json();
  expect(searched.list.map((r: { linkUrl: string }) => r.linkUrl)).toEqual([target.url('/no-head')]);
  const menus = (await callAs(ctx.app, agent, 'GET', '/api/deadLink/results?srcTypeCd=MENU')).json();
  expect(menus.list).toHaveLength(1);

  // the career sites list shows the last result of each site's address
  const sites = (await callAs(ctx.app, agent, 'GET', '/api/crrSiteMng/list?maxResults=10')).json();
  const missing = sites.list.find((s: { siteUrl: string }) => s.siteUrl === target.url('/missing'));
  expect(missing.lastCheck).toMatchObject({ rsltCd: 'BROKEN', httpStatus: 404 });
});

test('bad result filters are refused with 400', async () => {
  const agent = await admin();
  for (const query of ['rsltCd=GONE', 'srcTypeCd=BOARD', 'currentPage=0', `searchWrd=${'가'.repeat(101)}`]) {
    expect((await callAs(ctx.app, agent, 'GET', `/api/deadLink/results?${query}`)).statusCode, query).toBe(400);
  }
});

test('a stale RUNNING run (its process died) does not block: shown as failed, replaced by a new start', async () => {
  const agent = await admin();
  const db = ctx.database.db;
  const [dead] = await db
    .insert(deadLinkRun)
    .values({ sttsCd: 'RUNNING', startTypeCd: 'MANUAL', totalCount: 3, startedBy: 'admin', heartbeatAt: sql`now() - interval '5 minutes'` })
    .returning();
  const shown = (await callAs(ctx.app, agent, 'GET', '/api/deadLink/status')).json();
  expect(shown.run).toMatchObject({ runId: dead!.runId, sttsCd: 'FAILED', runMsg: DEAD_LINK_MESSAGES.stale });

  await storeSites(db, [target.url('/ok')]);
  const start = await callAs(ctx.app, agent, 'POST', '/api/deadLink/start');
  expect(start.statusCode).toBe(200);
  const [old] = await db.select().from(deadLinkRun).where(eq(deadLinkRun.runId, dead!.runId));
  expect(old).toMatchObject({ sttsCd: 'FAILED', runMsg: DEAD_LINK_MESSAGES.stale });
  expect((await waitForEnd(ctx.app, agent)).run).toMatchObject({ runId: start.json().runId, sttsCd: 'DONE', okCount: 1 });
});

test('a stop of a stale run ends it, since no worker is left to see the flag', async () => {
  const agent = await admin();
  const db = ctx.database.db;
  await db.insert(deadLinkRun).values({ sttsCd: 'RUNNING', startTypeCd: 'MANUAL', startedBy: 'admin', heartbeatAt: sql`now() - interval '5 minutes'` });
  const res = await callAs(ctx.app, agent, 'POST', '/api/deadLink/stop');
  expect(res.json()).toEqual({ result: 'SUCCESS', message: DEAD_LINK_MESSAGES.stopped });
  expect((await callAs(ctx.app, agent, 'GET', '/api/deadLink/status')).json().run).toMatchObject({ sttsCd: 'STOPPED', stopYn: 'Y', stoppedBy: 'admin' });
  const again = await callAs(ctx.app, agent, 'POST', '/api/deadLink/stop');
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(DEAD_LINK_MESSAGES.notRunning);
});

test('results before any run: an empty page', async () => {
  const res = await callAs(ctx.app, await admin(), 'GET', '/api/deadLink/results');
  expect(res.json()).toMatchObject({ list: [], runId: null, pagination: { countItem: 0 } });
  expect(await ctx.database.db.select().from(deadLinkRslt)).toEqual([]);
});

test('denied: a user session 403, a guest 401, on every route', async () => {
  const user = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  for (const [method, url] of [
    ['POST', '/api/deadLink/start'],
    ['GET', '/api/deadLink/status'],
    ['POST', '/api/deadLink/stop'],
    ['GET', '/api/deadLink/results'],
  ] as const) {
    expect((await callAs(ctx.app, user, method, url)).statusCode, `${method} ${url}`).toBe(403);
    expect((await callAs(ctx.app, guest, method, url)).statusCode, `${method} ${url}`).toBe(401);
  }
  expect(await ctx.database.db.select().from(deadLinkRun)).toEqual([]);
});
