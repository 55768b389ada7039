import type { TFileSeqType } from '@portal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { lockGroup } from './files.repo.js';
import { atchFile } from './files.table.js';

/*
 * Upload groups shared out among several records (contents bulk registration, issue 20): the
 * uploader's unsaved files of some groups, and moving some of them into another group before the
 * owning record's save claims that group (claimFiles, with its limits).
 */

export type TTempFile = { fileId: number; fileModuleId: string; fileNo: number; fileNm: string; fileSz: number };

const tempOf = (seqType: TFileSeqType, userId: string) => and(eq(atchFile.seqType, seqType), eq(atchFile.sttsCd, 'TEMP'), eq(atchFile.regUserId, userId));

/** This user's unsaved files of the groups (seqType given), in upload order. */
export async function tempFilesOf(db: TDbOrTx, o: { seqType: TFileSeqType; fileModuleIds: string[]; userId: string }): Promise<TTempFile[]> {
  if (o.fileModuleIds.length === 0) return [];
  return db
    .select({
      fileId: atchFile.fileId,
      fileModuleId: atchFile.fileModuleId,
      fileNo: atchFile.fileNo,
      fileNm: atchFile.orgFileNm,
      fileSz: atchFile.fileSz,
    })
    .from(atchFile)
    .where(and(inArray(atchFile.fileModuleId, o.fileModuleIds), tempOf(o.seqType, o.userId)))
    .orderBy(asc(atchFile.fileId));
}

/**
 * In the caller's transaction: this user's unsaved files `fileIds` move to group `to` (numbered
 * after its last file), still unsaved; the caller then claims `to`. Every group touched is locked
 * (in one order, so two moves cannot wait on each other). Answers how many moved.
 */
export async function moveTempFiles(tx: TTx, o: { seqType: TFileSeqType; fileIds: number[]; to: string; userId: string }): Promise<number> {
  if (o.fileIds.length === 0) return 0;
  const rows = await tx
    .select({ fileId: atchFile.fileId, fileModuleId: atchFile.fileModuleId })
    .from(atchFile)
    .where(and(inArray(atchFile.fileId, o.fileIds), tempOf(o.seqType, o.userId)))
    .orderBy(asc(atchFile.fileId));
  for (const group of [...new Set([o.to, ...rows.map((r) => r.fileModuleId)])].sort()) await lockGroup(tx, group);
  const [last] = await tx
    .select({ no: sql<number>`coalesce(max(${atchFile.fileNo}), 0)::int` })
    .from(atchFile)
    .where(eq(atchFile.fileModuleId, o.to));
  let no = last!.no;
  for (const row of rows) {
    no += 1;
    await tx.update(atchFile).set({ fileModuleId: o.to, fileNo: no, updatedAt: new Date() }).where(eq(atchFile.fileId, row.fileId));
  }
  return rows.length;
}
