import type { TFileSeqType } from '@portal/contract';
import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { atchFile } from './files.table.js';

export type TFileRow = typeof atchFile.$inferSelect;
export type TFileInsert = Omit<typeof atchFile.$inferInsert, 'fileId' | 'fileNo' | 'registeredAt' | 'updatedAt'>;

const live = ne(atchFile.sttsCd, 'DELETED');

/** Until the caller's transaction ends, no other upload, claim or removal changes this group (count limits). */
export async function lockGroup(tx: TTx, fileModuleId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`atch_file:${fileModuleId}`}, 0))`);
}

export const findLiveInGroup = (db: TDbOrTx, fileModuleId: string) =>
  db
    .select()
    .from(atchFile)
    .where(and(eq(atchFile.fileModuleId, fileModuleId), live))
    .orderBy(asc(atchFile.fileNo));

/** Numbers are never reused in a group, so a removed file's link cannot start serving another file. */
export async function insertInGroup(tx: TTx, values: TFileInsert): Promise<TFileRow> {
  const [next] = await tx
    .select({ no: sql<number>`coalesce(max(${atchFile.fileNo}), 0)::int + 1` })
    .from(atchFile)
    .where(eq(atchFile.fileModuleId, values.fileModuleId));
  const [row] = await tx
    .insert(atchFile)
    .values({ ...values, fileNo: next!.no })
    .returning();
  return row!;
}

export async function findLiveByRef(db: TDbOrTx, ref: { seqType: TFileSeqType; fileModuleId: string; fileNo: number }): Promise<TFileRow | undefined> {
  const [row] = await db
    .select()
    .from(atchFile)
    .where(and(eq(atchFile.seqType, ref.seqType), eq(atchFile.fileModuleId, ref.fileModuleId), eq(atchFile.fileNo, ref.fileNo), live));
  return row;
}

export async function findLiveById(db: TDbOrTx, fileId: number): Promise<TFileRow | undefined> {
  const [row] = await db
    .select()
    .from(atchFile)
    .where(and(eq(atchFile.fileId, fileId), live));
  return row;
}

/** A user's uploads not saved with a record yet. */
export async function tempUsageOf(db: TDbOrTx, userId: string): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${atchFile.fileSz}), 0)::bigint` })
    .from(atchFile)
    .where(and(eq(atchFile.regUserId, userId), eq(atchFile.sttsCd, 'TEMP')));
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

export const activate = (tx: TTx, fileIds: number[], seqId: string, userId: string) =>
  fileIds.length === 0
    ? Promise.resolve()
    : tx.update(atchFile).set({ sttsCd: 'ACTIVE', seqId, updatedBy: userId, updatedAt: new Date() }).where(inArray(atchFile.fileId, fileIds));

/** Editor images the body shows that this user uploaded and nobody claimed yet. */
export async function activateEditorImages(tx: TTx, refs: { fileModuleId: string; fileNo: number }[], ownerRef: string, userId: string): Promise<void> {
  if (refs.length === 0) return;
  await tx
    .update(atchFile)
    .set({ sttsCd: 'ACTIVE', seqId: ownerRef, updatedBy: userId, updatedAt: new Date() })
    .where(
      and(
        eq(atchFile.seqType, 'editor'),
        eq(atchFile.sttsCd, 'TEMP'),
        eq(atchFile.regUserId, userId),
        or(...refs.map((r) => and(eq(atchFile.fileModuleId, r.fileModuleId), eq(atchFile.fileNo, r.fileNo)))),
      ),
    );
}

export const markDeleted = (tx: TTx, fileIds: number[], userId: string | null) =>
  fileIds.length === 0
    ? Promise.resolve([])
    : tx
        .update(atchFile)
        .set({ sttsCd: 'DELETED', updatedBy: userId, updatedAt: new Date() })
        .where(inArray(atchFile.fileId, fileIds))
        .returning({ fileId: atchFile.fileId, storageKey: atchFile.storageKey });

/** The live files of records (and the editor images of those records, `seqType:seqId`), marked deleted. */
export async function markDeletedOf(tx: TTx, seqType: TFileSeqType, seqIds: string[]) {
  return tx
    .update(atchFile)
    .set({ sttsCd: 'DELETED', updatedAt: new Date() })
    .where(
      and(
        live,
        or(
          and(eq(atchFile.seqType, seqType), inArray(atchFile.seqId, seqIds)),
          and(
            eq(atchFile.seqType, 'editor'),
            inArray(
              atchFile.seqId,
              seqIds.map((id) => `${seqType}:${id}`),
            ),
          ),
        ),
      ),
    )
    .returning({ fileId: atchFile.fileId, storageKey: atchFile.storageKey });
}

export const findActiveOf = (db: TDbOrTx, seqType: TFileSeqType, fileModuleId: string, seqId: string) =>
  db
    .select()
    .from(atchFile)
    .where(and(eq(atchFile.seqType, seqType), eq(atchFile.fileModuleId, fileModuleId), eq(atchFile.seqId, seqId), eq(atchFile.sttsCd, 'ACTIVE')))
    .orderBy(asc(atchFile.fileNo));

/** The first active image of each record's group. */
export async function findFirstImages(db: TDbOrTx, seqType: TFileSeqType, seqIds: string[], imageExtensions: readonly string[]) {
  return db
    .selectDistinctOn([atchFile.seqId], { seqType: atchFile.seqType, seqId: atchFile.seqId, fileModuleId: atchFile.fileModuleId, fileNo: atchFile.fileNo })
    .from(atchFile)
    .where(and(eq(atchFile.seqType, seqType), inArray(atchFile.seqId, seqIds), eq(atchFile.sttsCd, 'ACTIVE'), inArray(atchFile.fileExtn, [...imageExtensions])))
    .orderBy(atchFile.seqId, asc(atchFile.fileNo));
}

// ---- the sweeper ----

const sweepable = (tempBefore: Date) => or(eq(atchFile.sttsCd, 'DELETED'), and(eq(atchFile.sttsCd, 'TEMP'), lt(atchFile.registeredAt, tempBefore)));

/**
 * Deletes a batch of removed rows and uploads never saved with a record, answering what it deleted.
 * The condition is checked again by the delete itself: a file claimed meanwhile stays.
 */
export async function deleteSweepable(db: TDbOrTx, tempBefore: Date, limit: number) {
  const batch = db.select({ fileId: atchFile.fileId }).from(atchFile).where(sweepable(tempBefore)).limit(limit);
  return db
    .delete(atchFile)
    .where(and(inArray(atchFile.fileId, batch), sweepable(tempBefore)))
    .returning({ storageKey: atchFile.storageKey });
}

export async function knownKeys(db: TDbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ storageKey: atchFile.storageKey }).from(atchFile).where(inArray(atchFile.storageKey, keys));
  return new Set(rows.map((r) => r.storageKey));
}
