import {
  blindEntryNo,
  CNTST_MESSAGES as M,
  cntstPhaseOf,
  FILE_EXTENSIONS_DEFAULT,
  FILE_MESSAGES,
  recordIdOf,
  type TAtchFile,
  type TCntstEntryForm,
} from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { claimFiles, listFiles, type TFileLimits, type TFileOwner } from '../files/index.js';
import { inTarget, targetProfileOf } from '../member/index.js';
import { entryPositionOf, findCntst, findEntry, findEntryIdByFileGroup, isAllocated, isJudgeOf } from './cntst.repo.js';

const SEQ_TYPE = 'cntstEntry';

/** An entry's file as a judge of a blind contest gets it: '응모작 A-001-1.png' (the original name may name the entrant). */
export const blindFileNm = (entryNo: string, file: { fileNo: number; fileExtn: string }) => `${entryNo}-${file.fileNo}.${file.fileExtn}`;

/** An entry in the access log's words: the contest's id and the entry's number ('공모전 3 응모작 A-001'), never its title or entrant. */
export const entryLogDesc = (cntstId: number, what: string) => `공모전 ${cntstId} ${what}`;

/** An entry's file limits: the contest's entry form. */
export const entryFileLimits = (form: TCntstEntryForm): TFileLimits => ({
  maxCount: form.fileMaxCnt,
  maxSizeMb: form.fileMaxSizeMb,
  extensions: form.fileExts.length ? form.fileExts : FILE_EXTENSIONS_DEFAULT,
});

/**
 * An entry's files (SECURITY 8, 15): an eligible member uploads to a contest taking entries
 * (seqId: the contest), the entry's save claims them (seqId: the entry). Read by the entrant, the
 * judges the entry is allocated to, and administrators who are not judges of the contest; removed
 * by the entrant while the entry may be edited. Downloads by others are logged (the entrant's data);
 * a judge of a blind contest gets neutral names, and the log of their reads names the entry's number only.
 */
export const cntstEntryFileOwner: TFileOwner = {
  async uploadPolicy(db, user, seqId) {
    if (!user) throw AppError.unauthorized(M.loginRequired);
    if (user.userTypeCd === 'A') throw AppError.forbidden(FILE_MESSAGES.denied);
    const cntstId = recordIdOf(seqId);
    const row = cntstId === undefined ? undefined : await findCntst(db, cntstId);
    if (!row || row.sttsCd === 'DRAFT') throw AppError.notFound();
    if (!inTarget(row.trgtMbrTypes, row.trgtSchlTypes, await targetProfileOf(db, user.userId))) throw AppError.forbidden(M.notEligible);
    if (cntstPhaseOf(row) !== 'APLY' || row.entryForm.fileMaxCnt === 0) throw AppError.forbidden(M.notInPeriod);
    return entryFileLimits(row.entryForm);
  },
  async canRead(db, user, seqId) {
    const entryId = recordIdOf(seqId);
    if (!user || entryId === undefined) return false;
    const entry = await findEntry(db, entryId);
    if (!entry) return false;
    if (entry.userId === user.userId) return true;
    if (user.userTypeCd !== 'A') return false;
    if (await isJudgeOf(db, entry.cntstId, user.userId)) return isAllocated(db, entryId, user.userId);
    return true;
  },
  async canRemove(db, user, seqId) {
    const entryId = recordIdOf(seqId);
    if (!user || entryId === undefined) return false;
    const entry = await findEntry(db, entryId);
    if (!entry || entry.userId !== user.userId || entry.sttsCd !== 'SUBMIT') return false;
    const row = await findCntst(db, entry.cntstId);
    return !!row && cntstPhaseOf(row) === 'APLY';
  },
  async dataSubjectOf(db, seqId) {
    const entryId = recordIdOf(seqId);
    return entryId === undefined ? undefined : (await findEntry(db, entryId))?.userId;
  },
  async servedNameOf(db, user, seqId, file) {
    const entryId = recordIdOf(seqId);
    const entry = entryId === undefined ? undefined : await findEntry(db, entryId);
    if (!entry || user.userTypeCd !== 'A' || !(await isJudgeOf(db, entry.cntstId, user.userId))) return undefined;
    const contest = await findCntst(db, entry.cntstId);
    if (contest?.blindYn !== 'Y') return undefined;
    const fileNm = blindFileNm(blindEntryNo(await entryPositionOf(db, entry.cntstId, entry.entryId)), file);
    return { fileNm, logDesc: entryLogDesc(entry.cntstId, `첨부파일 ${fileNm}`) };
  },
  async recordOfGroup(db, fileModuleId) {
    const entryId = await findEntryIdByFileGroup(db, fileModuleId);
    return entryId === undefined ? undefined : String(entryId);
  },
};

/** In the entry's save transaction: the files uploaded for it become its own. */
export async function claimEntryFiles(tx: TTx, entryId: number, userId: string, fileModuleId: string, form: TCntstEntryForm): Promise<void> {
  await claimFiles(tx, { seqType: SEQ_TYPE, fileModuleId, seqId: String(entryId), userId, limits: entryFileLimits(form) });
}

export const entryFiles = (db: TDbOrTx, row: { entryId: number; atchFileModuleId: string | null }): Promise<TAtchFile[]> =>
  row.atchFileModuleId ? listFiles(db, SEQ_TYPE, row.atchFileModuleId, String(row.entryId)) : Promise.resolve([]);
