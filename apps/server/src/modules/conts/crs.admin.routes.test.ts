import { CRS_MESSAGES as M } from '@portal/contract';
import { beforeAll, expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { crsCalls } from './crs.test-helper.js';

const ctx = useTestApp();
const { call, body, visibleConts, createdCrs } = crsCalls(() => ctx.app);

let admin: TAgent;
let a: number;
let b: number;
let c: number;

beforeAll(async () => {
  admin = await sessionFor(ctx.app, 'admin');
  a = await visibleConts(admin, '나를 알아보는 흥미 검사 활동지');
  b = await visibleConts(admin, '직업 세계 탐색 영상');
  c = await visibleConts(admin, '진로 설계 포트폴리오 활동지');
});

test('an administrator saves a class with its sessions in one step, then reorders and removes a session', async () => {
  const crsId = await createdCrs(admin, [[a, b], [c]], { crsTtl: '중1 진로 탐색 2차시' });
  const item = (await call(admin, 'GET', `/api/contentClasses/${crsId}`)).json();
  expect(item).toMatchObject({
    crsTtl: '중1 진로 탐색 2차시',
    sttsCd: 'DRAFT',
    pblcDt: null,
    sesnCnt: 2,
    registeredBy: 'admin',
    sesns: [
      { sesnNo: 1, sesnTtl: '1차시 활동', sesnObjc: '1차시 목표', tchrNote: '1차시 지도 유의점', conts: [{ contsId: a, visible: true }, { contsId: b }] },
      { sesnNo: 2, conts: [{ contsId: c, contsKndCd: 'WKSHT', sttsCd: 'PBLC' }] },
    ],
  });

  // the second session moves up, the first goes: sessions are renumbered
  const res = await call(admin, 'PUT', `/api/contentClasses/${crsId}`, body([[c, a]], { crsTtl: '중1 진로 탐색 1차시' }));
  expect(res.statusCode, res.body).toBe(200);
  const after = (await call(admin, 'GET', `/api/contentClasses/${crsId}`)).json();
  expect(after.sesns).toHaveLength(1);
  expect(after.sesns[0].conts.map((x: { contsId: number }) => x.contsId)).toEqual([c, a]);

  const list = (await call(admin, 'GET', `/api/contentClasses?q=${encodeURIComponent('1차시')}&currentPage=1`)).json();
  expect(list.list.map((x: { crsId: number }) => x.crsId)).toEqual([crsId]);
  expect((await call(admin, 'GET', '/api/contentClasses?sttsCd=PBLC')).json().list.map((x: { crsId: number }) => x.crsId)).not.toContain(crsId);
  expect((await call(admin, 'GET', '/api/contentClasses?sttsCd=DRAFT')).json().list.map((x: { crsId: number }) => x.crsId)).toContain(crsId);
});

test('a save is refused whole: no sessions, an unknown content, the same content twice in a session', async () => {
  const noSesn = await call(admin, 'POST', '/api/contentClasses', body([]));
  expect(noSesn.statusCode).toBe(400);
  expect(noSesn.body).toContain(M.sesnRequired);
  const unknown = await call(admin, 'POST', '/api/contentClasses', body([[a], [999999]], { crsTtl: '없는 콘텐츠 수업' }));
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toBe(M.contsUnknown);
  const twice = await call(admin, 'POST', '/api/contentClasses', body([[a, a]]));
  expect(twice.statusCode).toBe(400);
  expect(twice.body).toContain(M.sesnContsDup);
  expect((await call(admin, 'GET', `/api/contentClasses?q=${encodeURIComponent('없는 콘텐츠')}`)).json().list).toEqual([]);
});

test('states as contents: publishing takes a time (a past one too); a published class is not deleted, a draft is', async () => {
  const crsId = await createdCrs(admin, [[a]]);
  expect((await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'PBLC', pblcDt: new Date().toISOString() })).statusCode).toBe(409);
  expect((await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'REVIEW' })).statusCode).toBe(200);
  expect((await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'PBLC', pblcDt: '내일' })).statusCode).toBe(400);
  const pblcDt = '2026-01-05T09:00:00+09:00';
  expect((await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'PBLC', pblcDt })).statusCode).toBe(200);
  expect((await call(admin, 'GET', `/api/contentClasses/${crsId}`)).json()).toMatchObject({ sttsCd: 'PBLC', pblcDt: '2026-01-05T00:00:00.000Z' });
  expect((await call(admin, 'DELETE', `/api/contentClasses/${crsId}`)).statusCode).toBe(409);
  expect((await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'DRAFT' })).statusCode).toBe(200);
  expect((await call(admin, 'DELETE', `/api/contentClasses/${crsId}`)).statusCode).toBe(200);
  expect((await call(admin, 'GET', `/api/contentClasses/${crsId}`)).statusCode).toBe(404);
});

test('publishing with no time given publishes from now', async () => {
  const crsId = await createdCrs(admin, [[a]]);
  expect((await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'REVIEW' })).statusCode).toBe(200);
  const before = Date.now();
  for (const pblcDt of [undefined, null, '']) {
    const res = await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'PBLC', pblcDt });
    expect(res.statusCode, res.body).toBe(200);
    const item = (await call(admin, 'GET', `/api/contentClasses/${crsId}`)).json();
    expect(item.sttsCd).toBe('PBLC');
    expect(new Date(item.pblcDt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(item.pblcDt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'DRAFT' })).statusCode).toBe(200);
    expect((await call(admin, 'PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'REVIEW' })).statusCode).toBe(200);
  }
});

test('the session’s search select finds contents of any state by title', async () => {
  const res = await call(admin, 'GET', `/api/contentClasses/contsOptions?q=${encodeURIComponent('흥미 검사')}`);
  expect(res.json().list).toEqual([{ contsId: a, contsTtl: '나를 알아보는 흥미 검사 활동지', contsKndCd: 'WKSHT', sttsCd: 'PBLC', visible: true }]);
});

test('every admin route answers 401 to a guest and 403 to a user session', async () => {
  const crsId = await createdCrs(admin, [[a]]);
  const member = await sessionFor(ctx.app, (await createMember(ctx.app.db)).userId);
  const guest = await anonymousAgent(ctx.app);
  const calls: [string, string, object?][] = [
    ['GET', '/api/contentClasses'],
    ['POST', '/api/contentClasses', body([[a]])],
    ['GET', '/api/contentClasses/contsOptions'],
    ['GET', `/api/contentClasses/${crsId}`],
    ['PUT', `/api/contentClasses/${crsId}`, body([[a]])],
    ['DELETE', `/api/contentClasses/${crsId}`],
    ['PUT', `/api/contentClasses/${crsId}/stts`, { sttsCd: 'REVIEW' }],
  ];
  for (const [method, url, payload] of calls) {
    expect((await call(guest, method as 'GET', url, payload)).statusCode, `${method} ${url}`).toBe(401);
    expect((await call(member, method as 'GET', url, payload)).statusCode, `${method} ${url}`).toBe(403);
  }
  expect((await call(admin, 'GET', `/api/contentClasses/${crsId}`)).json().sttsCd).toBe('DRAFT');
});
