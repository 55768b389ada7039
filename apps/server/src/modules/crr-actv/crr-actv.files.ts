import { CRR_ACTV_FILE_LIMITS, CRR_ACTV_MESSAGES as M, CRR_ACTV_SEQ_TYPE, FILE_MESSAGES, recordIdOf, type TAtchFile } from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { teacherOf } from '../cls/index.js';
import { claimFiles, listFiles, type TFileOwner } from '../files/index.js';
import { actvAccessOf, isStudent } from './crr-actv.access.js';
import { findActv, findActvIdByFileGroup, findActvStudents } from './crr-actv.repo.js';

/**
 * An activity's photos and report (issue 18; SECURITY 8, 15): uploaded by whoever may write the
 * activity (a new one: a student or an approved teacher; an existing one: its writer), read by whoever
 * may view it, removed by its writer. FUSN activities take no files here.
 */
export const crrActvFileOwner: TFileOwner = {
  async uploadPolicy(db, user, seqId) {
    if (!user) throw AppError.unauthorized();
    if (seqId) {
      const crrActvId = recordIdOf(seqId);
      const row = crrActvId === undefined ? undefined : await findActv(db, crrActvId);
      if (!row) throw AppError.notFound(M.notFound);
      if (row.actvSeCd === 'FUSN') throw AppError.forbidden(M.fusnReadOnly);
      if (row.wrtrId !== user.userId) throw AppError.forbidden(M.writerOnly);
    } else if (!isStudent(user) && !(user.userTypeCd === 'T' && (await teacherOf(db, user.userId)))) {
      throw AppError.forbidden(FILE_MESSAGES.denied);
    }
    return CRR_ACTV_FILE_LIMITS;
  },
  async canRead(db, user, seqId) {
    const crrActvId = recordIdOf(seqId);
    const row = crrActvId === undefined ? undefined : await findActv(db, crrActvId);
    if (!user || !row) return false;
    return (await actvAccessOf(db, user, row, await findActvStudents(db, row.crrActvId))) !== null;
  },
  async canRemove(db, user, seqId) {
    const crrActvId = recordIdOf(seqId);
    const row = crrActvId === undefined ? undefined : await findActv(db, crrActvId);
    return !!user && !!row && row.actvSeCd !== 'FUSN' && row.wrtrId === user.userId;
  },
  /** A student's own activity is their personal data: a teacher's or administrator's download is logged. */
  async dataSubjectOf(db, seqId) {
    const crrActvId = recordIdOf(seqId);
    const owners = crrActvId === undefined ? [] : await findActvStudents(db, crrActvId);
    return owners.length === 1 ? owners[0]!.userId : undefined;
  },
  async recordOfGroup(db, fileModuleId) {
    const crrActvId = await findActvIdByFileGroup(db, fileModuleId);
    return crrActvId === undefined ? undefined : String(crrActvId);
  },
};

/** In the activity's save transaction: the files uploaded for it become its own. */
export async function claimActvFiles(tx: TTx, crrActvId: number, userId: string, fileModuleId: string): Promise<void> {
  await claimFiles(tx, { seqType: CRR_ACTV_SEQ_TYPE, fileModuleId, seqId: String(crrActvId), userId, limits: CRR_ACTV_FILE_LIMITS });
}

export const actvFiles = (db: TDbOrTx, row: { crrActvId: number; atchFileModuleId: string | null }): Promise<TAtchFile[]> =>
  row.atchFileModuleId ? listFiles(db, CRR_ACTV_SEQ_TYPE, row.atchFileModuleId, String(row.crrActvId)) : Promise.resolve([]);
