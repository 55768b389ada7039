import { seoulDate, type TCrrInfoDetail, type TCrrInfoRead, type TCrrInfoListResponse, type TCrrInfoQuery, type TCrrInfoRow } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { earnPoint } from '../../lib/point-hook.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { codeName, jobCodes, type TJobCodes } from './crr-info.codes.js';
import { countJobs, findJob, findJobPage, findUsableJobNames, lockUsableJob, publicJobWhere, type TJobRow } from './crr-info.repo.js';

/** The recommendation service code of a job (spec §7 rcmdtn: srvcCd JOB, idntfId the jobCd). */
export const JOB_SRVC_CD = 'JOB';

/** The public page of a job. */
const jobPagePath = (jobCd: string) => `/crrInsp/crrInfo/detail/${jobCd}`;

const toRow = (row: Omit<TJobRow, 'srchTkns'>, codes: TJobCodes): TCrrInfoRow => ({
  jobCd: row.jobCd,
  jobNm: row.jobNm,
  aliases: row.aliases,
  jobFmly: codeName(codes.fmly, row.jobFmlyCd),
  hollandCd: row.hollandCd,
  values: row.valueCds.map((cd) => codeName(codes.value, cd)),
  jobExpln: row.jobExpln,
});

/** /crrInsp/crrInfo: anyone; the jobs in use by name or alias, family, Holland type and value, 10 a page (spec §9). */
export async function listPublicJobs(db: TDb, query: TCrrInfoQuery): Promise<TCrrInfoListResponse> {
  const where = publicJobWhere(query);
  const [codes, page] = await Promise.all([
    jobCodes(db),
    pageOf(query, countJobs(db, where), (offset, limit) => findJobPage(db, where, query.srchWrd, offset, limit)),
  ]);
  return { ...page, list: page.list.map((row) => toRow(row, codes)) };
}

/** /crrInsp/crrInfo/detail/:jobCd: a job in use; reading it changes nothing (the page then calls readJob). */
export async function getPublicJob(db: TDb, jobCd: string): Promise<TCrrInfoDetail> {
  const row = await findJob(db, jobCd);
  if (!row || row.useYn !== 'Y') throw AppError.notFound();
  const [codes, relJobs] = await Promise.all([jobCodes(db), findUsableJobNames(db, row.relJobCds)]);
  return {
    ...toRow(row, codes),
    workCn: row.workCn,
    prepCn: row.prepCn,
    majors: row.majors,
    certs: row.certs,
    sbjcts: row.sbjcts,
    relJobs,
    srcNote: row.srcNote,
  };
}

/**
 * The job page of a logged-in member, once shown: a student earns INFO points once per job and
 * Korean day (the ledger's idntfId); anyone else earns nothing (the point module answers 0).
 */
export async function readJob(db: TDb, actor: TActor, jobCd: string): Promise<TCrrInfoRead> {
  return db.transaction(async (tx) => {
    const usable = await lockUsableJob(tx, jobCd);
    if (!usable) throw AppError.notFound();
    const point = await earnPoint(tx, {
      userId: actor.userId,
      pointTypeCd: 'INFO',
      idntfId: `info:${jobCd}:${seoulDate()}`,
      reason: `직업 정보: ${usable.jobNm}`,
      srcUrl: jobPagePath(jobCd),
    });
    return { point };
  });
}
