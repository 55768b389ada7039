import { expect, test } from 'vitest';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { createWebDist, useTestApp } from '../../test/test-app.js';

const ctx = useTestApp({ WEB_DIST_DIR: createWebDist() });

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const adminCall = (agent: TAgent, method: 'POST' | 'PUT', url: string, payload: object) => ctx.app.inject({ method, url, headers: agent.headers, payload });

type TPublicHall = { bmnexhlId: number; bmnexhlNm: string; smnexhlList: { smnexhlNo: number; smnexhlNm: string }[] };

/** A big hall with small halls A (on), B (off), C (on, sorted first). */
async function hallWithSmalls(bmnexhlNm: string) {
  const agent = await sessionFor(ctx.app, 'admin');
  const hall = (await adminCall(agent, 'POST', '/api/mnexhlMng/bmnexhl', { bmnexhlNm, flrNm: '5층', sortSeq: 9000 })).json();
  const add = async (smnexhlNm: string, values: object = {}) =>
    (await adminCall(agent, 'POST', '/api/mnexhlMng/smnexhl', { bmnexhlId: hall.bmnexhlId, smnexhlNm, ...values })).json();
  const a = await add('가 소주제관', { sortSeq: 2, dutyCrs: ['연구원'], actvCn: '활동 내용' });
  const b = await add('나 소주제관', { sortSeq: 1, useYn: 'N' });
  const c = await add('다 소주제관', { sortSeq: 1 });
  return { agent, hall, a, b, c };
}

test('the demo halls are public: switched-on big halls in order, each with its switched-on small halls', async () => {
  const { hall } = await hallWithSmalls('공개관');
  const res = await get('/icec/api/mnexhl/bmnexhl/list');
  expect(res.statusCode).toBe(200);
  const list = res.json().list as TPublicHall[];
  expect(list.slice(0, 3).map((h) => h.bmnexhlNm)).toEqual(['미래기술관', '생명과학관', '문화예술관']);
  expect(list[0]!.smnexhlList.map((s) => s.smnexhlNm)).toEqual(['인공지능', '로봇', '드론']);
  const mine = list.find((h) => h.bmnexhlId === hall.bmnexhlId)!;
  expect(mine.smnexhlList.map((s) => s.smnexhlNm)).toEqual(['다 소주제관', '가 소주제관']);
  // admin-only fields stay out of the public answer
  expect(Object.keys(list[0]!)).not.toContain('registeredBy');
});

test('a big hall with its switched-on small halls; a switched-off or unknown one is 404', async () => {
  const { agent, hall } = await hallWithSmalls('켜고끄는관');
  const guest = await anonymousAgent(ctx.app);
  const shown = await ctx.app.inject({ method: 'GET', url: `/icec/api/mnexhl/bmnexhl/${hall.bmnexhlId}`, headers: guest.headers });
  expect(shown.statusCode).toBe(200);
  expect(shown.json()).toMatchObject({ bmnexhlNm: '켜고끄는관', flrNm: '5층' });
  expect(shown.json().smnexhlList).toHaveLength(2);

  await adminCall(agent, 'PUT', `/api/mnexhlMng/bmnexhl/${hall.bmnexhlId}`, { bmnexhlNm: '켜고끄는관', useYn: 'N' });
  expect((await get(`/icec/api/mnexhl/bmnexhl/${hall.bmnexhlId}`)).statusCode).toBe(404);
  expect((await get(`/icec/api/mnexhl/smnexhl/${hall.bmnexhlId}/1`)).statusCode).toBe(404);
  const list = (await get('/icec/api/mnexhl/bmnexhl/list')).json().list as TPublicHall[];
  expect(list.some((h) => h.bmnexhlId === hall.bmnexhlId)).toBe(false);

  expect((await get('/icec/api/mnexhl/bmnexhl/999999')).statusCode).toBe(404);
  expect((await get('/icec/api/mnexhl/bmnexhl/abc')).statusCode).toBe(400);
});

test('a small hall is found by its big hall and its number; switched off is 404', async () => {
  const { hall, a, b, c } = await hallWithSmalls('번호조회관');
  const res = await get(`/icec/api/mnexhl/smnexhl/${hall.bmnexhlId}/${a.smnexhlNo}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    bmnexhlId: hall.bmnexhlId,
    bmnexhlNm: '번호조회관',
    smnexhlNo: a.smnexhlNo,
    smnexhlNm: '가 소주제관',
    dutyCrs: ['연구원'],
    actvCn: '활동 내용',
    siblings: [
      { smnexhlNo: c.smnexhlNo, smnexhlNm: '다 소주제관' },
      { smnexhlNo: a.smnexhlNo, smnexhlNm: '가 소주제관' },
    ],
  });
  expect((await get(`/icec/api/mnexhl/smnexhl/${hall.bmnexhlId}/${b.smnexhlNo}`)).statusCode).toBe(404);
  expect((await get(`/icec/api/mnexhl/smnexhl/${hall.bmnexhlId}/99`)).statusCode).toBe(404);
  // the same number in another big hall is another small hall
  const demo = (await get('/icec/api/mnexhl/smnexhl/1/1')).json();
  expect(demo.bmnexhlId).toBe(1);
  expect(demo.smnexhlNm).not.toBe('가 소주제관');
});

test('the public hall pages are served to guests (spec §6 /eduIntdcn/, /infoGd)', async () => {
  for (const url of [
    '/eduIntdcn/mnexhlIntdcn',
    '/eduIntdcn/bmnexhlIntdcnView/1',
    `/eduIntdcn/smnexhlIntdcnView/1/${encodeURIComponent('미래기술관')}/1`,
    '/infoGd/crrFusionActvMnexhl',
  ]) {
    expect((await get(url)).statusCode, url).toBe(200);
  }
  expect((await get('/eduIntdcn/smnexhlIntdcnView/1/1')).statusCode).toBe(404);
});
