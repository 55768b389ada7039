import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { mbr } from '../member/member.table.js';

/** A student's portfolio settings: the sections hidden from readers, the self-introduction and goals. */
export const portflo = pgTable('portflo', {
  userId: text()
    .primaryKey()
    .references(() => mbr.userId),
  slfIntrcn: text(),
  goal: text(),
  /** of PORTFLO_SECTIONS: PRFL, INSP, ACTV, PRGRM, CNTST, POINT */
  hiddenSections: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...auditColumns,
});
