import { schlYrOf, type TPortfloActv, type TPortfloCntst, type TPortfloInsp, type TPortfloPrgrm } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { entriesAndAwardsOf } from '../cntst/index.js';
import { programsOfStudent } from '../fusn/index.js';
import { completedRsltsOf } from '../insp/index.js';
import { findActvsOf } from './portflo.repo.js';

/** How many of a result's highest scales the portfolio names. */
const TOP_SCALES = 3;

/** A student's records the portfolio, its PDF and the career history are built of. */
export type TStudentRecords = {
  /** every completed result, newest first */
  insp: TPortfloInsp[];
  actv: TPortfloActv[];
  prgrm: TPortfloPrgrm[];
  cntst: TPortfloCntst[];
};

/** A student's completed results, newest first, each with its code and highest scales. */
export async function inspSummariesOf(db: TDb, userId: string): Promise<TPortfloInsp[]> {
  const rslts = await completedRsltsOf(db, userId);
  return rslts
    .filter((r) => r.cmplAt !== null && r.scores !== null)
    .map((r) => ({
      sheetId: r.sheetId,
      inspId: r.inspId,
      inspNm: r.inspNm,
      cmplAt: r.cmplAt!.toISOString(),
      schlYr: schlYrOf(r.cmplAt!),
      code: r.scores!.code,
      topScales: [...r.scores!.scales]
        .sort((a, b) => a.rank - b.rank)
        .slice(0, TOP_SCALES)
        .map((s) => s.scaleNm),
    }))
    .sort((a, b) => b.cmplAt.localeCompare(a.cmplAt) || b.sheetId - a.sheetId);
}

export async function recordsOf(db: TDb, userId: string): Promise<TStudentRecords> {
  const [insp, actv, entries, prgrm] = await Promise.all([
    inspSummariesOf(db, userId),
    findActvsOf(db, userId),
    entriesAndAwardsOf(db, userId),
    // the fusion programs attended (issue 19), newest first, with whether the certificate can be had
    programsOfStudent(db, userId),
  ]);
  const cntst = entries.map((e) => ({ ...e, entryAt: e.entryAt.toISOString(), schlYr: schlYrOf(e.entryAt) }));
  return { insp, actv, prgrm, cntst };
}

/** The latest result of each test (the portfolio shows one per test). */
export const latestPerTest = (insp: readonly TPortfloInsp[]): TPortfloInsp[] => insp.filter((r, i) => insp.findIndex((o) => o.inspId === r.inspId) === i);

/** Items grouped by school year, newest year first, in their given order within a year. */
export function byYear<T extends { schlYr: number }>(items: readonly T[]): { schlYr: number; list: T[] }[] {
  const years = [...new Set(items.map((i) => i.schlYr))].sort((a, b) => b - a);
  return years.map((schlYr) => ({ schlYr, list: items.filter((i) => i.schlYr === schlYr) }));
}
