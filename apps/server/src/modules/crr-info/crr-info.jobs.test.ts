import { HOLLAND_TYPES } from '@portal/contract';
import { expect, test } from 'vitest';
import { JOB_SEEDS, JOB_SRC_NOTE } from './crr-info.jobs.js';

const FAMILIES = ['MGT', 'EDU', 'LAW', 'HLT', 'SOC', 'ART', 'SPT', 'SVC', 'SAL', 'CON', 'MCH', 'ELC', 'ICT', 'CHM', 'AGR', 'SCI'];
const VALUES = ['ACHV', 'SRVC', 'STBL', 'ATNM', 'CHNG', 'RCGN', 'INCM', 'LESR', 'LDRS', 'CRTV', 'EXPT', 'RLTN'];
const SUBJECTS = ['국어', '수학', '영어', '과학', '사회', '정보', '기술·가정', '미술', '음악', '체육', '한문', '제2외국어'];

const countBy = (keyOf: (job: (typeof JOB_SEEDS)[number]) => string) =>
  JOB_SEEDS.reduce<Record<string, number>>((acc, job) => ({ ...acc, [keyOf(job)]: (acc[keyOf(job)] ?? 0) + 1 }), {});
const sentences = (text: string) => text.split(/(?<=다\.)\s*/).filter(Boolean).length;
const unique = (list: string[]) => new Set(list).size === list.length;

test('at least 200 jobs, coded J0001.. in order, with unique codes and names', () => {
  expect(JOB_SEEDS.length).toBeGreaterThanOrEqual(200);
  JOB_SEEDS.forEach((job, i) => expect(job.jobCd).toBe(`J${String(i + 1).padStart(4, '0')}`));
  expect(unique(JOB_SEEDS.map((job) => job.jobNm))).toBe(true);
});

test('every job family has at least 8 jobs, and no job is outside the 16 families', () => {
  const perFamily = countBy((job) => job.jobFmlyCd);
  expect(Object.keys(perFamily).sort()).toEqual([...FAMILIES].sort());
  for (const family of FAMILIES) expect(perFamily[family], family).toBeGreaterThanOrEqual(8);
});

test('Holland codes are one to three distinct letters, and every letter leads enough jobs', () => {
  for (const job of JOB_SEEDS) {
    expect(job.hollandCd, job.jobNm).toMatch(/^[RIASEC]{1,3}$/);
    expect(unique([...job.hollandCd]), job.jobNm).toBe(true);
  }
  const leading = countBy((job) => job.hollandCd.charAt(0));
  for (const letter of HOLLAND_TYPES) expect(leading[letter], letter).toBeGreaterThanOrEqual(15);
  // recommendations for the code SA need social and artistic jobs first
  expect(leading.S).toBeGreaterThanOrEqual(25);
  expect(leading.A).toBeGreaterThanOrEqual(25);
});

test('values are two to four distinct WORK_VALUE codes', () => {
  for (const job of JOB_SEEDS) {
    expect(job.valueCds.length, job.jobNm).toBeGreaterThanOrEqual(2);
    expect(job.valueCds.length, job.jobNm).toBeLessThanOrEqual(4);
    expect(unique(job.valueCds), job.jobNm).toBe(true);
    for (const value of job.valueCds) expect(VALUES, job.jobNm).toContain(value);
  }
});

test('related jobs are two to four other jobs of the list', () => {
  const codes = new Set(JOB_SEEDS.map((job) => job.jobCd));
  for (const job of JOB_SEEDS) {
    expect(job.relJobCds.length, job.jobNm).toBeGreaterThanOrEqual(2);
    expect(job.relJobCds.length, job.jobNm).toBeLessThanOrEqual(4);
    expect(unique(job.relJobCds), job.jobNm).toBe(true);
    expect(job.relJobCds, job.jobNm).not.toContain(job.jobCd);
    for (const code of job.relJobCds) expect(codes.has(code), `${job.jobNm} -> ${code}`).toBe(true);
  }
});

test('texts are trimmed, of a sane length, and whole sentences', () => {
  for (const job of JOB_SEEDS) {
    const texts = [job.jobNm, ...job.aliases, job.jobExpln, job.workCn, job.prepCn, ...job.majors, ...job.certs];
    for (const text of texts) expect(text, job.jobNm).toBe(text.trim());
    expect(job.jobNm.length).toBeGreaterThanOrEqual(2);
    expect(job.jobNm.length).toBeLessThanOrEqual(20);
    expect(job.jobExpln.length, job.jobNm).toBeGreaterThanOrEqual(20);
    expect(job.jobExpln.length, job.jobNm).toBeLessThanOrEqual(150);
    expect(sentences(job.jobExpln), job.jobNm).toBeLessThanOrEqual(2);
    for (const text of [job.workCn, job.prepCn]) {
      expect(text.length, job.jobNm).toBeGreaterThanOrEqual(40);
      expect(text.length, job.jobNm).toBeLessThanOrEqual(300);
      expect(sentences(text), job.jobNm).toBeGreaterThanOrEqual(2);
      expect(sentences(text), job.jobNm).toBeLessThanOrEqual(3);
    }
    for (const text of [job.jobExpln, job.workCn, job.prepCn]) expect(text, job.jobNm).toMatch(/다\.$/);
    expect(job.srcNote).toBe(JOB_SRC_NOTE);
  }
});

test('aliases, majors, certificates and subjects are short, distinct lists', () => {
  for (const job of JOB_SEEDS) {
    expect(unique(job.aliases), job.jobNm).toBe(true);
    expect(job.aliases, job.jobNm).not.toContain(job.jobNm);
    expect(job.majors.length, job.jobNm).toBeGreaterThanOrEqual(1);
    expect(job.majors.length, job.jobNm).toBeLessThanOrEqual(4);
    expect(job.certs.length, job.jobNm).toBeLessThanOrEqual(3);
    expect(job.sbjcts.length, job.jobNm).toBeGreaterThanOrEqual(1);
    expect(job.sbjcts.length, job.jobNm).toBeLessThanOrEqual(4);
    for (const list of [job.majors, job.certs, job.sbjcts]) expect(unique(list), job.jobNm).toBe(true);
    for (const subject of job.sbjcts) expect(SUBJECTS, job.jobNm).toContain(subject);
  }
});
