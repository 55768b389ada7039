import { date, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { mbr } from '../member/member.table.js';

export const crrActv = pgTable(
  'crr_actv',
  {
    crrActvId: serial().primaryKey(),
    actvSeCd: text({ enum: ['FUSN', 'SCHL', 'STDNT'] }).notNull(),
    wrtrId: text().notNull().references(() => mbr.userId),
    schlCd: text(),
    schlNm: text().notNull(),
    grd: smallint().notNull(),
    actvYmd: date({ mode: 'string' }).notNull(),
    schlYr: smallint().notNull(),
    actvNm: text().notNull(),
    actvPrps: text().notNull(),
    actvPlc: text().notNull(),
    actvDgstfn: text().notNull(),
    dutyCr: text().notNull(),
    jobCd: text(),
    actvCn: text().notNull(),
    actvOpnn: text().notNull(),
    atchFileModuleId: text(),
    srcKey: text().unique(),
    ...auditColumns,
  },
  (t) => [index().on(t.actvSeCd, t.actvYmd), index().on(t.wrtrId), index().on(t.schlCd, t.schlYr)],
);

export const crrActvStdnt = pgTable(
  'crr_actv_stdnt',
  {
    crrActvId: integer()
      .notNull()
      .references(() => crrActv.crrActvId, { onDelete: 'cascade' }),
    userId: text().notNull().references(() => mbr.userId),
  },
  (t) => [primaryKey({ columns: [t.crrActvId, t.userId] }), index().on(t.userId, t.crrActvId)],
);
