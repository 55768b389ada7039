import type { TAdmJoinRequest } from '@portal/contract';
import { joinClient } from './join-keys';

/** POST /icec/api/mbrJoin/admJoin (spec §2 admWrite): a pending staff or institution manager account. */
export const postAdmJoin = (body: TAdmJoinRequest) => joinClient.admJoin({ body });
