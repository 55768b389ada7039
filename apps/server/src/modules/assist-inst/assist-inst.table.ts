import { bigint, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';
import { atchFile } from '../files/files.table.js';

/**
 * Assist institutions shown on /infoGd/crrInst. The contact person's name, phone and e-mail are
 * personal data: the public page shows them only when cntctOpenYn is 'Y'.
 */
export const assistInst = pgTable('assist_inst', {
  assistInstId: serial().primaryKey(),
  instNm: text().notNull(),
  instTypeCd: text().notNull(),
  picNm: text(),
  telno: text(),
  email: text(),
  cntctOpenYn: ynColumn().notNull().default('N'),
  hmpgUrl: text(),
  addr: text(),
  /** the logo image (seqType assistInst, files module) and its alternative text */
  logoFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
  logoAlt: text(),
  instExpln: text(),
  sortSeq: integer().notNull().default(0),
  useYn: ynColumn().notNull().default('Y'),
  ...auditColumns,
});
