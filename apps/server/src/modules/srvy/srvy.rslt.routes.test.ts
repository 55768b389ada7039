import { SRVY_RSLT_MESSAGES as M } from '@portal/contract';
import { desc } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, memberAgent, type TMethod } from '../../test/board.test-helper.js';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { insertResponses, insertSrvy, RSLT_API } from './srvy.rslt.test-helper.js';

const ctx = useTestApp();
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const admin = () => sessionFor(ctx.app, 'admin');
const lastLog = async () => (await ctx.database.db.select().from(indvdlInfoAcsLog).orderBy(desc(indvdlInfoAcsLog.logId)).limit(1))[0];
const get = async (url: string) => {
  const res = await call(await admin(), 'GET', url);
  return { status: res.statusCode, body: res.json() };
};

test('every results route answers 401 to a guest, 403 to a user session and 404 for a missing survey', async () => {
  const guest = await anonymousAgent(ctx.app);
  const user = await memberAgent(ctx.app, 'S');
  const agent = await admin();
  const routes: [TMethod, string][] = [
    ['GET', 'rslt'],
    ['GET', 'rslt/texts?qstnId=q9'],
    ['GET', 'rslt/cross?rowQstnId=q1&colQstnId=q2'],
    ['GET', 'rslt/nonRspns'],
    ['POST', 'rslt/rawExport'],
    ['POST', 'rslt/summaryExport'],
  ];
  for (const [method, path] of routes) {
    const body = method === 'POST' ? { reason: '결과 분석 자료' } : undefined;
    expect((await call(guest, method, `${RSLT_API}/1/${path}`, body)).statusCode, path).toBe(401);
    expect((await call(user.agent, method, `${RSLT_API}/1/${path}`, body)).statusCode, path).toBe(403);
    const missing = await call(agent, method, `${RSLT_API}/999999/${path}`, body);
    expect([missing.statusCode, missing.json().message], path).toEqual([404, M.notFound]);
  }
});

test('the results count the submitted responses only: options, 기타, scales, matrix rows, numbers, ranks, files, texts and days', async () => {
  const srvyId = await insertSrvy(ctx.database.db);
  const empty = await get(`${RSLT_API}/${srvyId}/rslt`);
  expect(empty.body).toMatchObject({ rspnsCnt: 0, lastSbmsnDt: null });
  expect(empty.body.qstns[3].scale).toEqual({ mean: null, dist: [1, 2, 3, 4, 5].map((point) => ({ point, cnt: 0, pct: 0 })) });

  await insertResponses(ctx.database.db, srvyId);
  const { status, body } = await get(`${RSLT_API}/${srvyId}/rslt`);
  expect(status).toBe(200);
  expect(body).toMatchObject({ srvyId, srvyTtl: '결과 시험 설문', anonYn: 'N', trgtSeCd: 'MBR', sttsCd: 'OPEN', rspnsCnt: 4, lastSbmsnDt: '2026-05-10 10:03' });
  expect(body.pages).toEqual([
    { pageId: 'p1', pageTtl: '기본 문항', answeredCnt: 4 },
    { pageId: 'p2', pageTtl: '', answeredCnt: 3 },
  ]);
  const q = Object.fromEntries(body.qstns.map((x: { qstnId: string }) => [x.qstnId, x]));
  const line = (optId: string, cnt: number, pct: number) => ({ optId, optNm: `${optId} 항목`, cnt, pct });
  expect(q.q1).toEqual({
    qstnId: 'q1',
    qstnType: 'SINGLE',
    qstnTtl: '학년',
    pageId: 'p1',
    answeredCnt: 4,
    choices: [line('a', 2, 50), line('b', 2, 50), line('c', 0, 0)],
  });
  // multiple choice: percents of the 3 respondents
  expect(q.q2.choices).toEqual([line('x', 2, 66.7), line('y', 2, 66.7), line('z', 1, 33.3)]);
  expect(q.q3).toMatchObject({ answeredCnt: 4, textCnt: 2, choices: [line('o1', 1, 25), line('o2', 1, 25), { optId: 'etc', optNm: '기타', cnt: 2, pct: 50 }] });
  expect(q.q4).toMatchObject({
    answeredCnt: 3,
    scale: {
      mean: 4,
      dist: [
        { point: 1, cnt: 0, pct: 0 },
        { point: 2, cnt: 0, pct: 0 },
        { point: 3, cnt: 1, pct: 33.3 },
        { point: 4, cnt: 1, pct: 33.3 },
        { point: 5, cnt: 1, pct: 33.3 },
      ],
    },
  });
  expect(q.q5.answeredCnt).toBe(2);
  expect(
    q.q5.rows.map((r: { rowId: string; answeredCnt: number; mean: number; dist: { cnt: number }[] }) => [
      r.rowId,
      r.answeredCnt,
      r.mean,
      r.dist.map((d) => d.cnt),
    ]),
  ).toEqual([
    ['r1', 2, 4.5, [0, 0, 0, 1, 1]],
    ['r2', 1, 2, [0, 1, 0, 0, 0]],
  ]);
  expect(q.q6).toMatchObject({ answeredCnt: 3, num: { min: 0, mean: 10, max: 20 } });
  // ranks: k1 1st, 2nd, 1st; k2 2nd, 1st, 3rd; k3 3rd, 3rd, 2nd
  expect(q.q7.ranks).toEqual([
    { optId: 'k1', optNm: 'k1 항목', cnt: 3, meanRank: 1.33 },
    { optId: 'k2', optNm: 'k2 항목', cnt: 3, meanRank: 2 },
    { optId: 'k3', optNm: 'k3 항목', cnt: 3, meanRank: 2.67 },
  ]);
  expect(q.q8).toMatchObject({ answeredCnt: 1, fileCnt: 2 });
  expect([q.q9.textCnt, q.q10.textCnt]).toEqual([3, 1]);
  expect(q.q11).toMatchObject({ answeredCnt: 2, dateRange: { first: '2026-05-01', last: '2026-05-03' } });
  expect(q.q12.scale).toMatchObject({ mean: 7, dist: expect.arrayContaining([{ point: 7, cnt: 1, pct: 100 }]) });
  expect(q.q12.scale.dist).toHaveLength(7);
});

