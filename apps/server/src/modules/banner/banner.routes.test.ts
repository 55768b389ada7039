import { ADMIN_IMAGE_MESSAGES, BANNER_MESSAGES, POSTING_MESSAGES as M } from '@portal/contract';
import { count } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { banner } from './banner.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });
const admin = () => sessionFor(ctx.app, 'admin');
const bannerCount = async () => (await ctx.database.db.select({ n: count() }).from(banner))[0]!.n;

const DAY = 86_400_000;
// One clock reading for the file: at(1) twice is the same instant, however slow the machine.
const NOW = Date.now();
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

/** An image the administrator uploaded for a banner (each banner claims its own). */
const uploadedImage = async () => (await upload(ctx.app, await admin(), { seqType: 'banner' }, 'banner.png', SAMPLES.png)).json().fileId as number;

const newBanner = async (overrides: object = {}) => ({
  bannerNm: '시험 배너',
  bannerSeCd: 'MAIN',
  bgngDt: at(-1),
  endDt: at(1),
  imageFileId: await uploadedImage(),
  altText: '커리어넷 바로가기',
  linkUrl: 'https://www.career.go.kr',
  trgtTypeCd: 'B',
  ...overrides,
});

const publicList = async (bannerSeCd: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/icec/api/banner/list?bannerSeCd=${bannerSeCd}` })).json().list.map((b: { bannerNm: string }) => b.bannerNm);

test('an administrator lists, creates, reads, updates and deletes banners', async () => {
  const agent = await admin();
  const created = await call(
    agent,
    'POST',
    '/api/banner',
    await newBanner({ bannerNm: '관리 배너', bgngDt: '2026-01-01 00:00', endDt: '2099-01-01 00:00', sortSeq: 3 }),
  );
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({
    bannerNm: '관리 배너',
    bannerSeCd: 'MAIN',
    sortSeq: 3,
    trgtTypeCd: 'B',
    sttsCd: 'ONGOING',
    bgngDt: '2025-12-31T15:00:00.000Z',
    registeredBy: 'admin',
  });

  const list = await call(agent, 'GET', '/api/banner/list?searchWrd=관리&bannerSeCd=MAIN&sttsCd=ONGOING');
  expect(list.json().list.map((b: { bannerId: number }) => b.bannerId)).toEqual([item.bannerId]);
  expect((await call(agent, 'GET', '/api/banner/list?searchWrd=관리&bannerSeCd=SUB')).json().pagination.countItem).toBe(0);

  const updated = await call(
    agent,
    'PUT',
    `/api/banner/${item.bannerId}`,
    await newBanner({ bannerNm: '관리 배너', bannerSeCd: 'SUB', linkUrl: '', trgtTypeCd: '', useYn: 'N' }),
  );
  expect(updated.json()).toMatchObject({ bannerSeCd: 'SUB', linkUrl: null, trgtTypeCd: null, useYn: 'N', sortSeq: 0 });
  expect((await call(agent, 'GET', `/api/banner/${item.bannerId}`)).json().bannerSeCd).toBe('SUB');

  expect((await call(agent, 'DELETE', `/api/banner/${item.bannerId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/banner/${item.bannerId}`)).statusCode).toBe(404);
});

test('bad input is refused with field errors and nothing written', async () => {
  const agent = await admin();
  const before = await bannerCount();
  const cases: [object, string, string][] = [
    [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl', M.linkUrl],
    [{ linkUrl: 'ftp://files.example' }, 'linkUrl', M.linkUrl],
    [{ linkUrl: '//evil.example/x' }, 'linkUrl', M.linkUrl],
    [{ linkUrl: '/admin/banner' }, 'linkUrl', M.linkUrl],
    [{ imageFileId: null }, 'imageFileId', ADMIN_IMAGE_MESSAGES.required],
    [{ altText: ' ' }, 'altText', '필수 입력 항목입니다.'],
    [{ bgngDt: at(1), endDt: at(1) }, 'endDt', M.periodOrder],
    [{ bannerSeCd: 'NOPE' }, 'bannerSeCd', BANNER_MESSAGES.bannerSeCd],
    [{ bannerSeCd: '' }, 'bannerSeCd', BANNER_MESSAGES.bannerSeCd],
  ];
  for (const [overrides, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/banner', await newBanner(overrides));
    expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(overrides)).toBe(message);
  }
  expect(await bannerCount()).toBe(before);
});

test('a banner may lead to a page of the user site, opened in the same window', async () => {
  const created = await call(await admin(), 'POST', '/api/banner', await newBanner({ linkUrl: '/eduIntdcn/mnexhlIntdcn', trgtTypeCd: '' }));
  expect(created.statusCode, created.body).toBe(200);
  expect(created.json()).toMatchObject({ linkUrl: '/eduIntdcn/mnexhlIntdcn', trgtTypeCd: null });
});

test('the public list shows, to anyone, the banners of a place in use and in their period, in order', async () => {
  const agent = await admin();
  const make = async (bannerNm: string, overrides: object = {}) => call(agent, 'POST', '/api/banner', await newBanner({ bannerNm, ...overrides }));
  await make('공개-둘째', { sortSeq: 2 });
  await make('공개-첫째', { sortSeq: 1 });
  await make('공개-사용안함', { useYn: 'N' });
  await make('공개-예정', { bgngDt: at(1), endDt: at(2) });
  await make('공개-종료', { bgngDt: at(-2), endDt: at(-1) });
  await make('공개-하위', { bannerSeCd: 'SUB' });

  expect((await publicList('MAIN')).filter((nm: string) => nm.startsWith('공개-'))).toEqual(['공개-첫째', '공개-둘째']);
  expect(await publicList('SUB')).toEqual(['공개-하위']);
  expect(await publicList('NONE')).toEqual([]);
  const bad = await ctx.app.inject({ method: 'GET', url: '/icec/api/banner/list?bannerSeCd=%3Cscript%3E' });
  expect(bad.statusCode).toBe(400);
  const [first] = (await ctx.app.inject({ method: 'GET', url: '/icec/api/banner/list?bannerSeCd=SUB' })).json().list;
  expect(Object.keys(first).sort()).toEqual(['altText', 'bannerId', 'bannerNm', 'imagePath', 'linkUrl', 'trgtTypeCd']);
});

test('denied: a user session 403, a guest 401, nothing written', async () => {
  const user = await createMember(ctx.database.db);
  const userAgent = await sessionFor(ctx.app, user.userId);
  const guest = await anonymousAgent(ctx.app);
  const before = await bannerCount();
  const calls: [TMethod, string, object?][] = [
    ['GET', '/api/banner/list'],
    ['GET', '/api/banner/1'],
    ['POST', '/api/banner', await newBanner()],
    ['PUT', '/api/banner/1', await newBanner()],
    ['DELETE', '/api/banner/1'],
  ];
  for (const [method, url, payload] of calls) {
    expect((await call(userAgent, method, url, payload)).statusCode, `user ${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `guest ${method} ${url}`).toBe(401);
  }
  expect(await bannerCount()).toBe(before);
});
