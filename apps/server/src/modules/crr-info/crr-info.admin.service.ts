import { CRR_INFO_MESSAGES as M, type TJobItem, type TJobListQuery, type TJobListResponse, type TJobSave } from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import { auditOf } from '../../db/columns.js';
import { pageOf } from '../../db/paging.js';
import { orNull } from '../../lib/text.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { jobCodes } from './crr-info.codes.js';
import {
  adminJobWhere,
  countJobs,
  findExistingJobCds,
  findJob,
  findJobPage,
  insertJob,
  switchOffJob,
  type TJobRow,
  type TJobWrite,
  updateJob,
} from './crr-info.repo.js';

const toItem = (row: Omit<TJobRow, 'srchTkns'>): TJobItem => ({ ...row, ...auditOf(row) });

const invalid = (field: string, message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { [field]: message } });

/** The family and values must be active codes, the related jobs other existing jobs; each entry once. */
async function toWrite(db: TDb, tx: TDbOrTx, input: TJobSave): Promise<TJobWrite> {
  const codes = await jobCodes(db, tx);
  if (!codes.fmly.has(input.jobFmlyCd)) throw invalid('jobFmlyCd', M.jobFmlyCd);
  const valueCds = [...new Set(input.valueCds)];
  if (valueCds.some((cd) => !codes.value.has(cd))) throw invalid('valueCds', M.valueCds);
  const relJobCds = [...new Set(input.relJobCds)];
  if (relJobCds.includes(input.jobCd)) throw invalid('relJobCds', M.relJobSelf);
  const existing = await findExistingJobCds(tx, relJobCds, input.jobCd);
  if (relJobCds.some((cd) => !existing.has(cd))) throw invalid('relJobCds', M.relJobCds);
  return {
    jobCd: input.jobCd,
    jobNm: input.jobNm,
    aliases: [...new Set(input.aliases)],
    jobFmlyCd: input.jobFmlyCd,
    hollandCd: input.hollandCd,
    valueCds,
    jobExpln: input.jobExpln,
    workCn: input.workCn,
    prepCn: input.prepCn,
    majors: [...new Set(input.majors)],
    certs: [...new Set(input.certs)],
    sbjcts: [...new Set(input.sbjcts)],
    relJobCds,
    srcNote: orNull(input.srcNote),
    sortSeq: input.sortSeq,
    useYn: input.useYn,
  };
}

export async function listJobs(db: TDb, actor: TActor, query: TJobListQuery): Promise<TJobListResponse> {
  assertAdmin(actor);
  const where = adminJobWhere(query);
  const page = await pageOf(query, countJobs(db, where), (offset, limit) => findJobPage(db, where, query.srchWrd, offset, limit));
  return { ...page, list: page.list.map(toItem) };
}

export async function getJob(db: TDb, actor: TActor, jobCd: string): Promise<TJobItem> {
  assertAdmin(actor);
  const row = await findJob(db, jobCd);
  if (!row) throw AppError.notFound();
  return toItem(row);
}

export async function createJob(db: TDb, actor: TActor, input: TJobSave): Promise<TJobItem> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await insertJob(tx, await toWrite(db, tx, input), actor.userId))) throw invalid('jobCd', M.jobCdTaken);
    return toItem((await findJob(tx, input.jobCd))!);
  });
}

/** The code names the job everywhere (links, recommendations): it is fixed once created. */
export async function updateJobEntry(db: TDb, actor: TActor, jobCd: string, input: TJobSave): Promise<TJobItem> {
  assertAdmin(actor);
  if (input.jobCd !== jobCd) throw invalid('jobCd', M.jobCdFixed);
  return db.transaction(async (tx) => {
    if (!(await findJob(tx, jobCd))) throw AppError.notFound();
    await updateJob(tx, await toWrite(db, tx, input), actor.userId);
    return toItem((await findJob(tx, jobCd))!);
  });
}

/**
 * Removing a job switches it off (useYn N) rather than deleting it: the shipped jobs are base data
 * seeded by code at every start (a deleted one would come back), and other jobs, recommendations
 * and result pages name it by code. The administrator may switch it on again.
 */
export async function removeJob(db: TDb, actor: TActor, jobCd: string): Promise<{ result: 'SUCCESS' }> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    if (!(await switchOffJob(tx, jobCd, actor.userId))) throw AppError.notFound();
    return { result: 'SUCCESS' as const };
  });
}
