import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TCntstAlcMode, TCntstCrtr, TCntstEntryForm, TCntstEntrySttsCd, TCntstPrize, TCntstScoreSttsCd, TCntstSttsCd } from '@portal/contract';
import { atchFile } from '../files/files.table.js';
import { auditColumns, ynColumn } from '../../db/columns.js';

/** A contest (admin /admin/contest, public /cntst): its meta, entry form, criteria and prizes. */
export const cntst = pgTable(
  'cntst',
  {
    cntstId: serial().primaryKey(),
    cntstTtl: text().notNull(),
    /** the poster (files module, seqType cntst, seqId the contest) */
    posterFileId: bigint({ mode: 'number' }).references(() => atchFile.fileId, { onDelete: 'set null' }),
    posterAlt: text(),
    cntstExpln: text().notNull(),
    /** member type codes that may enter */
    trgtMbrTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** school levels that may enter; empty: any */
    trgtSchlTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    aplyBgngDt: timestamp({ withTimezone: true }).notNull(),
    aplyEndDt: timestamp({ withTimezone: true }).notNull(),
    jdgBgngDt: timestamp({ withTimezone: true }).notNull(),
    jdgEndDt: timestamp({ withTimezone: true }).notNull(),
    annDt: timestamp({ withTimezone: true }).notNull(),
    teamYn: ynColumn().notNull().default('N'),
    maxTeamSize: integer().notNull().default(1),
    aplyLimitCnt: integer().notNull().default(1),
    entryForm: jsonb().$type<TCntstEntryForm>().notNull(),
    crtrs: jsonb().$type<TCntstCrtr[]>().notNull(),
    prizes: jsonb().$type<TCntstPrize[]>().notNull(),
    blindYn: ynColumn().notNull().default('Y'),
    alcMode: text().$type<TCntstAlcMode>().notNull().default('ALL'),
    alcJdgCnt: integer().notNull().default(1),
    sttsCd: text().$type<TCntstSttsCd>().notNull().default('DRAFT'),
    pblsDt: timestamp({ withTimezone: true }),
    pblsBy: text(),
    ...auditColumns,
  },
  (t) => [
    check(
      'cntst_period',
      sql`${t.aplyBgngDt} < ${t.aplyEndDt} and ${t.aplyEndDt} <= ${t.jdgBgngDt} and ${t.jdgBgngDt} < ${t.jdgEndDt} and ${t.jdgEndDt} <= ${t.annDt}`,
    ),
    check('cntst_stts', sql`${t.sttsCd} in ('DRAFT', 'OPEN', 'PUBLISHED')`),
    check('cntst_alc_mode', sql`${t.alcMode} in ('ALL', 'N')`),
  ],
);

/** An entry: the entrant's texts per form field and files (seqType cntstEntry, seqId the entry). */
export const cntstEntry = pgTable(
  'cntst_entry',
  {
    entryId: serial().primaryKey(),
    cntstId: integer()
      .notNull()
      .references(() => cntst.cntstId),
    userId: text().notNull(),
    entryTtl: text().notNull(),
    teamNm: text(),
    teamMbrs: text(),
    /** Record<fieldId, text> */
    vals: jsonb().$type<Record<string, string>>().notNull(),
    atchFileModuleId: text(),
    sttsCd: text().$type<TCntstEntrySttsCd>().notNull().default('SUBMIT'),
    /** the prize an administrator assigned (a prizeId of the contest) */
    prizeId: text(),
    /** the administrator's order among entries of equal total (tie resolution) */
    tieOrd: integer(),
    ...auditColumns,
  },
  (t) => [
    index('cntst_entry_cntst_idx').on(t.cntstId, t.entryId),
    index('cntst_entry_user_idx').on(t.userId, t.entryId),
    check('cntst_entry_stts', sql`${t.sttsCd} in ('SUBMIT', 'WTHDR')`),
  ],
);

/** A contest's judges: administrator (manager) accounts. */
export const cntstJdg = pgTable(
  'cntst_jdg',
  {
    cntstId: integer()
      .notNull()
      .references(() => cntst.cntstId),
    judgeId: text().notNull(),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.cntstId, t.judgeId] }), index('cntst_jdg_judge_idx').on(t.judgeId)],
);

/** Which judge scores which entry. */
export const cntstAlc = pgTable(
  'cntst_alc',
  {
    cntstId: integer()
      .notNull()
      .references(() => cntst.cntstId),
    entryId: integer()
      .notNull()
      .references(() => cntstEntry.entryId),
    judgeId: text().notNull(),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.judgeId] }), index('cntst_alc_judge_idx').on(t.cntstId, t.judgeId)],
);

/** A judge's score sheet of an entry: Record<crtrId, score>; a submitted one changes only through a logged reopening. */
export const cntstScore = pgTable(
  'cntst_score',
  {
    cntstId: integer()
      .notNull()
      .references(() => cntst.cntstId),
    entryId: integer()
      .notNull()
      .references(() => cntstEntry.entryId),
    judgeId: text().notNull(),
    scores: jsonb().$type<Record<string, number>>().notNull(),
    cmnt: text(),
    sttsCd: text().$type<TCntstScoreSttsCd>().notNull().default('DRAFT'),
    sbmsnDt: timestamp({ withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.judgeId] }),
    index('cntst_score_cntst_idx').on(t.cntstId, t.judgeId),
    check('cntst_score_stts', sql`${t.sttsCd} in ('DRAFT', 'SUBMIT')`),
  ],
);

/** An administrator's reopening of a submitted score: who, when, why, and the scores as they were. */
export const cntstScoreLog = pgTable(
  'cntst_score_log',
  {
    logId: bigserial({ mode: 'number' }).primaryKey(),
    cntstId: integer().notNull(),
    entryId: integer().notNull(),
    judgeId: text().notNull(),
    reason: text().notNull(),
    prevScores: jsonb().$type<Record<string, number>>().notNull(),
    registeredBy: text().notNull(),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cntst_score_log_entry_idx').on(t.entryId, t.judgeId)],
);
