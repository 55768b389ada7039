import { bigint, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { atchFile } from '../files/files.table.js';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** Big exhibition halls of the centre (대주제관, admin mnexhlMng, /eduIntdcn/mnexhlIntdcn). */
export const bmnexhl = pgTable(
  'bmnexhl',
  {
    bmnexhlId: serial().primaryKey(),
    bmnexhlNm: text().notNull(),
    bmnexhlExpln: text(),
    /** floor and place in the building (/eduIntdcn/flrInfo) */
    flrNm: text(),
    plcNm: text(),
    /** the hall's image (seqType bmnexhlImage, files module) */
    imageFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    imageAlt: text(),
    /** an external page about the hall (http/https), checked by the dead-link job */
    linkUrl: text(),
    /** the upload group of the hall's attachments (spec §3 bmnexhlAtchFileId; files issue) */
    bmnexhlAtchFileId: text(),
    sortSeq: integer().notNull().default(0),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [index().on(t.useYn, t.sortSeq)],
);

/** Small halls inside a big hall (소주제관), numbered within it (spec §2 .../:bmnexhlNo). */
export const smnexhl = pgTable(
  'smnexhl',
  {
    smnexhlId: serial().primaryKey(),
    bmnexhlId: integer()
      .notNull()
      .references(() => bmnexhl.bmnexhlId, { onDelete: 'cascade' }),
    smnexhlNo: integer().notNull(),
    smnexhlNm: text().notNull(),
    smnexhlExpln: text(),
    /** related duties or occupations, shown as tags */
    dutyCrs: text().array(),
    actvCn: text(),
    /** the hall's image (seqType smnexhlImage, files module) */
    imageFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    imageAlt: text(),
    linkUrl: text(),
    smnexhlAtchFileId: text(),
    sortSeq: integer().notNull().default(0),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [unique().on(t.bmnexhlId, t.smnexhlNo), index().on(t.bmnexhlId, t.sortSeq)],
);
