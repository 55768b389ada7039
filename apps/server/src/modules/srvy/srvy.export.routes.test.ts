import { EXPORT_MESSAGES, XLSX_CONTENT_TYPE } from '@portal/contract';
import { desc } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { expect, test } from 'vitest';
import { callAs } from '../../test/board.test-helper.js';
import { sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { insertResponses, insertSrvy, RSLT_API } from './srvy.rslt.test-helper.js';

const ctx = useTestApp();
const lastLog = async () => (await ctx.database.db.select().from(indvdlInfoAcsLog).orderBy(desc(indvdlInfoAcsLog.logId)).limit(1))[0];
const post = async (url: string, payload: object) => callAs(ctx.app, await sessionFor(ctx.app, 'admin'), 'POST', url, payload);
const sheetOf = (payload: Buffer) => readSheet(payload, { parseNumber: (text: string) => text });
const REASON = '만족도 결과 보고서 작성';
const QSTN_HEADERS = [
  '[q1] 학년',
  '[q2] 관심 분야',
  '[q3] 알게 된 경로',
  '[q4] 전반적 만족도',
  '[q5] 영역별 만족도 - 강사',
  '[q5] 영역별 만족도 - 시설',
  '[q6] 이동 시간(분)',
  '[q7] 좋았던 순서',
  '[q8] 활동 사진 (파일 수)',
  '[q9] 한 줄 소감',
  '[q10] 자유 의견',
  '[q11] 참여일',
  '[q12] 추천 의향',
];

test("a named survey's raw responses need a reason and name the respondents, with one EXPORT row in the access log", async () => {
  const srvyId = await insertSrvy(ctx.database.db);
  const users = await insertResponses(ctx.database.db, srvyId);
  const url = `${RSLT_API}/${srvyId}/rslt/rawExport`;
  const before = await lastLog();
  for (const [reason, message] of [
    [undefined, EXPORT_MESSAGES.reasonRequired],
    ['짧음', EXPORT_MESSAGES.reasonLength],
  ] as const) {
    const res = await post(url, { reason });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  }
  expect((await lastLog())?.logId).toBe(before?.logId);

  const res = await post(url, { reason: REASON });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="srvy_responses_${srvyId}_\\d{8}\\.xlsx"`));
  const rows = await sheetOf(res.rawPayload);
  expect(rows[0]).toEqual(['응답 번호', '제출 일시', '아이디', '이름', '참여 구분', '회원 유형', '학교급', ...QSTN_HEADERS]);
  expect(rows).toHaveLength(5);
  expect(rows[1]!.slice(1)).toEqual([
    '2026-05-10 10:00:00',
    users[0],
    '응답자1',
    null,
    '학생(초·중학생)',
    '중학교',
    'a 항목',
    'x 항목, y 항목',
    'o1 항목',
    '5',
    '4',
    '2',
    '10',
    'k1 항목 > k2 항목 > k3 항목',
    '2',
    '진로 체험이 좋아요',
    '다음에도 참여하고 싶습니다.',
    '2026-05-01',
    '7',
  ]);
  expect(rows[2]![9]).toBe('기타: 직접 입력');
  expect(rows.slice(1).map((r) => r[3])).toEqual(['응답자1', '응답자2', '응답자3', '응답자4']);
  const log = await lastLog();
  expect(log).toMatchObject({ actorUserId: 'admin', actnCd: 'EXPORT', reason: REASON, trgtDesc: '설문 응답 원자료 (결과 시험 설문) 4건 내려받기' });
});

test("an anonymous survey's raw responses never say who answered, and need no reason", async () => {
  const srvyId = await insertSrvy(ctx.database.db, { anonYn: 'Y' });
  const users = await insertResponses(ctx.database.db, srvyId);
  const before = await lastLog();
  const res = await post(`${RSLT_API}/${srvyId}/rslt/rawExport`, {});
  expect(res.statusCode).toBe(200);
  const rows = await sheetOf(res.rawPayload);
  expect(rows[0]).toEqual(['응답 번호', '제출 일시', '회원 유형', '학교급', ...QSTN_HEADERS]);
  const cells = rows.flat().map(String);
  for (const who of [...users, '응답자1', '응답자4']) expect(cells).not.toContain(who);
  expect((await lastLog())?.logId).toBe(before?.logId);
});

test('the summary lists each question with its counts, percents and means', async () => {
  const srvyId = await insertSrvy(ctx.database.db);
  await insertResponses(ctx.database.db, srvyId);
  const res = await post(`${RSLT_API}/${srvyId}/rslt/summaryExport`, {});
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="srvy_summary_${srvyId}_\\d{8}\\.xlsx"`));
  const rows = await sheetOf(res.rawPayload);
  expect(rows[0]).toEqual(['문항 번호', '문항', '유형', '항목', '응답 수', '비율(%)', '값']);
  expect(rows[1]).toEqual([null, '결과 시험 설문', null, '제출된 응답', '4', null, '2026-05-10 10:03']);
  const of = (qstnId: string) => rows.filter((r) => r[0] === qstnId).map((r) => r.slice(3));
  expect(of('q1')).toEqual([
    ['응답자', '4', null, null],
    ['a 항목', '2', '50', null],
    ['b 항목', '2', '50', null],
    ['c 항목', '0', '0', null],
  ]);
  expect(of('q4')[0]).toEqual(['응답자', '3', null, '4']);
  expect(of('q5').slice(0, 2)).toEqual([
    ['응답자', '2', null, null],
    ['강사 (평균)', '2', null, '4.5'],
  ]);
  expect(of('q6').slice(1)).toEqual([
    ['최솟값', null, null, '0'],
    ['평균', null, null, '10'],
    ['최댓값', null, null, '20'],
  ]);
  expect(of('q7')[1]).toEqual(['k1 항목 (평균 순위)', '3', null, '1.33']);
  expect(of('q8')[1]).toEqual(['첨부 파일 수', null, null, '2']);
  expect(of('q9')[1]).toEqual(['글 응답', '3', null, null]);
});
