import { CRR_RCMDTN_MESSAGES, JOB_FMLY, type TCrrInfoDetail, type TCrrRcmdtnList } from '@portal/contract';
import { beforeAll, expect, test } from 'vitest';
import { anonymousAgent, createMember, sessionFor, type TAgent } from '../../test/identity.js';
import { useTestApp } from '../../test/test-app.js';
import { hallWith, onlyJobs, riasecResult, unfinishedSheet, valuesResult } from './crr-rcmdtn.test-helper.js';

const ctx = useTestApp();
const URL = '/icec/api/crrRcmdtn/list';
const get = (agent: TAgent) => ctx.app.inject({ method: 'GET', url: URL, headers: agent.headers });
const student = async (mbrTypeAuthrt: 'ST01' | 'ST02' = 'ST01') =>
  (await createMember(ctx.app.db, { userTypeCd: 'S', mbrTypeAuthrt, brdt: '2012-03-01' })).userId;

const JOBS = [
  { jobCd: 'T001', jobNm: '시험 기계정비원', hollandCd: 'RI', valueCds: ['STBL'] },
  { jobCd: 'T002', jobNm: '시험 회계사', hollandCd: 'CE', valueCds: ['INCM'] },
  { jobCd: 'T003', jobNm: '시험 사회복지사', hollandCd: 'SAE', valueCds: ['SRVC', 'RLTN'], aliases: ['시험 복지사'] },
  { jobCd: 'T004', jobNm: '시험 일러스트레이터', hollandCd: 'AI', valueCds: ['CRTV'] },
  { jobCd: 'T005', jobNm: '시험 상담교사', hollandCd: 'SA', valueCds: ['SRVC'] },
  { jobCd: 'T006', jobNm: '시험 전기기사', hollandCd: 'RC', valueCds: ['STBL'] },
  { jobCd: 'T007', jobNm: '시험 웹툰작가', hollandCd: 'AS', valueCds: ['CRTV'] },
  { jobCd: 'T008', jobNm: '시험 세무사', hollandCd: 'CR', valueCds: ['INCM'] },
  { jobCd: 'T009', jobNm: '시험 쉬는 직업', hollandCd: 'SA', valueCds: ['SRVC'], useYn: 'N' as const },
];

let hallIds: { open: number; closed: number };

beforeAll(async () => {
  await onlyJobs(ctx.app.db, JOBS);
  hallIds = {
    open: await hallWith(ctx.app.db, '시험 사람관', [
      { nm: '복지 체험실', dutyCrs: ['시험 복지사', '다른 직업'] },
      { nm: '상담 체험실', dutyCrs: ['시험 상담교사'] },
      { nm: '쉬는 체험실', dutyCrs: ['시험 상담교사'], useYn: 'N' },
      { nm: '정비 체험실', dutyCrs: ['시험 기계정비원'] },
    ]),
    closed: await hallWith(ctx.app.db, '닫힌 관', [{ nm: '닫힌 체험실', dutyCrs: ['시험 상담교사'] }], 'N'),
  };
});

test('a guest gets 401, an administrator 403', async () => {
  expect((await get(await anonymousAgent(ctx.app))).statusCode).toBe(401);
  expect((await get(await sessionFor(ctx.app, 'admin'))).statusCode).toBe(403);
});

test('a teacher or a general member is told recommendations come from a student results (403)', async () => {
  for (const values of [
    { userTypeCd: 'T' as const, mbrTypeAuthrt: 'TC01' },
    { userTypeCd: 'G' as const, mbrTypeAuthrt: 'GN01' },
  ]) {
    const { userId } = await createMember(ctx.app.db, values);
    const res = await get(await sessionFor(ctx.app, userId));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CRR_RCMDTN_MESSAGES.studentsOnly);
  }
});

test('a student without a completed result: no jobs, no halls, the basis empty', async () => {
  const userId = await student();
  await unfinishedSheet(ctx.app.db, userId);
  const res = await get(await sessionFor(ctx.app, userId));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ basis: { riasec: null, workValues: null }, jobs: [], halls: [] });
});

