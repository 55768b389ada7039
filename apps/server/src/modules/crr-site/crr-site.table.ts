import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { atchFile } from '../files/files.table.js';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** Career sites shown on /infoGd/crrSite and checked by the dead-link job (admin crrSiteMng). */
export const crrSite = pgTable(
  'crr_site',
  {
    crrSiteId: serial().primaryKey(),
    siteNm: text().notNull(),
    siteUrl: text().notNull(),
    /** a child code of the CRR_SITE_CTGRY code group */
    ctgryCd: text(),
    siteExpln: text(),
    /** the logo image (seqType crrSite, files module) and its alternative text */
    logoFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    logoAlt: text(),
    sortSeq: integer().notNull().default(0),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [index().on(t.useYn, t.sortSeq)],
);
