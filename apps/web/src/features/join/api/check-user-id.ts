import type { TYn } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST /icec/api/mbrJoin/checkId: whether the id can still be taken. */
export const checkUserId = (userId: string) => api.post<{ usableYn: TYn }>('/icec/api/mbrJoin/checkId', { body: { userId } });
