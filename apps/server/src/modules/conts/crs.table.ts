import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';
import { cls } from '../cls/cls.table.js';
import { mbr } from '../member/member.table.js';
import { conts } from './conts.table.js';

/**
 * Contents classes (수업, issue 20; `crs` in code: `cls` is a school class). A class is an ordered course
 * of sessions (차시) built from contents, published like contents; a teacher assigns it to their own
 * school class and sees which sessions' contents each student opened.
 */

export const contsCrs = pgTable(
  'conts_crs',
  {
    crsId: serial().primaryKey(),
    crsTtl: text().notNull(),
    crsSmry: text().notNull(),
    /** target school levels: EL01, MD01, HI01 (code SCHL_TYPE) */
    schlLvls: text().array().notNull(),
    sttsCd: text({ enum: ['DRAFT', 'REVIEW', 'PBLC', 'ARCHV'] })
      .notNull()
      .default('DRAFT'),
    pblcDt: timestamp({ withTimezone: true }),
    delYn: ynColumn().notNull().default('N'),
    ...auditColumns,
  },
  (t) => [
    index('conts_crs_public_idx')
      .on(t.sttsCd, t.pblcDt, t.crsId)
      .where(sql`${t.delYn} = 'N'`),
  ],
);

/** A class's sessions, numbered 1.. in order (replaced as a whole by every save). */
export const contsCrsSesn = pgTable(
  'conts_crs_sesn',
  {
    sesnId: serial().primaryKey(),
    crsId: integer()
      .notNull()
      .references(() => contsCrs.crsId, { onDelete: 'cascade' }),
    sesnNo: smallint().notNull(),
    sesnTtl: text().notNull(),
    /** the session's objectives */
    sesnObjc: text().notNull().default(''),
    /** the teacher's note, shown only to teachers */
    tchrNote: text().notNull().default(''),
  },
  (t) => [uniqueIndex('conts_crs_sesn_no_uq').on(t.crsId, t.sesnNo)],
);

/** A session's contents, in order. */
export const contsCrsSesnConts = pgTable(
  'conts_crs_sesn_conts',
  {
    sesnId: integer()
      .notNull()
      .references(() => contsCrsSesn.sesnId, { onDelete: 'cascade' }),
    contsId: integer()
      .notNull()
      .references(() => conts.contsId),
    sortSeq: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sesnId, t.contsId] }), index('conts_crs_sesn_conts_conts_idx').on(t.contsId)],
);

/** A class assigned by a teacher to a school class; one live assignment per class and school class. */
export const contsCrsAsgn = pgTable(
  'conts_crs_asgn',
  {
    asgnId: serial().primaryKey(),
    crsId: integer()
      .notNull()
      .references(() => contsCrs.crsId),
    clsId: integer()
      .notNull()
      .references(() => cls.clsId),
    asgnBy: text()
      .notNull()
      .references(() => mbr.userId),
    asgnAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    delYn: ynColumn().notNull().default('N'),
  },
  (t) => [
    uniqueIndex('conts_crs_asgn_live_uq')
      .on(t.crsId, t.clsId)
      .where(sql`${t.delYn} = 'N'`),
    index('conts_crs_asgn_cls_idx').on(t.clsId),
  ],
);

/** Which contents of an assignment each student opened, first time only. */
export const contsCrsOpen = pgTable(
  'conts_crs_open',
  {
    asgnId: integer()
      .notNull()
      .references(() => contsCrsAsgn.asgnId, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    contsId: integer()
      .notNull()
      .references(() => conts.contsId),
    frstOpenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.asgnId, t.userId, t.contsId] })],
);
