import type { TMbrJoinRequest } from '@portal/contract';
import { joinClient } from './join-keys';

/** POST /icec/api/mbrJoin/join (spec §2 mbrJoinWrite). */
export const postJoin = (body: TMbrJoinRequest) => joinClient.join({ body });
