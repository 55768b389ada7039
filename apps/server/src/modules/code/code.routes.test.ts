import { CODE_MESSAGES, LOGIN_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { codeList } from './index.js';
import { comCd } from './code.table.js';

const ctx = useTestApp();

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (agent: TAgent | null, method: TMethod, url: string, payload?: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method, url, headers: { ...agent?.headers, ...headers }, ...(payload && { payload }), remoteAddress });

const userList = async (upComCdId: string) =>
  (await call(null, 'GET', `/icec/api/manageCode/list?upComCdId=${upComCdId}`)).json().codeList as { comCd: string; comCdNm: string }[];

test('the seeded groups are reflected: anyone reads them in order, and the server lookup agrees', async () => {
  const res = await call(null, 'GET', '/icec/api/manageCode/list?upComCdId=SCHL_TYPE');
  expect(res.statusCode).toBe(200);
  expect(res.json().codeList).toEqual([
    { comCdId: 'SCHL_TYPE.EL01', upComCdId: 'SCHL_TYPE', comCd: 'EL01', comCdNm: '초등학교', cdExpln: null, sortSeq: 1 },
    { comCdId: 'SCHL_TYPE.MD01', upComCdId: 'SCHL_TYPE', comCd: 'MD01', comCdNm: '중학교', cdExpln: null, sortSeq: 2 },
    { comCdId: 'SCHL_TYPE.HI01', upComCdId: 'SCHL_TYPE', comCd: 'HI01', comCdNm: '고등학교', cdExpln: null, sortSeq: 3 },
  ]);
  const points = await codeList(ctx.app.db, 'POINT_TYPE');
  expect(points.find((p) => p.comCd === 'LGN')).toEqual({ comCd: 'LGN', comCdNm: '로그인', cdExpln: '10' });
  expect(points.map((p) => p.comCd)).toEqual([
    'LGN',
    'BSRV',
    'ASRV',
    'REVW',
    'CMNT',
    'LIKE',
    'INFO',
    'INSP',
    'CRR',
    'EXPR',
    'APLY',
    'CPN',
    'GDS',
    'CMPN',
    'ADJ',
  ]);
  for (const group of [
    'USER_TYPE',
    'MBR_TYPE_AUTHRT',
    'APLY_UNIT',
    'ACNT_TYPE',
    'BOARD_TYPE',
    'USER_STTS',
    'CRR_SITE_CTGRY',
    'BANNER_SE',
    'INST_TYPE',
    'REGION',
  ]) {
    expect((await codeList(ctx.app.db, group)).length, group).toBeGreaterThan(1);
  }
  expect(await userList('NO_SUCH_GROUP')).toEqual([]);
});

test('view answers one reflected code, checking the parent when given', async () => {
  const ok = await call(null, 'GET', '/icec/api/manageCode/view?comCdId=REGION.B10&upComCdId=REGION');
  expect(ok.json()).toMatchObject({ comCd: 'B10', comCdNm: '서울' });
  expect((await call(null, 'GET', '/icec/api/manageCode/view?comCdId=REGION.B10&upComCdId=SCHL_TYPE')).statusCode).toBe(404);
  expect((await call(null, 'GET', '/icec/api/manageCode/view?comCdId=NOPE')).statusCode).toBe(404);
  expect((await call(null, 'GET', '/icec/api/manageCode/view')).statusCode).toBe(400);
  expect((await call(null, 'GET', '/icec/api/manageCode/list')).statusCode).toBe(400);
});

test('spec §4: an edit reaches users only after resetCodeList', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const put = await call(admin, 'PUT', '/api/manageCode/BANNER_SE.SUB', { comCd: 'SUB', comCdNm: '서브 화면', useYn: 'Y' });
  expect(put.statusCode).toBe(200);
  const added = await call(admin, 'POST', '/api/manageCode', { upComCdId: 'BANNER_SE', comCd: 'POPUP_ZONE', comCdNm: '팝업존' });
  expect(added.json()).toMatchObject({ comCdId: 'BANNER_SE.POPUP_ZONE', sortSeq: 3, sysYn: 'N', registeredBy: 'admin' });

  expect((await userList('BANNER_SE')).map((c) => c.comCdNm)).toEqual(['홈', '하위 페이지']);
  expect((await call(admin, 'GET', '/api/manageCode/reflectStatus')).json()).toMatchObject({ pendingYn: 'Y' });

  const reflect = await call(admin, 'GET', '/icec/api/manageCode/resetCodeList', undefined, { 'sec-fetch-site': 'same-origin' });
  expect(reflect.statusCode).toBe(200);
  expect(reflect.json()).toMatchObject({ result: 'SUCCESS', rflctBy: 'admin', pendingYn: 'N' });
  expect((await userList('BANNER_SE')).map((c) => c.comCdNm)).toEqual(['홈', '서브 화면', '팝업존']);
  expect(await codeList(ctx.app.db, 'BANNER_SE')).toContainEqual({ comCd: 'POPUP_ZONE', comCdNm: '팝업존', cdExpln: null });

  // a switched-off code (or one under a switched-off parent) leaves the users' list once reflected
  await call(admin, 'PUT', '/api/manageCode/BANNER_SE.POPUP_ZONE', { comCd: 'POPUP_ZONE', comCdNm: '팝업존', useYn: 'N' });
  expect((await call(admin, 'GET', '/api/manageCode/reflectStatus')).json().pendingYn).toBe('Y');
  await call(admin, 'GET', '/icec/api/manageCode/resetCodeList');
  expect((await userList('BANNER_SE')).map((c) => c.comCd)).toEqual(['MAIN', 'SUB']);
  // reflecting again changes nothing users see
  const again = (await call(admin, 'GET', '/icec/api/manageCode/resetCodeList')).json();
  expect(again.rflctVer).toBe(reflect.json().rflctVer + 2);
  expect((await userList('BANNER_SE')).map((c) => c.comCd)).toEqual(['MAIN', 'SUB']);
});

