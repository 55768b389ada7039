import { ADMIN_IMAGE_MESSAGES, POSTING_MESSAGES as M } from '@portal/contract';
import { count } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { popup } from './popup.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: agent.headers, ...(payload && { payload }) });
const admin = () => sessionFor(ctx.app, 'admin');
const popupCount = async () => (await ctx.database.db.select({ n: count() }).from(popup))[0]!.n;

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const textPopup = (overrides: object = {}) => ({
  popupNm: '시험 팝업',
  bgngDt: at(-1),
  endDt: at(1),
  trgtPages: ['/main'],
  width: 400,
  height: 300,
  posTop: 100,
  posLeft: 50,
  cnTypeCd: 'TEXT',
  cn: '첫 줄\n둘째 줄',
  ...overrides,
});

const publicList = async (pageUrl: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/icec/api/popup/list?pageUrl=${encodeURIComponent(pageUrl)}` }))
    .json()
    .list.map((p: { popupNm: string }) => p.popupNm);

test('an administrator lists, creates, reads, updates and deletes popups', async () => {
  const agent = await admin();
  const created = await call(
    agent,
    'POST',
    '/api/popup',
    textPopup({ popupNm: '관리 팝업', bgngDt: '2026-01-01 09:00', endDt: '2099-12-31T18:00', linkUrl: 'https://www.career.go.kr', trgtTypeCd: 'B' }),
  );
  expect(created.statusCode).toBe(200);
  const item = created.json();
  expect(item).toMatchObject({
    popupNm: '관리 팝업',
    bgngDt: '2026-01-01T00:00:00.000Z',
    endDt: '2099-12-31T09:00:00.000Z',
    trgtPages: ['/main'],
    cnTypeCd: 'TEXT',
    imagePath: null,
    linkUrl: 'https://www.career.go.kr',
    trgtTypeCd: 'B',
    useYn: 'Y',
    sttsCd: 'ONGOING',
    registeredBy: 'admin',
  });

  const list = await call(agent, 'GET', '/api/popup/list?searchWrd=관리&sttsCd=ONGOING&useYn=Y');
  expect(list.json().list.map((p: { popupId: number }) => p.popupId)).toEqual([item.popupId]);
  expect((await call(agent, 'GET', '/api/popup/list?searchWrd=관리&sttsCd=ENDED')).json().pagination.countItem).toBe(0);

  const uploaded = await upload(ctx.app, agent, { seqType: 'popup' }, 'notice.png', SAMPLES.png);
  const image = { cnTypeCd: 'IMAGE', imageFileId: uploaded.json().fileId, imageAlt: '안내 이미지', cn: '버려질 글' };
  const updated = await call(
    agent,
    'PUT',
    `/api/popup/${item.popupId}`,
    textPopup({ popupNm: '관리 팝업', ...image, useYn: 'N', trgtPages: ['/main', '/infoGd/crrSite/'] }),
  );
  expect(updated.json()).toMatchObject({
    cnTypeCd: 'IMAGE',
    imagePath: uploaded.json().imagePath,
    cn: null,
    useYn: 'N',
    trgtPages: ['/main', '/infoGd/crrSite'],
  });
  expect((await call(agent, 'GET', `/api/popup/${item.popupId}`)).json().imageAlt).toBe('안내 이미지');

  expect((await call(agent, 'DELETE', `/api/popup/${item.popupId}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/popup/${item.popupId}`)).statusCode).toBe(404);
});

test('bad input is refused with field errors and nothing written', async () => {
  const agent = await admin();
  const before = await popupCount();
  const cases: [object, string, string][] = [
    [{ linkUrl: 'javascript:alert(1)' }, 'linkUrl', M.linkUrl],
    [{ linkUrl: '//evil.example/x' }, 'linkUrl', M.linkUrl],
    [{ bgngDt: at(2), endDt: at(1) }, 'endDt', M.periodOrder],
    [{ bgngDt: '2026-02-30 09:00' }, 'bgngDt', M.dateTime],
    [{ trgtPages: ['/admin/popup'] }, 'trgtPages', M.trgtPages],
    [{ trgtPages: ['//evil.example'] }, 'trgtPages', M.trgtPages],
    [{ trgtPages: ['main'] }, 'trgtPages', M.trgtPages],
    [{ trgtPages: [] }, 'trgtPages', M.trgtPagesRequired],
    [{ cnTypeCd: 'IMAGE', imageAlt: '대체' }, 'imageFileId', ADMIN_IMAGE_MESSAGES.required],
    [{ cnTypeCd: 'IMAGE', imageFileId: 1 }, 'imageAlt', ADMIN_IMAGE_MESSAGES.altRequired],
    [{ cn: '가'.repeat(2001) }, 'cn', '2000자 이하로 입력해 주세요.'],
    [{ width: 5000 }, 'width', '1000 이하의 값을 입력해 주세요.'],
    [{ posTop: -1 }, 'posTop', '0 이상의 값을 입력해 주세요.'],
  ];
  for (const [overrides, field, message] of cases) {
    const res = await call(agent, 'POST', '/api/popup', textPopup(overrides));
    expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    expect(res.json().data.fieldErrors[field], JSON.stringify(overrides)).toBe(message);
  }
  expect(await popupCount()).toBe(before);
});

test('the public list shows, to anyone, the popups in use, in their period, on their page, in order', async () => {
  const agent = await admin();
  const make = (popupNm: string, overrides: object = {}) => call(agent, 'POST', '/api/popup', textPopup({ popupNm, ...overrides }));
  await make('공개-둘째', { sortSeq: 2, trgtPages: ['/main', '/eduIntdcn/grts'] });
  await make('공개-첫째', { sortSeq: 1 });
  await make('공개-사용안함', { useYn: 'N' });
  await make('공개-예정', { bgngDt: at(1), endDt: at(2) });
  await make('공개-종료', { bgngDt: at(-2), endDt: at(-1) });
  await make('공개-다른페이지', { trgtPages: ['/infoGd/crrBook'] });

  const onMain = (await publicList('/main')).filter((nm: string) => nm.startsWith('공개-'));
  expect(onMain).toEqual(['공개-첫째', '공개-둘째']);
  expect(await publicList('/eduIntdcn/grts/')).toEqual(['공개-둘째']);
  expect(await publicList('/infoGd/crrBook')).toEqual(['공개-다른페이지']);
  expect(await publicList('//evil')).toEqual([]);
  expect(await publicList('/admin/popup')).toEqual([]);

  const asUser = await call(await sessionFor(ctx.app, (await createMember(ctx.database.db)).userId), 'GET', '/icec/api/popup/list?pageUrl=/infoGd/crrBook');
  expect(asUser.json().list).toHaveLength(1);
  expect(asUser.json().list[0]).not.toHaveProperty('registeredBy');
  expect((await ctx.app.inject({ method: 'GET', url: `/icec/api/popup/list?pageUrl=/${'a'.repeat(600)}` })).statusCode).toBe(400);
});

test('denied: a user session 403, a guest 401, nothing written', async () => {
  const user = await createMember(ctx.database.db);
  const userAgent = await sessionFor(ctx.app, user.userId);
  const guest = await anonymousAgent(ctx.app);
  const before = await popupCount();
  const calls: [TMethod, string, object?][] = [
    ['GET', '/api/popup/list'],
    ['GET', '/api/popup/1'],
    ['POST', '/api/popup', textPopup()],
    ['PUT', '/api/popup/1', textPopup()],
    ['DELETE', '/api/popup/1'],
  ];
  for (const [method, url, payload] of calls) {
    expect((await call(userAgent, method, url, payload)).statusCode, `user ${method} ${url}`).toBe(403);
    expect((await call(guest, method, url, payload)).statusCode, `guest ${method} ${url}`).toBe(401);
  }
  expect(await popupCount()).toBe(before);
});
