import {
  CRR_RCMDTN_INSP_NAMES,
  CRR_RCMDTN_LIMITS,
  CRR_RCMDTN_MESSAGES,
  isStudentMbrType,
  type TCrrRcmdtnHall,
  type TCrrRcmdtnList,
  type TInspScores,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { codeName, jobCodes } from '../crr-info/index.js';
import { findActiveJobs, findHallsNaming, findLatestResults } from './crr-rcmdtn.repo.js';
import { hollandLetters, rankJobs, type TRanked } from './crr-rcmdtn.rank.js';
import { hallReason } from './crr-rcmdtn.reasons.js';

type TResultRow = Awaited<ReturnType<typeof findLatestResults>>[number];
type TJobRow = Awaited<ReturnType<typeof findActiveJobs>>[number];
type TBasis = TCrrRcmdtnList['basis'];

const iso = (at: Date | null) => (at ?? new Date(0)).toISOString();

/** The values ranked highest in a 직업가치관검사 result (rank 1 first). */
const topValuesOf = (scores: TInspScores | null) =>
  [...(scores?.scales ?? [])]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, CRR_RCMDTN_LIMITS.topValues)
    .map((scale) => ({ cd: scale.scaleId, nm: scale.scaleNm }));

function basisOf(rows: TResultRow[]): TBasis {
  const riasec = rows.find((row) => row.inspName === CRR_RCMDTN_INSP_NAMES.riasec);
  const values = rows.find((row) => row.inspName === CRR_RCMDTN_INSP_NAMES.workValues);
  const code = hollandLetters(riasec?.scores?.code).join('');
  const topValues = topValuesOf(values?.scores ?? null);
  return {
    riasec: riasec && code ? { sheetId: riasec.sheetId, code, cmplAt: iso(riasec.cmplAt) } : null,
    workValues: values && topValues.length ? { sheetId: values.sheetId, topValues, cmplAt: iso(values.cmplAt) } : null,
  };
}

/** Small halls naming a recommended job (by its name or an alias), the best-ranked job's halls first. */
async function hallsFor(db: TDb, ranked: TRanked<TJobRow>[]): Promise<TCrrRcmdtnHall[]> {
  const jobOfName = new Map<string, { jobNm: string; place: number }>();
  ranked.forEach(({ job }, place) => {
    for (const name of [job.jobNm, ...job.aliases]) if (!jobOfName.has(name)) jobOfName.set(name, { jobNm: job.jobNm, place });
  });
  const rows = await findHallsNaming(db, [...jobOfName.keys()]);
  return rows
    .map((row) => {
      const jobs = [...new Map((row.dutyCrs ?? []).flatMap((name) => jobOfName.get(name) ?? []).map((j) => [j.jobNm, j])).values()];
      jobs.sort((a, b) => a.place - b.place);
      return { row, jobs, place: jobs[0]?.place ?? ranked.length };
    })
    .sort((a, b) => a.place - b.place)
    .map(({ row, jobs }) => ({
      bmnexhlId: row.bmnexhlId,
      bmnexhlNm: row.bmnexhlNm,
      smnexhlId: row.smnexhlId,
      smnexhlNo: row.smnexhlNo,
      nm: row.smnexhlNm,
      reason: hallReason(jobs.map((j) => j.jobNm)),
    }));
}

/**
 * /crrRcmdtn/crrRcmdtnDtl: the calling student's own latest 직업흥미검사 and 직업가치관검사
 * results, the jobs that fit them best with the reasons, and the centre's halls about those jobs.
 * Only students take the tests (spec §6): anyone else is told where recommendations come from.
 */
export async function listCrrRcmdtns(db: TDb, actor: TActor): Promise<TCrrRcmdtnList> {
  if (!isStudentMbrType(actor.mbrTypeAuthrt)) throw AppError.forbidden(CRR_RCMDTN_MESSAGES.studentsOnly);
  const basis = basisOf(await findLatestResults(db, actor.userId, Object.values(CRR_RCMDTN_INSP_NAMES)));
  if (!basis.riasec && !basis.workValues) return { basis, jobs: [], halls: [] };
  const [jobs, codes] = await Promise.all([findActiveJobs(db), jobCodes(db)]);
  const ranked = rankJobs({ riasecCode: basis.riasec?.code ?? null, topValues: basis.workValues?.topValues ?? null }, jobs);
  return {
    basis,
    jobs: ranked.map(({ job, fit, reasons }) => ({
      jobCd: job.jobCd,
      jobNm: job.jobNm,
      jobFmlyNm: codeName(codes.fmly, job.jobFmlyCd).nm,
      hollandCd: job.hollandCd,
      fit,
      reasons,
    })),
    halls: ranked.length ? await hallsFor(db, ranked) : [],
  };
}
