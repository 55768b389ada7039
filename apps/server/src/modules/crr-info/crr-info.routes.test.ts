import { seoulDate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { memberAgent } from '../../test/board.test-helper.js';
import { anonymousAgent, sessionFor } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { pointLedger } from '../point/point.table.js';
import { findJobPage, publicJobWhere } from './crr-info.repo.js';
import { callAs, jobForm } from './crr-info.test-helper.js';

const ctx = useTestApp();

// the words of this file's jobs are rare, so the shipped jobs do not meet its searches
beforeAll(async () => {
  const admin = await sessionFor(ctx.app, 'admin');
  const jobs = [
    jobForm({ jobCd: 'T8001', jobNm: '잠수 간호사', aliases: ['수중 의료인'], jobFmlyCd: 'HLT', hollandCd: 'SIR', valueCds: ['SRVC'], relJobCds: [] }),
    jobForm({ jobCd: 'T8002', jobNm: '잠수 장비 정비사', aliases: ['잠수 간호 장비 기사'], jobFmlyCd: 'MCH', hollandCd: 'RC', valueCds: ['STBL'] }),
    jobForm({ jobCd: 'T8003', jobNm: '호간 잠수 연구원', jobFmlyCd: 'SCI', hollandCd: 'IR', valueCds: ['EXPT'] }),
    jobForm({ jobCd: 'T8004', jobNm: '잠수 안전 교육 강사', jobFmlyCd: 'EDU', hollandCd: 'SE', valueCds: ['SRVC', 'RLTN'], useYn: 'N' }),
    jobForm({ jobCd: 'T8005', jobNm: '잠수 의료 코디네이터', jobFmlyCd: 'HLT', hollandCd: 'ES', relJobCds: ['T8001', 'T8004', 'T8002'] }),
  ];
  for (const form of jobs) expect((await callAs(ctx.app, admin, 'POST', '/api/crrInfoMng', form)).statusCode).toBe(200);
});

const list = async (query: string) => {
  const res = await callAs(ctx.app, await anonymousAgent(ctx.app), 'GET', `/icec/api/crrInfo/list?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { list: { jobCd: string }[]; pagination: { countItem: number; maxResults: number } };
};
const codes = (page: { list: { jobCd: string }[] }) => page.list.map((j) => j.jobCd);

test('a guest searches by a two-syllable word in names and aliases; scattered bigrams and switched-off jobs do not match', async () => {
  const page = await list(`srchWrd=${encodeURIComponent('간호')}&jobFmlyCd=&hollandCd=`);
  // 잠수 간호사 by name before 잠수 장비 정비사 by alias; 호간 has the syllables in the wrong order
  expect(codes(page).filter((cd) => cd.startsWith('T80'))).toEqual(['T8001', 'T8002']);
  expect(codes(await list(`srchWrd=${encodeURIComponent('의료인')}`))).toEqual(['T8001']);
  expect(codes(await list(`srchWrd=${encodeURIComponent('잠수')}`))).toEqual(['T8001', 'T8005', 'T8002', 'T8003']);
  expect((await list(`srchWrd=${encodeURIComponent('!!')}`)).pagination.countItem).toBe(0);
});

test('filters: family, the strongest Holland type, a value; 10 a page', async () => {
  const word = `srchWrd=${encodeURIComponent('잠수')}`;
  expect(codes(await list(`${word}&jobFmlyCd=HLT`))).toEqual(['T8001', 'T8005']);
  expect(codes(await list(`${word}&hollandCd=S`))).toEqual(['T8001']);
  expect(codes(await list(`${word}&hollandCd=R`))).toEqual(['T8002']);
  expect(codes(await list(`${word}&valueCd=STBL`))).toEqual(['T8005', 'T8002']);
  expect((await callAs(ctx.app, await anonymousAgent(ctx.app), 'GET', '/icec/api/crrInfo/list?hollandCd=X')).statusCode).toBe(400);
  const all = await list('maxResults=50');
  expect(all.pagination.maxResults).toBe(10);
  expect(all.list.length).toBeLessThanOrEqual(10);
});

test('a two-syllable search is answered from the GIN index of the bigrams', async () => {
  const { db } = ctx.database;
  const statement = findJobPage(db, publicJobWhere({ srchWrd: '간호' }), '간호', 0, 10).toSQL();
  await db.execute(sql`analyze job`);
  const plan = await db.transaction(async (tx) => {
    // the test table is small: forbid reading it whole so the plan shows whether the GIN index serves
    // the word; the bench checks the plan the planner picks itself over 10,000 jobs (scripts/bench/crr-info.mjs)
    await tx.execute(sql`set local enable_seqscan = off`);
    const raw = statement.sql.replace(/\$(\d+)/g, (_, n: string) => `'${String(statement.params[Number(n) - 1]).replace(/'/g, "''")}'`);
    return (await tx.execute(sql.raw(`explain ${raw}`))).rows.map((r) => String(Object.values(r)[0])).join('\n');
  });
  expect(plan, plan).toContain('job_srch_tkns_idx');
});

