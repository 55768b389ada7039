import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';
import { atchFile } from '../files/files.table.js';
import { mbr } from '../member/member.table.js';
import { bmnexhl } from '../mnexhl/mnexhl.table.js';
import { schl } from '../school/school.table.js';

/**
 * Fusion activities (issue 19, decision 026). A program (admin prgrmEstbl) runs in the centre's
 * halls as sessions (a day and a time slot with a seat capacity). GRP programs are reserved by
 * schools (fusn_schl_rsvt, split into apply units whose students apply); INDV programs are applied
 * to by students directly, first come first served or by a verifiable lottery. Attendance writes the
 * student's FUSN career activity, the certificate and the EXPR points.
 */

/** A day the centre is closed (public holiday or centre closure): no program has a session on it. */
export const fusnClsr = pgTable('fusn_clsr', {
  clsrYmd: date({ mode: 'string' }).primaryKey(),
  /** HLDY 공휴일, CNTR 센터 휴관 */
  clsrSeCd: text({ enum: ['HLDY', 'CNTR'] }).notNull(),
  clsrNm: text().notNull(),
  ...auditColumns,
});

export const fusnPrgrm = pgTable(
  'fusn_prgrm',
  {
    prgrmId: serial().primaryKey(),
    prgrmNm: text().notNull(),
    /** GRP 단체(학교 예약), INDV 개인(학생 신청) */
    prgrmSeCd: text({ enum: ['GRP', 'INDV'] }).notNull(),
    /** target school levels: EL01, MD01, HI01 (code SCHL_TYPE) */
    schlLvls: text().array().notNull(),
    /** editor HTML, sanitised */
    prgrmExpln: text().notNull(),
    /** files module: seqType fusnPrgrm (images), seqId the program */
    atchFileModuleId: text(),
    imageFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    imageAlt: text(),
    /** minutes */
    durMin: smallint().notNull(),
    /** surveys of the survey engine ('CTX', opened for this program); null: none */
    bfrSrvyId: integer(),
    dgstfnSrvyId: integer(),
    /** whether attending and applying earn EXPR and APLY points */
    pointYn: ynColumn().notNull().default('Y'),
    /** booking opens at */
    opnDt: timestamp({ withTimezone: true }).notNull(),
    /** a session's deadline: the end of the day this many days before it (Asia/Seoul) */
    ddlnDays: smallint().notNull(),
    /** GRP: reservations one school may hold of this program per term; null: no limit */
    schlTermLmt: smallint(),
    /** GRP: a reservation is confirmed at once (Y) or by an administrator (N) */
    autoCnfmYn: ynColumn().notNull().default('N'),
    /** INDV: FCFS first come first served, LTRY lottery after the deadline */
    slctSeCd: text({ enum: ['FCFS', 'LTRY'] })
      .notNull()
      .default('FCFS'),
    /** INDV lottery: hours a waitlisted student has to accept a freed seat */
    offerHours: smallint().notNull().default(24),
    /** DRAFT: administrators only; OPEN: shown and bookable; CLOSED: shown, not bookable */
    sttsCd: text({ enum: ['DRAFT', 'OPEN', 'CLOSED'] })
      .notNull()
      .default('DRAFT'),
    /** the program this one was copied from (copy to the next term) */
    orgnPrgrmId: integer(),
    ...auditColumns,
  },
  (t) => [index().on(t.sttsCd, t.prgrmSeCd)],
);

/** The halls a program uses (spec admin mnexhlMng: the big halls). */
export const fusnPrgrmHall = pgTable(
  'fusn_prgrm_hall',
  {
    prgrmId: integer()
      .notNull()
      .references(() => fusnPrgrm.prgrmId, { onDelete: 'cascade' }),
    bmnexhlId: integer()
      .notNull()
      .references(() => bmnexhl.bmnexhlId),
  },
  (t) => [primaryKey({ columns: [t.prgrmId, t.bmnexhlId] }), index().on(t.bmnexhlId)],
);

/**
 * A session: a day and a time slot of a program with its seats. rsvdCnt is the seats taken
 * (students of GRP reservations, or INDV applications holding a seat); it only moves by a guarded
 * UPDATE (`rsvd_cnt + n <= cpcty`), which is what never oversells.
 */
export const fusnSesn = pgTable(
  'fusn_sesn',
  {
    sesnId: serial().primaryKey(),
    prgrmId: integer()
      .notNull()
      .references(() => fusnPrgrm.prgrmId, { onDelete: 'cascade' }),
    sesnYmd: date({ mode: 'string' }).notNull(),
    /** HH:MM, Asia/Seoul */
    bgngTm: text().notNull(),
    endTm: text().notNull(),
    /** the start and end as instants, for comparisons with now() */
    bgngDt: timestamp({ withTimezone: true }).notNull(),
    endDt: timestamp({ withTimezone: true }).notNull(),
    /** nothing is booked or applied for at or after this instant (server time) */
    ddlnDt: timestamp({ withTimezone: true }).notNull(),
    cpcty: integer().notNull(),
    rsvdCnt: integer().notNull().default(0),
    /** OPEN, or CNCL (cancelled by an administrator, e.g. a new closure day) */
    sttsCd: text({ enum: ['OPEN', 'CNCL'] })
      .notNull()
      .default('OPEN'),
    /** INDV lottery (decision 022's draw): the salt of the committed seed, its commitment, the draw */
    seedSalt: text(),
    commitHash: text(),
    seedHex: text(),
    drawnAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex().on(t.prgrmId, t.sesnYmd, t.bgngTm),
    index().on(t.sesnYmd),
    check('fusn_sesn_seats', sql`${t.rsvdCnt} >= 0 and ${t.rsvdCnt} <= ${t.cpcty}`),
  ],
);

