import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TSrvyAnswers, TSrvyDef, TSrvyPointTypeCd, TSrvyRspnsSttsCd, TSrvySttsCd, TSrvyTrgtSeCd } from '@portal/contract';
import { auditColumns, ynColumn } from '../../db/columns.js';

/**
 * Surveys (issue 17). A survey's questions are data (`def`, one JSON document); a survey with
 * responses keeps its structure (texts may be corrected), a new version copies it.
 */
export const srvy = pgTable(
  'srvy',
  {
    srvyId: serial().primaryKey(),
    srvyTtl: text().notNull(),
    srvyExpln: text(),
    bgngDt: timestamp({ withTimezone: true }).notNull(),
    endDt: timestamp({ withTimezone: true }).notNull(),
    trgtSeCd: text().$type<TSrvyTrgtSeCd>().notNull(),
    /** MBR: the member types (mbrTypeAuthrt) that may answer */
    trgtMbrTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** MBR: the school types (EL01, MD01, HI01); empty = any */
    trgtSchlTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    anonYn: ynColumn().notNull().default('N'),
    /** repeatable: a member may answer more than once */
    rptYn: ynColumn().notNull().default('N'),
    pointTypeCd: text().$type<TSrvyPointTypeCd>(),
    sttsCd: text().$type<TSrvySttsCd>().notNull().default('DRAFT'),
    verNo: integer().notNull().default(1),
    /** the first version's survey (null for a first version) */
    orgnSrvyId: integer(),
    tmpltYn: ynColumn().notNull().default('N'),
    def: jsonb().$type<TSrvyDef>().notNull(),
    /** submitted responses (kept in the submit's transaction) */
    rspnsCnt: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('srvy_stts_idx').on(t.sttsCd, t.endDt), index('srvy_orgn_idx').on(t.orgnSrvyId)],
);

/** One response: a member's draft (DRAFT, resumed) or a submitted answer sheet (SUBMIT). */
export const srvyRspns = pgTable(
  'srvy_rspns',
  {
    rspnsId: bigserial({ mode: 'number' }).primaryKey(),
    srvyId: integer()
      .notNull()
      .references(() => srvy.srvyId),
    /** null for a guest */
    userId: text(),
    /** the programme or reservation answered for ('rsvt:123'); '' for none */
    ctxKey: text().notNull().default(''),
    sttsCd: text().$type<TSrvyRspnsSttsCd>().notNull().default('DRAFT'),
    answers: jsonb().$type<TSrvyAnswers>().notNull().default({}),
    /** the respondent's member type and school type when submitted (the results' cross-tabulation) */
    mbrTypeCd: text(),
    schlTypeCd: text(),
    /** userId:ctxKey for a once-only survey's submitted member response; null otherwise */
    onceKey: text(),
    regDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    mdfcnDt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sbmsnDt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // once-only: a second submit (also a concurrent one) hits this index
    uniqueIndex('srvy_rspns_once_uq').on(t.srvyId, t.onceKey),
    // one draft per member, survey and context
    uniqueIndex('srvy_rspns_draft_uq')
      .on(t.srvyId, t.userId, t.ctxKey)
      .where(sql`${t.sttsCd} = 'DRAFT'`),
    index('srvy_rspns_srvy_idx').on(t.srvyId, t.sttsCd, t.sbmsnDt),
    index('srvy_rspns_user_idx').on(t.userId, t.srvyId),
  ],
);
