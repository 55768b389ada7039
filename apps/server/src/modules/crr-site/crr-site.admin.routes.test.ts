import { ADMIN_IMAGE_MESSAGES, CRR_SITE_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { crrSite } from './crr-site.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });

const admin = () => sessionFor(ctx.app, 'admin');
const valid = {
  siteNm: '커리어넷',
  siteUrl: 'https://www.career.go.kr',
  ctgryCd: 'INSP',
  siteExpln: '진로심리검사',
  sortSeq: 3,
};

beforeEach(async () => {
  await ctx.database.db.delete(crrSite);
});

test('an administrator lists, creates, reads, updates and deletes career sites, with audit columns', async () => {
  const agent = await admin();
  const created = await call(agent, 'POST', '/api/crrSiteMng', valid);
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({ ...valid, ctgryNm: '진로검사', useYn: 'Y', lastCheck: null, registeredBy: 'admin', updatedBy: 'admin' });

  expect((await call(agent, 'GET', `/api/crrSiteMng/${item.crrSiteId}`)).json()).toMatchObject({ siteNm: '커리어넷' });
  const updated = await call(agent, 'PUT', `/api/crrSiteMng/${item.crrSiteId}`, {
    ...valid,
    siteNm: '커리어넷(진로정보망)',
    siteExpln: '',
    useYn: 'N',
  });
  expect(updated.json()).toMatchObject({ siteNm: '커리어넷(진로정보망)', siteExpln: null, logoPath: null, useYn: 'N' });

  expect((await call(agent, 'DELETE', `/api/crrSiteMng/${item.crrSiteId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/crrSiteMng/${item.crrSiteId}`)).statusCode).toBe(404);
  expect((await call(agent, 'PUT', `/api/crrSiteMng/${item.crrSiteId}`, valid)).statusCode).toBe(404);
  expect((await call(agent, 'DELETE', `/api/crrSiteMng/${item.crrSiteId}`)).statusCode).toBe(404);
});

test('the list searches by category, keyword and use flag, in sortSeq order, paged', async () => {
  const agent = await admin();
  for (const [i, [siteNm, ctgryCd, useYn]] of [
    ['꿈길', 'EXPR', 'Y'],
    ['어디가', 'EDU', 'Y'],
    ['큐넷', 'ETC', 'N'],
  ].entries()) {
    await call(agent, 'POST', '/api/crrSiteMng', { ...valid, siteNm, ctgryCd, useYn, sortSeq: 10 - i, siteUrl: `https://site${i}.example.kr` });
  }
  const names = async (query: string) => (await call(agent, 'GET', `/api/crrSiteMng/list?${query}`)).json().list.map((s: { siteNm: string }) => s.siteNm);
  expect(await names('')).toEqual(['큐넷', '어디가', '꿈길']);
  expect(await names('ctgryCd=EDU')).toEqual(['어디가']);
  expect(await names('useYn=N')).toEqual(['큐넷']);
  expect(await names(`searchWrd=${encodeURIComponent('꿈')}`)).toEqual(['꿈길']);
  expect(await names('searchWrd=site1')).toEqual(['어디가']);
  expect(await names('ctgryCd=&useYn=&searchWrd=')).toHaveLength(3);
  const page = (await call(agent, 'GET', '/api/crrSiteMng/list?maxResults=2&currentPage=2')).json();
  expect(page.pagination).toMatchObject({ countItem: 3, countPage: 2, currentPage: 2 });
  expect(page.list).toHaveLength(1);
});

test('spec §5 and SECURITY 5: bad input is refused with a Korean field message and nothing is written', async () => {
  const agent = await admin();
  const cases: [object, string, string][] = [
    [{ siteNm: '' }, 'siteNm', VALIDATION_MESSAGES.required()],
    [{ siteNm: '가'.repeat(101) }, 'siteNm', VALIDATION_MESSAGES.max(100)],
    [{ siteUrl: 'javascript:alert(1)' }, 'siteUrl', VALIDATION_MESSAGES.url()],
    [{ siteUrl: 'ftp://files.example.kr' }, 'siteUrl', VALIDATION_MESSAGES.url()],
    [{ siteUrl: `https://example.kr/${'a'.repeat(490)}` }, 'siteUrl', VALIDATION_MESSAGES.max(500)],
    [{ siteExpln: '가'.repeat(1001) }, 'siteExpln', VALIDATION_MESSAGES.max(1000)],
    [{ ctgryCd: '' }, 'ctgryCd', CRR_SITE_MESSAGES.ctgryRequired],
    [{ ctgryCd: 'NOPE' }, 'ctgryCd', CRR_SITE_MESSAGES.ctgryInvalid],
    [{ logoFileId: 1 }, 'logoAlt', ADMIN_IMAGE_MESSAGES.altRequired],
    [{ logoFileId: 'logo.png' }, 'logoFileId', ADMIN_IMAGE_MESSAGES.notImage],
    [{ sortSeq: -1 }, 'sortSeq', VALIDATION_MESSAGES.min_value(0)],
    [{ sortSeq: 'abc' }, 'sortSeq', VALIDATION_MESSAGES.num()],
  ];
  for (const [change, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/crrSiteMng', { ...valid, ...change });
    expect(res.statusCode, JSON.stringify(change)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(change)).toBe(message);
  }
  expect(await ctx.database.db.select().from(crrSite)).toEqual([]);
  expect((await call(agent, 'GET', '/api/crrSiteMng/abc')).statusCode).toBe(400);
});

test('the public list: sites in use only, one category or all, 10 a page, without admin fields', async () => {
  const agent = await admin();
  for (let i = 0; i < 12; i += 1) {
    await call(agent, 'POST', '/api/crrSiteMng', { ...valid, siteNm: `사이트${i}`, sortSeq: i, ctgryCd: i % 2 ? 'INFO' : 'EXPR', useYn: i === 11 ? 'N' : 'Y' });
  }
  const guest = await anonymousAgent(ctx.app);
  const first = (await call(guest, 'GET', '/icec/api/crrSite/list')).json();
  expect(first.pagination).toMatchObject({ countItem: 11, countPage: 2, maxResults: 10 });
  expect(first.list[0]).toEqual({
    crrSiteId: expect.any(Number),
    siteNm: '사이트0',
    siteUrl: valid.siteUrl,
    ctgryCd: 'EXPR',
    ctgryNm: '진로체험',
    siteExpln: valid.siteExpln,
    logoPath: null,
    logoAlt: null,
  });
  const second = (await call(guest, 'GET', '/icec/api/crrSite/list?currentPage=2')).json();
  expect(second.list.map((s: { siteNm: string }) => s.siteNm)).toEqual(['사이트10']);
  const info = (await call(guest, 'GET', '/icec/api/crrSite/list?ctgryCd=INFO')).json();
  expect(info.list.map((s: { siteNm: string }) => s.siteNm)).toEqual(['사이트1', '사이트3', '사이트5', '사이트7', '사이트9']);
});

test('denied: a user session 403, a guest 401, on every admin route; nothing written', async () => {
  const [row] = await ctx.database.db.insert(crrSite).values({ siteNm: '원본', siteUrl: 'https://www.career.go.kr', ctgryCd: 'INSP' }).returning();
  const id = row!.crrSiteId;
  const user = await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  const routes: [TMethod, string, object?][] = [
    ['GET', '/api/crrSiteMng/list'],
    ['GET', `/api/crrSiteMng/${id}`],
    ['POST', '/api/crrSiteMng', valid],
    ['PUT', `/api/crrSiteMng/${id}`, valid],
    ['DELETE', `/api/crrSiteMng/${id}`],
  ];
  for (const [method, url, payload] of routes) {
    expect((await call(user, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
  }
  const rows = await ctx.database.db.select().from(crrSite);
  expect(rows).toHaveLength(1);
  expect((await ctx.database.db.select().from(crrSite).where(eq(crrSite.crrSiteId, id)))[0]!.siteNm).toBe('원본');
});
