import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

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
  logoPath: text(),
  logoAlt: text(),
  instExpln: text(),
  sortSeq: integer().notNull().default(0),
  useYn: ynColumn().notNull().default('Y'),
  ...auditColumns,
});
