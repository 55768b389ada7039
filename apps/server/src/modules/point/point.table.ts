import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TPointTypeCd } from '@portal/contract';
import { atchFile } from '../files/files.table.js';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * The points ledger (SECURITY 20, decision 022): one row per movement, earned (+) or spent (-).
 * Append-only: a trigger of migration 0008 refuses UPDATE and DELETE, except the anonymisation of a
 * withdrawn member's rows after the audit period. A correction is a new row (ADJ) by an administrator.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    ledgerId: bigserial({ mode: 'number' }).primaryKey(),
    userId: text().notNull(),
    pointTypeCd: text().$type<TPointTypeCd>().notNull(),
    /** signed: + earned or refunded, - spent or taken back */
    points: integer().notNull(),
    /** the holder's balance after this row: the sum of the holder's rows up to it */
    balanceAfter: integer().notNull(),
    /** why, as the history shows it (Korean) */
    reason: text().notNull(),
    /** a page of the user site the row came from (a post, a campaign), or null */
    srcUrl: text(),
    /** the effect's idempotency key: `<pointTypeCd>:<idntfId>`, once per holder (SECURITY 19) */
    idntfKey: text().notNull(),
    /** the administrator of a correction, a campaign approval or a refund; null when the system earned it */
    registeredBy: text(),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_ledger_key_uq').on(t.userId, t.idntfKey),
    // the history (newest first) and the daily and total caps of a type
    index('point_ledger_user_idx').on(t.userId, t.ledgerId),
    index('point_ledger_user_type_idx').on(t.userId, t.pointTypeCd, t.registeredAt),
    check('point_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    check('point_ledger_points_not_zero', sql`${t.points} <> 0`),
  ],
);

/**
 * A holder's current balance and the lock every movement of theirs takes first (SELECT ... FOR
 * UPDATE), so that movements of one holder are serial. Equal to the sum of the ledger: the property
 * test of point.ledger.test.ts checks it after random sequences.
 */
