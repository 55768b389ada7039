import type { TPostSave } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { boardMngResource } from './board-mng-resource';
import { postMngClient } from './board-client';
import { postMngKeys } from './post-mng-keys';

/** A new post names its board; an edit names the post (its board stays). */
export type TPostMngSave = TPostSave & ({ postId: number } | { postId?: undefined; boardId: string });

/** POST /api/postMng (a new post in any board) or PUT /api/postMng/:postId (the board stays). */
export function savePostMng(save: TPostMngSave) {
  if (save.postId === undefined) return postMngClient.create({ body: save });
  const { postId, ...body } = save;
  return postMngClient.update({ params: { postId }, body });
}

// a new post changes its board's post count
export const useSavePostMng = () => useInvalidatingMutation(savePostMng, postMngKeys.all, boardMngResource.keys.all);
