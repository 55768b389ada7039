import { useInvalidatingMutation } from '../../../components/admin/crud';
import { postMngClient } from './board-client';
import { boardMngResource } from './board-mng-resource';
import { postMngKeys } from './post-mng-keys';

/** DELETE /api/postMng/:postId, with its files and comments. */
export const deletePostMng = (postId: number) => postMngClient.remove({ params: { postId } });

export const useDeletePostMng = () => useInvalidatingMutation(deletePostMng, postMngKeys.all, boardMngResource.keys.all);
