import { CRR_RCMDTN_INSP_NAMES, INSP_MESSAGES as M, INSP_NORM_MIN_N } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { anonymousAgent, createMember } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { ADMIN_API, inspCalls, USER_API } from './insp.test-helper.js';
import { inspNorm, inspSheet } from './insp.table.js';
import { BARS_DEF, HEXAGON_DEF, inspMeta } from './test-fixtures.js';

const ctx = useTestApp();
const h = () => inspCalls(ctx.app);
const ALL = { R1: 5, R2: 1, I1: 4, I2: 3, A1: 2, A2: 2, S1: 5, S2: 4, E1: 3, E2: 3, C1: 1, C2: 2 };

test('every admin call answers 401 to a guest and 403 to a user session', async () => {
  const { call } = h();
  const calls = [
    ['GET', ADMIN_API + '/list'],
    ['GET', ADMIN_API + '/1'],
    ['POST', ADMIN_API],
    ['PUT', ADMIN_API + '/1'],
    ['PUT', ADMIN_API + '/1/def'],
    ['POST', ADMIN_API + '/1/publish'],
    ['POST', ADMIN_API + '/1/stts'],
    ['GET', ADMIN_API + '/1/stats'],
    ['POST', ADMIN_API + '/1/norm'],
  ] as const;
  const guest = await anonymousAgent(ctx.app);
  const user = await memberAgent(ctx.app, 'S');
  for (const [method, url] of calls) {
    expect((await call(guest, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    expect((await call(user.agent, method, url, method === 'GET' ? undefined : {})).statusCode).toBe(403);
  }
});

test('create, publish, edit after publication (a new draft), republish: old results keep their version', async () => {
  const { call, admin, student, take } = h();
  const agent = await admin();
  const meta = inspMeta();
  const created = (await call(agent, 'POST', ADMIN_API, { ...meta, definition: HEXAGON_DEF })).json();
  expect(created).toMatchObject({ sttsCd: 'DRAFT', versions: [{ verNo: 1, sttsCd: 'DRAFT' }], editVer: { verNo: 1, sttsCd: 'DRAFT' } });
  const taken = await call(agent, 'POST', ADMIN_API, { ...inspMeta({ inspName: meta.inspName }), definition: HEXAGON_DEF });
  expect([taken.statusCode, taken.json().message]).toEqual([400, M.inspNameTaken]);
  const { inspId, inspName } = created;

  // not offered before publication; opening needs a published version
  const pupil = await student('EL01');
  expect((await call(pupil.agent, 'GET', `${USER_API}/view/${inspName}`)).statusCode).toBe(404);
  expect((await call(agent, 'POST', `${ADMIN_API}/${inspId}/stts`, { sttsCd: 'OPEN' })).json().message).toBe(M.notPublished);

  const published = (await call(agent, 'POST', `${ADMIN_API}/${inspId}/publish`)).json();
  expect(published).toMatchObject({ sttsCd: 'OPEN', versions: [{ verNo: 1, sttsCd: 'PUBLISHED' }] });
  expect((await call(agent, 'POST', `${ADMIN_API}/${inspId}/publish`)).json().message).toBe(M.noDraft);
  const first = await take(pupil.agent, inspName, ALL);

  // editing the published definition makes version 2 as a draft; saving again updates that draft
  const reworded = { ...HEXAGON_DEF, items: HEXAGON_DEF.items.map((i) => ({ ...i, text: `${i.text} (개정)` })) };
  const draft = (await call(agent, 'PUT', `${ADMIN_API}/${inspId}/def`, { definition: reworded })).json();
  expect(draft.versions.map((v: { verNo: number; sttsCd: string }) => [v.verNo, v.sttsCd])).toEqual([
    [2, 'DRAFT'],
    [1, 'PUBLISHED'],
  ]);
  expect((await call(agent, 'PUT', `${ADMIN_API}/${inspId}/def`, { definition: reworded })).json().versions).toHaveLength(2);
  // takers still get version 1 until the draft is published
  expect((await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json().items[1].text).toBe('R 활동 둘');
  const republished = (await call(agent, 'POST', `${ADMIN_API}/${inspId}/publish`)).json();
  expect(republished.versions.map((v: { verNo: number; sttsCd: string; cmplCnt: number }) => [v.verNo, v.sttsCd, v.cmplCnt])).toEqual([
    [2, 'PUBLISHED', 0],
    [1, 'RETIRED', 1],
  ]);
  // the unfinished sheet stays on version 1; a new taker gets version 2
  const other = await student('EL01');
  expect((await call(other.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json().items[1].text).toBe('R 활동 둘 (개정)');
  expect((await call(pupil.agent, 'GET', `${USER_API}/rslt/${first.sheetId}`)).json()).toMatchObject({ verNo: 1 });

  const row = (await call(agent, 'GET', `${ADMIN_API}/list`)).json().list.find((r: { inspId: number }) => r.inspId === inspId);
  expect(row).toMatchObject({ pubVerNo: 2, hasDraft: false, cmplCnt: 1, sttsCd: 'OPEN' });
});

test('a definition that breaks the rules is refused and nothing is saved', async () => {
  const { call, admin, publishedInsp } = h();
  const agent = await admin();
  const { inspId } = await publishedInsp(HEXAGON_DEF);
  const broken = { ...HEXAGON_DEF, items: [...HEXAGON_DEF.items, { itemId: 'X1', text: '없는 척도', scaleId: 'Z' }] };
  const res = await call(agent, 'PUT', `${ADMIN_API}/${inspId}/def`, { definition: broken });
  expect(res.statusCode).toBe(400);
  expect(JSON.stringify(res.json())).toContain(M.scaleUnknown('X1'));
  expect((await call(agent, 'GET', `${ADMIN_API}/${inspId}`)).json().versions).toHaveLength(1);
});

test('a closed test takes no new sheets; a sheet started before is resumed and submits; meta edits keep the name unique', async () => {
  const { call, admin, publishedInsp, student } = h();
  const agent = await admin();
  const { inspId, inspName } = await publishedInsp(HEXAGON_DEF);
  const started = await student('EL01');
  const sheet = (await call(started.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json();
  expect((await call(agent, 'POST', `${ADMIN_API}/${inspId}/stts`, { sttsCd: 'CLOSED' })).json().sttsCd).toBe('CLOSED');
  const late = await student('EL01');
  const refused = await call(late.agent, 'POST', `${USER_API}/sheet/${inspName}`, {});
  expect([refused.statusCode, refused.json().message]).toEqual([403, M.closed]);
  expect((await call(late.agent, 'GET', `${USER_API}/list`)).json().list.some((e: { inspId: number }) => e.inspId === inspId)).toBe(false);
  expect((await call(late.agent, 'GET', `${USER_API}/view/${inspName}`)).json()).toMatchObject({ canTake: false, refusal: M.closed });
  // the unfinished sheet is taken up again: the page offers it, a start resumes it, it submits
  expect((await call(started.agent, 'GET', `${USER_API}/view/${inspName}`)).json()).toMatchObject({
    canTake: true,
    refusal: null,
    mine: { ingSheetId: sheet.sheetId },
  });
  const resumed = await call(started.agent, 'POST', `${USER_API}/sheet/${inspName}`, {});
  expect([resumed.statusCode, resumed.json().sheetId]).toEqual([200, sheet.sheetId]);
  await call(started.agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers: ALL });
  expect((await call(started.agent, 'POST', `${USER_API}/submit`, { sheetId: sheet.sheetId })).statusCode).toBe(200);
  // a new start of the closed test is refused, and nothing is written
  const again = await call(started.agent, 'POST', `${USER_API}/sheet/${inspName}`, {});
  expect([again.statusCode, again.json().message]).toEqual([403, M.closed]);
  expect(await ctx.database.db.select().from(inspSheet).where(eq(inspSheet.inspId, inspId))).toHaveLength(1);

  const other = await publishedInsp(HEXAGON_DEF);
  const clash = await call(agent, 'PUT', `${ADMIN_API}/${inspId}`, inspMeta({ inspName: other.inspName }));
  expect([clash.statusCode, clash.json().message]).toEqual([400, M.inspNameTaken]);
  const renamed = await call(agent, 'PUT', `${ADMIN_API}/${inspId}`, inspMeta({ inspNm: '새 이름' }));
  expect(renamed.json()).toMatchObject({ inspNm: '새 이름', sttsCd: 'CLOSED' });
});

test('stats from completed sheets; norms need 30 a band; adopted norms give percentiles to the next taker', async () => {
  const { call, admin, publishedInsp, student, take } = h();
  const agent = await admin();
  const { inspId, inspName } = await publishedInsp(BARS_DEF);
  const item = (await call(agent, 'GET', `${ADMIN_API}/${inspId}`)).json();
  const verId = item.versions[0].verId;
  const tooFew = await call(agent, 'POST', `${ADMIN_API}/${inspId}/norm`, { verId });
  expect([tooFew.statusCode, tooFew.json().message]).toEqual([400, M.normTooFew]);

  // completed sheets of earlier takers (the reference set's answers, repeated), written directly
  const pattern = [
    { N1: 4, N2: 1, N3: 4 },
    { N1: 3, N2: 3, N3: 2 },
    { N1: 5, N2: 2, N3: 5 },
    { N1: 2, N2: 4, N3: 3 },
    { N1: 4, N2: 2, N3: 4 },
  ];
  const takers = await Promise.all(Array.from({ length: INSP_NORM_MIN_N }, () => createMember(ctx.app.db, { userTypeCd: 'S', mbrTypeAuthrt: 'ST01' })));
  await ctx.database.db
    .insert(inspSheet)
    .values(
      takers.map((m, i) => ({ userId: m.userId, inspId, verId, band: 'MD' as const, answers: pattern[i % 5]!, sttsCd: 'CMPL' as const, cmplAt: new Date() })),
    );
  const stats = (await call(agent, 'GET', `${ADMIN_API}/${inspId}/stats`)).json();
  expect(stats).toMatchObject({ verId, verNo: 1, cmplCnt: INSP_NORM_MIN_N, norms: [], normReady: [{ band: 'MD', genderCd: 'ALL', n: INSP_NORM_MIN_N }] });
  expect(stats.scales[0]).toMatchObject({ scaleId: 'N', itemCnt: 3, alpha: 0.897 });
  expect(stats.items.map((i: { itemId: string }) => i.itemId)).toEqual(['N1', 'N2', 'N3']);

  // adoptions at the same time: each waits for the one before and replaces its norms
  const adoptions = await Promise.all([1, 2, 3, 4].map(() => call(agent, 'POST', `${ADMIN_API}/${inspId}/norm`, { verId })));
  expect(adoptions.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
  const norms = await ctx.database.db.select().from(inspNorm).where(eq(inspNorm.verId, verId));
  expect(norms.map((n) => [n.band, n.genderCd, n.n, n.dist.N!.length])).toEqual([['MD', 'ALL', INSP_NORM_MIN_N, INSP_NORM_MIN_N]]);
  expect((await call(agent, 'GET', `${ADMIN_API}/${inspId}/stats?verId=${verId}`)).json().norms).toMatchObject([
    { band: 'MD', genderCd: 'ALL', adopted: true },
  ]);

  const pupil = await student('MD01', '2012-05-10');
  const { sheetId } = await take(pupil.agent, inspName, { N1: 5, N2: 1, N3: 5 });
  const rslt = (await call(pupil.agent, 'GET', `${USER_API}/rslt/${sheetId}`)).json();
  // 5, 5, 5 -> mean 5, above every norm score -> 100th percentile
  expect(rslt.scores).toMatchObject({ normApplied: true, scales: [{ raw: 5, pctl: 100, level: 'HIGH' }] });
  const elsewhere = await publishedInsp(BARS_DEF);
  expect((await call(agent, 'GET', `${ADMIN_API}/${elsewhere.inspId}/stats?verId=${verId}`)).statusCode).toBe(404);
});

test('the tests the recommended jobs read keep their address name', async () => {
  const { call, admin } = h();
  const agent = await admin();
  const list = (await call(agent, 'GET', `${ADMIN_API}/list`)).json().list as { inspId: number; inspName: string }[];
  for (const inspName of Object.values(CRR_RCMDTN_INSP_NAMES)) {
    const { inspId } = list.find((e) => e.inspName === inspName)!;
    const res = await call(agent, 'PUT', `${ADMIN_API}/${inspId}`, inspMeta({ inspName: `${inspName}2` }));
    expect([res.statusCode, res.json().message, res.json().data?.fieldErrors]).toEqual([400, M.inspNameFixed, { inspName: M.inspNameFixed }]);
    expect((await call(agent, 'GET', `${ADMIN_API}/${inspId}`)).json().inspName).toBe(inspName);
  }
});
