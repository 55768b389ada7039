import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { mbr } from '../member/member.table.js';

/*
 * spec §7 log calls. Data minimisation: the visit and menu logs keep no IP and no user id, only the
 * user type and the device; statistics read the daily rollups, which are maintained in the same
 * transaction as each raw row (ARCHITECTURE performance rules). The raw rows are kept only for
 * checks and re-computation: a purge of rows older than N days (index on acsDt) can be scheduled.
 */

/** One visit: the first page of a browser session. */
export const acsLog = pgTable(
  'acs_log',
  {
    acsLogId: bigserial({ mode: 'number' }).primaryKey(),
    /** the route pattern of the page ('/infoGd/crrBook/:crrBookId'), never an id or a query */
    pageUrl: text().notNull(),
    /** the referring site's host only, never its path or query */
    referrerHost: text(),
    deviceCd: text().notNull(),
    userTypeCd: text().notNull(),
    acsDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.acsDt)],
);

/** Visits per Seoul day, page, device and user type. */
export const acsDayStats = pgTable(
  'acs_day_stats',
  {
    statsDe: date().notNull(),
    pageUrl: text().notNull(),
    deviceCd: text().notNull(),
    userTypeCd: text().notNull(),
    cnt: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.statsDe, t.pageUrl, t.deviceCd, t.userTypeCd] })],
);

/** One opening of a menu page. */
export const menuAcsLog = pgTable(
  'menu_acs_log',
  {
    menuAcsLogId: bigserial({ mode: 'number' }).primaryKey(),
    menuNm: text().notNull(),
    pageUrl: text().notNull(),
    deviceCd: text().notNull(),
    userTypeCd: text().notNull(),
    acsDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.acsDt)],
);

/** Menu openings per Seoul day, menu, page, device and user type. */
export const menuAcsDayStats = pgTable(
  'menu_acs_day_stats',
  {
    statsDe: date().notNull(),
    menuNm: text().notNull(),
    pageUrl: text().notNull(),
    deviceCd: text().notNull(),
    userTypeCd: text().notNull(),
    cnt: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.statsDe, t.menuNm, t.pageUrl, t.deviceCd, t.userTypeCd] })],
);

/**
 * spec §3 recommendation log: one per user and item (SECURITY 19: a double click has one effect).
 * The user id is needed here to keep that rule and to answer "already recommended".
 */
export const rcmdtnLog = pgTable(
  'rcmdtn_log',
  {
    rcmdtnLogId: bigserial({ mode: 'number' }).primaryKey(),
    srvcCd: text().notNull(),
    idntfId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => mbr.userId),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.srvcCd, t.idntfId, t.userId)],
);

/** The maintained count per item, so a detail page never counts the log. */
export const rcmdtnStats = pgTable(
  'rcmdtn_stats',
  {
    srvcCd: text().notNull(),
    idntfId: text().notNull(),
    cnt: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.srvcCd, t.idntfId] })],
);
