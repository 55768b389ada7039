import { POINT_HOLDER_TYPES, seoulDate, type TCrrInfoDetail, type TCrrInfoListResponse, type TCrrInfoQuery, type TCrrInfoRow } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { earnPoint } from '../../lib/point-hook.js';
import type { TActor } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { codeName, jobCodes, type TJobCodes } from './crr-info.codes.js';
import { countJobs, findJob, findJobPage, findUsableJobNames, publicJobWhere, type TJobRow } from './crr-info.repo.js';

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

const isPointHolder = (actor: TActor | null): actor is TActor =>
  actor?.userTypeCd === 'S' && (POINT_HOLDER_TYPES as readonly string[]).includes(actor.mbrTypeAuthrt ?? '');

/**
 * /crrInsp/crrInfo/detail/:jobCd: a switched-off job is not found. A student who reads it earns
 * INFO points once per job and Korean day (the ledger's idntfId); a guest or teacher just reads.
 */
export async function getPublicJob(db: TDb, actor: TActor | null, jobCd: string): Promise<TCrrInfoDetail> {
  const row = await findJob(db, jobCd);
  if (!row || row.useYn !== 'Y') throw AppError.notFound();
  const [codes, relJobs] = await Promise.all([jobCodes(db), findUsableJobNames(db, row.relJobCds)]);
  if (isPointHolder(actor)) {
    await db.transaction((tx) =>
      earnPoint(tx, {
        userId: actor.userId,
        pointTypeCd: 'INFO',
        idntfId: `info:${jobCd}:${seoulDate()}`,
        reason: `직업 정보: ${row.jobNm}`,
        srcUrl: jobPagePath(jobCd),
      }),
    );
  }
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
