import type { TPrivacyActnCd } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { insertPrivacyLog } from './privacy-log.repo.js';

export type TPersonalDataAccess = {
  actorUserId: string;
  actorIp: string | null;
  actnCd: TPrivacyActnCd;
  trgtUserId?: string | null;
  trgtDesc?: string | null;
  menuPath?: string | null;
  reason?: string | null;
};

/** Column bounds: a log row must never fail for an over-long description and lose the change it records. */
const clip = (value: string | null | undefined, max: number) => (value == null ? null : value.slice(0, max));

/**
 * SECURITY 17: records who (account, IP) did what (action) to whose data, and why for exports and
 * downloads. Pass the transaction of the change itself, so the change and its log row commit together.
 */
export async function logPersonalDataAccess(tx: TDb | TTx, entry: TPersonalDataAccess): Promise<void> {
  await insertPrivacyLog(tx, {
    actorUserId: entry.actorUserId,
    actorIp: clip(entry.actorIp, 64),
    actnCd: entry.actnCd,
    trgtUserId: entry.trgtUserId ?? null,
    trgtDesc: clip(entry.trgtDesc, 1000),
    menuPath: clip(entry.menuPath, 300),
    reason: clip(entry.reason, 500),
  });
}
