import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';
import { instCode } from '../inst-code/inst-code.table.js';

/** Schools (spec §2 admin schlInfoMng); the NEIS school code is the natural key the import upserts by. */
export const schl = pgTable(
  'schl',
  {
    schlId: serial().primaryKey(),
    schlNm: text().notNull(),
    schlTypeCd: text().notNull(),
    regionCd: text().notNull(),
    addr: text(),
    zip: text(),
    telno: text(),
    hmpgUrl: text(),
    neisSchlCd: text().notNull().unique(),
    instCd: text().references(() => instCode.instCd, { onUpdate: 'cascade', onDelete: 'restrict' }),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [index().on(t.instCd)],
);
