import type { TJoinResponse, TMbrJoinRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST /icec/api/mbrJoin/join (spec §2 mbrJoinWrite). */
export const postJoin = (body: TMbrJoinRequest) => api.post<TJoinResponse>('/icec/api/mbrJoin/join', { body });
