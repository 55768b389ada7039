import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { postMngKeys } from './post-mng-keys';

/** PUT /api/postMng/:postId/answer: a Q&A answer; an empty one withdraws it. */
export const putPostAnswer = ({ postId, ansCn }: { postId: number; ansCn: string }) =>
  api.put<{ result: 'SUCCESS' }>(`/api/postMng/${postId}/answer`, { body: { ansCn } });

export const usePostAnswer = () => useInvalidatingMutation(putPostAnswer, postMngKeys.all);
