import { date, index, integer, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { mbr } from '../member/member.table.js';

/**
 * A career activity (spec §3): FUSN written by the fusion issue from attendance (read-only here),
 * SCHL recorded by a teacher for a class or chosen students, STDNT a student's own record.
 */
export const crrActv = pgTable(
  'crr_actv',
  {
    crrActvId: serial().primaryKey(),
    actvSeCd: text({ enum: ['FUSN', 'SCHL', 'STDNT'] }).notNull(),
    wrtrId: text()
      .notNull()
      .references(() => mbr.userId),
    /** the writer's school when written (teacher or student); null for FUSN */
    schlCd: text(),
    schlNm: text().notNull(),
    grd: smallint().notNull(),
    actvYmd: date({ mode: 'string' }).notNull(),
    /** schlYrOf(actvYmd): the school year the activity counts in */
    schlYr: smallint().notNull(),
    actvNm: text().notNull(),
    actvPrps: text().notNull(),
    actvPlc: text().notNull(),
    /** code ACTV_DGSTFN: 5 매우 만족 .. 1 매우 불만족 */
    actvDgstfn: text().notNull(),
    /** the job's name when picked from the job dataset, or free text */
    dutyCr: text().notNull(),
    jobCd: text(),
    actvCn: text().notNull(),
    actvOpnn: text().notNull(),
    /** files module: seqType crrActv, seqId the activity */
    atchFileModuleId: text(),
    /** the fusion issue's idempotency key (e.g. 'atndc:12'); null otherwise */
    srcKey: text().unique(),
    ...auditColumns,
  },
  (t) => [index().on(t.actvSeCd, t.actvYmd), index().on(t.wrtrId), index().on(t.schlCd, t.schlYr), index().on(t.atchFileModuleId)],
);

/** Whose activity it is: the student for STDNT and FUSN, each chosen student for SCHL. */
export const crrActvStdnt = pgTable(
  'crr_actv_stdnt',
  {
    crrActvId: integer()
      .notNull()
      .references(() => crrActv.crrActvId, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
  },
  (t) => [primaryKey({ columns: [t.crrActvId, t.userId] }), index().on(t.userId, t.crrActvId)],
);
