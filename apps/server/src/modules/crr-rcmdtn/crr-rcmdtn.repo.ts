import { and, arrayOverlaps, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { job } from '../crr-info/crr-info.table.js';
import { insp, inspSheet } from '../insp/insp.table.js';
import { bmnexhl, smnexhl } from '../mnexhl/mnexhl.table.js';

/** The caller's latest completed sheet of each of these tests (one row per test at most). */
export function findLatestResults(db: TDbOrTx, userId: string, inspNames: string[]) {
  return db
    .selectDistinctOn([insp.inspName], { inspName: insp.inspName, sheetId: inspSheet.sheetId, cmplAt: inspSheet.cmplAt, scores: inspSheet.scores })
    .from(inspSheet)
    .innerJoin(insp, eq(insp.inspId, inspSheet.inspId))
    .where(and(eq(inspSheet.userId, userId), eq(inspSheet.sttsCd, 'CMPL'), inArray(insp.inspName, inspNames)))
    .orderBy(insp.inspName, desc(inspSheet.cmplAt), desc(inspSheet.sheetId));
}

/** The jobs in use, with what the ranking and the list need. */
export function findActiveJobs(db: TDbOrTx) {
  return db
    .select({ jobCd: job.jobCd, jobNm: job.jobNm, aliases: job.aliases, jobFmlyCd: job.jobFmlyCd, hollandCd: job.hollandCd, valueCds: job.valueCds })
    .from(job)
    .where(eq(job.useYn, 'Y'));
}

/** Small halls in use (in big halls in use) whose related occupations name one of these jobs. */
export function findHallsNaming(db: TDbOrTx, names: string[]) {
  return db
    .select({
      bmnexhlId: bmnexhl.bmnexhlId,
      bmnexhlNm: bmnexhl.bmnexhlNm,
      smnexhlId: smnexhl.smnexhlId,
      smnexhlNo: smnexhl.smnexhlNo,
      smnexhlNm: smnexhl.smnexhlNm,
      dutyCrs: smnexhl.dutyCrs,
    })
    .from(smnexhl)
    .innerJoin(bmnexhl, eq(bmnexhl.bmnexhlId, smnexhl.bmnexhlId))
    .where(and(eq(smnexhl.useYn, 'Y'), eq(bmnexhl.useYn, 'Y'), arrayOverlaps(smnexhl.dutyCrs, names)))
    .orderBy(asc(bmnexhl.sortSeq), asc(bmnexhl.bmnexhlId), asc(smnexhl.sortSeq), asc(smnexhl.smnexhlNo));
}