/**
 * A school's reservation of a GRP session for stdntCnt students. sttsCd is stored as APLY, CNFM or
 * CNCL; 마감 (after ddlnDt) and 완료 (after endDt) are derived from the session's times.
 */
export const fusnSchlRsvt = pgTable(
  'fusn_schl_rsvt',
  {
    schlRsvtId: serial().primaryKey(),
    sesnId: integer()
      .notNull()
      .references(() => fusnSesn.sesnId),
    schlCd: text()
      .notNull()
      .references(() => schl.neisSchlCd, { onUpdate: 'cascade' }),
    /** the teacher who reserved (the school's reservation manager or career teacher) */
    rsvtUserId: text()
      .notNull()
      .references(() => mbr.userId),
    stdntCnt: integer().notNull(),
    /** the school year and term (1: March-August, 2: September-February) of the session, for the per-term limit */
    schlYr: smallint().notNull(),
    term: smallint().notNull(),
    sttsCd: text({ enum: ['APLY', 'CNFM', 'CNCL'] })
      .notNull()
      .default('APLY'),
    cnfmAt: timestamp({ withTimezone: true }),
    cnfmBy: text(),
    cnclAt: timestamp({ withTimezone: true }),
    cnclBy: text(),
    cnclRsn: text(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('fusn_schl_rsvt_live_uq')
      .on(t.sesnId, t.schlCd)
      .where(sql`${t.sttsCd} <> 'CNCL'`),
    index().on(t.schlCd, t.schlYr, t.term),
    index().on(t.sesnId),
    check('fusn_schl_rsvt_cnt', sql`${t.stdntCnt} > 0`),
  ],
);

/** An apply unit of a reservation (aplyUnitCd '1', '2', ...): a group rotating through the halls. */
export const fusnAplyUnit = pgTable(
  'fusn_aply_unit',
  {
    schlRsvtId: integer()
      .notNull()
      .references(() => fusnSchlRsvt.schlRsvtId, { onDelete: 'cascade' }),
    aplyUnitCd: text().notNull(),
    unitNm: text().notNull(),
    cpcty: integer().notNull(),
    aplyCnt: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schlRsvtId, t.aplyUnitCd] }), check('fusn_aply_unit_seats', sql`${t.aplyCnt} >= 0 and ${t.aplyCnt} <= ${t.cpcty}`)],
);

/**
 * A student's application to a session: through a unit of their school's reservation (GRP), or
 * directly (INDV). sttsCd: APLY holds a seat; PEND a lottery entry before the draw; WAIT on the
 * waitlist (waitNo); OFFR offered a freed seat until offerExpDt; CNCL cancelled or declined.
 */
export const fusnAply = pgTable(
  'fusn_aply',
  {
    aplyId: serial().primaryKey(),
    sesnId: integer()
      .notNull()
      .references(() => fusnSesn.sesnId),
    schlRsvtId: integer().references(() => fusnSchlRsvt.schlRsvtId),
    aplyUnitCd: text(),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    sttsCd: text({ enum: ['APLY', 'PEND', 'WAIT', 'OFFR', 'CNCL'] }).notNull(),
    /** INDV lottery: the entry's number in the frozen list, and the rank on the waitlist */
    entryNo: integer(),
    waitNo: integer(),
    offerExpDt: timestamp({ withTimezone: true }),
    /** a teacher assigned the student (null: the student applied) */
    asgnBy: text(),
    cnclAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('fusn_aply_live_uq')
      .on(t.sesnId, t.userId)
      .where(sql`${t.sttsCd} <> 'CNCL'`),
    uniqueIndex('fusn_aply_entry_uq')
      .on(t.sesnId, t.entryNo)
      .where(sql`${t.entryNo} is not null`),
    index().on(t.schlRsvtId, t.aplyUnitCd),
    index().on(t.userId),
  ],
);

/** Attendance of an application: PRSNT, LATE, ABSNT with a note; QR when the student checked in. */
export const fusnAtndc = pgTable(
  'fusn_atndc',
  {
    aplyId: integer()
      .primaryKey()
      .references(() => fusnAply.aplyId),
    atndcCd: text({ enum: ['PRSNT', 'LATE', 'ABSNT'] }).notNull(),
    rmrk: text(),
    /** QR: the student scanned the hall's code; MNL: marked by an administrator or teacher */
    chkinSeCd: text({ enum: ['QR', 'MNL'] }).notNull(),
    chkinAt: timestamp({ withTimezone: true }),
    bmnexhlId: integer(),
    ...auditColumns,
  },
  (t) => [index().on(t.atndcCd)],
);

/** A participation certificate (참가확인서): a public number that the verification page checks. */
export const fusnCert = pgTable('fusn_cert', {
  certNo: text().primaryKey(),
  aplyId: integer()
    .notNull()
    .unique()
    .references(() => fusnAply.aplyId),
  issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A teacher's reminder to a student who has not applied to the school's reservation (on-site notice). */
export const fusnRmndr = pgTable(
  'fusn_rmndr',
  {
    rmndrId: serial().primaryKey(),
    schlRsvtId: integer()
      .notNull()
      .references(() => fusnSchlRsvt.schlRsvtId, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    sentBy: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.readAt)],
);
