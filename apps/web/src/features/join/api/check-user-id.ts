import { joinClient } from './join-keys';

/** POST /icec/api/mbrJoin/checkId: whether the id can still be taken. */
export const checkUserId = (userId: string) => joinClient.checkId({ body: { userId } });
