import type { TContsListQueryParsed, TContsMngListQuery, TContsSnapshot } from '@portal/contract';
import { and, arrayContains, asc, count, desc, eq, exists, getTableColumns, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { containsPattern } from '../../db/search.js';
import { fieldQuery } from '../../lib/bigram.js';
import { imageRefOf } from '../files/index.js';
import { conts, contsClsf, contsRevw, contsVer } from './conts.table.js';

export type TContsRow = typeof conts.$inferSelect;
/** The fields a save writes (the snapshot's editable part, plus the search tokens). */
export type TContsWrite = Pick<
  typeof conts.$inferInsert,
  | 'contsTtl'
  | 'contsKndCd'
  | 'contsSmry'
  | 'contsCn'
  | 'contsText'
  | 'vdoUrl'
  | 'vdoTrnscr'
  | 'atchFileModuleId'
  | 'thmbFileId'
  | 'thmbAlt'
  | 'schlLvls'
  | 'srchTkns'
>;

/** The outer row's id, written out: drizzle leaves a single table's columns unqualified, which a correlated subquery would take as its own. */
const outerContsId = sql`"conts"."conts_id"`;
/** The classification codes of the row, in order (one correlated array, no second query). */
const clsfCdsOf = sql<
  string[]
>`coalesce((select array_agg(cc.clsf_cd order by cc.sort_seq, cc.clsf_cd) from ${contsClsf} cc where cc.conts_id = ${outerContsId}), '{}')`;
const liveRevw = sql`r.conts_id = ${outerContsId} and r.trgt_se_cd = 'CONTS' and r.hide_yn = 'N' and r.del_yn = 'N'`;
/** Visible reviews' average (one decimal, 0 without any) and count. */
const rtngAvgOf = sql<number>`(select coalesce(round(avg(r.rtng)::numeric, 1), 0)::float8 from ${contsRevw} r where ${liveRevw})`;
const rtngCntOf = sql<number>`(select count(*)::int from ${contsRevw} r where ${liveRevw})`;

const rowColumns = { ...getTableColumns(conts), thmbRef: imageRefOf(conts.thmbFileId), clsfCds: clsfCdsOf };
export type TContsFullRow = TContsRow & { thmbRef: string | null; clsfCds: string[] };

const publicColumns = {
  contsId: conts.contsId,
  contsTtl: conts.contsTtl,
  contsKndCd: conts.contsKndCd,
  contsSmry: conts.contsSmry,
  thmbRef: imageRefOf(conts.thmbFileId),
  thmbAlt: conts.thmbAlt,
  schlLvls: conts.schlLvls,
  clsfCds: clsfCdsOf,
  pblcDt: conts.pblcDt,
  inqCnt: conts.inqCnt,
  vdoUrl: conts.vdoUrl,
  rtngAvg: rtngAvgOf,
  rtngCnt: rtngCntOf,
};
export type TContsPublicRow = {
  contsId: number;
  contsTtl: string;
  contsKndCd: string;
  contsSmry: string;
  thmbRef: string | null;
  thmbAlt: string | null;
  schlLvls: string[];
  clsfCds: string[];
  pblcDt: Date | null;
  inqCnt: number;
  vdoUrl: string | null;
  rtngAvg: number;
  rtngCnt: number;
};

const live = eq(conts.delYn, 'N');

/** Issue 20: users see a content only while it is published, its time has come (database clock) and it is not deleted. */
export const visibleWhere: SQL = and(live, eq(conts.sttsCd, 'PBLC'), lte(conts.pblcDt, sql`now()`))!;

const hasAnyClsf = (codes: string[]): SQL =>
  exists(sql`(select 1 from ${contsClsf} cc where cc.conts_id = ${outerContsId} and ${inArray(sql`cc.clsf_cd`, codes)})`);

// ---- administration ----

export function contsMngWhere(query: Pick<TContsMngListQuery, 'q' | 'sttsCd' | 'contsKndCd' | 'clsfCd'>): SQL {
  return and(
    live,
    query.q ? ilike(conts.contsTtl, containsPattern(query.q)) : undefined,
    query.sttsCd ? eq(conts.sttsCd, query.sttsCd) : undefined,
    query.contsKndCd ? eq(conts.contsKndCd, query.contsKndCd) : undefined,
    query.clsfCd ? hasAnyClsf([query.clsfCd]) : undefined,
  )!;
}

export const countContsMng = (db: TDbOrTx, where: SQL) => countRows(db, conts, where);

export function findContsMngPage(db: TDbOrTx, where: SQL, offset: number, limit: number): Promise<TContsFullRow[]> {
  return db.select(rowColumns).from(conts).where(where).orderBy(desc(conts.contsId)).offset(offset).limit(limit);
}

/** A content not deleted, with its classifications and image reference. */
export async function findConts(db: TDbOrTx, contsId: number): Promise<TContsFullRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(conts)
    .where(and(eq(conts.contsId, contsId), live));
  return row;
}

