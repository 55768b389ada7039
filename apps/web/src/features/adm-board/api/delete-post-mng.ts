import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { boardMngResource } from './board-mng-resource';
import { postMngKeys } from './post-mng-keys';

/** DELETE /api/postMng/:postId, with its files and comments. */
export const deletePostMng = (postId: number) => api.delete<{ result: 'SUCCESS' }>(`/api/postMng/${postId}`);

export const useDeletePostMng = () => useInvalidatingMutation(deletePostMng, postMngKeys.all, boardMngResource.keys.all);
