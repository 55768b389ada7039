import type { TPrhbwdCheckResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/prhbwdMng/check: the words in use that a sentence contains (the page's test tool). */
export const postPrhbwdCheck = (text: string) => api.post<TPrhbwdCheckResponse>('/api/prhbwdMng/check', { body: { text } });

export const usePrhbwdCheck = () => useMutation({ mutationFn: postPrhbwdCheck });
