import {
  FILE_MESSAGES,
  recordIdOf,
  SRVY_FILE_LIMITS,
  SRVY_MESSAGES as M,
  srvyFileMaxCnt,
  srvyPhase,
  srvyQstns,
  type TSrvyAnswers,
  type TSrvyView,
} from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { claimFiles, listFiles, type TFileOwner } from '../files/index.js';
import { targetProfileOf } from '../member/index.js';
import { findRspnsWithSrvy, findSrvy } from './srvy.repo.js';
import { ctxKeyOf, targetDenial } from './srvy.target.js';

export const SRVY_SEQ_TYPE = 'srvyRspns';

/** An upload's seqId: `<srvyId>`, or `<srvyId>:<ctxKey>` for a 'CTX' survey (its context, checked like a submit's). */
function uploadTarget(seqId: string | undefined): { srvyId: number | undefined; ctxKey: string | undefined } {
  const colon = seqId?.indexOf(':') ?? -1;
  return colon < 0 ? { srvyId: recordIdOf(seqId), ctxKey: undefined } : { srvyId: recordIdOf(seqId!.slice(0, colon)), ctxKey: seqId!.slice(colon + 1) };
}

/** A response's record for the files: its respondent and whether its survey is anonymous. */
async function rspnsOf(db: TDbOrTx, seqId: string) {
  const rspnsId = recordIdOf(seqId, Number.MAX_SAFE_INTEGER);
  return rspnsId === undefined ? undefined : findRspnsWithSrvy(db, rspnsId);
}

/**
 * A response's FILE answers (SECURITY 8, 15): a member uploads to an open survey with a FILE
 * question they may answer (seqId: the survey, and a 'CTX' survey's context; the same target check
 * as a submit), the draft's or submit's save claims them (seqId: the response), and only the
 * respondent and administrators read them. An administrator's read of an anonymous response's file
 * is logged without naming the respondent.
 */
export const srvyRspnsFileOwner: TFileOwner = {
  async uploadPolicy(db, user, seqId) {
    if (!user) throw AppError.unauthorized();
    const target = uploadTarget(seqId);
    const row = target.srvyId === undefined ? undefined : await findSrvy(db, target.srvyId);
    if (!row || row.sttsCd === 'DRAFT' || row.tmpltYn === 'Y') throw AppError.notFound();
    const fileQstns = srvyQstns(row.def).filter((q) => q.qstnType === 'FILE');
    if (fileQstns.length === 0 || srvyPhase(row.sttsCd, row.bgngDt, row.endDt) !== 'OPEN') throw AppError.forbidden(FILE_MESSAGES.denied);
    if (await targetDenial(db, row, user, await targetProfileOf(db, user.userId), ctxKeyOf(row, target.ctxKey))) throw AppError.forbidden(FILE_MESSAGES.denied);
    return { maxCount: Math.max(...fileQstns.map(srvyFileMaxCnt)), ...SRVY_FILE_LIMITS };
  },
  async canRead(db, user, seqId) {
    const row = user ? await rspnsOf(db, seqId) : undefined;
    return !!row && (user!.userTypeCd === 'A' || row.userId === user!.userId);
  },
  async canRemove(db, user, seqId) {
    const row = user ? await rspnsOf(db, seqId) : undefined;
    return !!row && row.sttsCd === 'DRAFT' && row.userId === user!.userId;
  },
  async dataSubjectOf(db, seqId) {
    const row = await rspnsOf(db, seqId);
    if (!row?.userId) return undefined;
    return row.anonYn === 'Y' ? { unnamedUserId: row.userId, trgtDesc: M.anonRspnsDesc(row.srvyTtl) } : row.userId;
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

/** The files a draft's FILE answers hold (claimed by its saves), by question: names and sizes for the answering page. */
export async function draftFilesOf(db: TDbOrTx, rspnsId: number, answers: TSrvyAnswers): Promise<TSrvyView['draftFiles']> {
  const groups = Object.entries(answers).flatMap(([qstnId, answer]) => (answer?.fileModuleId ? [[qstnId, answer.fileModuleId] as const] : []));
  const listed = await Promise.all(
    groups.map(async ([qstnId, fileModuleId]) => {
      const files = await listFiles(db, SRVY_SEQ_TYPE, fileModuleId, String(rspnsId));
      return [qstnId, files.map((file) => ({ name: file.orgFileNm, size: file.fileSz }))] as const;
    }),
  );
  return Object.fromEntries(listed.filter(([, files]) => files.length > 0));
}