/** The content's row locked for the caller's transaction (every save, state change and restore). */
export async function lockConts(tx: TTx, contsId: number): Promise<TContsFullRow | undefined> {
  const [row] = await tx
    .select(getTableColumns(conts))
    .from(conts)
    .where(and(eq(conts.contsId, contsId), live))
    .for('update');
  if (!row) return undefined;
  return { ...row, thmbRef: null, clsfCds: await clsfCdsOfConts(tx, contsId) };
}

export async function clsfCdsOfConts(db: TDbOrTx, contsId: number): Promise<string[]> {
  const rows = await db
    .select({ clsfCd: contsClsf.clsfCd })
    .from(contsClsf)
    .where(eq(contsClsf.contsId, contsId))
    .orderBy(asc(contsClsf.sortSeq), asc(contsClsf.clsfCd));
  return rows.map((r) => r.clsfCd);
}

export async function insertConts(tx: TTx, row: TContsWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(conts)
    .values({ ...row, sttsCd: 'DRAFT', verNo: 1, registeredBy: by, updatedBy: by })
    .returning({ contsId: conts.contsId });
  return out!.contsId;
}

export async function updateConts(tx: TTx, contsId: number, row: Partial<TContsWrite> & { verNo: number }, by: string): Promise<void> {
  await tx
    .update(conts)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(conts.contsId, contsId));
}

