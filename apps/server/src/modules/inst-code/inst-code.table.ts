import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * Institution codes (spec §2 admin instCode): the code schools and other records refer to.
 * instCd may be corrected later; references follow it (on update cascade) and a referenced
 * code cannot be deleted (restrict; the service answers a Korean message first).
 */
export const instCode = pgTable(
  'inst_code',
  {
    instCodeId: serial().primaryKey(),
    instCd: text().notNull().unique(),
    instNm: text().notNull(),
    instTypeCd: text().notNull(),
    regionCd: text(),
    upInstCd: text().references((): AnyPgColumn => instCode.instCd, { onUpdate: 'cascade', onDelete: 'restrict' }),
    telno: text(),
    addr: text(),
    sortSeq: integer().notNull().default(0),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [index().on(t.upInstCd)],
);