test('the job page: family and value names, related jobs in use, 404 for a missing or switched-off job', async () => {
  const guest = await anonymousAgent(ctx.app);
  const res = await callAs(ctx.app, guest, 'GET', '/icec/api/crrInfo/detail/T8005');
  expect(res.json()).toMatchObject({
    jobCd: 'T8005',
    jobNm: '잠수 의료 코디네이터',
    jobFmly: { cd: 'HLT', nm: '보건·의료' },
    values: [
      { cd: 'SRVC', nm: '봉사' },
      { cd: 'STBL', nm: '안정' },
    ],
    relJobs: [
      { jobCd: 'T8001', jobNm: '잠수 간호사' },
      { jobCd: 'T8002', jobNm: '잠수 장비 정비사' },
    ],
    majors: ['간호학과'],
    srcNote: '시험 자료',
  });
  expect((await callAs(ctx.app, guest, 'GET', '/icec/api/crrInfo/detail/T8004')).statusCode).toBe(404);
  expect((await callAs(ctx.app, guest, 'GET', '/icec/api/crrInfo/detail/T8999')).statusCode).toBe(404);
  expect((await callAs(ctx.app, guest, 'GET', '/icec/api/crrInfo/detail/x;1')).statusCode).toBe(400);
});

const infoRows = (userId: string) =>
  ctx.database.db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.pointTypeCd, 'INFO')));

test('a student earns INFO points by the read call once per job and day; the job page GET credits nothing', async () => {
  const student = await memberAgent(ctx.app, 'S');
  const read = (agent: typeof student.agent, jobCd: string) => callAs(ctx.app, agent, 'POST', `/icec/api/crrInfo/read/${jobCd}`);
  for (let i = 0; i < 2; i += 1) expect((await callAs(ctx.app, student.agent, 'GET', '/icec/api/crrInfo/detail/T8001')).statusCode).toBe(200);
  expect(await infoRows(student.userId)).toEqual([]);

  expect((await read(student.agent, 'T8001')).json()).toEqual({ point: 5 });
  expect((await read(student.agent, 'T8001')).json()).toEqual({ point: 0 });
  expect((await read(student.agent, 'T8002')).json()).toEqual({ point: 5 });
  const rows = await infoRows(student.userId);
  expect(rows.map((r) => [r.idntfKey, r.points, r.srcUrl])).toEqual([
    [`INFO:info:T8001:${seoulDate()}`, 5, '/crrInsp/crrInfo/detail/T8001'],
    [`INFO:info:T8002:${seoulDate()}`, 5, '/crrInsp/crrInfo/detail/T8002'],
  ]);
  expect(rows[0]!.reason).toBe('직업 정보: 잠수 간호사');
  // a job that is not shown is not found and earns nothing
  expect((await read(student.agent, 'T8004')).statusCode).toBe(404);
  expect((await read(student.agent, 'T8999')).statusCode).toBe(404);
  expect((await read(student.agent, 'x;1')).statusCode).toBe(400);
  expect(await infoRows(student.userId)).toHaveLength(2);

  // a teacher and a general member earn nothing; a guest must log in; an administrator is no member
  for (const type of ['T', 'G'] as const) {
    const member = await memberAgent(ctx.app, type);
    expect((await read(member.agent, 'T8001')).json()).toEqual({ point: 0 });
    expect(await infoRows(member.userId)).toEqual([]);
  }
  expect((await read(await anonymousAgent(ctx.app), 'T8001')).statusCode).toBe(401);
  expect((await read(await sessionFor(ctx.app, 'admin'), 'T8001')).statusCode).toBe(403);
});

test('recommendations (srvcCd JOB): once per member, the count rises by one per student; unknown or hidden jobs are refused', async () => {
  const save = (agent: Awaited<ReturnType<typeof anonymousAgent>>, idntfId: string) =>
    callAs(ctx.app, agent, 'POST', '/api/commonLog/rcmdtn/save', { srvcCd: 'JOB', idntfId });
  const count = async () => (await callAs(ctx.app, await anonymousAgent(ctx.app), 'GET', '/api/commonLog/rcmdtn/count/JOB/T8003')).json();
  const first = await memberAgent(ctx.app, 'S');
  const second = await memberAgent(ctx.app, 'S');
  expect(await count()).toEqual({ count: 0, rcmdtnYn: 'N' });
  expect((await save(first.agent, 'T8003')).json()).toEqual({ count: 1, rcmdtnYn: 'Y' });
  expect((await save(first.agent, 'T8003')).json()).toEqual({ count: 1, rcmdtnYn: 'Y' });
  expect((await save(second.agent, 'T8003')).json()).toEqual({ count: 2, rcmdtnYn: 'Y' });
  expect(await count()).toEqual({ count: 2, rcmdtnYn: 'N' });
  expect((await save(first.agent, 'T8004')).statusCode).toBe(404);
  expect((await save(first.agent, 'T8999')).statusCode).toBe(404);
  expect((await save(await anonymousAgent(ctx.app), 'T8003')).statusCode).toBe(401);
  expect((await save(await sessionFor(ctx.app, 'admin'), 'T8003')).statusCode).toBe(403);
});

test('the shipped jobs are seeded: 간호 finds 간호사 and 간호조무사', async () => {
  const found = (await list(`srchWrd=${encodeURIComponent('간호')}`)) as unknown as { list: { jobNm: string }[]; pagination: { countItem: number } };
  expect(found.list.map((j) => j.jobNm)).toEqual(expect.arrayContaining(['간호사', '간호조무사']));
  expect((await list('')).pagination.countItem).toBeGreaterThanOrEqual(200);
});
