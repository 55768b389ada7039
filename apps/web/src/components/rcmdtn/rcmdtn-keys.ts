import type { TRcmdtnTarget } from '@portal/contract';

/** Query keys of the recommendation counts (spec §7 rcmdtn), shared by every page with the button. */
export const rcmdtnKeys = {
  count: (target: TRcmdtnTarget) => ['rcmdtn', target.srvcCd, target.idntfId] as const,
};