test('text answers are listed newest first with a search; 기타 texts of a choice question too; other questions are refused', async () => {
  const srvyId = await insertSrvy(ctx.database.db);
  await insertResponses(ctx.database.db, srvyId);
  const url = `${RSLT_API}/${srvyId}/rslt/texts`;
  const all = await get(`${url}?qstnId=q9`);
  expect(all.body).toMatchObject({ qstnId: 'q9', qstnTtl: '한 줄 소감', pagination: { countItem: 3, currentPage: 1 } });
  expect(all.body.list.map((t: { text: string }) => t.text)).toEqual(['진로 고민 해결', '재미있었음', '진로 체험이 좋아요']);
  expect(all.body.list[0].sbmsnDt).toBe('2026-05-10 10:02');
  const found = await get(`${url}?qstnId=q9&searchWrd=${encodeURIComponent('진로')}&maxResults=1&currentPage=2`);
  expect([found.body.pagination.countItem, found.body.list.map((t: { text: string }) => t.text)]).toEqual([2, ['진로 체험이 좋아요']]);
  // the user's % matches itself, not everything
  expect((await get(`${url}?qstnId=q9&searchWrd=%25`)).body.pagination.countItem).toBe(0);
  const etc = await get(`${url}?qstnId=q3`);
  expect(etc.body.list.map((t: { text: string }) => t.text)).toEqual(['기타 의견', '직접 입력']);
  for (const [qstnId, message] of [
    ['q1', M.notText],
    ['q99', M.qstnNotFound],
  ]) {
    const res = await get(`${url}?qstnId=${qstnId}`);
    expect([res.status, res.body.message]).toEqual([400, message]);
  }
});

