import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * One run of the link checker (admin deadLink). At most one run is RUNNING across every app
 * process (the partial unique index); the worker moves heartbeatAt while it works, so a run whose
 * process died is recognised as stale and no longer blocks (decision 009).
 */
export const deadLinkRun = pgTable(
  'dead_link_run',
  {
    runId: serial().primaryKey(),
    sttsCd: text({ enum: ['RUNNING', 'DONE', 'STOPPED', 'FAILED'] }).notNull(),
    startTypeCd: text({ enum: ['MANUAL', 'SCHEDULE'] }).notNull(),
    /** the Asia/Seoul day of a scheduled run: one per day, whichever process starts it first */
    scheduleDe: date(),
    totalCount: integer().notNull().default(0),
    doneCount: integer().notNull().default(0),
    okCount: integer().notNull().default(0),
    brokenCount: integer().notNull().default(0),
    /** set by a stop request (any process); the worker polls it between links */
    stopYn: ynColumn().notNull().default('N'),
    startedBy: text(),
    stoppedBy: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    runMsg: text(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('dead_link_run_one_running')
      .on(t.sttsCd)
      .where(sql`${t.sttsCd} = 'RUNNING'`),
    uniqueIndex('dead_link_run_schedule_day')
      .on(t.scheduleDe)
      .where(sql`${t.scheduleDe} is not null`),
  ],
);

/**
 * The links of a run, one row per source (a site, a banner, ...), frozen when the run starts.
 * Rows with the same checkUrl are checked once; rsltCd null means not checked yet.
 */
export const deadLinkRslt = pgTable(
  'dead_link_rslt',
  {
    rsltId: serial().primaryKey(),
    runId: integer()
      .notNull()
      .references(() => deadLinkRun.runId, { onDelete: 'cascade' }),
    srcTypeCd: text({ enum: ['CRR_SITE', 'BANNER', 'POPUP', 'BMNEXHL', 'SMNEXHL', 'MENU', 'CONTS'] }).notNull(),
    srcId: text().notNull(),
    srcNm: text().notNull(),
    /** the address as stored in the source */
    linkUrl: text().notNull(),
    /** the address as checked (normalised), the key of deduplication */
    checkUrl: text().notNull(),
    rsltCd: text({ enum: ['OK', 'BROKEN', 'REFUSED', 'TIMEOUT', 'ERROR'] }),
    httpStatus: integer(),
    elapsedMs: integer(),
    rsltMsg: text(),
    checkedAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [index().on(t.runId, t.checkUrl), index().on(t.linkUrl, t.checkedAt)],
);
