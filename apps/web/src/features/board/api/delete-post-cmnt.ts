import { useInvalidatingMutation } from '../../../components/admin/crud';
import { postMngClient } from './board-client';
import { postMngKeys } from './post-mng-keys';

/** DELETE /api/postMng/:postId/cmnt/:cmntId (the list's comment counts follow). */
export const deletePostCmnt = ({ postId, cmntId }: { postId: number; cmntId: number }) => postMngClient.removeCmnt({ params: { postId, cmntId } });

export const useDeletePostCmnt = () => useInvalidatingMutation(deletePostCmnt, postMngKeys.all);
