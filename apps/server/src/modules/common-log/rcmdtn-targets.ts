import type { TRcmdtnSrvcCd } from '@portal/contract';
import type { TTx } from '../../db/client.js';

/**
 * Whether an item of a service may be recommended now (it exists and is shown). The module that
 * owns the items registers its check, so this module knows no other module's tables. The check
 * runs in the recommendation's transaction and should lock the item's row (`for share`), so a
 * deletion cannot slip in between the check and the insert.
 */
export type TRcmdtnTargetCheck = (tx: TTx, idntfId: string) => Promise<boolean>;

const checks = new Map<TRcmdtnSrvcCd, TRcmdtnTargetCheck>();

export function registerRcmdtnTarget(srvcCd: TRcmdtnSrvcCd, check: TRcmdtnTargetCheck): void {
  checks.set(srvcCd, check);
}

export function rcmdtnTargetCheck(srvcCd: TRcmdtnSrvcCd): TRcmdtnTargetCheck | undefined {
  return checks.get(srvcCd);
}
