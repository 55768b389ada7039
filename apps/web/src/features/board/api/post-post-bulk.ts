import type { TPostBulk } from '@portal/contract';
import { useInvalidatingMutation } from '../../../components/admin/crud';
import { postMngClient } from './board-client';
import { boardMngResource } from './board-mng-resource';
import { postMngKeys } from './post-mng-keys';

/** POST /api/postMng/bulk: one action on the chosen posts, in one transaction. */
export const postPostBulk = (body: TPostBulk) => postMngClient.bulk({ body });

// hiding, moving and deleting change the boards' post counts
export const usePostBulk = () => useInvalidatingMutation(postPostBulk, postMngKeys.all, boardMngResource.keys.all);
