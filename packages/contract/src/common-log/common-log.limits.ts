/** Bounds of the log calls' fields (spec §7); zod-free: the access logger is in the public first load. */
export const COMMON_LOG_LIMITS = { pageUrl: 300, referrer: 500, menuNm: 100, idntfId: 50 } as const;
