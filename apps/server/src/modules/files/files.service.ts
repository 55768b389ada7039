import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  displayImagePathOf,
  FILE_IMAGE_EXTENSIONS,
  FILE_MESSAGES,
  type TFileRemovalEntry,
  type TFileSeqType,
  type TFileUploadResponse,
} from '@portal/contract';
import type { TDb, TDbOrTx } from '../../db/client.js';
import type { TActor, TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { fileOwnerOf, type TFileOwner } from './files.owner.js';
import { findLiveById, findLiveByRef, findLiveInGroup, insertInGroup, lockGroup, markDeleted, tempUsageOf, type TFileRow } from './files.repo.js';
import { assertAllowedExtension, assertContentMatches, cleanFileName, MB, mimeTypeOf, refuse } from './files.rules.js';
import type { TFileStorage } from './files.storage.js';
import { toAtchFile } from './files.view.js';

export type TFilesDeps = { db: TDb; storage: TFileStorage; tmpDir: string };

/** One multipart file part as the route hands it over (Fastify-free). */
export type TFilePart = { fieldname: string; filename: string; file: Readable & { truncated: boolean } };

const notFound = () => AppError.notFound(FILE_MESSAGES.notFound);

function ownerOf(seqType: TFileSeqType): TFileOwner {
  const owner = fileOwnerOf(seqType);
  if (!owner) throw refuse(FILE_MESSAGES.denied);
  return owner;
}

/** May the caller change the file: its uploader while unsaved, whoever may change the owning record after. */
async function mayChange(db: TDbOrTx, owner: TFileOwner, user: TRequestUser, row: TFileRow): Promise<boolean> {
  if (row.sttsCd === 'TEMP') return row.regUserId === user.userId;
  return row.seqId !== null && (await owner.canRemove(db, user, row.seqId));
}

/**
 * A group the client names: of this type, every file in it the caller's to change, the record saved
 * with it (even with no file left) theirs to change, and not full (spec §5: listed files count).
 */
async function assertGroupOpen(db: TDbOrTx, owner: TFileOwner, user: TRequestUser, seqType: TFileSeqType, fileModuleId: string, maxCount: number) {
  const rows = await findLiveInGroup(db, fileModuleId);
  for (const row of rows) {
    if (row.seqType !== seqType || !(await mayChange(db, owner, user, row))) throw AppError.forbidden(FILE_MESSAGES.denied);
  }
  const record = await owner.recordOfGroup?.(db, fileModuleId);
  if (record !== undefined && !(await owner.canRemove(db, user, record))) throw AppError.forbidden(FILE_MESSAGES.denied);
  if (rows.length >= maxCount) throw refuse(FILE_MESSAGES.count(maxCount));
}

/** What one user may hold in uploads not yet saved with a record (they are kept FILE_TEMP_HOURS): disk is not theirs to fill. */
const TEMP_MAX_FILES = 100;
const TEMP_MAX_BYTES = 2 * 1024 * MB;

async function assertTempRoom(db: TDbOrTx, userId: string): Promise<void> {
  const usage = await tempUsageOf(db, userId);
  if (usage.files >= TEMP_MAX_FILES || usage.bytes >= TEMP_MAX_BYTES) throw refuse(FILE_MESSAGES.quota);
}

/** A new private file name in the temp folder (the sweeper removes what a crash leaves there). */
export async function tempPathOf(deps: Pick<TFilesDeps, 'tmpDir'>): Promise<string> {
  await mkdir(deps.tmpDir, { recursive: true, mode: 0o700 });
  return path.join(deps.tmpDir, randomBytes(16).toString('hex'));
}

/** The temp file's content must agree with its extension; then its bytes go to storage under a new random key. */
export async function storeChecked(deps: Pick<TFilesDeps, 'storage'>, tmp: string, extension: string): Promise<{ storageKey: string; mimeType: string }> {
  await assertContentMatches(tmp, extension);
  const storageKey = randomBytes(16).toString('hex');
  const mimeType = mimeTypeOf(extension);
  await deps.storage.put(storageKey, tmp, mimeType);
  return { storageKey, mimeType };
}

/** Reads the part to a private temp file: the size limit is enforced while streaming (busboy stops at the limit). */
async function receive(deps: TFilesDeps, part: TFilePart, maxBytes: number): Promise<{ tmp: string; size: number }> {
  const tmp = await tempPathOf(deps);
  try {
    await pipeline(part.file, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw refuse(FILE_MESSAGES.size(maxBytes / MB));
    const { size } = await stat(tmp);
    if (size === 0) throw refuse(FILE_MESSAGES.empty);
    return { tmp, size };
  } catch (error) {
    await rm(tmp, { force: true });
    // a body cut off before its closing boundary is the client's (busboy's error has no errno code)
    if (error instanceof AppError || (error as NodeJS.ErrnoException).code) throw error;
    throw refuse(FILE_MESSAGES.noFile);
  }
}

/**
 * POST /api/common/fileUpload (spec §7, SECURITY 7): the owner's rules decide who may upload and
 * the limits; the name, size and content are checked; the bytes are stored, then the TEMP row is
 * inserted (a crash between the two leaves an object the sweeper removes).
 */
export async function uploadFile(
  deps: TFilesDeps,
  user: TRequestUser | null,
  target: { seqtype: TFileSeqType; seqid?: string | undefined; filemoduleid?: string | undefined },
  readPart: (maxBytes: number) => Promise<TFilePart | undefined>,
): Promise<TFileUploadResponse> {
  const owner = ownerOf(target.seqtype);
  const limits = await owner.uploadPolicy(deps.db, user, target.seqid);
  if (!user) throw AppError.unauthorized();
  const fileModuleId = target.filemoduleid ?? randomUUID();
  if (target.filemoduleid) await assertGroupOpen(deps.db, owner, user, target.seqtype, fileModuleId, limits.maxCount);
  await assertTempRoom(deps.db, user.userId);

  const maxBytes = limits.maxSizeMb * MB;
  const part = await readPart(maxBytes);
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw refuse(FILE_MESSAGES.noFile);
  }
  let checked: { name: string; extension: string };
  try {
    checked = cleanFileName(part.filename);
    assertAllowedExtension(checked.extension, limits.extensions);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const { tmp, size } = await receive(deps, part, maxBytes);
  try {
    const { storageKey, mimeType } = await storeChecked(deps, tmp, checked.extension);
    let row: TFileRow;
    try {
      row = await deps.db.transaction(async (tx) => {
        await lockGroup(tx, fileModuleId);
        // counted again under the group's lock: parallel uploads cannot pass the limit together
        if ((await findLiveInGroup(tx, fileModuleId)).length >= limits.maxCount) throw refuse(FILE_MESSAGES.count(limits.maxCount));
        return insertInGroup(tx, {
          fileModuleId,
          seqType: target.seqtype,
          seqId: null,
          storageKey,
          orgFileNm: checked.name,
          fileSz: size,
          fileExtn: checked.extension,
          mimeType,
          regUserId: user.userId,
          registeredBy: user.userId,
          updatedBy: user.userId,
        });
      });
    } catch (error) {
      await deps.storage.remove(storageKey).catch(() => undefined);
      throw error;
    }
    const file = toAtchFile(row);
    return target.seqtype === 'editor' ? { ...file, uploadPath: displayImagePathOf(row) } : file;
  } finally {
    await rm(tmp, { force: true });
  }
}

/**
 * A file the caller may read (SECURITY 8, 15): found by database reference, then the owner's read rule; otherwise not found.
 * fileNm: the name to serve it under (the original's unless the owner's servedNameOf says otherwise).
 */
export async function readableFile(
  deps: TFilesDeps,
  user: TActor | null,
  ref: { seqType: TFileSeqType; fileModuleId: string; fileNo: number },
  opts: { imageOnly: boolean },
): Promise<{ row: TFileRow; body: Readable; fileNm: string }> {
  const row = await findLiveByRef(deps.db, ref);
  if (!row || (opts.imageOnly && !FILE_IMAGE_EXTENSIONS.includes(row.fileExtn))) throw notFound();
  const owner = ownerOf(row.seqType);
  const allowed = row.sttsCd === 'TEMP' ? user?.userId === row.regUserId : row.seqId !== null && (await owner.canRead(deps.db, user, row.seqId));
  if (!allowed) throw notFound();
  const body = await deps.storage.open(row.storageKey);
  if (!body) throw notFound();
  const served = user && row.seqId !== null ? await owner.servedNameOf?.(deps.db, user, row.seqId, row) : undefined;
  const subject = user && row.seqId !== null ? await owner.dataSubjectOf?.(deps.db, row.seqId) : undefined;
  const subjectId = typeof subject === 'string' ? subject : subject?.unnamedUserId;
  if (user && subject && subjectId !== user.userId) {
    const actnCd = opts.imageOnly ? 'VIEW' : 'DOWNLOAD';
    const file = `첨부파일 ${row.orgFileNm}`;
    await logPersonalDataAccess(
      deps.db,
      user,
      served
        ? { actnCd, trgtDesc: served.logDesc }
        : typeof subject === 'string'
          ? { actnCd, trgtUserId: subject, trgtDesc: file }
          : { actnCd, trgtDesc: `${subject.trgtDesc} ${file}` },
    );
  }
  return { row, body, fileNm: served?.fileNm ?? row.orgFileNm };
}

/** Removes the bytes of removed rows now; what fails here the sweeper retries (the rows stay DELETED). */
export async function purge(deps: Pick<TFilesDeps, 'storage'>, removed: { storageKey: string }[]): Promise<void> {
  for (const { storageKey } of removed) await deps.storage.remove(storageKey).catch(() => undefined);
}

/**
 * POST /api/common/removeFile/{type} (spec §7): every entry must be a live file of that type the
 * caller may change, or nothing is removed. Client physical names are never used (SECURITY 8).
 */
export async function removeFiles(
  deps: TFilesDeps,
  user: TRequestUser | null,
  seqType: TFileSeqType,
  entries: TFileRemovalEntry[],
): Promise<{ result: 'SUCCESS' }> {
  if (!user) throw AppError.unauthorized();
  const find = async (tx: TDbOrTx, entry: TFileRemovalEntry) => {
    const group = entry.bmnexhlAtchFileId ?? entry.smnexhlAtchFileId;
    const row =
      entry.fileId !== undefined
        ? await findLiveById(tx, entry.fileId)
        : group && entry.fileNo !== undefined
          ? await findLiveByRef(tx, { seqType, fileModuleId: group, fileNo: entry.fileNo })
          : undefined;
    if (!row || row.seqType !== seqType) throw notFound();
    return row;
  };
  const removed = await deps.db.transaction(async (tx) => {
    // the groups are locked in one order, so two removals of the same files cannot deadlock
    const groups = new Set<string>();
    for (const entry of entries) groups.add((await find(tx, entry)).fileModuleId);
    for (const group of [...groups].sort()) await lockGroup(tx, group);
    const ids = new Set<number>();
    const records = new Set<string>();
    for (const entry of entries) {
      const row = await find(tx, entry);
      if (!(await mayChange(tx, ownerOf(seqType), user, row))) throw AppError.forbidden(FILE_MESSAGES.denied);
      ids.add(row.fileId);
      if (row.sttsCd === 'ACTIVE' && row.seqId !== null) records.add(row.seqId);
    }
    const removed = await markDeleted(tx, [...ids], user.userId);
    if (records.size > 0) await ownerOf(seqType).afterRemove?.(tx, [...records]);
    return removed;
  });
  await purge(deps, removed);
  return { result: 'SUCCESS' };
}
