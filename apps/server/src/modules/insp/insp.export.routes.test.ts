import { EXPORT_MESSAGES, INSP_MESSAGES as M, XLSX_CONTENT_TYPE } from '@portal/contract';
import { desc } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { anonymousAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { ADMIN_API, inspCalls, USER_API } from './insp.test-helper.js';
import { HEXAGON_DEF } from './test-fixtures.js';

const ctx = useTestApp();
const h = () => inspCalls(ctx.app);
const lastLog = async () => (await ctx.database.db.select().from(indvdlInfoAcsLog).orderBy(desc(indvdlInfoAcsLog.logId)).limit(1))[0];
const ALL = { R1: 5, R2: 1, I1: 4, I2: 3, A1: 2, A2: 2, S1: 5, S2: 4, E1: 3, E2: 3, C1: 1, C2: 2 };
const SCALE_HEADERS = ['R', 'I', 'A', 'S', 'E', 'C'].map((id) => `${id}형 (환산 점수 0~100)`);
const REASON = '진로 상담 자료 준비';

test('the results export answers 401 to a guest, 403 to a user session and 404 for a missing test or a version of another test', async () => {
  const { call, admin, publishedInsp } = h();
  const guest = await anonymousAgent(ctx.app);
  const user = await memberAgent(ctx.app, 'S');
  expect((await call(guest, 'POST', `${ADMIN_API}/1/rsltExport`, { reason: REASON })).statusCode).toBe(401);
  expect((await call(user.agent, 'POST', `${ADMIN_API}/1/rsltExport`, { reason: REASON })).statusCode).toBe(403);
  const agent = await admin();
  const missing = await call(agent, 'POST', `${ADMIN_API}/999999/rsltExport`, { reason: REASON });
  expect([missing.statusCode, missing.json().message]).toEqual([404, M.notFound]);
  const a = await publishedInsp(HEXAGON_DEF);
  const b = await publishedInsp(HEXAGON_DEF);
  const verOfB = (await call(agent, 'GET', `${ADMIN_API}/${b.inspId}`)).json().versions[0].verId;
  expect((await call(agent, 'POST', `${ADMIN_API}/${a.inspId}/rsltExport`, { verId: verOfB, reason: REASON })).statusCode).toBe(404);
});

test('the export needs a reason; the .xlsx lists the completed sheets newest first, by version, with one EXPORT log row', async () => {
  const { call, admin, publishedInsp, student, take } = h();
  const agent = await admin();
  const { inspId, inspName } = await publishedInsp(HEXAGON_DEF);
  const first = await student('EL01');
  const sheet = (await call(first.agent, 'POST', `${USER_API}/sheet/${inspName}`, { genderCd: 'F' })).json();
  await call(first.agent, 'POST', `${USER_API}/answer`, { sheetId: sheet.sheetId, answers: ALL });
  await call(first.agent, 'POST', `${USER_API}/submit`, { sheetId: sheet.sheetId });
  const scored = (await call(first.agent, 'GET', `${USER_API}/rslt/${sheet.sheetId}`)).json();
  // an unfinished sheet is not a result
  const unfinished = await student('EL01');
  await call(unfinished.agent, 'POST', `${USER_API}/sheet/${inspName}`, {});
  // version 2, taken by a second student
  await call(agent, 'PUT', `${ADMIN_API}/${inspId}/def`, {
    definition: { ...HEXAGON_DEF, items: HEXAGON_DEF.items.map((i) => ({ ...i, text: `${i.text} (개정)` })) },
  });
  const versions = (await call(agent, 'POST', `${ADMIN_API}/${inspId}/publish`)).json().versions as { verId: number; verNo: number }[];
  const second = await student('EL01');
  await take(second.agent, inspName, ALL);

  const url = `${ADMIN_API}/${inspId}/rsltExport`;
  const before = await lastLog();
  for (const [reason, message] of [
    [undefined, EXPORT_MESSAGES.reasonRequired],
    ['짧음', EXPORT_MESSAGES.reasonLength],
  ] as const) {
    const res = await call(agent, 'POST', url, { reason });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  }
  expect((await lastLog())?.logId).toBe(before?.logId);

  const res = await call(agent, 'POST', url, { reason: REASON });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="insp_results_${inspName}_\\d{8}\\.xlsx"`));
  const rows = await readSheet(res.rawPayload, { parseNumber: (text: string) => text });
  expect(rows[0]).toEqual(['아이디', '이름', '학교급', '성별', '검사일시', '판', '결과 코드', ...SCALE_HEADERS]);
  expect(rows.slice(1).map((r) => [r[0], r[5]])).toEqual([
    [second.userId, '2'],
    [first.userId, '1'],
  ]);
  const pct = (scaleId: string) => String(scored.scores.scales.find((s: { scaleId: string }) => s.scaleId === scaleId).pct);
  expect(rows[2]!.slice(0, 4)).toEqual([first.userId, '김학생', '초등학생', '여']);
  expect(rows[2]![4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  expect(rows[2]!.slice(6)).toEqual([scored.scores.code, ...['R', 'I', 'A', 'S', 'E', 'C'].map(pct)]);
  expect(rows[1]![3]).toBeNull();
  const log = await lastLog();
  expect(log!.logId).toBeGreaterThan(before?.logId ?? 0);
  expect(log).toMatchObject({ actorUserId: 'admin', actnCd: 'EXPORT', reason: REASON, trgtUserId: null });
  expect(log!.trgtDesc).toMatch(/^검사 결과 목록 \(.+, 전체 판\) 2건 내려받기$/);

  const v1 = versions.find((v) => v.verNo === 1)!;
  const byVersion = await call(agent, 'POST', url, { verId: v1.verId, reason: REASON });
  const v1Rows = await readSheet(byVersion.rawPayload, { parseNumber: (text: string) => text });
  expect(v1Rows.slice(1).map((r) => r[0])).toEqual([first.userId]);
  expect((await lastLog())!.trgtDesc).toMatch(/, 1판\) 1건 내려받기$/);
});
