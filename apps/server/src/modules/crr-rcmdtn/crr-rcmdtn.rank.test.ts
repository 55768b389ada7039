import { expect, test } from 'vitest';
import { hollandCloseness, hollandLetters, interestFit, rankJobs, type TRankJob, valuesFit } from './crr-rcmdtn.rank.js';
import { namesWithJosa, withJosa } from './crr-rcmdtn.words.js';

const job = (jobCd: string, jobNm: string, hollandCd: string, valueCds: string[] = []): TRankJob => ({ jobCd, jobNm, hollandCd, valueCds });

const JOBS = [
  job('J1', '기계공학 기술자', 'RI'),
  job('J2', '회계사', 'CE'),
  job('J3', '사회복지사', 'SAE', ['SRVC', 'RLTN']),
  job('J4', '일러스트레이터', 'AI', ['CRTV']),
  job('J5', '상담심리사', 'SA', ['SRVC']),
  job('J6', '전기 기사', 'RC', ['STBL']),
  job('J7', '웹툰 작가', 'AS', ['CRTV', 'ATNM']),
  job('J8', '세무사', 'CR', ['INCM']),
  job('J9', '초등학교 교사', 'SE', ['SRVC', 'STBL']),
];

const VALUES = [
  { cd: 'SRVC', nm: '봉사' },
  { cd: 'RLTN', nm: '관계' },
  { cd: 'ACHV', nm: '성취' },
  { cd: 'STBL', nm: '안정' },
];

test('a Holland code is read strongest first: unknown letters and repeats dropped, three letters at most', () => {
  expect(hollandLetters('sa')).toEqual(['S', 'A']);
  expect(hollandLetters('SXAS')).toEqual(['S', 'A']);
  expect(hollandLetters('RIASEC')).toEqual(['R', 'I', 'A']);
  expect(hollandLetters(null)).toEqual([]);
});

test('closeness by hand: (3 − distance) × weight(job letter) × weight(student letter), weights 3, 2, 1', () => {
  // job SAE, student SA: S·S 3·3·3 + S·A 2·3·2 + A·S 2·2·3 + A·A 3·2·2 + E·S 2·1·3 + E·A 1·1·2
  expect(hollandCloseness(['S', 'A', 'E'], ['S', 'A'])).toBe(27 + 12 + 12 + 12 + 6 + 2);
  // R and S sit opposite on the hexagon
  expect(hollandCloseness(['R'], ['S'])).toBe(0);
});

test('interest fit runs 0..100 over the codes of the job code length: the student code itself scores 100', () => {
  expect(interestFit(['S', 'A'], ['S', 'A'])).toBe(100);
  expect(interestFit(['S', 'A', 'E'], ['S', 'A', 'E'])).toBe(100);
  expect(interestFit(['S'], ['R'])).toBe(0);
  const sa = ['S', 'A'] as const;
  expect(interestFit([...sa], ['A', 'S'])).toBeGreaterThan(interestFit([...sa], ['S', 'E']));
  expect(interestFit([...sa], ['S', 'E'])).toBeGreaterThan(interestFit([...sa], ['R', 'C']));
  expect(interestFit([], ['S'])).toBe(0);
});

test('values fit weighs the student ranking (4, 3, 2, 1) against the best the job could reach', () => {
  const top = VALUES.map((v) => v.cd);
  expect(valuesFit(top, ['SRVC', 'RLTN'])).toBe(100);
  expect(valuesFit(top, ['RLTN'])).toBe(75);
  expect(valuesFit(top, ['SRVC', 'INCM'])).toBeCloseTo((4 / 7) * 100);
  expect(valuesFit(top, ['INCM'])).toBe(0);
  expect(valuesFit(top, [])).toBe(0);
});

