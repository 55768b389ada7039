import { EDITOR_IMAGE_MAX_SIZE_MB, FILE_IMAGE_EXTENSIONS, ZFileSeqType } from '@portal/contract';
import { AppError } from '../../plugins/app-error.js';
import { fileOwnerOf, type TFileOwner } from './files.owner.js';

/** Editor images (spec §5, §7 uploadPath): each in a group of its own. */
const EDITOR_LIMITS = { maxCount: 1, maxSizeMb: EDITOR_IMAGE_MAX_SIZE_MB, extensions: FILE_IMAGE_EXTENSIONS };

/** A claimed editor image's seqId names its record (`board:123`): that record's owner decides. */
function ownerOfRecord(ref: string): { owner: TFileOwner; seqId: string } | undefined {
  const colon = ref.indexOf(':');
  const seqType = ZFileSeqType.safeParse(ref.slice(0, colon));
  const owner = seqType.success && seqType.data !== 'editor' ? fileOwnerOf(seqType.data) : undefined;
  return owner && { owner, seqId: ref.slice(colon + 1) };
}

/**
 * Anyone logged in may upload an image while writing; once a saved body claims it, whoever may read
 * that record sees it (an image in a secret post is as secret as the post). Only administrators
 * remove claimed ones: they go with their record otherwise.
 */
export const editorFileOwner: TFileOwner = {
  async uploadPolicy(_db, user) {
    if (!user) throw AppError.unauthorized();
    return EDITOR_LIMITS;
  },
  async canRead(db, user, seqId) {
    const record = ownerOfRecord(seqId);
    return !!record && (await record.owner.canRead(db, user, record.seqId));
  },
  canRemove: async (_db, user) => user?.userTypeCd === 'A',
};
