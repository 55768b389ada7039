import { randomBytes, randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TFileSeqType } from '@portal/contract';
import type { TTx } from '../../db/client.js';
import { insertInGroup } from './files.repo.js';
import { assertContentMatches, cleanFileName, mimeTypeOf } from './files.rules.js';
import type { TFilesDeps } from './files.service.js';

/**
 * A file the server itself adds to a record (demo data): the same name and content checks as an
 * upload, stored, then recorded as the record's in a group of its own, in the caller's transaction
 * (a crash before it commits leaves bytes the sweeper removes). The source is copied, never moved.
 */
export async function storeServerFile(
  deps: Omit<TFilesDeps, 'db'>,
  tx: TTx,
  o: { sourcePath: string; orgFileNm: string; seqType: TFileSeqType; seqId: string; userId: string },
): Promise<string> {
  const { name, extension } = cleanFileName(o.orgFileNm);
  await mkdir(deps.tmpDir, { recursive: true, mode: 0o700 });
  const tmp = path.join(deps.tmpDir, randomBytes(16).toString('hex'));
  try {
    await copyFile(o.sourcePath, tmp);
    await assertContentMatches(tmp, extension);
    const { size } = await stat(tmp);
    const storageKey = randomBytes(16).toString('hex');
    const mimeType = mimeTypeOf(extension);
    await deps.storage.put(storageKey, tmp, mimeType);
    const fileModuleId = randomUUID();
    await insertInGroup(tx, {
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
    return fileModuleId;
  } finally {
    await rm(tmp, { force: true });
  }
}
