import { displayImagePathOf, FILE_IMAGE_EXTENSIONS, FILE_MESSAGES, type TAtchFile, type TFileSeqType } from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { activate, activateEditorImages, findActiveInGroup, findFirstImages, findLiveInGroup, lockGroup, markDeletedOf } from './files.repo.js';
import { toAtchFile } from './files.view.js';

/*
 * What owning modules call inside their own transactions (decision 012): a record's save claims
 * the files uploaded for it, its deletion removes them, its pages list them.
 */

/**
 * In the record's save transaction: the group's files become the record's. Every file must be of
 * this type and either uploaded by this user and unsaved, or already the record's; the count is
 * checked again under the group's lock (SECURITY 7, 15).
 */
export async function claimFiles(
  tx: TTx,
  o: { seqType: TFileSeqType; fileModuleId: string; seqId: string; userId: string; maxCount: number },
): Promise<void> {
  await lockGroup(tx, o.fileModuleId);
  const rows = await findLiveInGroup(tx, o.fileModuleId);
  for (const row of rows) {
    const mine = row.sttsCd === 'TEMP' ? row.regUserId === o.userId : row.seqId === o.seqId;
    if (row.seqType !== o.seqType || !mine) throw AppError.forbidden(FILE_MESSAGES.denied);
  }
  if (rows.length > o.maxCount) throw new AppError('FILE_REFUSED', 400, FILE_MESSAGES.count(o.maxCount));
  await activate(
    tx,
    rows.filter((r) => r.sttsCd === 'TEMP').map((r) => r.fileId),
    o.seqId,
    o.userId,
  );
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

/** The saved files of a group, in upload order. */
export async function listFiles(db: TDbOrTx, seqType: TFileSeqType, fileModuleId: string): Promise<TAtchFile[]> {
  return (await findActiveInGroup(db, seqType, fileModuleId)).map(toAtchFile);
}

/** Gallery thumbnails: each group's first saved image, as a displayImage path. */
export async function firstImages(db: TDbOrTx, seqType: TFileSeqType, fileModuleIds: string[]): Promise<Map<string, string>> {
  if (fileModuleIds.length === 0) return new Map();
  const rows = await findFirstImages(db, seqType, fileModuleIds, FILE_IMAGE_EXTENSIONS);
  return new Map(rows.map((r) => [r.fileModuleId, displayImagePathOf(r)]));
}
