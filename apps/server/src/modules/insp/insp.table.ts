import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TInspBand, TInspDefinition, TInspGenderCd, TInspScores, TInspSheetSttsCd, TInspSttsCd, TInspVerSttsCd } from '@portal/contract';
import { auditColumns } from '../../db/columns.js';

/**
 * Career inspections (issue 16). A test (`insp`) is data: each version (`insp_ver`) keeps its whole
 * definition (items, answer scale, scales, scoring, result texts) as one JSON document; editing a
 * published version makes a new draft, and a sheet keeps the version it was taken on.
 */
export const insp = pgTable(
  'insp',
  {
    inspId: serial().primaryKey(),
    /** the page's address name: /crrInsp/crrInsp/:inspName */
    inspName: text().notNull(),
    inspNm: text().notNull(),
    inspExpln: text().notNull(),
    guide: text().notNull(),
    /** where the items come from and their licence (the Big Five's IPIP note) */
    srcNote: text(),
    durationMin: integer().notNull(),
    trgtBands: text().array().$type<TInspBand[]>().notNull(),
    /** member types that may take it; empty = every user member */
    trgtMbrTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sttsCd: text().$type<TInspSttsCd>().notNull().default('DRAFT'),
    /** the published version new sheets are taken on (null before the first publication) */
    pubVerId: integer(),
    sortSeq: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('insp_name_uq').on(t.inspName)],
);

export const inspVer = pgTable(
  'insp_ver',
  {
    verId: serial().primaryKey(),
    inspId: integer()
      .notNull()
      .references(() => insp.inspId),
    verNo: integer().notNull(),
    definition: jsonb().$type<TInspDefinition>().notNull(),
    sttsCd: text().$type<TInspVerSttsCd>().notNull().default('DRAFT'),
    publishedAt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('insp_ver_no_uq').on(t.inspId, t.verNo),
    // at most one draft per test
    uniqueIndex('insp_ver_draft_uq')
      .on(t.inspId)
      .where(sql`${t.sttsCd} = 'DRAFT'`),
  ],
);

/** One taker's answer sheet: answered as they go (ING), then submitted and scored (CMPL). */
export const inspSheet = pgTable(
  'insp_sheet',
  {
    sheetId: bigserial({ mode: 'number' }).primaryKey(),
    userId: text().notNull(),
    inspId: integer()
      .notNull()
      .references(() => insp.inspId),
    verId: integer()
      .notNull()
      .references(() => inspVer.verId),
    band: text().$type<TInspBand>().notNull(),
    genderCd: text().$type<TInspGenderCd>(),
    /** itemId -> answer (likert 1..points, option index, pile index) */
    answers: jsonb().$type<Record<string, number>>().notNull().default({}),
    sttsCd: text().$type<TInspSheetSttsCd>().notNull().default('ING'),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cmplAt: timestamp({ withTimezone: true }),
    scores: jsonb().$type<TInspScores>(),
  },
  (t) => [
    // one unfinished sheet per taker and test (a second start resumes it)
    uniqueIndex('insp_sheet_ing_uq')
      .on(t.userId, t.inspId)
      .where(sql`${t.sttsCd} = 'ING'`),
    index('insp_sheet_user_idx').on(t.userId, t.inspId, t.cmplAt),
    // the psychometrics panel and the norms read a version's completed sheets
    index('insp_sheet_ver_idx')
      .on(t.verId, t.band)
      .where(sql`${t.sttsCd} = 'CMPL'`),
  ],
);

/**
 * Local norms of a version per band and sex ('ALL', 'M', 'F'): each scale's sorted raw scores
 * (n >= INSP_NORM_MIN_N). The scorer uses the adopted ones.
 */
export const inspNorm = pgTable(
  'insp_norm',
  {
    verId: integer()
      .notNull()
      .references(() => inspVer.verId),
    band: text().$type<TInspBand>().notNull(),
    genderCd: text().$type<'ALL' | TInspGenderCd>().notNull(),
    n: integer().notNull(),
    /** scaleId -> raw scores ascending */
    dist: jsonb().$type<Record<string, number[]>>().notNull(),
    adoptedBy: text().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.verId, t.band, t.genderCd] })],
);

/**
 * The result statistics' data (the statistics pages come later): completions per day, test, band
 * and result code, counted in the submit's transaction (ARCHITECTURE: rollups, not raw logs).
 */
export const inspRsltStat = pgTable(
  'insp_rslt_stat',
  {
    statYmd: date({ mode: 'string' }).notNull(),
    inspId: integer()
      .notNull()
      .references(() => insp.inspId),
    band: text().$type<TInspBand>().notNull(),
    /** the Holland code, the top value, or '-' */
    rsltCd: text().notNull(),
    cnt: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.statYmd, t.inspId, t.band, t.rsltCd] })],
);
