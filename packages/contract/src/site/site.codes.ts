/** The footer's policy pages (spec §2); also their route paths. */
export const POLICY_PAGE_CODES = ['IndvdlInfoProcessPolcy', 'SvcUseStplat', 'EmailGrupColctReject'] as const;
export type TPolicyPageCode = (typeof POLICY_PAGE_CODES)[number];
