import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';
import { mbr } from '../member/member.table.js';
import { schl } from '../school/school.table.js';

export const schlTchr = pgTable(
  'schl_tchr',
  {
    userId: text().primaryKey().references(() => mbr.userId),
    schlCd: text().notNull().references(() => schl.neisSchlCd, { onUpdate: 'cascade' }),
    sttsCd: text({ enum: ['PNDG', 'APRV'] }).notNull().default('PNDG'),
    crrTchrYn: ynColumn().notNull().default('N'),
    rsvtMngrYn: ynColumn().notNull().default('N'),
    aprvAt: timestamp({ withTimezone: true }),
    aprvBy: text(),
    ...auditColumns,
  },
  (t) => [index().on(t.schlCd, t.sttsCd)],
);

export const cls = pgTable(
  'cls',
  {
    clsId: serial().primaryKey(),
    schlCd: text().notNull().references(() => schl.neisSchlCd, { onUpdate: 'cascade' }),
    schlYr: smallint().notNull(),
    grd: smallint().notNull(),
    clsNo: smallint().notNull(),
    hmrmTchrId: text().references(() => mbr.userId),
    ...auditColumns,
  },
  (t) => [uniqueIndex().on(t.schlCd, t.schlYr, t.grd, t.clsNo)],
);

export const clsStdnt = pgTable(
  'cls_stdnt',
  {
    clsId: integer().notNull().references(() => cls.clsId),
    userId: text().notNull().references(() => mbr.userId),
    schlYr: smallint().notNull(),
    stdntNo: smallint(),
    sttsCd: text({ enum: ['PNDG', 'APRV'] }).notNull().default('PNDG'),
    aprvAt: timestamp({ withTimezone: true }),
    aprvBy: text(),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.clsId, t.userId] }), uniqueIndex().on(t.userId, t.schlYr)],
);
