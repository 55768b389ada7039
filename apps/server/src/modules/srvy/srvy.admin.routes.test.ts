import { SRVY_MESSAGES as M, srvyMngPaths, splitRouteKey } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { anonymousAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { ADMIN_API, EVERY_TYPE_DEF, FULL_ANSWERS, srvyCalls, srvyMeta, USER_API } from './srvy.test-helper.js';
import { srvy } from './srvy.table.js';

const ctx = useTestApp();
const h = () => srvyCalls(ctx.app);

test('every admin survey route answers 401 to a guest and 403 to a user session', async () => {
  const { call, member } = h();
  const guest = await anonymousAgent(ctx.app);
  const { agent } = await member();
  for (const key of Object.values(srvyMngPaths)) {
    const { method, path } = splitRouteKey(key);
    const url = path.replace(':srvyId', '1');
    expect([key, (await call(guest, method, url, method === 'GET' ? undefined : {})).statusCode]).toEqual([key, 401]);
    expect([key, (await call(agent, method, url, method === 'GET' ? undefined : {})).statusCode]).toEqual([key, 403]);
  }
});

test('an administrator creates, defines and publishes a survey; the list searches by title and state', async () => {
  const { call, admin } = h();
  const agent = await admin();
  const bad = await call(agent, 'POST', ADMIN_API, srvyMeta({ trgtSeCd: 'MBR', trgtMbrTypes: [] }));
  expect([bad.statusCode, bad.json().data.fieldErrors.trgtMbrTypes]).toEqual([400, M.mbrTypesRequired]);
  const created = (await call(agent, 'POST', ADMIN_API, srvyMeta({ srvyTtl: '빌더 설문 가나다' }))).json();
  expect(created).toMatchObject({ sttsCd: 'DRAFT', phase: 'DRAFT', verNo: 1, qstnCnt: 0, def: { pages: [{ pageId: 'p1', qstns: [] }] } });
  const id = created.srvyId as number;

  const empty = await call(agent, 'POST', `${ADMIN_API}/${id}/publish`);
  expect([empty.statusCode, empty.json().message]).toEqual([400, M.publishNoQstn]);
  const laterCond = { pages: [{ pageId: 'p1', qstns: [{ ...EVERY_TYPE_DEF.pages[1]!.qstns[2]! }] }] };
  const refused = await call(agent, 'PUT', `${ADMIN_API}/${id}/def`, { def: laterCond });
  expect([refused.statusCode, refused.json().message]).toEqual([400, M.condUnknown(1)]);
  expect((await call(agent, 'PUT', `${ADMIN_API}/${id}/def`, { def: EVERY_TYPE_DEF })).json()).toMatchObject({ qstnCnt: 13 });
  const published = (await call(agent, 'POST', `${ADMIN_API}/${id}/publish`)).json();
  expect(published).toMatchObject({ sttsCd: 'OPEN', phase: 'OPEN' });
  expect((await call(agent, 'POST', `${ADMIN_API}/${id}/publish`)).statusCode).toBe(409);

  const list = (await call(agent, 'GET', `${ADMIN_API}/list?searchWrd=${encodeURIComponent('가나다')}&sttsCd=OPEN`)).json();
  expect(list.list.map((r: { srvyId: number }) => r.srvyId)).toEqual([id]);
  expect((await call(agent, 'GET', `${ADMIN_API}/list?searchWrd=${encodeURIComponent('가나다')}&sttsCd=DRAFT`)).json().list).toEqual([]);
  expect((await call(agent, 'GET', `${ADMIN_API}/list?tmpltYn=Y`)).json().list.map((r: { srvyTtl: string }) => r.srvyTtl)).toEqual(
    expect.arrayContaining(['만족도 조사', '사전 설문']),
  );
  expect((await call(agent, 'GET', `${ADMIN_API}/999999`)).statusCode).toBe(404);

  expect((await call(agent, 'POST', `${ADMIN_API}/${id}/close`)).json()).toMatchObject({ sttsCd: 'CLOSED', phase: 'CLOSED' });
  expect((await call(agent, 'POST', `${ADMIN_API}/${id}/close`)).json().message).toBe(M.closeState);
});

test('a template is not published; its copy is a draft of its own', async () => {
  const { call, admin } = h();
  const agent = await admin();
  const [tmplt] = await ctx.database.db.select().from(srvy).where(eq(srvy.srvyTtl, '만족도 조사'));
  const refused = await call(agent, 'POST', `${ADMIN_API}/${tmplt!.srvyId}/publish`);
  expect([refused.statusCode, refused.json().message]).toEqual([409, M.publishTemplate]);
  const copy = (await call(agent, 'POST', `${ADMIN_API}/${tmplt!.srvyId}/copy`)).json();
  expect(copy).toMatchObject({ srvyTtl: '만족도 조사 (사본)', sttsCd: 'DRAFT', tmpltYn: 'N', verNo: 1, orgnSrvyId: null, rspnsCnt: 0, qstnCnt: 5 });
  expect((await call(agent, 'POST', `${ADMIN_API}/${copy.srvyId}/publish`)).statusCode).toBe(200);
});

test('once answered: the structure is refused (a new version instead), texts are corrected, the target stays, no deletion', async () => {
  const { call, admin, survey } = h();
  const agent = await admin();
  const id = await survey();
  const guest = await anonymousAgent(ctx.app);
  expect((await call(guest, 'POST', `${USER_API}/${id}/submit`, { answers: FULL_ANSWERS })).statusCode).toBe(200);

  const added = structuredClone(EVERY_TYPE_DEF);
  added.pages[0]!.qstns[0]!.options!.push({ optId: 'c', optNm: '새 보기' });
  for (const path of ['def', 'texts']) {
    const res = await call(agent, 'PUT', `${ADMIN_API}/${id}/${path}`, { def: added });
    expect([res.statusCode, res.json().message]).toEqual([409, M.structureLocked]);
  }
  const texts = structuredClone(EVERY_TYPE_DEF);
  texts.pages[0]!.qstns[0]!.qstnTtl = '고친 제목';
  texts.pages[0]!.qstns[0]!.options![0]!.optNm = '고친 보기';
  const corrected = await call(agent, 'PUT', `${ADMIN_API}/${id}/texts`, { def: texts });
  expect(corrected.statusCode).toBe(200);
  expect(corrected.json().def.pages[0].qstns[0]).toMatchObject({ qstnTtl: '고친 제목', options: [{ optNm: '고친 보기' }, { optNm: '보기 b' }] });

  const meta = await call(agent, 'PUT', `${ADMIN_API}/${id}`, srvyMeta({ trgtSeCd: 'MBR', trgtMbrTypes: ['ST01'] }));
  expect([meta.statusCode, meta.json().message]).toEqual([409, M.metaLocked]);
  expect((await call(agent, 'PUT', `${ADMIN_API}/${id}`, srvyMeta({ srvyTtl: '제목만 고침' }))).json()).toMatchObject({ srvyTtl: '제목만 고침', rspnsCnt: 1 });
  const removed = await call(agent, 'DELETE', `${ADMIN_API}/${id}`);
  expect([removed.statusCode, removed.json().message]).toEqual([409, M.hasResponses]);

  const version = (await call(agent, 'POST', `${ADMIN_API}/${id}/version`)).json();
  expect(version).toMatchObject({ sttsCd: 'DRAFT', verNo: 2, orgnSrvyId: id, rspnsCnt: 0, srvyTtl: '제목만 고침' });
  expect((await call(agent, 'GET', `${ADMIN_API}/${id}`)).json()).toMatchObject({ sttsCd: 'CLOSED' });
  expect((await call(agent, 'PUT', `${ADMIN_API}/${version.srvyId}/def`, { def: added })).statusCode).toBe(200);
  expect((await call(agent, 'POST', `${ADMIN_API}/${version.srvyId}/version`)).json()).toMatchObject({ verNo: 3, orgnSrvyId: id });
});

test('a survey without responses is deleted with its drafts', async () => {
  const { call, admin, survey, member } = h();
  const agent = await admin();
  const id = await survey();
  const student = await member();
  expect((await call(student.agent, 'POST', `${USER_API}/${id}/save`, { answers: { q1: { optIds: ['a'] } } })).statusCode).toBe(200);
  expect((await call(agent, 'DELETE', `${ADMIN_API}/${id}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `${ADMIN_API}/${id}`)).statusCode).toBe(404);
});
