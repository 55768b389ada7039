import { and, asc, count, eq, ilike, inArray, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/search.js';
import { atchFile } from '../files/files.table.js';
import { mbr } from '../member/member.table.js';
import { srvy, srvyRspns } from './srvy.table.js';

/** The survey's row as the results read it (null: none). */
export async function findSrvyForRslt(db: TDbOrTx, srvyId: number) {
  const [row] = await db
    .select({
      srvyId: srvy.srvyId,
      srvyTtl: srvy.srvyTtl,
      def: srvy.def,
      anonYn: srvy.anonYn,
      trgtSeCd: srvy.trgtSeCd,
      trgtMbrTypes: srvy.trgtMbrTypes,
      trgtSchlTypes: srvy.trgtSchlTypes,
      sttsCd: srvy.sttsCd,
    })
    .from(srvy)
    .where(eq(srvy.srvyId, srvyId));
  return row ?? null;
}
export type TSrvyForRslt = NonNullable<Awaited<ReturnType<typeof findSrvyForRslt>>>;

const submitted = (srvyId: number) => and(eq(srvyRspns.srvyId, srvyId), eq(srvyRspns.sttsCd, 'SUBMIT'))!;
const arrayOf = (v: SQL) => sql`case jsonb_typeof(${v}) when 'array' then ${v} else '[]'::jsonb end`;
/** YYYY-MM-DD HH:mm in Asia/Seoul (null for none). */
const seoulMinute = (at: SQL) => sql<string | null>`to_char(${at} at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI')`;

/** The answers of the submitted responses (the results count them in the process: srvy.rslt.tally.ts), and their number and latest submit. */
export async function findSubmittedAnswers(db: TDbOrTx, srvyId: number) {
  const [rows, [total]] = await Promise.all([
    db.select({ answers: srvyRspns.answers }).from(srvyRspns).where(submitted(srvyId)),
    db
      .select({ n: count(), last: seoulMinute(sql`max(${srvyRspns.sbmsnDt})`) })
      .from(srvyRspns)
      .where(submitted(srvyId)),
  ]);
  return { answersList: rows.map((r) => r.answers), rspnsCnt: total?.n ?? 0, lastSbmsnDt: total?.last ?? null };
}

/** One question's texts (text, or etcText for OTHER) of the submitted responses, newest first, with a search. */
export async function findTexts(
  db: TDbOrTx,
  srvyId: number,
  qstnId: string,
  field: 'text' | 'etcText',
  word: string | undefined,
  page: { offset: number; limit: number },
) {
  const text = sql<string>`${srvyRspns.answers} -> ${qstnId}::text ->> ${field}::text`;
  const where = and(submitted(srvyId), sql`coalesce(${text}, '') <> ''`, word ? ilike(text, containsPattern(word)) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ rspnsId: srvyRspns.rspnsId, text, sbmsnDt: sql<string>`to_char(${srvyRspns.sbmsnDt} at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI')` })
      .from(srvyRspns)
      .where(where)
      .orderBy(sql`${srvyRspns.sbmsnDt} desc`, sql`${srvyRspns.rspnsId} desc`)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(srvyRspns).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The keys one response gives a cross-tabulation's side: options chosen (and 'etc'), a scale point, or a member snapshot. */
export type TCrossSide = { kind: 'CHOICE' | 'SCALE'; qstnId: string } | { kind: 'MBR_TYPE' } | { kind: 'SCHL_TYPE' };

function keysOf(side: TCrossSide): SQL {
  if (side.kind === 'MBR_TYPE') return sql`select coalesce(r.mbr_type_cd, '_none')`;
  if (side.kind === 'SCHL_TYPE') return sql`select coalesce(r.schl_type_cd, '_none')`;
  const answer = sql`(r.answers -> ${side.qstnId}::text)`;
  if (side.kind === 'SCALE') return sql`select ${answer} ->> 'num' where jsonb_typeof(${answer} -> 'num') = 'number'`;
  const optIds = arrayOf(sql`${answer} -> 'optIds'`);
  return sql`select o from jsonb_array_elements_text(${optIds}) o where o <> 'etc'
    union select 'etc' where coalesce(${answer} ->> 'etcText', '') <> '' or ${optIds} ? 'etc'`;
}

/**
 * The cross-tabulation's counts of respondents in one statement: per (row key, column key), per
 * row key, per column key and in all (grouping sets; g = 0, 1, 2, 3). A respondent counts once in
 * every cell of the keys they gave, and once in a row's or column's total.
 */
export async function crossCounts(db: TDbOrTx, srvyId: number, row: TCrossSide, col: TCrossSide) {
  const result = await db.execute<{ rk: string | null; ck: string | null; n: number; g: number }>(sql`
    select rk.k as rk, ck.k as ck, count(distinct r.rspns_id)::int as n, grouping(rk.k, ck.k)::int as g
    from ${srvyRspns} r cross join lateral (${keysOf(row)}) rk(k) cross join lateral (${keysOf(col)}) ck(k)
    where r.srvy_id = ${srvyId} and r.stts_cd = 'SUBMIT'
    group by grouping sets ((rk.k, ck.k), (rk.k), (ck.k), ())
  `);
  return result.rows;
}

/** The members an MBR survey targets who have not submitted a response (active user-realm accounts), by name. */
export async function findNonRspns(
  db: TDbOrTx,
  target: { srvyId: number; mbrTypes: string[]; schlTypes: string[] },
  filter: { word?: string | undefined; mbrTypeAuthrt?: string | undefined },
  page: { offset: number; limit: number },
) {
  const where = and(
    inArray(mbr.userTypeCd, ['S', 'T', 'G']),
    eq(mbr.userSttsCd, 'ACTV'),
    target.mbrTypes.length > 0 ? inArray(mbr.mbrTypeAuthrt, target.mbrTypes) : undefined,
    target.schlTypes.length > 0 ? inArray(mbr.schlTypeCd, target.schlTypes) : undefined,
    filter.mbrTypeAuthrt ? eq(mbr.mbrTypeAuthrt, filter.mbrTypeAuthrt) : undefined,
    filter.word ? or(ilike(mbr.userNm, containsPattern(filter.word)), ilike(mbr.userId, containsPattern(filter.word))) : undefined,
    notExists(
      db
        .select({ one: sql`1` })
        .from(srvyRspns)
        .where(and(submitted(target.srvyId), eq(srvyRspns.userId, mbr.userId))),
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ userId: mbr.userId, userNm: mbr.userNm, mbrTypeAuthrt: mbr.mbrTypeAuthrt, schlTypeCd: mbr.schlTypeCd, schlNm: mbr.schlNm, grd: mbr.grd })
      .from(mbr)
      .where(where)
      .orderBy(asc(mbr.userNm), asc(mbr.userId))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(mbr).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The submitted responses for the raw export, oldest first, with the respondent's name (used only for a named survey). */
export const countSubmitted = async (db: TDbOrTx, srvyId: number) => (await db.select({ n: count() }).from(srvyRspns).where(submitted(srvyId)))[0]?.n ?? 0;

export const findSubmittedRows = (db: TDbOrTx, srvyId: number, limit: number) =>
  db
    .select({
      rspnsId: srvyRspns.rspnsId,
      userId: srvyRspns.userId,
      userNm: mbr.userNm,
      ctxKey: srvyRspns.ctxKey,
      mbrTypeCd: srvyRspns.mbrTypeCd,
      schlTypeCd: srvyRspns.schlTypeCd,
      sbmsnDt: srvyRspns.sbmsnDt,
      answers: srvyRspns.answers,
    })
    .from(srvyRspns)
    .leftJoin(mbr, eq(mbr.userId, srvyRspns.userId))
    .where(submitted(srvyId))
    .orderBy(asc(srvyRspns.sbmsnDt), asc(srvyRspns.rspnsId))
    .limit(limit);
export type TSubmittedRow = Awaited<ReturnType<typeof findSubmittedRows>>[number];

/** The files of each upload group of FILE answers (deleted ones not counted); none asked, no query. */
export async function fileCountsOf(db: TDbOrTx, groups: readonly string[]): Promise<Map<string, number>> {
  if (groups.length === 0) return new Map();
  const rows = await db
    .select({ g: atchFile.fileModuleId, n: count() })
    .from(atchFile)
    .where(and(inArray(atchFile.fileModuleId, [...new Set(groups)]), ne(atchFile.sttsCd, 'DELETED')))
    .groupBy(atchFile.fileModuleId);
  return new Map(rows.map((r) => [r.g, r.n]));
}
