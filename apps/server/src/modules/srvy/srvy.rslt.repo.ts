import { and, asc, count, eq, ilike, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.js';
import { containsPattern } from '../../db/search.js';
import { atchFile } from '../files/files.table.js';
import { mbr } from '../member/member.table.js';
import type { TSrvyAggRow } from './srvy.rslt.summary.js';
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
const seoulMinute = (at: SQL) => sql`to_char(${at} at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI')`;

/**
 * Every count of the results in one statement, in the database (issue 17): the submitted
 * responses' answers are split once into (response, question, answer) rows, and each part of the
 * results (see TSrvyAggRow) groups them. Measured by scripts/bench/srvy.mjs over 10,000 responses.
 * scaleIds: the SCALE5/7 questions (their points are counted), numberIds: the NUMBER questions,
 * pageOf: each question's page.
 */
export async function aggregateRspns(
  db: TDbOrTx,
  srvyId: number,
  ids: { scaleIds: string[]; numberIds: string[]; pageOf: { qstnIds: string[]; pageIds: string[] } },
): Promise<TSrvyAggRow[]> {
  const v = sql.raw('a.v');
  const result = await db.execute<TSrvyAggRow>(sql`
    with a as materialized (
      select r.rspns_id, e.key as q, e.value as v
      from ${srvyRspns} r cross join lateral jsonb_each(case jsonb_typeof(r.answers) when 'object' then r.answers else '{}'::jsonb end) e
      where r.srvy_id = ${srvyId} and r.stts_cd = 'SUBMIT' and jsonb_typeof(e.value) = 'object'
    )
    select a.q, 'ANS' as part, null::text as k, null::text as k2, count(*)::int as n, null::float8 as s, null::text as lo, null::text as hi
      from a where exists (select 1 from jsonb_each(a.v) x where x.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb)) group by a.q
    union all select a.q, 'OPT', o.o, null, count(*)::int, null, null, null
      from a cross join lateral jsonb_array_elements_text(${arrayOf(sql`${v}->'optIds'`)}) o(o) where o.o <> 'etc' group by a.q, o.o
    union all select a.q, 'ETC', null, null, count(*)::int, null, null, null
      from a where coalesce(${v}->>'etcText', '') <> '' or ${arrayOf(sql`${v}->'optIds'`)} ? 'etc' group by a.q
    union all select a.q, 'ETXT', null, null, count(*)::int, null, null, null
      from a where coalesce(${v}->>'etcText', '') <> '' group by a.q
    union all select a.q, 'PT', ${v}->>'num', null, count(*)::int, null, null, null
      from a where a.q = any(${sql.param(ids.scaleIds)}::text[]) and jsonb_typeof(${v}->'num') = 'number' group by a.q, ${v}->>'num'
    union all select a.q, 'ROW', w.key, w.value::text, count(*)::int, null, null, null
      from a cross join lateral jsonb_each(case jsonb_typeof(${v}->'rows') when 'object' then ${v}->'rows' else '{}'::jsonb end) w
      where jsonb_typeof(w.value) = 'number' group by a.q, w.key, w.value::text
    union all select a.q, 'NUM', null, null, count(*)::int, sum((${v}->>'num')::float8), min((${v}->>'num')::float8)::text, max((${v}->>'num')::float8)::text
      from a where a.q = any(${sql.param(ids.numberIds)}::text[]) and jsonb_typeof(${v}->'num') = 'number' group by a.q
    union all select a.q, 'DATE', null, null, count(*)::int, null, min(${v}->>'date'), max(${v}->>'date')
      from a where coalesce(${v}->>'date', '') <> '' group by a.q
    union all select a.q, 'RANK', k.opt, null, count(*)::int, sum(k.pos)::float8, null, null
      from a cross join lateral jsonb_array_elements_text(${arrayOf(sql`${v}->'rank'`)}) with ordinality k(opt, pos) group by a.q, k.opt
    union all select a.q, 'FILE', null, null, count(distinct a.rspns_id)::int, count(f.file_id)::float8, null, null
      from a left join ${atchFile} f on f.file_module_id = ${v}->>'fileModuleId' and f.stts_cd <> 'DELETED'
      where coalesce(${v}->>'fileModuleId', '') <> '' group by a.q
    union all select a.q, 'TXT', null, null, count(*)::int, null, null, null
      from a where coalesce(${v}->>'text', '') <> '' group by a.q
    union all select m.p, 'PAGE', null, null, count(distinct a.rspns_id)::int, null, null, null
      from a join unnest(${sql.param(ids.pageOf.qstnIds)}::text[], ${sql.param(ids.pageOf.pageIds)}::text[]) m(q, p) on m.q = a.q group by m.p
    union all select null, 'TOTAL', null, null, count(*)::int, null, ${seoulMinute(sql`max(r.sbmsn_dt)`)}, null
      from ${srvyRspns} r where r.srvy_id = ${srvyId} and r.stts_cd = 'SUBMIT'
  `);
  return result.rows;
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
      .select({ rspnsId: srvyRspns.rspnsId, text, sbmsnDt: seoulMinute(sql`${srvyRspns.sbmsnDt}`).mapWith(String) })
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

/** The files of each upload group of the survey's submitted FILE answers (deleted ones not counted). */
export async function fileCountsOf(db: TDbOrTx, srvyId: number): Promise<Map<string, number>> {
  const result = await db.execute<{ g: string; n: number }>(sql`
    select f.file_module_id as g, count(*)::int as n
    from ${srvyRspns} r cross join lateral jsonb_each(r.answers) e join ${atchFile} f on f.file_module_id = e.value ->> 'fileModuleId'
    where r.srvy_id = ${srvyId} and r.stts_cd = 'SUBMIT' and jsonb_typeof(r.answers) = 'object' and f.stts_cd <> 'DELETED'
    group by f.file_module_id
  `);
  return new Map(result.rows.map((r) => [r.g, r.n]));
}