export const pointBalance = pgTable(
  'point_balance',
  {
    userId: text().primaryKey(),
    balance: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('point_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** Per point type, what an administrator set: on or off, and the caps per student. */
export const pointRule = pgTable('point_rule', {
  pointTypeCd: text().$type<TPointTypeCd>().primaryKey(),
  useYn: ynColumn().notNull().default('Y'),
  /** Y: a student's page may credit it itself through insertPoint (once a day); N: only the server's own sources */
  clientCreditYn: ynColumn().notNull().default('N'),
  /** credits of the type per student per day (Asia/Seoul); null: no cap */
  dayLimitCnt: integer(),
  /** credits of the type per student ever; null: no cap */
  totalLimitCnt: integer(),
  ...auditColumns,
});

/** Campaigns students apply to with a proof (admin cmpnPointMng, user /myPage/cmpnPoint/cmpnPointAply). */
export const cmpn = pgTable(
  'cmpn',
  {
    cmpnId: serial().primaryKey(),
    cmpnTtl: text().notNull(),
    cmpnCn: text().notNull(),
    bgngYmd: date({ mode: 'string' }).notNull(),
    endYmd: date({ mode: 'string' }).notNull(),
    /** points an approved application earns (type CMPN) */
    points: integer().notNull(),
    /** the proof asked for: a text, files, or both */
    proofTextYn: ynColumn().notNull().default('Y'),
    proofFileYn: ynColumn().notNull().default('N'),
    /** applications per student (withdrawn and rejected ones not counted) */
    aplyLimitCnt: integer().notNull().default(1),
    /** Y once an administrator closed it before its end */
    closeYn: ynColumn().notNull().default('N'),
    ...auditColumns,
  },
  (t) => [check('cmpn_points_positive', sql`${t.points} > 0`), check('cmpn_period', sql`${t.bgngYmd} <= ${t.endYmd}`)],
);

export const cmpnAply = pgTable(
  'cmpn_aply',
  {
    aplyId: bigserial({ mode: 'number' }).primaryKey(),
    cmpnId: integer()
      .notNull()
      .references(() => cmpn.cmpnId),
    userId: text().notNull(),
    /** the text proof (checked for prohibited words and personal information) */
    proofCn: text(),
    /** the upload group of the proof files (files module, seqType cmpnAply) */
    atchFileModuleId: text(),
    /** APLY applied, APRV approved, RJCT rejected, WTHD withdrawn (code group CMPN_APLY_STTS) */
    aplySttsCd: text({ enum: ['APLY', 'APRV', 'RJCT', 'WTHD'] })
      .notNull()
      .default('APLY'),
    rejectReason: text(),
    procBy: text(),
    procDt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [index('cmpn_aply_cmpn_idx').on(t.cmpnId, t.aplySttsCd, t.aplyId), index('cmpn_aply_user_idx').on(t.userId, t.aplyId)],
);

/**
 * A day-based coupon: one day's draw (admin dayBsdCpnMng). The commitment (sha-256 of the seed) is
 * published when it is created; the seed is HMAC(server secret, seedSalt) and revealed at the draw.
 */
export const dayBsdCpn = pgTable(
  'day_bsd_cpn',
  {
    cpnId: serial().primaryKey(),
    /** the day students buy entries (Asia/Seoul) */
    drawYmd: date({ mode: 'string' }).notNull(),
    prizeNm: text().notNull(),
    prizeCn: text(),
    winnerCnt: integer().notNull(),
    /** the price of one entry in points (type CPN) */
    entryPoints: integer().notNull(),
    entryLimitCnt: integer().notNull().default(1),
    seedSalt: text().notNull(),
    commitHash: text().notNull(),
    /** OPEN, DRAWN (seed revealed, entries frozen), CNCL (every entry refunded) */
    cpnSttsCd: text({ enum: ['OPEN', 'DRAWN', 'CNCL'] })
      .notNull()
      .default('OPEN'),
    entryCnt: integer().notNull().default(0),
    seedHex: text(),
    drawDt: timestamp({ withTimezone: true }),
    drawBy: text(),
    /** the congratulation message, shown to the winners once announced */
    congratsCn: text(),
    announceDt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    index('day_bsd_cpn_ymd_idx').on(t.drawYmd),
    check('day_bsd_cpn_numbers', sql`${t.winnerCnt} > 0 and ${t.entryPoints} > 0 and ${t.entryLimitCnt} > 0`),
  ],
);

/** One bought entry; entryNo runs 1, 2, ... per coupon, entrantNo numbers the students in order of first entry. */
export const dayBsdCpnEntry = pgTable(
  'day_bsd_cpn_entry',
  {
    cpnId: integer()
      .notNull()
      .references(() => dayBsdCpn.cpnId),
    entryNo: integer().notNull(),
    entrantNo: integer().notNull(),
    userId: text().notNull(),
    /** the masked name frozen at the draw (published list) */
    shownNm: text(),
    /** Y: this entry won (set by the draw) */
    winYn: ynColumn().notNull().default('N'),
    handoverDt: timestamp({ withTimezone: true }),
    handoverBy: text(),
    /** when the winner saw the congratulation (point page or login) */
    congratsSeenDt: timestamp({ withTimezone: true }),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cpnId, t.entryNo] }), index('day_bsd_cpn_entry_user_idx').on(t.userId, t.cpnId)],
);

/** Goods students exchange points for (admin pointBsdGdsMng). */
export const pointBsdGds = pgTable(
  'point_bsd_gds',
  {
    gdsId: serial().primaryKey(),
    gdsNm: text().notNull(),
    gdsCn: text(),
    imageFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    imageAlt: text(),
    /** the price in points (type GDS) */
    gdsPoints: integer().notNull(),
    stockCnt: integer().notNull(),
    buyLimitCnt: integer().notNull().default(1),
    bgngYmd: date({ mode: 'string' }).notNull(),
    endYmd: date({ mode: 'string' }).notNull(),
    useYn: ynColumn().notNull().default('Y'),
    ...auditColumns,
  },
  (t) => [check('point_bsd_gds_stock_not_negative', sql`${t.stockCnt} >= 0`), check('point_bsd_gds_numbers', sql`${t.gdsPoints} > 0 and ${t.buyLimitCnt} > 0`)],
);

export const pointBsdGdsOrder = pgTable(
  'point_bsd_gds_order',
  {
    orderId: bigserial({ mode: 'number' }).primaryKey(),
    gdsId: integer()
      .notNull()
      .references(() => pointBsdGds.gdsId),
    userId: text().notNull(),
    /** the school when ordered: the hand-over list is per school */
    schlCd: text(),
    schlNm: text(),
    gdsPoints: integer().notNull(),
    /** RQST requested, HNDV handed over, CNCL cancelled and refunded */
    orderSttsCd: text({ enum: ['RQST', 'HNDV', 'CNCL'] })
      .notNull()
      .default('RQST'),
    cancelReason: text(),
    procBy: text(),
    procDt: timestamp({ withTimezone: true }),
    /** the client's request key of the exchange (a double click is one order); null when it sent none */
    requestKey: text(),
    ...auditColumns,
  },
  (t) => [
    index('point_bsd_gds_order_gds_idx').on(t.gdsId, t.orderSttsCd),
    index('point_bsd_gds_order_user_idx').on(t.userId, t.orderId),
    index('point_bsd_gds_order_schl_idx').on(t.schlCd, t.orderSttsCd),
    uniqueIndex('point_bsd_gds_order_request_key_uq')
      .on(t.userId, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);
