import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { atchFile } from '../files/files.table.js';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** User popups (admin popup): shown inside their period on their target pages. */
export const popup = pgTable(
  'popup',
  {
    popupId: serial().primaryKey(),
    popupNm: text().notNull(),
    bgngDt: timestamp({ withTimezone: true }).notNull(),
    endDt: timestamp({ withTimezone: true }).notNull(),
    /** page paths the popup opens on ('/main', '/eduIntdcn/grts', ...) */
    trgtPages: text().array().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    posTop: integer().notNull().default(0),
    posLeft: integer().notNull().default(0),
    /** IMAGE or TEXT */
    cnTypeCd: text({ enum: ['IMAGE', 'TEXT'] }).notNull(),
    /** the image of an IMAGE popup (seqType popup, files module) */
    imageFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    imageAlt: text(),
    cn: text(),
    /** http or https only (SECURITY 5) */
    linkUrl: text(),
    trgtTypeCd: text(),
    sortSeq: integer().notNull().default(0),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [index().on(t.useYn, t.bgngDt, t.endDt)],
);
