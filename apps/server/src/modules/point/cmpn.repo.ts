import type { TCmpnAplyMngQuery, TCmpnAplySttsCd, TCmpnListQuery, TCmpnSttsCd } from '@portal/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { keywordWhere } from '../../db/search.js';
import { atchFile } from '../files/files.table.js';
import { mbr } from '../member/member.table.js';
import { cmpn, cmpnAply } from './point.table.js';

export type TCmpnRow = typeof cmpn.$inferSelect;
export type TCmpnWrite = Pick<
  typeof cmpn.$inferInsert,
  'cmpnTtl' | 'cmpnCn' | 'bgngYmd' | 'endYmd' | 'points' | 'proofTextYn' | 'proofFileYn' | 'aplyLimitCnt'
>;
export type TCmpnAplyRow = typeof cmpnAply.$inferSelect;

/** Today in Asia/Seoul as a date, on the database clock (the periods are Korean days). */
const today = sql`(now() at time zone 'Asia/Seoul')::date`;

/** A campaign's state today (contract CMPN_STTS), as SQL. */
export const cmpnSttsSql = sql<TCmpnSttsCd>`case when ${cmpn.closeYn} = 'Y' then 'CLOSED' when ${today} < ${cmpn.bgngYmd} then 'READY' when ${today} > ${cmpn.endYmd} then 'ENDED' else 'OPEN' end`;

/** Open today: within its period and not closed. */
export const cmpnOpenWhere = and(eq(cmpn.closeYn, 'N'), sql`${cmpn.bgngYmd} <= ${today}`, sql`${cmpn.endYmd} >= ${today}`)!;

function sttsWhere(sttsCd: TCmpnSttsCd | undefined): SQL | undefined {
  if (sttsCd === 'CLOSED') return eq(cmpn.closeYn, 'Y');
  if (sttsCd === 'READY') return and(eq(cmpn.closeYn, 'N'), sql`${today} < ${cmpn.bgngYmd}`);
  if (sttsCd === 'ENDED') return and(eq(cmpn.closeYn, 'N'), sql`${today} > ${cmpn.endYmd}`);
  if (sttsCd === 'OPEN') return cmpnOpenWhere;
  return undefined;
}

/** Column references qualified by their table, for correlated subqueries (a bare column would bind to the inner table). */
const CMPN_ID = sql.raw('"cmpn"."cmpn_id"');
const APLY_ID = sql.raw('"cmpn_aply"."aply_id"');

/** The applications of a campaign in one status. */
const aplyCountOf = (sttsCd: TCmpnAplySttsCd) =>
  sql<number>`(select count(*) from ${cmpnAply} a where a.cmpn_id = ${CMPN_ID} and a.aply_stts_cd = ${sttsCd})`.mapWith(Number);

const cmpnItemColumns = { ...getTableColumns(cmpn), sttsCd: cmpnSttsSql, aplyCnt: aplyCountOf('APLY'), aprvCnt: aplyCountOf('APRV') };
export type TCmpnItemRow = TCmpnRow & { sttsCd: TCmpnSttsCd; aplyCnt: number; aprvCnt: number };

export const cmpnWhere = (query: Pick<TCmpnListQuery, 'searchWrd' | 'sttsCd'>) => and(keywordWhere(query.searchWrd, cmpn.cmpnTtl), sttsWhere(query.sttsCd));
export const countCmpns = (db: TDbOrTx, where: SQL | undefined) => countRows(db, cmpn, where);

export const findCmpnPage = (db: TDbOrTx, where: SQL | undefined, offset: number, limit: number): Promise<TCmpnItemRow[]> =>
  db.select(cmpnItemColumns).from(cmpn).where(where).orderBy(desc(cmpn.cmpnId)).offset(offset).limit(limit);

export async function findCmpnItem(db: TDbOrTx, cmpnId: number): Promise<TCmpnItemRow | undefined> {
  const [row] = await db.select(cmpnItemColumns).from(cmpn).where(eq(cmpn.cmpnId, cmpnId));
  return row;
}

export async function insertCmpn(tx: TTx, row: TCmpnWrite, by: string): Promise<number> {
  const [out] = await tx
    .insert(cmpn)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning({ cmpnId: cmpn.cmpnId });
  return out!.cmpnId;
}

export async function updateCmpn(tx: TTx, cmpnId: number, row: Partial<TCmpnWrite> & { closeYn?: 'Y' | 'N' }, by: string): Promise<boolean> {
  const rows = await tx
    .update(cmpn)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(cmpn.cmpnId, cmpnId))
    .returning({ cmpnId: cmpn.cmpnId });
  return rows.length > 0;
}

