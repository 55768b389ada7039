import type { TAdmJoinRequest, TJoinResponse } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST /icec/api/mbrJoin/admJoin (spec §2 admWrite): a pending staff or institution manager account. */
export const postAdmJoin = (body: TAdmJoinRequest) => api.post<TJoinResponse>('/icec/api/mbrJoin/admJoin', { body });
