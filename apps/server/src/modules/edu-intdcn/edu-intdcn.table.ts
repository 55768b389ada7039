import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { atchFile } from '../files/files.table.js';

/**
 * The centre introduction pages the administrator edits (spec §2 /eduIntdcn/grts, crrMap, flrInfo):
 * common text and image, and the page's own structured fields in `extra`, checked by the
 * contract's schema of that page on every write and read.
 */
export const intdcnPage = pgTable('intdcn_page', {
  pageCd: text({ enum: ['GRTS', 'CRR_MAP', 'FLR_INFO'] }).primaryKey(),
  title: text().notNull(),
  cn: text().notNull().default(''),
  /** the page's image (seqType intdcnPage, seqId the page code; files module) and its alternative text */
  imageFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
  imageAlt: text(),
  extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  ...auditColumns,
});
