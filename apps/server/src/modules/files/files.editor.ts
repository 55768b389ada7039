import { EDITOR_IMAGE_MAX_SIZE_MB, FILE_IMAGE_EXTENSIONS } from '@portal/contract';
import { AppError } from '../../plugins/app-error.js';
import type { TFileOwner } from './files.owner.js';

/** Editor images (spec §5, §7 uploadPath): each in a group of its own. */
const EDITOR_LIMITS = { maxCount: 1, maxSizeMb: EDITOR_IMAGE_MAX_SIZE_MB, extensions: FILE_IMAGE_EXTENSIONS };

/**
 * Anyone logged in may upload an image while writing; once a saved body claims it, it is as public
 * as a published body (its group id is an unguessable UUID). Only administrators remove claimed
 * ones: they go with their record otherwise.
 */
export const editorFileOwner: TFileOwner = {
  async uploadPolicy(_db, user) {
    if (!user) throw AppError.unauthorized();
    return EDITOR_LIMITS;
  },
  canRead: async () => true,
  canRemove: async (_db, user) => user?.userTypeCd === 'A',
};
