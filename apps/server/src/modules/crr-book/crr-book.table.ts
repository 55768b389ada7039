import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { atchFile } from '../files/files.table.js';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** Career books shown on /infoGd/crrBook (admin crrBookMng). */
export const crrBook = pgTable(
  'crr_book',
  {
    crrBookId: serial().primaryKey(),
    bookNm: text().notNull(),
    authorNm: text().notNull(),
    pblshrNm: text().notNull(),
    pblcnYr: smallint().notNull(),
    /** ISBN-10 or ISBN-13 without hyphens, check digit verified */
    isbn: text(),
    /** the cover image (seqType crrBook, files module) */
    coverFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    coverAlt: text(),
    /** plain text, shown as text */
    sumry: text(),
    relatedJobs: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the school types the book is recommended for (SCHL_TYPE codes); empty: any */
    trgtSchlTypeCds: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortSeq: integer().notNull().default(0),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [index().on(t.useYn, t.sortSeq, t.crrBookId)],
);
