import { CRR_RCMDTN_LIMITS, HOLLAND_TYPES, hollandDistance, type THollandType } from '@portal/contract';
import { interestReason, valuesReason } from './crr-rcmdtn.reasons.js';

/** A job as the ranking reads it. */
export type TRankJob = { jobCd: string; jobNm: string; hollandCd: string; valueCds: string[] };

/** What the student's latest results give: the Holland code and the values ranked highest (best first). */
type TRankBasis = { riasecCode: string | null; topValues: { cd: string; nm: string }[] | null };

export type TRanked<J extends TRankJob> = { job: J; fit: number; reasons: string[] };

/** The first letter of a Holland code counts most (3, 2, 1 by position). */
const POSITION_WEIGHTS = [3, 2, 1] as const;
/** The student's most important value counts most (4, 3, 2, 1 by rank). */
const VALUE_WEIGHTS = [4, 3, 2, 1] as const;
const INTEREST_SHARE = 0.7;
const MAX_CLOSENESS = 3;

const isHollandType = (letter: string): letter is THollandType => (HOLLAND_TYPES as readonly string[]).includes(letter);

/** The letters of a Holland code, strongest first: unknown letters and repeats dropped, three at most. */
export function hollandLetters(code: string | null | undefined): THollandType[] {
  const letters: THollandType[] = [];
  for (const letter of (code ?? '').toUpperCase()) {
    if (isHollandType(letter) && !letters.includes(letter)) letters.push(letter);
  }
  return letters.slice(0, POSITION_WEIGHTS.length);
}

/** Σ over job letter i and student letter j of (3 − hexagon distance) × weight(i) × weight(j). */
export function hollandCloseness(job: THollandType[], student: THollandType[]): number {
  let sum = 0;
  job.forEach((a, i) =>
    student.forEach((b, j) => {
      sum += (MAX_CLOSENESS - hollandDistance(a, b)) * POSITION_WEIGHTS[i]! * POSITION_WEIGHTS[j]!;
    }),
  );
  return sum;
}

/** Every code of n different letters. */
function codesOfLength(n: number): THollandType[][] {
  if (n === 0) return [[]];
  return codesOfLength(n - 1).flatMap((code) => HOLLAND_TYPES.filter((t) => !code.includes(t)).map((t) => [...code, t]));
}

/** The lowest and highest closeness a job code of n letters can have to this student's code. */
function closenessRange(student: THollandType[], n: number): { min: number; max: number } {
  const all = codesOfLength(n).map((code) => hollandCloseness(code, student));
  return { min: Math.min(...all), max: Math.max(...all) };
}

/**
 * Interest fit 0..100: the job's closeness between the least and the most a code of its length can
 * have to the student's code (a job whose code is the student's scores 100).
 */
export function interestFit(student: THollandType[], job: THollandType[], range = closenessRange(student, job.length)): number {
  if (!student.length || !job.length) return 0;
  if (range.max === range.min) return 100;
  return ((hollandCloseness(job, student) - range.min) / (range.max - range.min)) * 100;
}

/**
 * Values fit 0..100: the job's values among the student's top values, weighted by the student's
 * ranking, against the best its number of values could reach.
 */
export function valuesFit(topValueCds: string[], jobValueCds: string[]): number {
  const jobValues = new Set(jobValueCds);
  const top = topValueCds.slice(0, VALUE_WEIGHTS.length);
  const got = top.reduce((sum, cd, rank) => sum + (jobValues.has(cd) ? VALUE_WEIGHTS[rank]! : 0), 0);
  const best = VALUE_WEIGHTS.slice(0, Math.min(jobValues.size, top.length)).reduce((sum, w) => sum + w, 0);
  return best === 0 ? 0 : (got / best) * 100;
}

const byJobNm = new Intl.Collator('ko');

/**
 * The jobs ranked by fit: interest 70% and values 30% when both results exist, whichever exists
 * otherwise; equal fits by job name. Jobs with nothing in common are left out; each comes with its
 * reasons in words. No result: no jobs.
 */
export function rankJobs<J extends TRankJob>(basis: TRankBasis, jobs: J[], limit: number = CRR_RCMDTN_LIMITS.jobs): TRanked<J>[] {
  const student = hollandLetters(basis.riasecCode);
  const topValues = (basis.topValues ?? []).slice(0, CRR_RCMDTN_LIMITS.topValues);
  const hasInterest = student.length > 0;
  const hasValues = topValues.length > 0;
  if (!hasInterest && !hasValues) return [];
  const ranges = new Map<number, { min: number; max: number }>();
  const rangeOf = (n: number) => ranges.get(n) ?? ranges.set(n, closenessRange(student, n)).get(n)!;

  const scored = jobs.map((job) => {
    const letters = hollandLetters(job.hollandCd);
    const interest = hasInterest ? interestFit(student, letters, rangeOf(letters.length)) : 0;
    const values = hasValues
      ? valuesFit(
          topValues.map((v) => v.cd),
          job.valueCds,
        )
      : 0;
    const score = hasInterest && hasValues ? INTEREST_SHARE * interest + (1 - INTEREST_SHARE) * values : hasInterest ? interest : values;
    return { job, letters, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || byJobNm.compare(a.job.jobNm, b.job.jobNm) || a.job.jobCd.localeCompare(b.job.jobCd))
    .slice(0, limit)
    .map(({ job, letters, score }) => ({
      job,
      fit: Math.round(score),
      reasons: [
        hasInterest ? interestReason(student, letters) : null,
        valuesReason(topValues.filter((v) => job.valueCds.includes(v.cd)).map((v) => v.nm)),
      ].filter((reason): reason is string => reason !== null),
    }));
}
