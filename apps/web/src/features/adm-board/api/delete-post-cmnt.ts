import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { postMngKeys } from './post-mng-keys';

/** DELETE /api/postMng/:postId/cmnt/:cmntId (the list's comment counts follow). */
export const deletePostCmnt = ({ postId, cmntId }: { postId: number; cmntId: number }) =>
  api.delete<{ result: 'SUCCESS' }>(`/api/postMng/${postId}/cmnt/${cmntId}`);

export const useDeletePostCmnt = () => useInvalidatingMutation(deletePostCmnt, postMngKeys.all);
