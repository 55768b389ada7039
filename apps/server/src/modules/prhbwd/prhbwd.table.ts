import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** admin prhbwdMng: the prohibited words, literal text; one row per normal form. */
export const prhbwd = pgTable(
  'prhbwd',
  {
    prhbwdId: serial().primaryKey(),
    /** as the administrator wrote it (<= 50 characters) */
    prhbwdNm: text().notNull(),
    /** normalizeProhibitedText(prhbwdNm): what the matcher compares, and what makes two words the same */
    normalizedNm: text().notNull(),
    expln: text(),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [uniqueIndex().on(t.normalizedNm)],
);

/**
 * One row (verId 1) whose version every change of the list raises in its own transaction: each
 * process compares it every few seconds with the version its matcher was built from, so a change
 * made through another process is seen without reading the whole list each time.
 */
export const prhbwdVer = pgTable('prhbwd_ver', {
  verId: integer().primaryKey(),
  ver: integer().notNull().default(0),
});
