import { CNTST_MESSAGES as M, XLSX_CONTENT_TYPE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { SAMPLES, upload } from '../../test/files.test-helper.js';
import { anonymousAgent, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { indvdlInfoAcsLog as privacyLog } from '../privacy-log/privacy-log.table.js';
import { cntstScoreLog } from './cntst.table.js';
import { cntstCalls, contestForm, dayAt } from './cntst.test-helper.js';

const ctx = useTestApp();
const calls = () => cntstCalls(ctx.app);
const entryBody = (entryTtl: string) => ({ entryTtl, values: { f1: '작품 설명입니다.' } });

/** A contest with entries of named students, two judges appointed, entries closed and allocated. */
async function judgedContest(over: Parameters<typeof contestForm>[0] = {}, students = 2) {
  const c = calls();
  const cntstId = await c.createContest(over);
  const entrants = [];
  for (let n = 0; n < students; n += 1) {
    const s = await c.student(`홍길${n}생`, { schlNm: `비밀${n}중학교` });
    const entry = (await c.enter(s.agent, cntstId, entryBody(`작품 ${n + 1}`))).json();
    entrants.push({ ...s, entryId: entry.entryId as number });
  }
  const j1 = await c.judge('가심사');
  const j2 = await c.judge('나심사');
  const admin = await c.admin();
  expect((await c.call(admin, 'PUT', `/api/contest/${cntstId}/judges`, { judgeIds: [j1.userId, j2.userId] })).statusCode).toBe(200);
  await c.toJudging(cntstId);
  const alc = await c.call(admin, 'POST', `/api/contest/${cntstId}/allocate`);
  expect(alc.statusCode).toBe(200);
  return { ...c, cntstId, entrants, j1, j2, adminAgent: admin };
}

test('contests are validated: weights sum to 100, dates in order, criteria required', async () => {
  const { call, admin } = calls();
  const agent = await admin();
  const bad = async (over: object, message: string) => {
    const res = await call(agent, 'POST', '/api/contest', contestForm(over));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  };
  await bad({ crtrs: [{ crtrId: 'c1', crtrNm: '창의성', weight: 50, maxScore: 10 }] }, M.weightSum);
  await bad({ crtrs: [] }, M.crtrRequired);
  await bad({ aplyEndDt: dayAt(12) }, M.periodOrder);
  await bad({ annDt: dayAt(15) }, M.periodOrder);
  await bad({ trgtMbrTypes: [] }, M.trgtRequired);
  await bad(
    {
      prizes: [
        { prizeId: 'p1', prizeNm: '대상', prizeCnt: 1 },
        { prizeId: 'p1', prizeNm: '금상', prizeCnt: 1 },
      ],
    },
    M.idDup('상', 'p1'),
  );
  // the edge: entries close exactly when judging begins
  const ok = await call(agent, 'POST', '/api/contest', contestForm({ aplyEndDt: dayAt(11) }));
  expect(ok.statusCode).toBe(200);
});

test('an administrator creates, reads, lists, edits and deletes a contest; the form is fixed once entered', async () => {
  const { call, admin, enter, student, toJudging } = calls();
  const agent = await admin();
  const created = (await call(agent, 'POST', '/api/contest', contestForm({ cntstTtl: '관리 공모전' }))).json();
  expect(created).toMatchObject({ cntstTtl: '관리 공모전', phase: 'APLY', entryCnt: 0, judgeCnt: 0, sttsCd: 'OPEN' });
  const id = created.cntstId;
  expect((await call(agent, 'GET', `/api/contest/${id}`)).json().crtrs).toHaveLength(2);
  expect((await call(agent, 'GET', '/api/contest/list?searchWrd=관리 공모전')).json().list.map((c: { cntstId: number }) => c.cntstId)).toContain(id);
  expect((await call(agent, 'PUT', `/api/contest/${id}`, contestForm({ cntstTtl: '고친 공모전' }))).json()).toMatchObject({ cntstTtl: '고친 공모전' });

  const s = await student();
  expect((await enter(s.agent, id, entryBody('작품'))).statusCode).toBe(200);
  const changed = await call(agent, 'PUT', `/api/contest/${id}`, contestForm({ trgtSchlTypes: ['HI01'] }));
  expect(changed.statusCode).toBe(409);
  expect(changed.json().message).toBe(M.formFixed);
  // the judging settings and the way back to DRAFT are fixed once entered; the running entry period may still move
  for (const over of [{ sttsCd: 'DRAFT' }, { blindYn: 'N' }, { alcMode: 'N' }, { alcJdgCnt: 2 }] as const) {
    const fixed = await call(agent, 'PUT', `/api/contest/${id}`, contestForm(over));
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe(M.settingsFixed);
  }
  expect((await call(agent, 'PUT', `/api/contest/${id}`, contestForm({ aplyEndDt: dayAt(9) }))).statusCode).toBe(200);
  expect((await call(agent, 'DELETE', `/api/contest/${id}`)).json().message).toBe(M.hasEntries);
  // once the entry period has ended it is fixed; the other dates may still move
  await toJudging(id);
  const closed = (await call(agent, 'GET', `/api/contest/${id}`)).json();
  const dates = { aplyBgngDt: closed.aplyBgngDt, aplyEndDt: closed.aplyEndDt, jdgBgngDt: closed.jdgBgngDt, jdgEndDt: closed.jdgEndDt, annDt: closed.annDt };
  const reopened = await call(agent, 'PUT', `/api/contest/${id}`, contestForm({ ...dates, aplyEndDt: dayAt(1), jdgBgngDt: dayAt(2) }));
  expect(reopened.statusCode).toBe(409);
  expect(reopened.json().message).toBe(M.settingsFixed);
  expect((await call(agent, 'PUT', `/api/contest/${id}`, contestForm({ ...dates, jdgEndDt: dayAt(6), annDt: dayAt(7) }))).statusCode).toBe(200);

  const empty = (await call(agent, 'POST', '/api/contest', contestForm())).json().cntstId;
  expect((await call(agent, 'DELETE', `/api/contest/${empty}`)).json()).toEqual({ result: 'SUCCESS' });
  expect((await call(agent, 'GET', `/api/contest/${empty}`)).statusCode).toBe(404);
});

test('admin routes: 401 for a guest, 403 for a user session, 403 for a judge of the contest', async () => {
  const { cntstId, entrants, j1, call } = await judgedContest();
  const guest = await anonymousAgent(ctx.app);
  const user = entrants[0]!.agent;
  const routes: [string, string, object?][] = [
    ['GET', '/api/contest/list'],
    ['GET', `/api/contest/${cntstId}`],
    ['POST', '/api/contest', contestForm()],
    ['PUT', `/api/contest/${cntstId}`, contestForm()],
    ['DELETE', `/api/contest/${cntstId}`],
    ['GET', `/api/contest/${cntstId}/entries`],
    ['GET', `/api/contest/${cntstId}/entries/${entrants[0]!.entryId}`],
    ['POST', `/api/contest/${cntstId}/entries/excel`, { reason: '심사 결과 확인' }],
    ['GET', '/api/contest/judgeCandidates'],
    ['GET', `/api/contest/${cntstId}/judges`],
    ['PUT', `/api/contest/${cntstId}/judges`, { judgeIds: [] }],
    ['POST', `/api/contest/${cntstId}/allocate`],
    ['GET', `/api/contest/${cntstId}/progress`],
    ['GET', `/api/contest/${cntstId}/scores`],
    ['POST', `/api/contest/${cntstId}/scores/reopen`, { entryId: 1, judgeId: 'x', reason: '사유' }],
    ['PUT', `/api/contest/${cntstId}/ties`, { entryIds: [1, 2] }],
    ['PUT', `/api/contest/${cntstId}/prizes`, { awards: [] }],
    ['POST', `/api/contest/${cntstId}/publish`, {}],
    ['GET', '/api/contestJudge/list'],
    ['GET', `/api/contestJudge/${cntstId}/entries`],
  ];
  for (const [method, url, body] of routes) {
    expect((await call(guest, method as 'GET', url, body)).statusCode, `${method} ${url} guest`).toBe(401);
    expect((await call(user, method as 'GET', url, body)).statusCode, `${method} ${url} user`).toBe(403);
  }
  const judgeDenied = routes.filter(([, url]) => url.includes(`/contest/${cntstId}`));
  for (const [method, url, body] of judgeDenied) {
    const res = await call(j1.agent, method as 'GET', url, body);
    expect(res.statusCode, `${method} ${url} judge`).toBe(403);
  }
});

test('judges are managers; allocation of N per entry is balanced; a removed judge loses their entries', async () => {
  const c = calls();
  const cntstId = await c.createContest({ alcMode: 'N', alcJdgCnt: 1 });
  for (let n = 0; n < 4; n += 1) {
    const s = await c.student();
    await c.enter(s.agent, cntstId, entryBody(`작품 ${n}`));
  }
  const admin = await c.admin();
  const j1 = await c.judge();
  const j2 = await c.judge();
  const student = await c.student();
  const notManager = await c.call(admin, 'PUT', `/api/contest/${cntstId}/judges`, { judgeIds: [j1.userId, student.userId] });
  expect(notManager.statusCode).toBe(400);
  expect(notManager.json().message).toBe(M.judgeIsManager);
  expect((await c.call(admin, 'PUT', `/api/contest/${cntstId}/judges`, { judgeIds: [j1.userId, j2.userId] })).json().list).toHaveLength(2);
  expect((await c.call(admin, 'POST', `/api/contest/${cntstId}/allocate`)).json().message).toBe(M.notJudgingPeriod);
  await c.toJudging(cntstId);
  const alc = (await c.call(admin, 'POST', `/api/contest/${cntstId}/allocate`)).json();
  expect(alc.alcCnt).toBe(4);
  expect(alc.judges.map((j: { alcCnt: number }) => j.alcCnt)).toEqual([2, 2]);
  const again = (await c.call(admin, 'POST', `/api/contest/${cntstId}/allocate`)).json();
  expect(again.judges).toEqual(alc.judges);

  const candidates = (await c.call(admin, 'GET', '/api/contest/judgeCandidates')).json().list.map((u: { userId: string }) => u.userId);
  expect(candidates).toContain(j1.userId);
  expect(candidates).not.toContain(student.userId);

  expect((await c.call(admin, 'PUT', `/api/contest/${cntstId}/judges`, { judgeIds: [j1.userId] })).json().list).toHaveLength(1);
  expect((await c.call(j2.agent, 'GET', `/api/contestJudge/${cntstId}/entries`)).statusCode).toBe(404);
});

test('the judge API is blind: no entrant id, name or school in any answer; unallocated entries are 404', async () => {
  const { cntstId, entrants, j1, j2, call, adminAgent } = await judgedContest({ alcMode: 'N', alcJdgCnt: 1 }, 2);
  const mine = (await call(j1.agent, 'GET', `/api/contestJudge/${cntstId}/entries`)).json();
  const theirs = (await call(j2.agent, 'GET', `/api/contestJudge/${cntstId}/entries`)).json();
  expect(mine.list).toHaveLength(1);
  expect(theirs.list).toHaveLength(1);
  expect(mine.list[0].entryNo).toMatch(/^응모작 A-00[12]$/);
  const other = theirs.list[0].entryId as number;
  expect((await call(j1.agent, 'GET', `/api/contestJudge/${cntstId}/entries/${other}`)).statusCode).toBe(404);
  expect((await call(j1.agent, 'PUT', `/api/contestJudge/${cntstId}/entries/${other}/score`, { scores: {} })).statusCode).toBe(404);

  const answers = [
    await call(j1.agent, 'GET', '/api/contestJudge/list'),
    await call(j1.agent, 'GET', `/api/contestJudge/${cntstId}/entries`),
    await call(j1.agent, 'GET', `/api/contestJudge/${cntstId}/entries/${mine.list[0].entryId}`),
    await call(j1.agent, 'PUT', `/api/contestJudge/${cntstId}/entries/${mine.list[0].entryId}/score`, { scores: { c1: 5 } }),
    await call(j1.agent, 'POST', `/api/contestJudge/${cntstId}/entries/${mine.list[0].entryId}/score/submit`, { scores: { c1: 5, c2: 10 } }),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(200);
    for (const e of entrants) {
      expect(res.body).not.toContain(e.userId);
      expect(res.body).not.toContain('홍길');
      expect(res.body).not.toContain('비밀');
    }
  }
  // a non-blind contest names the entrant to its judges
  const open = await judgedContest({ blindYn: 'N' }, 1);
  const named = (await open.call(open.j1.agent, 'GET', `/api/contestJudge/${open.cntstId}/entries`)).json();
  expect(named.list[0]).toMatchObject({ entrantNm: '홍길0생', schlNm: '비밀0중학교' });
  // an administrator who is no judge of it is not found on the judge API
  expect((await call(adminAgent, 'GET', `/api/contestJudge/${cntstId}/entries`)).statusCode).toBe(404);
});

test('an allocated judge may download the entry files under neutral names (blind); another judge may not', async () => {
  const c = calls();
  const cntstId = await c.createContest({ alcMode: 'N', alcJdgCnt: 1 });
  const s = await c.student();
  const up = await c.uploadEntryFile(s.agent, cntstId);
  const entry = (await c.enter(s.agent, cntstId, { ...entryBody('파일 작품'), atchFileModuleId: up.json().fileModuleId })).json();
  const s2 = await c.student();
  await c.enter(s2.agent, cntstId, entryBody('두 번째'));
  const j1 = await c.judge();
  const j2 = await c.judge();
  const admin = await c.admin();
  await c.call(admin, 'PUT', `/api/contest/${cntstId}/judges`, { judgeIds: [j1.userId, j2.userId] });
  await c.toJudging(cntstId);
  await c.call(admin, 'POST', `/api/contest/${cntstId}/allocate`);
  const lists = await Promise.all([j1, j2].map(async (j) => (await c.call(j.agent, 'GET', `/api/contestJudge/${cntstId}/entries`)).json().list));
  const allocated = lists[0].some((e: { entryId: number }) => e.entryId === entry.entryId) ? j1 : j2;
  const notAllocated = allocated === j1 ? j2 : j1;
  const raw = await c.call(allocated.agent, 'GET', `/api/contestJudge/${cntstId}/entries/${entry.entryId}`);
  const detail = raw.json();
  expect(detail.files).toHaveLength(1);
  expect(detail.files[0].regUserId).toBeNull();
  expect(detail.files[0].orgFileNm).toBe(`${detail.entryNo}-${detail.files[0].fileNo}.png`);
  const download = await c.call(allocated.agent, 'GET', detail.files[0].downloadPath);
  expect(download.statusCode).toBe(200);
  expect(decodeURIComponent(String(download.headers['orgfilenm']))).toBe(detail.files[0].orgFileNm);
  // nothing in the answer or the download's headers names the entrant or the original file
  for (const text of [raw.body, JSON.stringify(download.headers)]) {
    for (const secret of [s.userId, '김민생', '비밀중학교', '포스터', encodeURIComponent('포스터')]) expect(text).not.toContain(secret);
  }
  // the judge's reads are logged by the entry's number, naming no member
  const judgeLogs = await ctx.app.db.select().from(privacyLog).where(eq(privacyLog.actorUserId, allocated.userId));
  expect(judgeLogs.map((l) => [l.actnCd, l.trgtUserId])).toEqual([
    ['VIEW', null],
    ['DOWNLOAD', null],
  ]);
  expect(judgeLogs[0]!.trgtDesc).toBe(`공모전 ${cntstId} ${detail.entryNo}`);
  expect(judgeLogs[1]!.trgtDesc).toBe(`공모전 ${cntstId} 첨부파일 ${detail.files[0].orgFileNm}`);
  expect((await c.call(notAllocated.agent, 'GET', detail.files[0].downloadPath)).statusCode).not.toBe(200);
  // the entrant and an administrator who is no judge get the original name; the administrator's read names the entrant
  const own = await c.call(s.agent, 'GET', detail.files[0].downloadPath);
  expect(decodeURIComponent(String(own.headers['orgfilenm']))).toBe('포스터.png');
  const byAdmin = await c.call(admin, 'GET', detail.files[0].downloadPath);
  expect(decodeURIComponent(String(byAdmin.headers['orgfilenm']))).toBe('포스터.png');
  const adminLogs = await ctx.app.db
    .select()
    .from(privacyLog)
    .where(and(eq(privacyLog.actorUserId, 'admin'), eq(privacyLog.trgtUserId, s.userId), eq(privacyLog.actnCd, 'DOWNLOAD')));
  expect(adminLogs).toHaveLength(1);
});

test('scores: drafts, all criteria and ranges on submit, submitted ones immutable until a logged reopening', async () => {
  const { cntstId, entrants, j1, call, adminAgent } = await judgedContest({}, 1);
  const url = `/api/contestJudge/${cntstId}/entries/${entrants[0]!.entryId}/score`;
  expect((await call(j1.agent, 'PUT', url, { scores: { c1: 3 }, cmnt: '초안' })).json()).toMatchObject({
    scoreSttsCd: 'DRAFT',
    scores: { c1: 3 },
    cmnt: '초안',
    editable: true,
  });
  const missing = await call(j1.agent, 'POST', `${url}/submit`, { scores: { c1: 3 } });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe(M.scoreMissing('완성도'));
  expect((await call(j1.agent, 'POST', `${url}/submit`, { scores: { c1: 11, c2: 5 } })).json().message).toBe(M.scoreRange('창의성', 10));
  expect((await call(j1.agent, 'POST', `${url}/submit`, { scores: { c1: -1, c2: 5 } })).statusCode).toBe(400);
  expect((await call(j1.agent, 'PUT', url, { scores: { zz: 1 } })).json().message).toBe(M.scoreUnknown);
  expect((await call(j1.agent, 'POST', `${url}/submit`, { scores: { c1: 8, c2: 15 } })).json()).toMatchObject({ scoreSttsCd: 'SUBMIT', editable: false });
  for (const method of ['PUT', 'POST'] as const) {
    const res = await call(j1.agent, method, method === 'PUT' ? url : `${url}/submit`, { scores: { c1: 1, c2: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.scoreSubmitted);
  }
  const reopenUrl = `/api/contest/${cntstId}/scores/reopen`;
  expect((await call(adminAgent, 'POST', reopenUrl, { entryId: entrants[0]!.entryId, judgeId: j1.userId, reason: '' })).statusCode).toBe(400);
  expect((await call(adminAgent, 'POST', reopenUrl, { entryId: entrants[0]!.entryId, judgeId: j1.userId, reason: '점수 입력 오류' })).json()).toEqual({
    result: 'SUCCESS',
  });
  const [log] = await ctx.app.db.select().from(cntstScoreLog).where(eq(cntstScoreLog.entryId, entrants[0]!.entryId));
  expect(log).toMatchObject({ judgeId: j1.userId, reason: '점수 입력 오류', prevScores: { c1: 8, c2: 15 }, registeredBy: 'admin' });
  expect((await call(adminAgent, 'POST', reopenUrl, { entryId: entrants[0]!.entryId, judgeId: j1.userId, reason: '다시' })).json().message).toBe(
    M.notSubmittedScore,
  );
  expect((await call(j1.agent, 'POST', `${url}/submit`, { scores: { c1: 9, c2: 15 } })).json().scoreSttsCd).toBe('SUBMIT');
});

async function submit(agent: TAgent, call: ReturnType<typeof calls>['call'], cntstId: number, entryId: number, scores: Record<string, number>) {
  const res = await call(agent, 'POST', `/api/contestJudge/${cntstId}/entries/${entryId}/score/submit`, { scores });
  expect(res.statusCode).toBe(200);
}

test('the score table, ties, prizes, publication and the public results', async () => {
  const { cntstId, entrants, j1, j2, call, adminAgent, toJudging } = await judgedContest({}, 3);
  const [a, b, d] = entrants.map((e) => e.entryId) as [number, number, number];
  await submit(j1.agent, call, cntstId, a, { c1: 10, c2: 20 });
  await submit(j2.agent, call, cntstId, a, { c1: 5, c2: 10 });
  await submit(j1.agent, call, cntstId, b, { c1: 7.5, c2: 15 });
  await submit(j2.agent, call, cntstId, b, { c1: 7.5, c2: 15 });
  await submit(j1.agent, call, cntstId, d, { c1: 10, c2: 20 });

  const table = (await call(adminAgent, 'GET', `/api/contest/${cntstId}/scores`)).json();
  const row = (id: number) => table.rows.find((r: { entryId: number }) => r.entryId === id);
  expect(row(d)).toMatchObject({ total: 100, rank: 1, tieYn: 'N', submitCnt: 1, alcCnt: 2 });
  expect(row(a)).toMatchObject({ total: 75, spread: 50, rank: 2, tieYn: 'Y', means: { c1: 7.5, c2: 15 }, userNm: '홍길0생' });
  expect(row(b)).toMatchObject({ total: 75, spread: 0, rank: 2, tieYn: 'Y' });
  expect((await call(adminAgent, 'GET', `/api/contest/${cntstId}/progress`)).json()).toMatchObject({ alcCnt: 6, submitCnt: 5 });

  expect((await call(adminAgent, 'PUT', `/api/contest/${cntstId}/ties`, { entryIds: [a, d] })).json().message).toBe(M.tieNotTied);
  const resolved = (await call(adminAgent, 'PUT', `/api/contest/${cntstId}/ties`, { entryIds: [b, a] })).json();
  expect(resolved.rows.map((r: { entryId: number; rank: number }) => [r.entryId, r.rank])).toEqual([
    [d, 1],
    [b, 2],
    [a, 3],
  ]);

  expect(
    (
      await call(adminAgent, 'PUT', `/api/contest/${cntstId}/prizes`, {
        awards: [
          { entryId: d, prizeId: 'p1' },
          { entryId: b, prizeId: 'p1' },
        ],
      })
    ).json().message,
  ).toBe(M.prizeFull('대상', 1));
  expect((await call(adminAgent, 'PUT', `/api/contest/${cntstId}/prizes`, { awards: [{ entryId: d, prizeId: 'p9' }] })).json().message).toBe(M.prizeUnknown);
  expect(
    (
      await call(adminAgent, 'PUT', `/api/contest/${cntstId}/prizes`, {
        awards: [
          { entryId: d, prizeId: 'p1' },
          { entryId: b, prizeId: 'p2' },
        ],
      })
    ).statusCode,
  ).toBe(200);
  // the table names entrants and schools: its reads (the refused changes left no row) are logged
  const tableLogs = await ctx.app.db
    .select()
    .from(privacyLog)
    .where(and(eq(privacyLog.actorUserId, 'admin'), eq(privacyLog.trgtDesc, `공모전 ${cntstId} 심사 결과표 3건`)));
  expect(tableLogs.map((l) => l.actnCd)).toEqual(['VIEW', 'VIEW', 'VIEW']);

  const guest = await anonymousAgent(ctx.app);
  expect((await call(guest, 'GET', `/icec/api/cntst/${cntstId}/rslt`)).statusCode).toBe(404);
  const early = await call(adminAgent, 'POST', `/api/contest/${cntstId}/publish`, {});
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(M.beforeAnnDt);
  await toJudging(cntstId, true);
  const pending = await call(adminAgent, 'POST', `/api/contest/${cntstId}/publish`, {});
  expect(pending.statusCode).toBe(409);
  expect(pending.json().message).toBe(M.scoresPending(1));
  expect((await call(adminAgent, 'POST', `/api/contest/${cntstId}/publish`, { overrideYn: 'Y' })).json()).toMatchObject({ sttsCd: 'PUBLISHED', phase: 'ANN' });
  expect((await call(adminAgent, 'POST', `/api/contest/${cntstId}/publish`, { overrideYn: 'Y' })).json().message).toBe(M.alreadyPublished);

  const rslt = (await call(guest, 'GET', `/icec/api/cntst/${cntstId}/rslt`)).json();
  expect(rslt.winners).toEqual([
    { prizeId: 'p1', prizeNm: '대상', entryTtl: '작품 3', entrantNm: '홍**생', teamNm: null, schlNm: '비밀2중학교' },
    { prizeId: 'p2', prizeNm: '우수상', entryTtl: '작품 2', entrantNm: '홍**생', teamNm: null, schlNm: '비밀1중학교' },
  ]);
  expect(JSON.stringify(rslt)).not.toContain(entrants[2]!.userId);
  const mine = (await call(entrants[2]!.agent, 'GET', '/icec/api/cntst/myEntry/list')).json();
  expect(mine.list[0]).toMatchObject({ prizeNm: '대상', phase: 'ANN' });
  expect((await call(adminAgent, 'PUT', `/api/contest/${cntstId}`, contestForm())).json().message).toBe(M.published);
});

test('the entries list and an entry are logged (an entry by its number, not its title); the export needs a reason and writes an EXPORT log row', async () => {
  const { cntstId, adminAgent, call, entrants } = await judgedContest({ cntstTtl: '내보내기 공모전' }, 2);
  const list = (await call(adminAgent, 'GET', `/api/contest/${cntstId}/entries`)).json();
  expect(list.list).toHaveLength(2);
  expect(list.list[0]).toMatchObject({ userNm: '홍길0생', schlNm: '비밀0중학교' });
  const second = entrants[1]!;
  expect((await call(adminAgent, 'GET', `/api/contest/${cntstId}/entries/${second.entryId}`)).json()).toMatchObject({ entryTtl: '작품 2', userNm: '홍길1생' });
  const [viewLog] = await ctx.app.db
    .select()
    .from(privacyLog)
    .where(and(eq(privacyLog.trgtUserId, second.userId), eq(privacyLog.actnCd, 'VIEW')));
  expect(viewLog).toMatchObject({ actorUserId: 'admin', trgtDesc: `공모전 ${cntstId} 응모작 A-002` });
  expect((await call(adminAgent, 'POST', `/api/contest/${cntstId}/entries/excel`, {})).statusCode).toBe(400);
  const res = await call(adminAgent, 'POST', `/api/contest/${cntstId}/entries/excel`, { reason: '시상 대상 확인' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const logs = await ctx.app.db
    .select()
    .from(privacyLog)
    .where(and(eq(privacyLog.actnCd, 'EXPORT'), eq(privacyLog.reason, '시상 대상 확인')));
  expect(logs).toHaveLength(1);
  expect(logs[0]!.trgtDesc).toContain('내보내기 공모전');
});

test('the poster is an administrator image of the contest, public while the contest is shown', async () => {
  const { call, admin } = calls();
  const agent = await admin();
  const up = await upload(ctx.app, agent, { seqType: 'cntst' }, '포스터.png', SAMPLES.png);
  expect(up.statusCode).toBe(200);
  const noAlt = await call(agent, 'POST', '/api/contest', contestForm({ posterFileId: up.json().fileId }));
  expect(noAlt.statusCode).toBe(400);
  const created = (await call(agent, 'POST', '/api/contest', contestForm({ posterFileId: up.json().fileId, posterAlt: '꿈 포스터', sttsCd: 'DRAFT' }))).json();
  expect(created.posterFileId).toBe(up.json().fileId);
  const guest = await anonymousAgent(ctx.app);
  expect((await call(guest, 'GET', created.posterImagePath)).statusCode).not.toBe(200);
  expect(
    (await call(agent, 'PUT', `/api/contest/${created.cntstId}`, contestForm({ posterFileId: up.json().fileId, posterAlt: '꿈 포스터' }))).statusCode,
  ).toBe(200);
  expect((await call(guest, 'GET', `/icec/api/cntst/${created.cntstId}`)).json()).toMatchObject({
    posterImagePath: created.posterImagePath,
    posterAlt: '꿈 포스터',
  });
  expect((await call(guest, 'GET', created.posterImagePath)).statusCode).toBe(200);
  const student = await calls().student();
  expect((await upload(ctx.app, student.agent, { seqType: 'cntst' }, '포스터.png', SAMPLES.png)).statusCode).toBe(403);
});
