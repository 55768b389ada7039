import { useMutation } from '@tanstack/react-query';
import { prhbwdMngClient } from './prhbwd-client';

/** POST /api/prhbwdMng/check: the words in use that a sentence contains (the page's test tool). */
export const postPrhbwdCheck = (text: string) => prhbwdMngClient.check({ body: { text } });

export const usePrhbwdCheck = () => useMutation({ mutationFn: postPrhbwdCheck });
