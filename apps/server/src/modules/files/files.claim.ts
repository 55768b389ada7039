import { displayImagePathOf, FILE_IMAGE_EXTENSIONS, FILE_MESSAGES, type TAtchFile, type TFileSeqType } from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TFileLimits } from './files.owner.js';
import { activate, activateEditorImages, findActiveOf, findFirstImages, findLiveInGroup, lockGroup, markDeletedOf } from './files.repo.js';
import { MB, refuse } from './files.rules.js';
import { toAtchFile } from './files.view.js';

/*
 * What owning modules call inside their own transactions (decision 012): a record's save claims
 * the files uploaded for it, its deletion removes them, its pages list them.
 */

/**
 * In the record's save transaction: the group's files become the record's (SECURITY 7, 15). The
 * group must be of this type and hold no other record's files; this user's unsaved files in it are
 * checked against the record's own limits (an upload may have named another board's looser ones)
 * and the count again under the group's lock. Someone else's unsaved files are left to the sweep.
 */
export async function claimFiles(
  tx: TTx,
  o: { seqType: TFileSeqType; fileModuleId: string; seqId: string; userId: string; limits: TFileLimits },
): Promise<void> {
  await lockGroup(tx, o.fileModuleId);
  const rows = await findLiveInGroup(tx, o.fileModuleId);
  if (rows.some((row) => row.seqType !== o.seqType || (row.sttsCd === 'ACTIVE' && row.seqId !== o.seqId))) throw AppError.forbidden(FILE_MESSAGES.denied);
  const claimed = rows.filter((row) => row.sttsCd === 'TEMP' && row.regUserId === o.userId);
  const { maxCount, maxSizeMb, extensions } = o.limits;
  if (claimed.some((row) => !extensions.includes(row.fileExtn))) throw refuse(FILE_MESSAGES.extension(extensions.join(', ')));
  if (claimed.some((row) => row.fileSz > maxSizeMb * MB)) throw refuse(FILE_MESSAGES.size(maxSizeMb));
  if (rows.filter((row) => row.sttsCd === 'ACTIVE').length + claimed.length > maxCount) throw refuse(FILE_MESSAGES.count(maxCount));
  await activate(
    tx,
    claimed.map((r) => r.fileId),
    o.seqId,
    o.userId,
  );
}

/**
 * The upload group a record's save keeps: once the record has a group it keeps it (another group
 * is refused); a record without one may start the one its form uploaded into.
 */
export function keptFileGroup(current: string | null, input: string | undefined): string | null {
  if (!input) return current;
  if (current && current !== input) throw AppError.forbidden(FILE_MESSAGES.denied);
  return input;
}

const EDITOR_IMAGE = /imagePath=editor(?:%2f|\/)([0-9a-f-]{36})(?:%2f|\/)(\d{1,5})/gi;

/** The editor images (spec §7 uploadPath) a saved body shows, uploaded by this user, become the record's (ownerRef `seqType:seqId`). */
export async function claimEditorImages(tx: TTx, html: string, o: { userId: string; ownerRef: string }): Promise<void> {
  const refs = [...html.matchAll(EDITOR_IMAGE)].map((m) => ({ fileModuleId: m[1]!.toLowerCase(), fileNo: Number(m[2]) }));
  await activateEditorImages(tx, refs, o.ownerRef, o.userId);
}

/** In the deleting transaction: the records' files and editor images are removed (their bytes go with the next sweep). */
export async function removeFilesOf(tx: TTx, seqType: TFileSeqType, seqIds: string[]): Promise<void> {
  if (seqIds.length > 0) await markDeletedOf(tx, seqType, seqIds);
}

/** A record's saved files in its group, in upload order. */
export async function listFiles(db: TDbOrTx, seqType: TFileSeqType, fileModuleId: string, seqId: string): Promise<TAtchFile[]> {
  return (await findActiveOf(db, seqType, fileModuleId, seqId)).map(toAtchFile);
}

/** Gallery thumbnails: each record's first saved image, as a displayImage path, by record id. */
export async function firstImages(db: TDbOrTx, seqType: TFileSeqType, seqIds: string[]): Promise<Map<string, string>> {
  if (seqIds.length === 0) return new Map();
  const rows = await findFirstImages(db, seqType, seqIds, FILE_IMAGE_EXTENSIONS);
  return new Map(rows.map((r) => [r.seqId!, displayImagePathOf(r)]));
}
