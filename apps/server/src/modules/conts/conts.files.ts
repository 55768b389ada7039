import { CONTS_FILE_LIMITS, FILE_MESSAGES, recordIdOf, type TAtchFile, type TContsFile } from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { adminImageOwner, claimFiles, listFiles, removeFilesOf, type TFileOwner } from '../files/index.js';
import { contsOfGroup, isContsLive, isContsVisible } from './conts.repo.js';

const isAdmin = (user: TRequestUser | null): boolean => user?.userTypeCd === 'A';

/**
 * A content's attachments (seqType contents, SECURITY 8, 15): administrators upload and remove;
 * anyone else reads them only while the content is visible (published and its time has come), so
 * a draft's or a scheduled content's files answer as missing to users, download included.
 */
export const contsFileOwner: TFileOwner = {
  async uploadPolicy(db, user, seqId) {
    if (!user) throw AppError.unauthorized();
    if (!isAdmin(user)) throw AppError.forbidden(FILE_MESSAGES.denied);
    if (seqId !== undefined) {
      const id = recordIdOf(seqId);
      if (id === undefined || !(await isContsLive(db, id))) throw AppError.notFound();
    }
    return CONTS_FILE_LIMITS;
  },
  async canRead(db, user, seqId) {
    const id = recordIdOf(seqId);
    if (id === undefined) return false;
    return isAdmin(user) ? isContsLive(db, id) : isContsVisible(db, id);
  },
  async canRemove(db, user, seqId) {
    const id = recordIdOf(seqId);
    return id !== undefined && isAdmin(user) && isContsLive(db, id);
  },
  async recordOfGroup(db, fileModuleId) {
    const id = await contsOfGroup(db, fileModuleId);
    return id === undefined ? undefined : String(id);
  },
};

/** The card image: administrators upload it; anyone sees it while the content is visible. */
export const contsImageOwner = adminImageOwner(isContsVisible);

/** In the save's transaction: the files uploaded for the content become its own. */
export async function claimContsFiles(tx: TTx, contsId: number, fileModuleId: string | null, userId: string): Promise<void> {
  if (!fileModuleId) return;
  await claimFiles(tx, { seqType: 'contents', fileModuleId, seqId: String(contsId), userId, limits: CONTS_FILE_LIMITS });
}

/** The content's saved attachments, in upload order, as the files module lists them. */
export async function contsAtchFiles(db: TDbOrTx, contsId: number, fileModuleId: string | null): Promise<TAtchFile[]> {
  return fileModuleId ? listFiles(db, 'contents', fileModuleId, String(contsId)) : [];
}

/** An attachment as the content lists it. */
export const toContsFile = (f: TAtchFile): TContsFile => ({
  fileModuleId: f.fileModuleId,
  fileNo: f.fileNo,
  fileNm: f.orgFileNm,
  fileSz: f.fileSz,
  downloadPath: f.downloadPath,
});

/** The content's saved attachments, in upload order, as the content lists them. */
export async function contsFiles(db: TDbOrTx, contsId: number, fileModuleId: string | null): Promise<TContsFile[]> {
  return (await contsAtchFiles(db, contsId, fileModuleId)).map(toContsFile);
}

/** In the deleting transaction (soft delete): the attachments and the image go with the content. */
export async function removeContsFiles(tx: TTx, contsId: number): Promise<void> {
  await removeFilesOf(tx, 'contents', [String(contsId)]);
  await removeFilesOf(tx, 'contentsImage', [String(contsId)]);
}
