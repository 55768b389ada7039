import { REVW_LOG, REVW_MESSAGES as M, XLSX_CONTENT_TYPE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { callAs, memberAgent, type TMethod } from '../../test/board.test-helper.js';
import { anonymousAgent, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { indvdlInfoAcsLog } from '../privacy-log/privacy-log.table.js';
import { addConts, revwBody } from './revw.test-helper.js';

const ctx = useTestApp();
const call = (agent: TAgent, method: TMethod, url: string, payload?: object) => callAs(ctx.app, agent, method, url, payload);
const contsUrl = (contsId: number) => `/icec/api/revw/CONTS/${contsId}`;
const logsOf = (actnCd: 'VIEW' | 'EXPORT') =>
  ctx.app.db
    .select()
    .from(indvdlInfoAcsLog)
    .where(and(eq(indvdlInfoAcsLog.actorUserId, 'admin'), eq(indvdlInfoAcsLog.actnCd, actnCd)));

/** A content reviewed by two members (ratings 5 and 2); answers the review ids. */
async function reviewed(contsTtl?: string) {
  const target = await addConts(ctx.app.db, contsTtl ? { contsTtl } : {});
  const a = await memberAgent(ctx.app, 'S', '김하나');
  const b = await memberAgent(ctx.app, 'G', '이둘째');
  const ra = (await call(a.agent, 'POST', contsUrl(target.contsId), revwBody({ rtng: 5, revwCn: '정말 재미있는 진로 영상이었습니다.' }))).json()
    .revwId as number;
  const rb = (await call(b.agent, 'POST', contsUrl(target.contsId), revwBody({ rtng: 2, revwCn: '설명이 조금 빨라서 어려웠습니다.' }))).json().revwId as number;
  return { ...target, a, b, ra, rb };
}

test('users get 403 and guests 401 on every admin route', async () => {
  const { ra } = await reviewed();
  const student = await memberAgent(ctx.app, 'S');
  const guest = await anonymousAgent(ctx.app);
  const calls: [TMethod, string, object?][] = [
    ['GET', '/api/contentReview'],
    ['GET', '/api/contentReview/avg'],
    ['POST', '/api/contentReview/excel', { reason: '검토 자료 작성' }],
    ['PUT', `/api/contentReview/${ra}/hide`, { hideYn: 'Y', hideRsn: '광고' }],
    ['PUT', `/api/contentReview/${ra}/answer`, { ansCn: '감사합니다.' }],
  ];
  for (const [method, url, body] of calls) {
    expect((await call(student.agent, method, url, body)).statusCode, url).toBe(403);
    expect((await call(guest, method, url, body)).statusCode, url).toBe(401);
  }
});

test('hiding needs a reason; a hidden review leaves the public list and the average, the writer still sees it with the reason', async () => {
  const { contsId, a, ra, rb } = await reviewed();
  const admin = await sessionFor(ctx.app, 'admin');
  const guest = await anonymousAgent(ctx.app);
  expect((await call(guest, 'GET', contsUrl(contsId))).json()).toMatchObject({ revwCnt: 2, avgRtng: 3.5 });

  const noReason = await call(admin, 'PUT', `/api/contentReview/${rb}/hide`, { hideYn: 'Y', hideRsn: '' });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.body).toContain(M.hideRsnRequired);
  const hidden = await call(admin, 'PUT', `/api/contentReview/${ra}/hide`, { hideYn: 'Y', hideRsn: '운영 정책 위반' });
  expect(hidden.json()).toEqual({ result: 'SUCCESS', message: M.hidden });

  const pub = (await call(guest, 'GET', contsUrl(contsId))).json();
  expect(pub).toMatchObject({ revwCnt: 1, avgRtng: 2 });
  expect(pub.list.map((r: { revwId: number }) => r.revwId)).toEqual([rb]);
  const own = (await call(a.agent, 'GET', contsUrl(contsId))).json();
  expect(own).toMatchObject({ canWrite: 'N', cantWriteRsn: 'WRITTEN', myRevw: { revwId: ra, hideYn: 'Y', hideRsn: '운영 정책 위반' } });

  const avg = (await call(admin, 'GET', '/api/contentReview/avg')).json();
  expect(avg.list.find((r: { trgtId: number }) => r.trgtId === contsId)).toMatchObject({ trgtSeCd: 'CONTS', revwCnt: 1, avgRtng: 2, hiddenCnt: 1 });

  const shown = await call(admin, 'PUT', `/api/contentReview/${ra}/hide`, { hideYn: 'N' });
  expect(shown.json().message).toBe(M.shown);
  expect((await call(guest, 'GET', contsUrl(contsId))).json()).toMatchObject({ revwCnt: 2, avgRtng: 3.5 });
  expect((await call(admin, 'PUT', '/api/contentReview/999999/hide', { hideYn: 'Y', hideRsn: '없음' })).statusCode).toBe(404);
});

test('the answer shows on the public list; an empty answer removes it', async () => {
  const { contsId, ra } = await reviewed();
  const admin = await sessionFor(ctx.app, 'admin');
  const guest = await anonymousAgent(ctx.app);
  expect((await call(admin, 'PUT', `/api/contentReview/${ra}/answer`, { ansCn: '소중한 의견 감사합니다.' })).json()).toEqual({
    result: 'SUCCESS',
    message: M.answered,
  });
  const item = (await call(guest, 'GET', contsUrl(contsId))).json().list.find((r: { revwId: number }) => r.revwId === ra);
  expect(item).toMatchObject({ ansCn: '소중한 의견 감사합니다.', ansAt: expect.any(String) });
  expect((await call(admin, 'PUT', `/api/contentReview/${ra}/answer`, { ansCn: '' })).json().message).toBe(M.answerRemoved);
  const after = (await call(guest, 'GET', contsUrl(contsId))).json().list.find((r: { revwId: number }) => r.revwId === ra);
  expect(after).toMatchObject({ ansCn: null, ansAt: null });
});

test('the admin list shows writers in full, searches by kind, title or text, hidden and period, and logs the view', async () => {
  const { contsId, ra, rb, a } = await reviewed('진로 설계 워크북 활용법');
  const admin = await sessionFor(ctx.app, 'admin');
  const before = (await logsOf('VIEW')).length;
  const all = (await call(admin, 'GET', '/api/contentReview?trgtSeCd=CONTS&searchWrd=진로 설계 워크북')).json();
  expect(all.list.map((r: { revwId: number }) => r.revwId)).toEqual([rb, ra]);
  expect(all.list[1]).toMatchObject({ trgtId: contsId, trgtTtl: '진로 설계 워크북 활용법', userId: a.userId, writerNm: '김하나', rtng: 5, hideYn: 'N' });
  expect((await logsOf('VIEW')).length).toBe(before + 1);
  expect((await logsOf('VIEW')).at(-1)!.trgtDesc).toContain(REVW_LOG.list);

  const byText = (await call(admin, 'GET', '/api/contentReview?searchWrd=설명이 조금')).json();
  // other tests' reviews share the texts: every hit holds the words, and the other review of this content is not one
  expect(byText.list.every((r: { revwCn: string }) => r.revwCn.includes('설명이 조금'))).toBe(true);
  expect(byText.list.map((r: { revwId: number }) => r.revwId)).toContain(rb);
  expect(byText.list.map((r: { revwId: number }) => r.revwId)).not.toContain(ra);
  await call(admin, 'PUT', `/api/contentReview/${ra}/hide`, { hideYn: 'Y', hideRsn: '중복 게시' });
  const hiddenOnly = (await call(admin, 'GET', `/api/contentReview?hideYn=Y&searchWrd=${encodeURIComponent('진로 설계 워크북')}`)).json();
  expect(hiddenOnly.list.map((r: { revwId: number }) => r.revwId)).toEqual([ra]);
  expect((await call(admin, 'GET', '/api/contentReview?trgtSeCd=PRGRM&searchWrd=진로 설계 워크북')).json().list).toEqual([]);
  expect((await call(admin, 'GET', '/api/contentReview?bgngYmd=2000-01-01&endYmd=2000-01-31')).json().list).toEqual([]);
  const badPeriod = await call(admin, 'GET', '/api/contentReview?bgngYmd=2026-02-01&endYmd=2026-01-01');
  expect(badPeriod.statusCode).toBe(400);
  expect(badPeriod.body).toContain(M.period);
  // a deleted review is gone from the admin list too
  await call(a.agent, 'DELETE', `/icec/api/revw/${ra}`);
  expect((await call(admin, 'GET', '/api/contentReview?searchWrd=진로 설계 워크북')).json().list.map((r: { revwId: number }) => r.revwId)).toEqual([rb]);
});

test('the export needs a reason and is logged with it', async () => {
  await reviewed('내려받기 확인용 콘텐츠');
  const admin = await sessionFor(ctx.app, 'admin');
  const noReason = await call(admin, 'POST', '/api/contentReview/excel', { searchWrd: '내려받기 확인용' });
  expect(noReason.statusCode).toBe(400);
  const before = (await logsOf('EXPORT')).length;
  const file = await call(admin, 'POST', '/api/contentReview/excel', { searchWrd: '내려받기 확인용', reason: '후기 운영 점검 자료' });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toContain(XLSX_CONTENT_TYPE);
  expect(file.headers['content-disposition']).toContain('content-reviews');
  const logs = await logsOf('EXPORT');
  expect(logs.length).toBe(before + 1);
  expect(logs.at(-1)).toMatchObject({ reason: '후기 운영 점검 자료', trgtDesc: `${REVW_LOG.excel} 2건 내려받기` });
});
