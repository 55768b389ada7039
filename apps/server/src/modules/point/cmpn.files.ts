import { CMPN_PROOF_FILE_LIMITS, FILE_MESSAGES, recordIdOf, type TAtchFile } from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { claimFiles, listFiles, type TFileOwner } from '../files/index.js';
import { isHolderType } from './point.ledger.js';
import { findAply, findAplyIdByFileGroup, findCmpnProofRule } from './cmpn.repo.js';

const SEQ_TYPE = 'cmpnAply';
const isAdmin = (user: TRequestUser | null) => user?.userTypeCd === 'A';

/**
 * A campaign application's proof files (SECURITY 8, 15): a student attaches them to an open campaign
 * that asks for files (seqId: the campaign), the application's save claims them (seqId: the
 * application), and only the applicant and administrators read them. A sent proof is not changed.
 */
export const cmpnAplyFileOwner: TFileOwner = {
  async uploadPolicy(db, user, seqId) {
    if (!user) throw AppError.unauthorized();
    if (!isHolderType(user.mbrTypeAuthrt)) throw AppError.forbidden(FILE_MESSAGES.denied);
    const cmpnId = recordIdOf(seqId);
    const row = cmpnId === undefined ? undefined : await findCmpnProofRule(db, cmpnId);
    if (!row) throw AppError.notFound();
    if (row.proofFileYn !== 'Y' || !row.open) throw AppError.forbidden(FILE_MESSAGES.denied);
    return { ...CMPN_PROOF_FILE_LIMITS };
  },
  async canRead(db, user, seqId) {
    const aplyId = recordIdOf(seqId);
    if (!user || aplyId === undefined) return false;
    const row = await findAply(db, aplyId);
    return !!row && (isAdmin(user) || row.userId === user.userId);
  },
  canRemove: async () => false,
  async dataSubjectOf(db, seqId) {
    const aplyId = recordIdOf(seqId);
    return aplyId === undefined ? undefined : (await findAply(db, aplyId))?.userId;
  },
  async recordOfGroup(db, fileModuleId) {
    const aplyId = await findAplyIdByFileGroup(db, fileModuleId);
    return aplyId === undefined ? undefined : String(aplyId);
  },
};

/** In the application's save transaction: the proof files uploaded for it become its own; answers how many it has. */
export async function claimAplyFiles(tx: TTx, aplyId: number, userId: string, fileModuleId: string): Promise<number> {
  await claimFiles(tx, { seqType: SEQ_TYPE, fileModuleId, seqId: String(aplyId), userId, limits: CMPN_PROOF_FILE_LIMITS });
  return (await listFiles(tx, SEQ_TYPE, fileModuleId, String(aplyId))).length;
}

export const aplyFiles = (db: TDbOrTx, row: { aplyId: number; atchFileModuleId: string | null }): Promise<TAtchFile[]> =>
  row.atchFileModuleId ? listFiles(db, SEQ_TYPE, row.atchFileModuleId, String(row.aplyId)) : Promise.resolve([]);
