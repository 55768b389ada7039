import type { TPrhbwdBulkResponse, TPrhbwdBulkSave } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { api } from '../../../lib/api';
import { prhbwdResource } from './prhbwd-resource';

/** POST /api/prhbwdMng/bulk: several words, one per line; the list is read again after. */
export const postPrhbwdBulk = (body: TPrhbwdBulkSave) => api.post<TPrhbwdBulkResponse>('/api/prhbwdMng/bulk', { body });

export const usePrhbwdBulk = () => useInvalidatingMutation(postPrhbwdBulk, prhbwdResource.keys.all);
