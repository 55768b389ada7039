import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { atchFile } from '../files/files.table.js';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** Banners on /main and their target pages (admin banner): shown inside their period, in order. */
export const banner = pgTable(
  'banner',
  {
    bannerId: serial().primaryKey(),
    bannerNm: text().notNull(),
    /** where the banner shows: a child code of the BANNER_SE code group (MAIN, ...) */
    bannerSeCd: text().notNull().default('MAIN'),
    bgngDt: timestamp({ withTimezone: true }).notNull(),
    endDt: timestamp({ withTimezone: true }).notNull(),
    sortSeq: integer().notNull().default(0),
    /** the image (seqType banner, files module); a banner shows only with one */
    imageFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    altText: text().notNull(),
    /** http or https only (SECURITY 5) */
    linkUrl: text(),
    /** B opens a new window (as the menu's trgtTypeCd) */
    trgtTypeCd: text(),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [index().on(t.bannerSeCd, t.useYn, t.bgngDt, t.endDt)],
);