test('code SA: social and artistic jobs come first, each with its reason; realistic and conventional ones last', () => {
  const ranked = rankJobs({ riasecCode: 'SA', topValues: null }, JOBS);
  const place = (jobCd: string) => ranked.findIndex((r) => r.job.jobCd === jobCd);
  const saFirst = ['J3', 'J4', 'J5', 'J7', 'J9'];
  const rcFirst = ['J1', 'J2', 'J6', 'J8'].filter((cd) => place(cd) >= 0);
  for (const a of saFirst) for (const b of rcFirst) expect(place(a), `${a} before ${b}`).toBeLessThan(place(b));
  // the best a code of each length can be: SAE among three letters, SA among two; equal fits by name
  expect(ranked.slice(0, 2)).toMatchObject([
    { job: { jobNm: '사회복지사' }, fit: 100 },
    { job: { jobNm: '상담심리사' }, fit: 100, reasons: ['흥미 유형 SA와 직업의 SA가 같습니다.'] },
  ]);
  expect(ranked.find((r) => r.job.jobCd === 'J3')?.reasons).toEqual(['흥미 유형 SA와 직업의 SAE가 앞 두 글자까지 같습니다.']);
  expect(ranked.find((r) => r.job.jobCd === 'J9')?.reasons).toEqual(['흥미 유형 SA와 직업의 SE 모두 사회형(S)이 가장 강합니다.']);
  expect(ranked.find((r) => r.job.jobCd === 'J7')?.reasons).toEqual(['흥미 유형 SA와 직업의 AS에 예술형(A)·사회형(S)이 함께 들어 있습니다.']);
  for (const r of ranked) {
    expect(r.reasons.length).toBeGreaterThan(0);
    expect(r.fit).toBeGreaterThan(0);
    expect(r.fit).toBeLessThanOrEqual(100);
  }
  // R (opposite S) and C (opposite A) have nothing in common with SA
  expect(place('J6')).toBe(-1);
});

test('both results: interest 70% and values 30%, the values reason in the student order', () => {
  const ranked = rankJobs({ riasecCode: 'SA', topValues: VALUES }, JOBS);
  const of = (jobCd: string) => ranked.find((r) => r.job.jobCd === jobCd)!;
  expect(of('J5').fit).toBe(Math.round(0.7 * 100 + 0.3 * 100));
  expect(of('J3').reasons).toEqual(['흥미 유형 SA와 직업의 SAE가 앞 두 글자까지 같습니다.', '중요하게 여기는 가치 봉사·관계가 이 직업에서 중요합니다.']);
  expect(of('J7').reasons).toHaveLength(1);
  expect(of('J9').reasons.at(-1)).toBe('중요하게 여기는 가치 봉사·안정이 이 직업에서 중요합니다.');
});

test('values only: the jobs sharing the student values, by the weighted overlap', () => {
  const ranked = rankJobs({ riasecCode: null, topValues: VALUES }, JOBS);
  expect(ranked.map((r) => r.job.jobCd)).toEqual(['J3', 'J5', 'J9', 'J6']);
  expect(ranked.map((r) => r.fit)).toEqual([100, 100, Math.round((5 / 7) * 100), 25]);
  expect(ranked[3]?.reasons).toEqual(['중요하게 여기는 가치 안정이 이 직업에서 중요합니다.']);
});

test('equal fits go by job name; at most the limit; no result gives no jobs', () => {
  const twins = [job('J2', '하늘 직업', 'SA'), job('J1', '가람 직업', 'SA'), job('J3', '나무 직업', 'SA')];
  expect(rankJobs({ riasecCode: 'SA', topValues: null }, twins).map((r) => r.job.jobNm)).toEqual(['가람 직업', '나무 직업', '하늘 직업']);
  const many = Array.from({ length: 30 }, (_, i) => job(`J${i}`, `직업${i}`, 'S'));
  expect(rankJobs({ riasecCode: 'S', topValues: null }, many)).toHaveLength(20);
  expect(rankJobs({ riasecCode: null, topValues: null }, JOBS)).toEqual([]);
  expect(rankJobs({ riasecCode: '', topValues: [] }, JOBS)).toEqual([]);
});

test('the sentences take the particle of the last sound', () => {
  expect(withJosa('SR', '와/과')).toBe('SR과');
  expect(withJosa('SAE', '이/가')).toBe('SAE가');
  expect(withJosa('안정', '이/가')).toBe('안정이');
  expect(withJosa('RC', '은/는')).toBe('RC는');
  expect(namesWithJosa(['사회형(S)'], '와/과')).toBe('사회형(S)과');
  expect(namesWithJosa(['성취', '봉사'], '이/가')).toBe('성취·봉사가');
});
