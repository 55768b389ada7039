import type { TPrivacyActnCd } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import type { TActor } from '../../plugins/access.js';
import { insertPrivacyLog } from './privacy-log.repo.js';

/** Who acted, as the log keeps it: the account, its address and the screen it used. */
export type TPersonalDataActor = Pick<TActor, 'userId'> & { ip: string | null; menuPath?: string | null };

/** What was done to whose data. */
export type TPersonalDataAccess = {
  actnCd: TPrivacyActnCd;
  trgtUserId?: string | null;
  trgtDesc?: string | null;
  reason?: string | null;
};

/** Column bounds: a log row must never fail for an over-long description and lose the change it records. */
const clip = (value: string | null | undefined, max: number) => (value == null ? null : value.slice(0, max));

/**
 * SECURITY 17: records who (account, IP) did what (action) to whose data, and why for exports and
 * downloads. Pass the transaction of the change itself, so the change and its log row commit together.
 */
export async function logPersonalDataAccess(tx: TDb | TTx, actor: TPersonalDataActor, entry: TPersonalDataAccess): Promise<void> {
  await insertPrivacyLog(tx, {
    actorUserId: actor.userId,
    actorIp: clip(actor.ip, 64),
    actnCd: entry.actnCd,
    trgtUserId: entry.trgtUserId ?? null,
    trgtDesc: clip(entry.trgtDesc, 1000),
    menuPath: clip(actor.menuPath, 300),
    reason: clip(entry.reason, 500),
  });
}
