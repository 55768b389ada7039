/**
 * spec §9 point types: the POINT_TYPE code group's children, in the order the code page lists
 * them. CPN and GDS are spent (a coupon entry, a goods item; a refund is a + row of the same type).
 * Two more are ours: CMPN, an approved campaign application (its points are the campaign's), and
 * ADJ, an administrator's correction with a stated reason (either sign).
 */
export const POINT_TYPE_CDS = ['LGN', 'BSRV', 'ASRV', 'REVW', 'CMNT', 'LIKE', 'INFO', 'INSP', 'CRR', 'EXPR', 'APLY', 'CPN', 'GDS', 'CMPN', 'ADJ'] as const;
export type TPointTypeCd = (typeof POINT_TYPE_CDS)[number];

/** The types a student earns by taking part: their amounts are the codes' descriptions. */
export const EARN_POINT_TYPE_CDS = ['LGN', 'BSRV', 'ASRV', 'REVW', 'CMNT', 'LIKE', 'INFO', 'INSP', 'CRR', 'EXPR', 'APLY'] as const;
export type TEarnPointTypeCd = (typeof EARN_POINT_TYPE_CDS)[number];

/** Only students hold and see points (spec §6). */
export const POINT_HOLDER_TYPES = ['ST01', 'ST02'] as const;