export async function updateContsStts(tx: TTx, contsId: number, o: { sttsCd: TContsRow['sttsCd']; pblcDt: Date | null; verNo: number }, by: string) {
  await tx
    .update(conts)
    .set({ ...o, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(conts.contsId, contsId));
}

export async function softDeleteConts(tx: TTx, contsId: number, by: string): Promise<void> {
  await tx
    .update(conts)
    .set({ delYn: 'Y', updatedBy: by, updatedAt: sql`now()` })
    .where(eq(conts.contsId, contsId));
}

/** The content's classifications replaced by these, in this order. */
export async function replaceClsfs(tx: TTx, contsId: number, clsfCds: readonly string[]): Promise<void> {
  await tx.delete(contsClsf).where(eq(contsClsf.contsId, contsId));
  if (clsfCds.length > 0) await tx.insert(contsClsf).values(clsfCds.map((clsfCd, i) => ({ contsId, clsfCd, sortSeq: i })));
}

// ---- versions ----

export async function insertVer(
  tx: TTx,
  o: { contsId: number; verNo: number; snpsht: TContsSnapshot; chgFlds: string[]; rstrVerNo: number | null; registeredBy: string },
): Promise<void> {
  await tx.insert(contsVer).values(o);
}

const verItemColumns = {
  verNo: contsVer.verNo,
  chgFlds: contsVer.chgFlds,
  rstrVerNo: contsVer.rstrVerNo,
  registeredBy: contsVer.registeredBy,
  registeredAt: contsVer.registeredAt,
};

export function findVers(db: TDbOrTx, contsId: number) {
  return db.select(verItemColumns).from(contsVer).where(eq(contsVer.contsId, contsId)).orderBy(desc(contsVer.verNo));
}

export async function findVer(db: TDbOrTx, contsId: number, verNo: number) {
  const [row] = await db
    .select({ ...verItemColumns, snpsht: contsVer.snpsht })
    .from(contsVer)
    .where(and(eq(contsVer.contsId, contsId), eq(contsVer.verNo, verNo)));
  return row && { ...row, snpsht: row.snpsht as TContsSnapshot };
}

// ---- users ----

/**
 * decision 013 as the board does it: the GIN index finds the contents holding the word's bigrams
 * in the title (t:) or in the summary and body (c:), then the word is rechecked as a substring.
 */
function searchWhere(q: string): SQL {
  const pattern = containsPattern(q.normalize('NFKC'));
  const tokens = (field: 'ttl' | 'cn'): SQL => {
    const grams = fieldQuery(field, q);
    return grams.length === 0 ? sql`false` : arrayContains(conts.srchTkns, grams);
  };
  // the body's plain text, which its tokens came from (a word split by a tag is found); conts_cn for a row not saved since migration 0015
  const bodyText = sql`coalesce(${conts.contsText}, ${conts.contsCn})`;
  return or(and(tokens('ttl'), ilike(conts.contsTtl, pattern)), and(tokens('cn'), or(ilike(conts.contsSmry, pattern), ilike(bodyText, pattern))))!;
}

/**
 * The library's filters. clsfGroups: the chosen classifications by their tree group; a content
 * must have one of each group's (one of the chosen halls, and one of the chosen job families).
 */
export function contsPublicWhere(query: Pick<TContsListQueryParsed, 'q' | 'contsKndCd' | 'schlLvl'> & { clsfGroups: string[][] }): SQL {
  return and(
    visibleWhere,
    query.q ? searchWhere(query.q) : undefined,
    query.contsKndCd ? eq(conts.contsKndCd, query.contsKndCd) : undefined,
    query.schlLvl ? arrayContains(conts.schlLvls, [query.schlLvl]) : undefined,
    ...query.clsfGroups.map(hasAnyClsf),
  )!;
}

/**
 * One page, newest publication first (conts_public_idx read backwards, stopping after the page),
 * and the matches counted up to `countLimit` + 1 (decision 013: never every matching row) in one
 * statement: an uncorrelated subquery, run once.
 */
export async function findContsPublicPage(
  db: TDbOrTx,
  where: SQL,
  offset: number,
  limit: number,
  countLimit: number,
): Promise<{ rows: TContsPublicRow[]; counted: number | undefined }> {
  const rows = await db
    .select({ ...publicColumns, counted: sql<number>`(select count(*)::int from (${cappedMatches(db, where, countLimit)}) capped)` })
    .from(conts)
    .where(where)
    .orderBy(desc(conts.pblcDt), desc(conts.contsId))
    .offset(offset)
    .limit(limit);
  return { rows, counted: rows[0]?.counted };
}

const cappedMatches = (db: TDbOrTx, where: SQL, countLimit: number) =>
  db
    .select({ one: sql`1`.as('one') })
    .from(conts)
    .where(where)
    .limit(countLimit + 1);

/** The matches up to `countLimit` + 1 (a page past the end found no row to carry them). */
export async function countContsPublicCapped(db: TDbOrTx, where: SQL, countLimit: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cappedMatches(db, where, countLimit).as('capped'));
  return row?.n ?? 0;
}