test('changeSortSeq reorders the siblings exactly, for administrators only, whatever the prefix', async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const ids = ['APLY_UNIT.INDVDL', 'APLY_UNIT.SCHL', 'APLY_UNIT.CLS'];
  const ok = await call(admin, 'POST', '/icec/api/manageCode/changeSortSeq', { upComCdId: 'APLY_UNIT', comCdIds: ids });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ result: 'SUCCESS' });
  const part = (await call(admin, 'GET', '/api/manageCode/partCodeList?upComCdId=APLY_UNIT')).json().codeList;
  expect(part.map((c: { comCdId: string }) => c.comCdId)).toEqual(ids);

  const before = await ctx.database.db.select().from(comCd).where(eq(comCd.upComCdId, 'APLY_UNIT'));
  for (const comCdIds of [
    ['APLY_UNIT.INDVDL', 'APLY_UNIT.SCHL'],
    [...ids, 'REGION.B10'],
    ['APLY_UNIT.INDVDL', 'APLY_UNIT.SCHL', 'APLY_UNIT.SCHL'],
    ['APLY_UNIT.INDVDL', 'APLY_UNIT.SCHL', 'REGION.B10'],
  ]) {
    const res = await call(admin, 'POST', '/icec/api/manageCode/changeSortSeq', { upComCdId: 'APLY_UNIT', comCdIds });
    expect(res.statusCode, comCdIds.join()).toBe(400);
    expect(res.json().message).toBe(CODE_MESSAGES.sortMismatch);
  }
  expect((await call(admin, 'POST', '/icec/api/manageCode/changeSortSeq', { upComCdId: 'APLY_UNIT', comCdIds: 'x' })).statusCode).toBe(400);
  expect(await ctx.database.db.select().from(comCd).where(eq(comCd.upComCdId, 'APLY_UNIT'))).toEqual(before);

  const member = await createMember(ctx.app.db, { userTypeCd: 'T', mbrTypeAuthrt: 'TC01' });
  const user = await sessionFor(ctx.app, member.userId);
  expect((await call(user, 'POST', '/icec/api/manageCode/changeSortSeq', { upComCdId: 'APLY_UNIT', comCdIds: ids })).statusCode).toBe(403);
  expect((await call(await anonymousAgent(ctx.app), 'POST', '/icec/api/manageCode/changeSortSeq', { upComCdId: 'APLY_UNIT', comCdIds: ids })).statusCode).toBe(
    401,
  );
});

test('resetCodeList: administrators only, and never from another site', async () => {
  const member = await createMember(ctx.app.db);
  const user = await sessionFor(ctx.app, member.userId);
  expect((await call(user, 'GET', '/icec/api/manageCode/resetCodeList')).statusCode).toBe(403);
  expect((await call(null, 'GET', '/icec/api/manageCode/resetCodeList')).statusCode).toBe(401);

  const admin = await sessionFor(ctx.app, 'admin');
  const status = (await call(admin, 'GET', '/api/manageCode/reflectStatus')).json();
  const crossSite = await call(admin, 'GET', '/icec/api/manageCode/resetCodeList', undefined, { 'sec-fetch-site': 'cross-site' });
  expect(crossSite.statusCode).toBe(403);
  expect(crossSite.json().message).toBe(CODE_MESSAGES.crossSite);
  const otherOrigin = await call(admin, 'GET', '/icec/api/manageCode/resetCodeList', undefined, { origin: 'https://evil.example' });
  expect(otherOrigin.statusCode).toBe(403);
  // SECURITY 14: an admin call under the user prefix still needs an address on the access-IP list
  const outside = await call(admin, 'GET', '/icec/api/manageCode/resetCodeList', undefined, {}, '203.0.113.9');
  expect(outside.statusCode).toBe(403);
  expect(outside.json().message).toBe(LOGIN_MESSAGES.ipDenied);
  const sortOutside = await call(
    admin,
    'POST',
    '/icec/api/manageCode/changeSortSeq',
    { upComCdId: 'BANNER_SE', comCdIds: ['BANNER_SE.SUB', 'BANNER_SE.MAIN'] },
    {},
    '203.0.113.9',
  );
  expect(sortOutside.statusCode).toBe(403);
  expect((await call(admin, 'GET', '/api/manageCode/reflectStatus')).json().rflctVer).toBe(status.rflctVer);
  expect((await call(null, 'GET', '/icec/api/manageCode/list?upComCdId=BANNER_SE', undefined, {}, '203.0.113.9')).statusCode).toBe(200);
});
