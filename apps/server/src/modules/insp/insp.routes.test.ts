import { INSP_MESSAGES as M, seoulDate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { pointLedger } from '../point/point.table.js';
import { inspCalls, USER_API } from './insp.test-helper.js';
import { inspRsltStat, inspSheet } from './insp.table.js';
import { CARD_DEF, HEXAGON_DEF } from './test-fixtures.js';

const ctx = useTestApp();
const h = () => inspCalls(ctx.app);
const ALL = { R1: 5, R2: 1, I1: 4, I2: 3, A1: 2, A2: 2, S1: 5, S2: 4, E1: 3, E2: 3, C1: 1, C2: 2 };
const inspLedger = (userId: string) =>
  ctx.database.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.pointTypeCd, 'INSP')));

test('a guest reads the catalogue and a test page but is refused every taking and result call (401)', async () => {
  const { call, publishedInsp } = h();
  const { inspName } = await publishedInsp(HEXAGON_DEF);
  const guest = await anonymousAgent(ctx.app);
  const list = (await call(guest, 'GET', `${USER_API}/list`)).json();
  expect(list.list.find((e: { inspName: string }) => e.inspName === inspName)).toMatchObject({ itemCnt: 12, display: 'hexagon', mine: null });
  expect((await call(guest, 'GET', `${USER_API}/view/${inspName}`)).json()).toMatchObject({ canTake: false, refusal: null, guide: '솔직하게 답해 주세요.' });
  const denied = [
    await call(guest, 'POST', `${USER_API}/sheet/${inspName}`, {}),
    await call(guest, 'POST', `${USER_API}/answer`, { sheetId: 1, answers: { R1: 1 } }),
    await call(guest, 'POST', `${USER_API}/submit`, { sheetId: 1 }),
    await call(guest, 'GET', `${USER_API}/rslt/list`),
    await call(guest, 'GET', `${USER_API}/rslt/1`),
    await call(guest, 'GET', `${USER_API}/rslt/1/pdf`),
  ];
  expect(denied.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
  expect((await call(guest, 'GET', `${USER_API}/view/nosuchtest`)).statusCode).toBe(404);
});

test('a teacher, a general member, a student without a band or of another band are refused (403); nothing is written', async () => {
  const { call, publishedInsp, student } = h();
  const { inspId, inspName } = await publishedInsp(HEXAGON_DEF, { trgtBands: ['EL', 'MD'] });
  for (const type of ['T', 'G'] as const) {
    const other = await memberAgent(ctx.app, type);
    const res = await call(other.agent, 'POST', `${USER_API}/sheet/${inspName}`, {});
    expect([res.statusCode, res.json().message]).toEqual([403, M.notOffered]);
    expect((await call(other.agent, 'GET', `${USER_API}/view/${inspName}`)).json()).toMatchObject({ canTake: false, refusal: M.notOffered });
  }
  const noBand = await student(null, null);
  expect((await call(noBand.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json().message).toBe(M.noBand);
  const high = await student('HI01');
  expect((await call(high.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).statusCode).toBe(403);
  expect(await ctx.database.db.select().from(inspSheet).where(eq(inspSheet.inspId, inspId))).toEqual([]);
});

test("a student starts in the band's wording, a second start resumes, answers are merged and checked", async () => {
  const { call, publishedInsp, student } = h();
  const { inspName } = await publishedInsp(HEXAGON_DEF);
  const pupil = await student('EL01');
  const first = (await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, { genderCd: 'F' })).json();
  expect(first).toMatchObject({ band: 'EL', answers: {} });
  expect(first.items[0]).toEqual({ itemId: 'R1', text: 'R 초등 활동 하나' });
  const url = `${USER_API}/answer`;
  expect((await call(pupil.agent, 'POST', url, { sheetId: first.sheetId, answers: { R1: 5, R2: 1 } })).json()).toEqual({
    sheetId: first.sheetId,
    answeredCnt: 2,
  });
  expect((await call(pupil.agent, 'POST', url, { sheetId: first.sheetId, answers: { R2: 2, I1: 4 } })).json().answeredCnt).toBe(3);
  for (const bad of [{ R1: 6 }, { R1: 0 }, { ZZ: 3 }, { R1: 1.5 }, {}]) {
    const res = await call(pupil.agent, 'POST', url, { sheetId: first.sheetId, answers: bad });
    expect(res.statusCode).toBe(400);
  }
  const again = (await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json();
  expect(again.sheetId).toBe(first.sheetId);
  expect(again.answers).toEqual({ R1: 5, R2: 2, I1: 4 });
  const [row] = await ctx.database.db.select().from(inspSheet).where(eq(inspSheet.sheetId, first.sheetId));
  expect(row!.genderCd).toBe('F');

  const view = (await call(pupil.agent, 'GET', `${USER_API}/view/${inspName}`)).json();
  expect(view).toMatchObject({ canTake: true, mine: { ingSheetId: first.sheetId, answeredCnt: 3, lastSheetId: null } });

  const other = await student('EL01');
  const res = await call(other.agent, 'POST', url, { sheetId: first.sheetId, answers: { C1: 1 } });
  expect([res.statusCode, res.json().message]).toEqual([404, M.sheetNotFound]);
  expect((await call(other.agent, 'POST', `${USER_API}/submit`, { sheetId: first.sheetId })).statusCode).toBe(404);
});

test('submit: unanswered items are refused with the first one; then scored, counted and credited once per test a day', async () => {
  const { call, publishedInsp, student, take } = h();
  const { inspId, inspName } = await publishedInsp(HEXAGON_DEF);
  const pupil = await student('EL01');
  const sheet = (await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json();
  await call(pupil.agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers: { R1: 5 } });
  const early = await call(pupil.agent, 'POST', `${USER_API}/submit`, { sheetId: sheet.sheetId });
  expect(early.statusCode).toBe(400);
  expect(early.json()).toMatchObject({ message: M.unanswered(11), data: { itemId: 'R2' } });

  await call(pupil.agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers: ALL });
  expect((await call(pupil.agent, 'POST', `${USER_API}/submit`, { sheetId: sheet.sheetId })).json()).toEqual({ sheetId: sheet.sheetId, point: 50 });
  const again = await call(pupil.agent, 'POST', `${USER_API}/submit`, { sheetId: sheet.sheetId });
  expect([again.statusCode, again.json().message]).toEqual([409, M.sheetDone]);
  expect((await call(pupil.agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers: { R1: 1 } })).statusCode).toBe(409);

  const rslt = (await call(pupil.agent, 'GET', `${USER_API}/rslt/${sheet.sheetId}`)).json();
  expect(rslt).toMatchObject({ inspName, verNo: 1, band: 'EL', display: 'hexagon', scores: { code: 'RSI', normApplied: false } });
  expect(rslt.why[0]).toEqual({
    scaleId: 'R',
    scaleNm: 'R형',
    items: [
      { text: 'R 초등 활동 하나', answer: '매우 그렇다' },
      { text: 'R 활동 둘', answer: '전혀 아니다' },
    ],
  });

  // a retake the same day: a new sheet, no more points
  const retake = await take(pupil.agent, inspName, { ...ALL, S1: 1, S2: 1 });
  expect(retake.submitted.json()).toEqual({ sheetId: retake.sheetId, point: 0 });
  expect((await inspLedger(pupil.userId)).map((r) => [r.points, r.srcUrl])).toEqual([[50, `/crrInsp/crrInspRslt?sheetId=${sheet.sheetId}`]]);

  const stats = await ctx.database.db.select().from(inspRsltStat).where(eq(inspRsltStat.inspId, inspId)).orderBy(inspRsltStat.rsltCd);
  expect(stats.map((s) => [s.statYmd, s.band, s.rsltCd, s.cnt])).toEqual([
    [seoulDate(), 'EL', 'RIE', 1],
    [seoulDate(), 'EL', 'RSI', 1],
  ]);

  const list = (await call(pupil.agent, 'GET', `${USER_API}/rslt/list`)).json().list;
  expect(list).toEqual([
    expect.objectContaining({
      inspId,
      display: 'hexagon',
      attempts: [expect.objectContaining({ sheetId: retake.sheetId, code: 'RIE', verNo: 1 }), expect.objectContaining({ sheetId: sheet.sheetId, code: 'RSI' })],
    }),
  ]);
  const catalogue = (await call(pupil.agent, 'GET', `${USER_API}/list`)).json().list;
  expect(catalogue.find((e: { inspId: number }) => e.inspId === inspId).mine).toMatchObject({ ingSheetId: null, lastSheetId: retake.sheetId });
});

test('a concurrent double submit completes once and credits once', async () => {
  const { call, publishedInsp, student } = h();
  const { inspName } = await publishedInsp(HEXAGON_DEF);
  const pupil = await student('EL01');
  const sheet = (await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json();
  await call(pupil.agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers: ALL });
  const both = await Promise.all([1, 2].map(() => call(pupil.agent, 'POST', `${USER_API}/submit`, { sheetId: sheet.sheetId })));
  expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  expect(await inspLedger(pupil.userId)).toHaveLength(1);
});

test("results are the owner's only: another student's and an unfinished sheet are not found", async () => {
  const { call, publishedInsp, student, take } = h();
  const { inspName } = await publishedInsp(HEXAGON_DEF);
  const owner = await student('EL01');
  const { sheetId } = await take(owner.agent, inspName, ALL);
  const other = await student('EL01');
  for (const url of [`${USER_API}/rslt/${sheetId}`, `${USER_API}/rslt/${sheetId}/pdf`]) {
    const res = await call(other.agent, 'GET', url);
    expect([res.statusCode, res.json().message]).toEqual([404, M.rsltNotFound]);
  }
  expect((await call(other.agent, 'GET', `${USER_API}/rslt/list`)).json()).toEqual({ list: [] });
  const ing = (await call(owner.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json();
  expect((await call(owner.agent, 'GET', `${USER_API}/rslt/${ing.sheetId}`)).statusCode).toBe(404);
});

test('the PDF report: A4 bytes with the Korean font embedded, downloaded under a Korean file name', async () => {
  const { call, publishedInsp, student, take } = h();
  const { inspName } = await publishedInsp(HEXAGON_DEF, { inspNm: '흥미 검사' });
  const pupil = await student('EL01');
  const { sheetId } = await take(pupil.agent, inspName, ALL);
  const res = await call(pupil.agent, 'GET', `${USER_API}/rslt/${sheetId}/pdf`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="insp-result-${sheetId}.pdf"; filename*=UTF-8''${encodeURIComponent(`흥미 검사_결과_${seoulDate()}.pdf`)}`,
  );
  const bytes = res.rawPayload;
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+PretendardGOV-Regular/);
  expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
});

test("a card sort's pile capacity is kept when answers are saved", async () => {
  const { call, publishedInsp, student } = h();
  const { inspName } = await publishedInsp(CARD_DEF);
  const pupil = await student('EL01');
  const sheet = (await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json();
  expect((await call(pupil.agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers: { X1: 0, X2: 0 } })).statusCode).toBe(200);
  const full = await call(pupil.agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers: { Y1: 0 } });
  expect([full.statusCode, full.json().message]).toEqual([400, M.pileFull('중요함', 2)]);
  const [row] = await ctx.database.db.select().from(inspSheet).where(eq(inspSheet.sheetId, sheet.sheetId));
  expect(row!.answers).toEqual({ X1: 0, X2: 0 });
});

test("the shipped tests are open; student1 (middle school) has last year's riasec result of the elementary band", async () => {
  const { call } = h();
  const student1 = await sessionFor(ctx.app, 'student1');
  const list = (await call(student1, 'GET', `${USER_API}/list`)).json().list;
  expect(list.map((e: { inspName: string }) => e.inspName)).toEqual(expect.arrayContaining(['riasec', 'bigFive', 'workValues']));
  const rslts = (await call(student1, 'GET', `${USER_API}/rslt/list`)).json().list;
  expect(rslts).toEqual([
    expect.objectContaining({ inspName: 'riasec', display: 'hexagon', attempts: [expect.objectContaining({ band: 'EL', code: 'SAE', verNo: 1 })] }),
  ]);
  const sheetId = rslts[0].attempts[0].sheetId;
  expect((await call(student1, 'GET', `${USER_API}/rslt/${sheetId}`)).json().why.map((w: { scaleId: string }) => w.scaleId)).toEqual(['S', 'A', 'E']);
  const sheet = (await call(student1, 'POST', `${USER_API}/sheet/riasec`, {})).json();
  expect(sheet).toMatchObject({ band: 'MD' });
  expect(sheet.items).toHaveLength(60);
});

test('two starts at once make one sheet (the second resumes it)', async () => {
  const { call, publishedInsp, student } = h();
  const { inspId, inspName } = await publishedInsp(HEXAGON_DEF);
  const pupil = await student('EL01');
  const both = await Promise.all([1, 2].map(() => call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})));
  expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
  expect(both[0]!.json().sheetId).toBe(both[1]!.json().sheetId);
  expect(await ctx.database.db.select().from(inspSheet).where(eq(inspSheet.inspId, inspId))).toHaveLength(1);
});

test('a student whose band changed resumes the unfinished sheet in the band it was started in; a new start is refused', async () => {
  const { call, publishedInsp, student, take } = h();
  const { inspName } = await publishedInsp(HEXAGON_DEF, { trgtBands: ['EL'] });
  const pupil = await student('EL01');
  const sheet = (await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json();
  await ctx.database.db.update(mbr).set({ schlTypeCd: 'MD01', brdt: '2012-03-01' }).where(eq(mbr.userId, pupil.userId));
  expect((await call(pupil.agent, 'GET', `${USER_API}/view/${inspName}`)).json()).toMatchObject({ canTake: true, refusal: null });
  const resumed = (await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {})).json();
  expect(resumed).toMatchObject({ sheetId: sheet.sheetId, band: 'EL' });
  const { submitted } = await take(pupil.agent, inspName, ALL);
  expect(submitted.statusCode).toBe(200);
  const refused = await call(pupil.agent, 'POST', `${USER_API}/sheet/${inspName}`, {});
  expect([refused.statusCode, refused.json().message]).toEqual([403, M.notOffered]);
  expect((await call(pupil.agent, 'GET', `${USER_API}/view/${inspName}`)).json()).toMatchObject({ canTake: false, refusal: M.notOffered });
});
