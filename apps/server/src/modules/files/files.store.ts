import { randomUUID } from 'node:crypto';
import { copyFile, rm, stat } from 'node:fs/promises';
import type { TFileSeqType } from '@portal/contract';
import type { TTx } from '../../db/client.js';
import { insertInGroup } from './files.repo.js';
import { cleanFileName } from './files.rules.js';
import { storeChecked, tempPathOf, type TFilesDeps } from './files.service.js';

type TServerFile = { sourcePath: string; orgFileNm: string; seqType: TFileSeqType; seqId: string; userId: string };

/**
 * A file the server itself adds to a record (demo data): the same name and content checks as an
 * upload, stored, then recorded as the record's in a group of its own, in the caller's transaction
 * (a crash before it commits leaves bytes the sweeper removes). The source is copied, never moved.
 */
async function storeAsRecords(deps: Omit<TFilesDeps, 'db'>, tx: TTx, o: TServerFile): Promise<{ fileId: number; fileModuleId: string }> {
  const { name, extension } = cleanFileName(o.orgFileNm);
  const tmp = await tempPathOf(deps);
  try {
    await copyFile(o.sourcePath, tmp);
    const { size } = await stat(tmp);
    const { storageKey, mimeType } = await storeChecked(deps, tmp, extension);
    const fileModuleId = randomUUID();
    const row = await insertInGroup(tx, {
      fileModuleId,
      seqType: o.seqType,
      seqId: o.seqId,
      sttsCd: 'ACTIVE',
      storageKey,
      orgFileNm: name,
      fileSz: size,
      fileExtn: extension,
      mimeType,
      regUserId: o.userId,
      registeredBy: o.userId,
      updatedBy: o.userId,
    });
    return { fileId: row.fileId, fileModuleId };
  } finally {
    await rm(tmp, { force: true });
  }
}

/** A file the server adds to a record (a post's attachment): answers its upload group. */
export const storeServerFile = async (deps: Omit<TFilesDeps, 'db'>, tx: TTx, o: TServerFile): Promise<string> =>
  (await storeAsRecords(deps, tx, o)).fileModuleId;

/** An image the server adds to a record (a demo banner's picture): answers its file id, which the record keeps. */
export const storeServerImage = async (deps: Omit<TFilesDeps, 'db'>, tx: TTx, o: TServerFile): Promise<number> => (await storeAsRecords(deps, tx, o)).fileId;
