import type { TJoinResponse, TMajuonJoinRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST /icec/api/mbrJoin/majuonJoin (spec §2 majuonMbrJoinWrite). */
export const postMajuonJoin = (body: TMajuonJoinRequest) => api.post<TJoinResponse>('/icec/api/mbrJoin/majuonJoin', { body });
