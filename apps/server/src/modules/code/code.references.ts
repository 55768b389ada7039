import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { assistInst, banner, conts, contsClsf, crrSite, instCode, mbr, schl } from '../../db/schema.js';

/** An entity column that stores the comCd of a child code of `upComCdId` (ARCHITECTURE convention 7). */
export type TCodeReference = { upComCdId: string; table: PgTable; column: AnyPgColumn };

/**
 * spec §8 'this code cannot be deleted': a code is in use while an entity row stores it. A module
 * that stores codes adds its columns here; a code of a listed group whose comCd appears in the
 * column can neither be deleted nor have its comCd changed.
 */
export const CODE_REFERENCES: readonly TCodeReference[] = [
  { upComCdId: 'USER_TYPE', table: mbr, column: mbr.userTypeCd },
  { upComCdId: 'MBR_TYPE_AUTHRT', table: mbr, column: mbr.mbrTypeAuthrt },
  { upComCdId: 'USER_STTS', table: mbr, column: mbr.userSttsCd },
  { upComCdId: 'SCHL_TYPE', table: mbr, column: mbr.schlTypeCd },
  { upComCdId: 'SCHL_TYPE', table: schl, column: schl.schlTypeCd },
  { upComCdId: 'REGION', table: schl, column: schl.regionCd },
  { upComCdId: 'REGION', table: instCode, column: instCode.regionCd },
  { upComCdId: 'INST_TYPE', table: instCode, column: instCode.instTypeCd },
  { upComCdId: 'INST_TYPE', table: assistInst, column: assistInst.instTypeCd },
  { upComCdId: 'CRR_SITE_CTGRY', table: crrSite, column: crrSite.ctgryCd },
  { upComCdId: 'BANNER_SE', table: banner, column: banner.bannerSeCd },
  // contents library (issue 20): a content's kind and its classifications (the leaves of CONTS_CLSF's groups)
  { upComCdId: 'CONTS_KND', table: conts, column: conts.contsKndCd },
  { upComCdId: 'CONTS_CLSF.AREA', table: contsClsf, column: contsClsf.clsfCd },
  { upComCdId: 'CONTS_CLSF.THEME', table: contsClsf, column: contsClsf.clsfCd },
  { upComCdId: 'CONTS_CLSF.JOB', table: contsClsf, column: contsClsf.clsfCd },
  { upComCdId: 'CONTS_CLSF.HALL', table: contsClsf, column: contsClsf.clsfCd },
];
