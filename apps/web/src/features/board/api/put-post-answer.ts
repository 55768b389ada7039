import { useInvalidatingMutation } from '../../../components/admin/crud';
import { postMngClient } from './board-client';
import { postMngKeys } from './post-mng-keys';

/** PUT /api/postMng/:postId/answer: a Q&A answer; an empty one withdraws it. */
export const putPostAnswer = ({ postId, ansCn }: { postId: number; ansCn: string }) => postMngClient.answer({ params: { postId }, body: { ansCn } });

export const usePostAnswer = () => useInvalidatingMutation(putPostAnswer, postMngKeys.all);