/** The campaign, its row locked until the transaction ends: FOR UPDATE to change it, FOR SHARE while applying to it. */
export async function lockCmpn(tx: TTx, cmpnId: number, mode: 'update' | 'share'): Promise<(TCmpnRow & { open: boolean }) | undefined> {
  const [row] = await tx
    .select({ ...getTableColumns(cmpn), open: sql<boolean>`${cmpnOpenWhere}` })
    .from(cmpn)
    .where(eq(cmpn.cmpnId, cmpnId))
    .for(mode);
  return row;
}

/** Whether a campaign asks for files and is open today (the proof upload's rule). */
export async function findCmpnProofRule(db: TDbOrTx, cmpnId: number): Promise<{ proofFileYn: 'Y' | 'N'; open: boolean } | undefined> {
  const [row] = await db
    .select({ proofFileYn: cmpn.proofFileYn, open: sql<boolean>`${cmpnOpenWhere}` })
    .from(cmpn)
    .where(eq(cmpn.cmpnId, cmpnId));
  return row;
}

export const hasAplys = async (tx: TTx, cmpnId: number): Promise<boolean> => (await countRows(tx, cmpnAply, eq(cmpnAply.cmpnId, cmpnId))) > 0;

export async function deleteCmpn(tx: TTx, cmpnId: number): Promise<boolean> {
  const rows = await tx.delete(cmpn).where(eq(cmpn.cmpnId, cmpnId)).returning({ cmpnId: cmpn.cmpnId });
  return rows.length > 0;
}

// ---- the student's side ----

/** The caller's applications of a campaign counted against its limit (applied or approved). */
const myAplyCountOf = (userId: string) =>
  sql<number>`(select count(*) from ${cmpnAply} a where a.cmpn_id = ${CMPN_ID} and a.user_id = ${userId} and a.aply_stts_cd in ('APLY', 'APRV'))`.mapWith(
    Number,
  );

const openColumns = (userId: string) => ({ ...getTableColumns(cmpn), sttsCd: cmpnSttsSql, myAplyCnt: myAplyCountOf(userId) });
export type TCmpnOpenRow = TCmpnRow & { sttsCd: TCmpnSttsCd; myAplyCnt: number };

/** The campaigns open today, those ending soonest first (a page holds at most 100). */
export const findOpenCmpns = (db: TDbOrTx, userId: string): Promise<TCmpnOpenRow[]> =>
  db.select(openColumns(userId)).from(cmpn).where(cmpnOpenWhere).orderBy(asc(cmpn.endYmd), desc(cmpn.cmpnId)).limit(100);

/** A campaign a student may see: one whose period has begun. */
export async function findStartedCmpn(db: TDbOrTx, userId: string, cmpnId: number): Promise<TCmpnOpenRow | undefined> {
  const [row] = await db
    .select(openColumns(userId))
    .from(cmpn)
    .where(and(eq(cmpn.cmpnId, cmpnId), sql`${cmpn.bgngYmd} <= ${today}`));
  return row;
}

/** Read under the holder's lock: two parallel applications of one student cannot both pass the limit. */
export async function countLiveAplys(tx: TTx, cmpnId: number, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(cmpnAply)
    .where(and(eq(cmpnAply.cmpnId, cmpnId), eq(cmpnAply.userId, userId), inArray(cmpnAply.aplySttsCd, ['APLY', 'APRV'])));
  return row!.n;
}

export async function insertAply(tx: TTx, row: { cmpnId: number; userId: string; proofCn: string | null; atchFileModuleId: string | null }): Promise<number> {
  const [out] = await tx
    .insert(cmpnAply)
    .values({ ...row, registeredBy: row.userId, updatedBy: row.userId })
    .returning({ aplyId: cmpnAply.aplyId });
  return out!.aplyId;
}

const myAplyColumns = { ...getTableColumns(cmpnAply), cmpnTtl: cmpn.cmpnTtl, points: cmpn.points };
export type TMyAplyRow = TCmpnAplyRow & { cmpnTtl: string; points: number };

export const myAplyWhere = (userId: string, aplySttsCd: TCmpnAplySttsCd | undefined) =>
  and(eq(cmpnAply.userId, userId), aplySttsCd ? eq(cmpnAply.aplySttsCd, aplySttsCd) : undefined)!;

export const countMyAplys = (db: TDbOrTx, where: SQL) => countRows(db, cmpnAply, where);

export const findMyAplyPage = (db: TDbOrTx, where: SQL, offset: number, limit: number): Promise<TMyAplyRow[]> =>
  db
    .select(myAplyColumns)
    .from(cmpnAply)
    .innerJoin(cmpn, eq(cmpn.cmpnId, cmpnAply.cmpnId))
    .where(where)
    .orderBy(desc(cmpnAply.aplyId))
    .offset(offset)
    .limit(limit);

