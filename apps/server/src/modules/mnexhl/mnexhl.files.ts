import { FILE_MESSAGES, MNEXHL_FILE_LIMITS, recordIdOf, type TAtchFile, type TFileSeqType } from '@portal/contract';
import type { TDbOrTx, TTx } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { AppError } from '../../plugins/app-error.js';
import { claimFiles, listFiles, removeFilesOf, type TFileOwner } from '../files/index.js';
import { findActiveBmnexhl, findBmnexhl } from './bmnexhl.repo.js';
import { findSmnexhl, isSmnexhlPublic } from './smnexhl.repo.js';

/** The file types of the halls (spec §7 removeFile typeBmnexhlMng / typeSmnexhlMng). */
export type THallSeqType = 'bmnexhl' | 'smnexhl';

const isAdmin = (user: TRequestUser | null): boolean => user?.userTypeCd === 'A';

type THallRules = {
  /** the hall exists (administrators see halls that are switched off) */
  exists(db: TDbOrTx, id: number): Promise<boolean>;
  /** the hall's public page shows (mnexhl.public.service.ts) */
  isPublic(db: TDbOrTx, id: number): Promise<boolean>;
};

/**
 * Only administrators attach to and remove from a hall (admin mnexhlMng); whoever sees the hall's
 * page may download its files, so a switched-off hall's files are the administrators' only.
 */
function hallFileOwner({ exists, isPublic }: THallRules): TFileOwner {
  return {
    // seqId: the hall being edited; absent while a new hall's form is open
    async uploadPolicy(db, user, seqId) {
      if (!user) throw AppError.unauthorized();
      if (!isAdmin(user)) throw AppError.forbidden(FILE_MESSAGES.denied);
      if (seqId !== undefined) {
        const id = recordIdOf(seqId);
        if (id === undefined || !(await exists(db, id))) throw AppError.notFound();
      }
      return { maxCount: MNEXHL_FILE_LIMITS.maxCount, maxSizeMb: MNEXHL_FILE_LIMITS.maxSizeMb, extensions: MNEXHL_FILE_LIMITS.extensions };
    },
    async canRead(db, user, seqId) {
      const id = recordIdOf(seqId);
      if (id === undefined) return false;
      return isAdmin(user) ? exists(db, id) : isPublic(db, id);
    },
    async canRemove(db, user, seqId) {
      const id = recordIdOf(seqId);
      return id !== undefined && isAdmin(user) && exists(db, id);
    },
  };
}

export const bmnexhlFileOwner = hallFileOwner({
  exists: async (db, id) => (await findBmnexhl(db, id)) !== undefined,
  isPublic: async (db, id) => (await findActiveBmnexhl(db, id)) !== undefined,
});

export const smnexhlFileOwner = hallFileOwner({
  exists: async (db, id) => (await findSmnexhl(db, id)) !== undefined,
  isPublic: isSmnexhlPublic,
});

/** In the hall's save transaction: the files uploaded for it become the hall's (count checked again under the group's lock). */
export async function claimHallFiles(tx: TTx, seqType: THallSeqType, hallId: number, fileModuleId: string | null, userId: string): Promise<void> {
  if (!fileModuleId) return;
  await claimFiles(tx, { seqType, fileModuleId, seqId: String(hallId), userId, limits: MNEXHL_FILE_LIMITS });
}

/** The seqType of a hall's image (files module: adminImageOwner). */
export const HALL_IMAGE_SEQ_TYPE = { bmnexhl: 'bmnexhlImage', smnexhl: 'smnexhlImage' } as const satisfies Record<THallSeqType, TFileSeqType>;

/** In the deleting transaction: the halls' attachments and images go with them. */
export async function removeHallFiles(tx: TTx, seqType: THallSeqType, hallIds: number[]): Promise<void> {
  await removeFilesOf(tx, seqType, hallIds.map(String));
  await removeFilesOf(tx, HALL_IMAGE_SEQ_TYPE[seqType], hallIds.map(String));
}

export const hallFiles = (db: TDbOrTx, seqType: THallSeqType, hallId: number, fileModuleId: string | null): Promise<TAtchFile[]> =>
  fileModuleId ? listFiles(db, seqType, fileModuleId, String(hallId)) : Promise.resolve([]);
