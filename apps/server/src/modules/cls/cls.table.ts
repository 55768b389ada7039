import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';
import { mbr } from '../member/member.table.js';
import { schl } from '../school/school.table.js';

/**
 * A teacher's school (issue 18): requested by the teacher (PNDG), approved (APRV) by the school's
 * career teacher or an administrator. One school per teacher; the approval also sets the teacher's
 * `mbr.schlCd`, which the public-name rule reads.
 */
export const schlTchr = pgTable(
  'schl_tchr',
  {
    userId: text()
      .primaryKey()
      .references(() => mbr.userId),
    schlCd: text()
      .notNull()
      .references(() => schl.neisSchlCd, { onUpdate: 'cascade' }),
    sttsCd: text({ enum: ['PNDG', 'APRV'] })
      .notNull()
      .default('PNDG'),
    /** 진로전담교사: designates homeroom teachers and reservation managers, approves teachers */
    crrTchrYn: ynColumn().notNull().default('N'),
    /** 예약 담당자: the school's person in charge of reservations (fusion issue) */
    rsvtMngrYn: ynColumn().notNull().default('N'),
    aprvAt: timestamp({ withTimezone: true }),
    aprvBy: text(),
    ...auditColumns,
  },
  (t) => [index().on(t.schlCd, t.sttsCd)],
);

/** A school year's class; schlYr is the Korean school year (March to February, `schlYrOf`). */
export const cls = pgTable(
  'cls',
  {
    clsId: serial().primaryKey(),
    schlCd: text()
      .notNull()
      .references(() => schl.neisSchlCd, { onUpdate: 'cascade' }),
    schlYr: smallint().notNull(),
    grd: smallint().notNull(),
    clsNo: smallint().notNull(),
    /** 담임교사 */
    hmrmTchrId: text().references(() => mbr.userId),
    ...auditColumns,
  },
  (t) => [uniqueIndex().on(t.schlCd, t.schlYr, t.grd, t.clsNo)],
);

/**
 * A student in a class, one class per school year. PNDG: the student chose this class at join and
 * waits for a teacher; APRV: confirmed by a teacher, by bulk registration or by promotion.
 */
export const clsStdnt = pgTable(
  'cls_stdnt',
  {
    clsId: integer()
      .notNull()
      .references(() => cls.clsId),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    schlYr: smallint().notNull(),
    /** 번호 */
    stdntNo: smallint(),
    sttsCd: text({ enum: ['PNDG', 'APRV'] })
      .notNull()
      .default('PNDG'),
    aprvAt: timestamp({ withTimezone: true }),
    aprvBy: text(),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ columns: [t.clsId, t.userId] }),
    uniqueIndex().on(t.userId, t.schlYr),
    // a number is one student's in a class (promotion, approval and bulk registration race for them)
    uniqueIndex('cls_stdnt_no_uq')
      .on(t.clsId, t.stdntNo)
      .where(sql`${t.sttsCd} = 'APRV' and ${t.stdntNo} is not null`),
  ],
);