export async function findMyAply(db: TDbOrTx, aplyId: number): Promise<TMyAplyRow | undefined> {
  const [row] = await db.select(myAplyColumns).from(cmpnAply).innerJoin(cmpn, eq(cmpn.cmpnId, cmpnAply.cmpnId)).where(eq(cmpnAply.aplyId, aplyId));
  return row;
}

export async function findAply(db: TDbOrTx, aplyId: number): Promise<TCmpnAplyRow | undefined> {
  const [row] = await db.select().from(cmpnAply).where(eq(cmpnAply.aplyId, aplyId));
  return row;
}

/** The application saved with an upload group (a group is one application's for good). */
export async function findAplyIdByFileGroup(db: TDbOrTx, fileModuleId: string): Promise<number | undefined> {
  const [row] = await db.select({ aplyId: cmpnAply.aplyId }).from(cmpnAply).where(eq(cmpnAply.atchFileModuleId, fileModuleId)).limit(1);
  return row?.aplyId;
}

/** The applications, their rows locked in id order (every batch locks in the same order), with their campaign's title and points. */
export const lockAplys = (tx: TTx, aplyIds: number[]) =>
  tx
    .select({ ...getTableColumns(cmpnAply), cmpnTtl: cmpn.cmpnTtl, points: cmpn.points })
    .from(cmpnAply)
    .innerJoin(cmpn, eq(cmpn.cmpnId, cmpnAply.cmpnId))
    .where(inArray(cmpnAply.aplyId, aplyIds))
    .orderBy(asc(cmpnAply.aplyId))
    .for('update', { of: cmpnAply });

/** A processed application: its new status, who decided and when. */
export async function setAplyStts(
  tx: TTx,
  aplyIds: number[],
  change: { aplySttsCd: TCmpnAplySttsCd; rejectReason?: string | null },
  by: string,
): Promise<void> {
  if (aplyIds.length === 0) return;
  await tx
    .update(cmpnAply)
    .set({ ...change, procBy: by, procDt: sql`now()`, updatedBy: by, updatedAt: sql`now()` })
    .where(inArray(cmpnAply.aplyId, aplyIds));
}

// ---- administration: applications ----

/** The saved proof files of an application. */
const fileCntSql =
  sql<number>`(select count(*) from ${atchFile} f where f.seq_type = 'cmpnAply' and f.seq_id = ${APLY_ID}::text and f.stts_cd = 'ACTIVE')`.mapWith(Number);

const mngColumns = {
  ...getTableColumns(cmpnAply),
  cmpnTtl: cmpn.cmpnTtl,
  points: cmpn.points,
  userNm: mbr.userNm,
  schlNm: mbr.schlNm,
  grd: mbr.grd,
  fileCnt: fileCntSql,
};
export type TAplyMngRow = TCmpnAplyRow & { cmpnTtl: string; points: number; userNm: string; schlNm: string | null; grd: number | null; fileCnt: number };

export function aplyMngWhere(query: Pick<TCmpnAplyMngQuery, 'cmpnId' | 'aplySttsCd' | 'searchCnd' | 'searchWrd'>): SQL | undefined {
  const searchColumn = { userNm: mbr.userNm, userId: mbr.userId, schlNm: mbr.schlNm }[query.searchCnd ?? 'userNm'];
  return and(
    query.cmpnId ? eq(cmpnAply.cmpnId, query.cmpnId) : undefined,
    query.aplySttsCd ? eq(cmpnAply.aplySttsCd, query.aplySttsCd) : undefined,
    query.searchCnd ? keywordWhere(query.searchWrd, searchColumn) : keywordWhere(query.searchWrd, mbr.userNm, mbr.userId, mbr.schlNm),
  );
}

export async function countAplyMng(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cmpnAply).innerJoin(mbr, eq(mbr.userId, cmpnAply.userId)).where(where);
  return row!.n;
}

export const findAplyMngPage = (db: TDbOrTx, where: SQL | undefined, offset: number, limit: number): Promise<TAplyMngRow[]> =>
  db
    .select(mngColumns)
    .from(cmpnAply)
    .innerJoin(cmpn, eq(cmpn.cmpnId, cmpnAply.cmpnId))
    .innerJoin(mbr, eq(mbr.userId, cmpnAply.userId))
    .where(where)
    .orderBy(desc(cmpnAply.aplyId))
    .offset(offset)
    .limit(limit);

export async function findAplyMng(db: TDbOrTx, aplyId: number): Promise<TAplyMngRow | undefined> {
  const [row] = await db
    .select(mngColumns)
    .from(cmpnAply)
    .innerJoin(cmpn, eq(cmpn.cmpnId, cmpnAply.cmpnId))
    .innerJoin(mbr, eq(mbr.userId, cmpnAply.userId))
    .where(eq(cmpnAply.aplyId, aplyId));
  return row;
}
