import type { TMajuonJoinRequest } from '@portal/contract';
import { joinClient } from './join-keys';

/** POST /icec/api/mbrJoin/majuonJoin (spec §2 majuonMbrJoinWrite). */
export const postMajuonJoin = (body: TMajuonJoinRequest) => joinClient.majuonJoin({ body });
