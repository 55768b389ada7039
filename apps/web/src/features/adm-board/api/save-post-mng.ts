import type { TPostSave } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { boardMngResource } from './board-mng-resource';
import { postMngKeys } from './post-mng-keys';

type TSaved = { postId: number };
export type TPostMngSave = TPostSave & { boardId?: string; postId?: number };

/** POST /api/postMng (a new post in any board) or PUT /api/postMng/:postId (the board stays). */
export const savePostMng = ({ postId, boardId, ...body }: TPostMngSave) =>
  postId === undefined ? api.post<TSaved>('/api/postMng', { body: { ...body, boardId } }) : api.put<TSaved>(`/api/postMng/${postId}`, { body });

// a new post changes its board's post count
export const useSavePostMng = () => useInvalidatingMutation(savePostMng, postMngKeys.all, boardMngResource.keys.all);
