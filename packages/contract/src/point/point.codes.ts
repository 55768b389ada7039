/**
 * spec §9 point types: the POINT_TYPE code group's children, in the order the code page lists
 * them: CPN and GDS are spent (a coupon, a goods item), the others earned.
 */
export const POINT_TYPE_CDS = ['LGN', 'BSRV', 'ASRV', 'REVW', 'CMNT', 'LIKE', 'INFO', 'INSP', 'CRR', 'EXPR', 'APLY', 'CPN', 'GDS'] as const;
export type TPointTypeCd = (typeof POINT_TYPE_CDS)[number];
