import { FILE_MESSAGES, srvyFileMaxCnt, srvyPhase, srvyQstns, SRVY_FILE_LIMITS } from '@portal/contract';
import type { TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { claimFiles, listFiles, seqIdNumber, type TFileOwner } from '../files/index.js';
import { inTarget, targetProfileOf } from '../member/index.js';
import { findRspns, findSrvy } from './srvy.repo.js';

export const SRVY_SEQ_TYPE = 'srvyRspns';

/**
 * A response's FILE answers (SECURITY 8, 15): a member uploads to an open survey with a FILE
 * question they may answer (seqId: the survey), the draft's or submit's save claims them (seqId:
 * the response), and only the respondent and administrators read them.
 */
export const srvyRspnsFileOwner: TFileOwner = {
  async uploadPolicy(db, user, seqId) {
    if (!user) throw AppError.unauthorized();
    const srvyId = seqIdNumber(seqId);
    const row = srvyId === undefined ? undefined : await findSrvy(db, srvyId);
    if (!row || row.sttsCd === 'DRAFT' || row.tmpltYn === 'Y') throw AppError.notFound();
    const fileQstns = srvyQstns(row.def).filter((q) => q.qstnType === 'FILE');
    if (fileQstns.length === 0 || srvyPhase(row.sttsCd, row.bgngDt, row.endDt) !== 'OPEN') throw AppError.forbidden(FILE_MESSAGES.denied);
    if (row.trgtSeCd === 'MBR' && !inTarget(row.trgtMbrTypes, row.trgtSchlTypes, await targetProfileOf(db, user.userId)))
      throw AppError.forbidden(FILE_MESSAGES.denied);
    return { maxCount: Math.max(...fileQstns.map(srvyFileMaxCnt)), ...SRVY_FILE_LIMITS };
  },
  async canRead(db, user, seqId) {
    const rspnsId = seqIdNumber(seqId, Number.MAX_SAFE_INTEGER);
    if (!user || rspnsId === undefined) return false;
    const row = await findRspns(db, rspnsId);
    return !!row && (user.userTypeCd === 'A' || row.userId === user.userId);
  },
  async canRemove(db, user, seqId) {
    const rspnsId = seqIdNumber(seqId, Number.MAX_SAFE_INTEGER);
    if (!user || rspnsId === undefined) return false;
    const row = await findRspns(db, rspnsId);
    return !!row && row.sttsCd === 'DRAFT' && row.userId === user.userId;
  },
  async dataSubjectOf(db, seqId) {
    const rspnsId = seqIdNumber(seqId, Number.MAX_SAFE_INTEGER);
    return rspnsId === undefined ? undefined : ((await findRspns(db, rspnsId))?.userId ?? undefined);
  },
};

/** In the response's save transaction: a FILE question's uploads become the response's; answers how many it has. */
export async function claimRspnsFiles(tx: TTx, o: { rspnsId: number; userId: string; fileModuleId: string; maxCount: number }): Promise<number> {
  await claimFiles(tx, {
    seqType: SRVY_SEQ_TYPE,
    fileModuleId: o.fileModuleId,
    seqId: String(o.rspnsId),
    userId: o.userId,
    limits: { maxCount: o.maxCount, ...SRVY_FILE_LIMITS },
  });
  return (await listFiles(tx, SRVY_SEQ_TYPE, o.fileModuleId, String(o.rspnsId))).length;
}
