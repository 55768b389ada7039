import type { TPrhbwdBulkSave } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { prhbwdMngClient } from './prhbwd-client';
import { prhbwdResource } from './prhbwd-resource';

/** POST /api/prhbwdMng/bulk: several words, one per line; the list is read again after. */
export const postPrhbwdBulk = (body: TPrhbwdBulkSave) => prhbwdMngClient.bulk({ body });

export const usePrhbwdBulk = () => useInvalidatingMutation(postPrhbwdBulk, prhbwdResource.keys.all);
