import {
  ADMIN_IMAGE_LIMITS,
  ADMIN_IMAGE_MESSAGES,
  displayImagePathOfRef,
  FILE_IMAGE_EXTENSIONS,
  FILE_MESSAGES,
  recordIdOf,
  type TFileSeqType,
} from '@portal/contract';
import { and, eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { claimFiles } from './files.claim.js';
import type { TFileOwner } from './files.owner.js';
import { findLiveById, markDeleted } from './files.repo.js';
import { refuse } from './files.rules.js';
import type { TFilesDeps } from './files.service.js';
import { storeServerImage } from './files.store.js';
import { atchFile } from './files.table.js';

/*
 * The administrators' images of records (banner, popup, book cover, hall, site and institution logo, centre page): one image a
 * record, its own upload group, the record's row holding the file id (decision 012).
 */

/**
 * Only administrators upload; a saved image is seen by whoever sees the record: administrators
 * always, anyone else while the record's public page shows it (SECURITY 8, 15).
 */
export function adminImageOwner(isPublic: (db: TDbOrTx, recordId: number) => Promise<boolean>): TFileOwner {
  return adminImageOwnerByKey(async (db, seqId) => {
    const id = recordIdOf(seqId);
    return id !== undefined && (await isPublic(db, id));
  });
}

/** The same for a record whose key is a text (a page code): `isPublic` gets the seqId as it is. */
export function adminImageOwnerByKey(isPublic: (db: TDbOrTx, seqId: string) => Promise<boolean>): TFileOwner {
  return {
    async uploadPolicy(_db, user) {
      if (!user) throw AppError.unauthorized();
      if (user.userTypeCd !== 'A') throw AppError.forbidden(FILE_MESSAGES.denied);
      return ADMIN_IMAGE_LIMITS;
    },
    canRead: async (db, user, seqId) => user?.userTypeCd === 'A' || (await isPublic(db, seqId)),
    canRemove: async (_db, user) => user?.userTypeCd === 'A',
  };
}

/**
 * In the record's save transaction: the image the save names becomes the record's. The current
 * one is kept as it is; a new one must be this user's unsaved upload of the record's type and an
 * image, and the one it replaces (or a removed one) is deleted. Answers the file id to store.
 */
export async function saveRecordImage(
  tx: TTx,
  o: { seqType: TFileSeqType; recordId: number | string; current: number | null; next: number | null; userId: string },
): Promise<number | null> {
  if (o.next === o.current) return o.current;
  if (o.next !== null) {
    const row = await findLiveById(tx, o.next);
    if (!row || row.sttsCd !== 'TEMP' || row.regUserId !== o.userId) throw AppError.forbidden(FILE_MESSAGES.denied);
    if (!FILE_IMAGE_EXTENSIONS.includes(row.fileExtn)) throw refuse(ADMIN_IMAGE_MESSAGES.notImage);
    if (row.seqType !== o.seqType) throw AppError.forbidden(FILE_MESSAGES.denied);
    await claimFiles(tx, { seqType: o.seqType, fileModuleId: row.fileModuleId, seqId: String(o.recordId), userId: o.userId, limits: ADMIN_IMAGE_LIMITS });
  }
  if (o.current !== null) await markDeleted(tx, [o.current], o.userId);
  return o.next;
}

/**
 * In a new record's save transaction, the record inserted without an image (its column refers to
 * checked files only): the image the save names becomes its own, set by `setImage`.
 */
export async function claimNewRecordImage(
  tx: TTx,
  o: { seqType: TFileSeqType; recordId: number; fileId: number | null; userId: string },
  setImage: (tx: TTx, recordId: number, fileId: number) => Promise<boolean>,
): Promise<void> {
  const fileId = await saveRecordImage(tx, { seqType: o.seqType, recordId: o.recordId, current: null, next: o.fileId, userId: o.userId });
  if (fileId !== null) await setImage(tx, o.recordId, fileId);
}

/** For a select: the `seqType/fileModuleId/fileNo` of the saved image a record's column names (null without one). */
export const imageRefOf = (fileIdColumn: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${atchFile.seqType} || '/' || ${atchFile.fileModuleId} || '/' || ${atchFile.fileNo} from ${atchFile} where ${and(
    eq(atchFile.fileId, fileIdColumn),
    eq(atchFile.sttsCd, 'ACTIVE'),
  )})`;

/** The displayImage address of an image reference (imageRefOf). */
export const imagePathOf = (ref: string | null): string | null => (ref === null ? null : displayImagePathOfRef(ref));

/** A picture the server stores as a record's image (demo data); the record's id or text key. */
export type TServerImage<K extends number | string = number> = { recordId: K; sourcePath: string; orgFileNm: string; userId: string };

/**
 * Stores each picture and sets it as its record's image, one transaction a record. `setImage`
 * sets it only on a record still without one and answers whether it did; otherwise (another
 * starting process was first) the transaction rolls back and the sweeper removes the stored bytes.
 */
export async function attachServerImages<K extends number | string>(
  deps: TFilesDeps,
  seqType: TFileSeqType,
  images: TServerImage<K>[],
  setImage: (tx: TTx, recordId: K, fileId: number) => Promise<boolean>,
): Promise<number> {
  let attached = 0;
  for (const image of images) {
    attached += await deps.db
      .transaction(async (tx) => {
        const fileId = await storeServerImage(deps, tx, { ...image, seqType, seqId: String(image.recordId) });
        if (!(await setImage(tx, image.recordId, fileId))) tx.rollback();
        return 1;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return 0;
        throw error;
      });
  }
  return attached;
}

const demoImages = new Map<string, (deps: TFilesDeps) => Promise<number>>();

/** Called once by a module's plugin: how its demo records get their pictures (attachServerImages). */
export function registerDemoImages(name: string, attach: (deps: TFilesDeps) => Promise<number>) {
  demoImages.set(name, attach);
}

/** Demo mode, after seeding: every module's demo pictures as stored files (seeders write rows only); runs at every start and adds only what is missing. */
export async function attachDemoImages(deps: TFilesDeps): Promise<number> {
  let attached = 0;
  for (const attach of demoImages.values()) attached += await attach(deps);
  return attached;
}