test('the cross-tabulation counts respondents by two questions, or by member type, with row percents', async () => {
  const srvyId = await insertSrvy(ctx.database.db);
  await insertResponses(ctx.database.db, srvyId);
  const url = `${RSLT_API}/${srvyId}/rslt/cross`;
  const byQstn = await get(`${url}?rowQstnId=q1&colQstnId=q2`);
  expect(byQstn.status).toBe(200);
  expect(byQstn.body).toEqual({
    rowTtl: '학년',
    colTtl: '관심 분야',
    cols: [
      { key: 'x', label: 'x 항목', total: 2 },
      { key: 'y', label: 'y 항목', total: 2 },
      { key: 'z', label: 'z 항목', total: 1 },
    ],
    rows: [
      { key: 'a', label: 'a 항목', total: 2, cnts: [2, 1, 0], pcts: [100, 50, 0] },
      { key: 'b', label: 'b 항목', total: 1, cnts: [0, 1, 1], pcts: [0, 100, 100] },
      { key: 'c', label: 'c 항목', total: 0, cnts: [0, 0, 0], pcts: [0, 0, 0] },
    ],
    total: 3,
  });
  const byType = await get(`${url}?rowQstnId=MBR_TYPE&colQstnId=q4`);
  expect(byType.body.rowTtl).toBe('회원 유형');
  expect(byType.body.cols.map((c: { label: string; total: number }) => [c.label, c.total])).toEqual([
    ['1점', 0],
    ['2점', 0],
    ['3점', 1],
    ['4점', 1],
    ['5점', 1],
  ]);
  expect(byType.body.rows).toEqual([
    { key: 'ST01', label: '학생(초·중학생)', total: 2, cnts: [0, 0, 0, 1, 1], pcts: [0, 0, 0, 50, 50] },
    { key: 'ST02', label: '학생(고등학생)', total: 1, cnts: [0, 0, 1, 0, 0], pcts: [0, 0, 100, 0, 0] },
  ]);
  const bySchool = await get(`${url}?rowQstnId=SCHL_TYPE&colQstnId=q3`);
  expect(bySchool.body.rows.map((r: { label: string; cnts: number[] }) => [r.label, r.cnts])).toEqual([
    ['중학교', [1, 0, 1]],
    ['고등학교', [0, 1, 1]],
  ]);
  for (const [query, field, message] of [
    ['rowQstnId=q1&colQstnId=q6', 'colQstnId', M.crossType],
    ['rowQstnId=q1&colQstnId=q1', 'colQstnId', M.crossSame],
    ['rowQstnId=q77&colQstnId=q1', 'rowQstnId', M.qstnNotFound],
  ] as const) {
    const res = await get(`${url}?${query}`);
    expect([res.status, res.body.data.fieldErrors[field]], query).toEqual([400, message]);
  }
});

test('non-respondents of a member survey are listed by name for administrators, each view logged; other targets are refused', async () => {
  const db = ctx.database.db;
  const srvyId = await insertSrvy(db, { trgtMbrTypes: ['ST01'], trgtSchlTypes: ['MD01'] });
  const respondents = await insertResponses(db, srvyId);
  const mk = (userNm: string, mbrTypeAuthrt: string, schlTypeCd: string) =>
    createMember(db, { userTypeCd: 'S', userNm, mbrTypeAuthrt, schlTypeCd, schlNm: '가온중학교', grd: 2 });
  const b = await mk('미응답나', 'ST01', 'MD01');
  const a = await mk('미응답가', 'ST01', 'MD01');
  await mk('미응답다', 'ST01', 'HI01'); // outside the school levels
  await mk('미응답라', 'ST02', 'MD01'); // outside the member types
  const before = await lastLog();
  const res = await get(`${RSLT_API}/${srvyId}/rslt/nonRspns?searchWrd=${encodeURIComponent('미응답')}`);
  expect(res.status).toBe(200);
  expect(res.body.pagination.countItem).toBe(2);
  expect(res.body.list).toEqual([
    { userId: a.userId, userNm: '미응답가', mbrTypeAuthrt: 'ST01', schlTypeCd: 'MD01', schlNm: '가온중학교', grd: 2 },
    { userId: b.userId, userNm: '미응답나', mbrTypeAuthrt: 'ST01', schlTypeCd: 'MD01', schlNm: '가온중학교', grd: 2 },
  ]);
  const log = await lastLog();
  expect(log!.logId).toBeGreaterThan(before?.logId ?? 0);
  expect(log).toMatchObject({ actorUserId: 'admin', actnCd: 'VIEW', trgtDesc: '설문 미응답자 목록 (결과 시험 설문) 1쪽 2명 조회' });
  // those who submitted (응답자1, 2 are ST01 MD01) are not listed
  const byId = await get(`${RSLT_API}/${srvyId}/rslt/nonRspns?searchWrd=${respondents[0]}`);
  expect(byId.body.list).toEqual([]);
  const open = await insertSrvy(db, { trgtSeCd: 'ALL' });
  const refused = await get(`${RSLT_API}/${open}/rslt/nonRspns`);
  expect([refused.status, refused.body.message]).toEqual([400, M.notTargeted]);
});