test('code SA: social and artistic jobs first, each with its reason, from the latest result; halls naming them', async () => {
  const userId = await student('ST02');
  await riasecResult(ctx.app.db, userId, 'RC', new Date('2025-03-02T01:00:00Z'));
  const sheetId = await riasecResult(ctx.app.db, userId, 'SA', new Date('2026-03-02T01:00:00Z'));
  const body: TCrrRcmdtnList = (await get(await sessionFor(ctx.app, userId))).json();

  expect(body.basis).toEqual({ riasec: { sheetId, code: 'SA', cmplAt: '2026-03-02T01:00:00.000Z' }, workValues: null });
  const codes = body.jobs.map((j) => j.hollandCd);
  const lastSa = Math.max(...codes.map((c, i) => (/^[SA]/.test(c) ? i : -1)));
  const firstRc = codes.findIndex((c) => /^[RC]/.test(c));
  expect(lastSa).toBe(3);
  if (firstRc >= 0) expect(firstRc).toBeGreaterThan(lastSa);
  expect(body.jobs.map((j) => j.jobNm)).not.toContain('시험 쉬는 직업');
  // the family is named as on the job's own page
  const jobPage: TCrrInfoDetail = (await ctx.app.inject({ method: 'GET', url: '/icec/api/crrInfo/detail/T003' })).json();
  expect(jobPage.jobFmly).toEqual({ cd: 'SOC', nm: JOB_FMLY.SOC });
  expect(body.jobs[0]).toEqual({
    jobCd: 'T003',
    jobNm: '시험 사회복지사',
    jobFmlyNm: jobPage.jobFmly.nm,
    hollandCd: 'SAE',
    fit: 100,
    reasons: ['흥미 유형 SA와 직업의 SAE가 앞 두 글자까지 같습니다.'],
  });
  expect(body.jobs[1]).toMatchObject({ jobCd: 'T005', fit: 100, reasons: ['흥미 유형 SA와 직업의 SA가 같습니다.'] });
  for (const j of body.jobs) expect(j.reasons.length).toBeGreaterThan(0);

  // in the order of the best-ranked job they name (the realistic job comes after the four S/A ones); switched-off halls and halls of a switched-off big hall left out
  expect(body.halls).toEqual([
    {
      bmnexhlId: hallIds.open,
      bmnexhlNm: '시험 사람관',
      smnexhlId: expect.any(Number),
      smnexhlNo: 1,
      nm: '복지 체험실',
      reason: '추천 직업 시험 사회복지사와 관련된 주제관입니다.',
    },
    {
      bmnexhlId: hallIds.open,
      bmnexhlNm: '시험 사람관',
      smnexhlId: expect.any(Number),
      smnexhlNo: 2,
      nm: '상담 체험실',
      reason: '추천 직업 시험 상담교사와 관련된 주제관입니다.',
    },
    {
      bmnexhlId: hallIds.open,
      bmnexhlNm: '시험 사람관',
      smnexhlId: expect.any(Number),
      smnexhlNo: 4,
      nm: '정비 체험실',
      reason: '추천 직업 시험 기계정비원과 관련된 주제관입니다.',
    },
  ]);
});

test('both results: interest 70% and values 30%, the top four values in order, the values reason', async () => {
  const userId = await student();
  await riasecResult(ctx.app.db, userId, 'SA');
  const valuesSheetId = await valuesResult(ctx.app.db, userId, ['SRVC', 'RLTN', 'ACHV', 'STBL', 'INCM', 'CRTV']);
  const body: TCrrRcmdtnList = (await get(await sessionFor(ctx.app, userId))).json();
  expect(body.basis.workValues).toMatchObject({
    sheetId: valuesSheetId,
    topValues: [
      { cd: 'SRVC', nm: '봉사' },
      { cd: 'RLTN', nm: '관계' },
      { cd: 'ACHV', nm: '성취' },
      { cd: 'STBL', nm: '안정' },
    ],
  });
  const social = body.jobs.find((j) => j.jobCd === 'T003')!;
  expect(social.fit).toBe(100);
  expect(social.reasons).toEqual(['흥미 유형 SA와 직업의 SAE가 앞 두 글자까지 같습니다.', '중요하게 여기는 가치 봉사·관계가 이 직업에서 중요합니다.']);
  const artist = body.jobs.find((j) => j.jobCd === 'T007')!;
  expect(artist.reasons).toHaveLength(1);
  expect(artist.fit).toBeLessThan(70);
});

test('values only: the jobs naming the student values; another student sees only their own (empty) results', async () => {
  const userId = await student();
  await valuesResult(ctx.app.db, userId, ['STBL', 'INCM', 'SRVC', 'ACHV']);
  const body: TCrrRcmdtnList = (await get(await sessionFor(ctx.app, userId))).json();
  expect(body.basis.riasec).toBeNull();
  expect(body.jobs.map((j) => j.jobCd).slice(0, 4)).toEqual(['T001', 'T006', 'T008', 'T002']);
  expect(body.jobs[0]?.reasons).toEqual(['중요하게 여기는 가치 안정이 이 직업에서 중요합니다.']);
  expect(body.halls.map((h) => h.nm)).toContain('정비 체험실');

  const other = await student();
  expect((await get(await sessionFor(ctx.app, other))).json()).toEqual({ basis: { riasec: null, workValues: null }, jobs: [], halls: [] });
});