/** A visible content read by a user: its view count raised in the same statement that finds it. */
export async function readVisibleConts(
  tx: TDbOrTx,
  contsId: number,
): Promise<(TContsRow & { thmbRef: string | null; rtngAvg: number; rtngCnt: number }) | undefined> {
  const [row] = await tx
    .update(conts)
    .set({ inqCnt: sql`${conts.inqCnt} + 1` })
    .where(and(eq(conts.contsId, contsId), visibleWhere))
    .returning();
  if (!row) return undefined;
  const [more] = await tx
    .select({ thmbRef: imageRefOf(conts.thmbFileId), rtngAvg: rtngAvgOf, rtngCnt: rtngCntOf })
    .from(conts)
    .where(eq(conts.contsId, contsId));
  return { ...row, thmbRef: more?.thmbRef ?? null, rtngAvg: more?.rtngAvg ?? 0, rtngCnt: more?.rtngCnt ?? 0 };
}

/**
 * Up to `limit` visible contents sharing the most classifications with this one, then the highest
 * id (the newest). One statement: the candidates are ranked on conts_clsf alone (conts_clsf_cd_idx,
 * index only: the rows of this content's codes), the ranked ids read by primary key for their
 * visibility until `limit` are found, and only those get their full columns.
 */
export function findRelated(db: TDbOrTx, contsId: number, clsfCds: string[], limit: number): Promise<TContsPublicRow[]> {
  if (clsfCds.length === 0) return Promise.resolve([]);
  const shared = db
    .select({ contsId: contsClsf.contsId, sharedCnt: sql<number>`count(*)`.as('shared_cnt') })
    .from(contsClsf)
    .where(and(inArray(contsClsf.clsfCd, clsfCds), ne(contsClsf.contsId, contsId)))
    .groupBy(contsClsf.contsId)
    .as('shared');
  const top = db
    .select({ relId: sql<number>`${shared.contsId}`.as('rel_id'), sharedCnt: shared.sharedCnt })
    .from(shared)
    .innerJoin(conts, eq(conts.contsId, shared.contsId))
    .where(visibleWhere)
    .orderBy(desc(shared.sharedCnt), desc(shared.contsId))
    .limit(limit)
    .as('top');
  return db.select(publicColumns).from(conts).innerJoin(top, eq(top.relId, conts.contsId)).orderBy(desc(top.sharedCnt), desc(conts.contsId));
}

/** Whether users see the content now (its files and image are then anyone's to read). */
export async function isContsVisible(db: TDbOrTx, contsId: number): Promise<boolean> {
  const [row] = await db
    .select({ contsId: conts.contsId })
    .from(conts)
    .where(and(eq(conts.contsId, contsId), visibleWhere));
  return row !== undefined;
}

/** A content that exists for administrators (not deleted). */
export async function isContsLive(db: TDbOrTx, contsId: number): Promise<boolean> {
  const [row] = await db
    .select({ contsId: conts.contsId })
    .from(conts)
    .where(and(eq(conts.contsId, contsId), live));
  return row !== undefined;
}

/** In a recommendation's transaction: the content is visible, its row share-locked. */
export async function lockVisibleConts(tx: TTx, contsId: number): Promise<boolean> {
  const [row] = await tx
    .select({ contsId: conts.contsId })
    .from(conts)
    .where(and(eq(conts.contsId, contsId), visibleWhere))
    .for('share');
  return row !== undefined;
}

/** The record a contents upload group was saved with (files module: recordOfGroup). */
export async function contsOfGroup(db: TDbOrTx, fileModuleId: string): Promise<number | undefined> {
  const [row] = await db.select({ contsId: conts.contsId }).from(conts).where(eq(conts.atchFileModuleId, fileModuleId));
  return row?.contsId;
}

export async function setContsThmbWhenNone(tx: TTx, contsId: number, fileId: number): Promise<boolean> {
  const rows = await tx
    .update(conts)
    .set({ thmbFileId: fileId })
    .where(and(eq(conts.contsId, contsId), sql`${conts.thmbFileId} is null`))
    .returning({ contsId: conts.contsId });
  return rows.length > 0;
}
