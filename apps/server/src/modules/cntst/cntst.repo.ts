import type { TCntstPhaseCd } from '@portal/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { keywordWhere } from '../../db/search.js';
import { imageRefOf } from '../files/index.js';
import { mbr } from '../member/member.table.js';
import { cntst, cntstAlc, cntstEntry, cntstJdg, cntstScore, cntstScoreLog } from './cntst.table.js';

export type TCntstRow = typeof cntst.$inferSelect;
export type TEntryRow = typeof cntstEntry.$inferSelect;

/** The phase rule of cntstPhaseOf as a condition on the database clock. */
export function phaseWhere(phase: TCntstPhaseCd): SQL {
  const open = eq(cntst.sttsCd, 'OPEN');
  switch (phase) {
    case 'ANN':
      return eq(cntst.sttsCd, 'PUBLISHED');
    case 'READY':
      return and(open, sql`now() < ${cntst.aplyBgngDt}`)!;
    case 'APLY':
      return and(open, sql`now() >= ${cntst.aplyBgngDt} and now() < ${cntst.aplyEndDt}`)!;
    case 'CLOSED':
      return and(open, sql`now() >= ${cntst.aplyEndDt} and now() < ${cntst.jdgBgngDt}`)!;
    case 'JDG':
      return and(open, sql`now() >= ${cntst.jdgBgngDt}`)!;
  }
}

/** The contest's id qualified by its table (a single-table select names its columns bare, which a subquery would rebind). */
const outerCntstId = sql`${sql.identifier('cntst')}.${sql.identifier('cntst_id')}`;

const cntstColumns = {
  ...getTableColumns(cntst),
  posterRef: imageRefOf(cntst.posterFileId),
  entryCnt: sql<number>`(select count(*)::int from ${cntstEntry} e where e.cntst_id = ${outerCntstId} and e.stts_cd = 'SUBMIT')`,
  judgeCnt: sql<number>`(select count(*)::int from ${cntstJdg} j where j.cntst_id = ${outerCntstId})`,
};
export type TCntstFullRow = TCntstRow & { posterRef: string | null; entryCnt: number; judgeCnt: number };

export async function findCntst(db: TDbOrTx, cntstId: number): Promise<TCntstFullRow | undefined> {
  const [row] = await db.select(cntstColumns).from(cntst).where(eq(cntst.cntstId, cntstId));
  return row;
}

/** The contest's row locked: entries of one contest and its judging changes are serial. */
export async function lockCntst(tx: TTx, cntstId: number): Promise<TCntstRow | undefined> {
  const [row] = await tx.select().from(cntst).where(eq(cntst.cntstId, cntstId)).for('update');
  return row;
}

export function cntstWhere(f: { searchWrd?: string; phase?: TCntstPhaseCd }, publicOnly: boolean): SQL | undefined {
  return and(
    publicOnly ? inArray(cntst.sttsCd, ['OPEN', 'PUBLISHED']) : undefined,
    keywordWhere(f.searchWrd, cntst.cntstTtl),
    f.phase ? phaseWhere(f.phase) : undefined,
  );
}

export async function countCntsts(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cntst).where(where);
  return row?.n ?? 0;
}

export function findCntstPage(db: TDbOrTx, where: SQL | undefined, offset: number, limit: number): Promise<TCntstFullRow[]> {
  return db.select(cntstColumns).from(cntst).where(where).orderBy(desc(cntst.aplyBgngDt), desc(cntst.cntstId)).offset(offset).limit(limit);
}

export async function insertCntst(tx: TTx, values: typeof cntst.$inferInsert): Promise<number> {
  const [row] = await tx.insert(cntst).values(values).returning({ cntstId: cntst.cntstId });
  return row!.cntstId;
}

export async function updateCntst(tx: TTx, cntstId: number, values: Partial<typeof cntst.$inferInsert>): Promise<void> {
  await tx
    .update(cntst)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cntst.cntstId, cntstId));
}

/** The contests of these titles still without a poster (demo posters). */
export const findCntstsWithoutPoster = (db: TDbOrTx, cntstTtls: string[]) =>
  db
    .select({ cntstId: cntst.cntstId, cntstTtl: cntst.cntstTtl })
    .from(cntst)
    .where(and(inArray(cntst.cntstTtl, cntstTtls), isNull(cntst.posterFileId)));

/** Sets the poster and its alt text of a contest still without one; false when it has one. */
export async function setCntstPosterWhenNone(tx: TTx, cntstId: number, fileId: number, posterAlt: string): Promise<boolean> {
  const rows = await tx
    .update(cntst)
    .set({ posterFileId: fileId, posterAlt })
    .where(and(eq(cntst.cntstId, cntstId), isNull(cntst.posterFileId)))
    .returning({ cntstId: cntst.cntstId });
  return rows.length > 0;
}

export async function deleteCntst(tx: TTx, cntstId: number): Promise<void> {
  await tx.delete(cntstJdg).where(eq(cntstJdg.cntstId, cntstId));
  await tx.delete(cntst).where(eq(cntst.cntstId, cntstId));
}

export async function countAllEntries(db: TDbOrTx, cntstId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cntstEntry).where(eq(cntstEntry.cntstId, cntstId));
  return row?.n ?? 0;
}

export async function countScores(db: TDbOrTx, cntstId: number, judgeId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cntstScore)
    .where(and(eq(cntstScore.cntstId, cntstId), judgeId ? eq(cntstScore.judgeId, judgeId) : undefined));
  return row?.n ?? 0;
}

// ---- entries ----

export async function countLiveEntries(db: TDbOrTx, cntstId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cntstEntry)
    .where(and(eq(cntstEntry.cntstId, cntstId), eq(cntstEntry.userId, userId), eq(cntstEntry.sttsCd, 'SUBMIT')));
  return row?.n ?? 0;
}

export async function insertEntry(tx: TTx, values: typeof cntstEntry.$inferInsert): Promise<number> {
  const [row] = await tx.insert(cntstEntry).values(values).returning({ entryId: cntstEntry.entryId });
  return row!.entryId;
}

export async function updateEntry(tx: TTx, entryId: number, values: Partial<typeof cntstEntry.$inferInsert>): Promise<void> {
  await tx
    .update(cntstEntry)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cntstEntry.entryId, entryId));
}

export async function findEntry(db: TDbOrTx, entryId: number): Promise<TEntryRow | undefined> {
  const [row] = await db.select().from(cntstEntry).where(eq(cntstEntry.entryId, entryId));
  return row;
}

export async function lockEntry(tx: TTx, entryId: number): Promise<TEntryRow | undefined> {
  const [row] = await tx.select().from(cntstEntry).where(eq(cntstEntry.entryId, entryId)).for('update');
  return row;
}

export async function findEntryIdByFileGroup(db: TDbOrTx, fileModuleId: string): Promise<number | undefined> {
  const [row] = await db.select({ entryId: cntstEntry.entryId }).from(cntstEntry).where(eq(cntstEntry.atchFileModuleId, fileModuleId));
  return row?.entryId;
}

const myEntryColumns = {
  ...getTableColumns(cntstEntry),
  cntst: {
    cntstTtl: cntst.cntstTtl,
    sttsCd: cntst.sttsCd,
    aplyBgngDt: cntst.aplyBgngDt,
    aplyEndDt: cntst.aplyEndDt,
    jdgBgngDt: cntst.jdgBgngDt,
    prizes: cntst.prizes,
  },
};
export type TMyEntryRow = TEntryRow & { cntst: Pick<TCntstRow, 'cntstTtl' | 'sttsCd' | 'aplyBgngDt' | 'aplyEndDt' | 'jdgBgngDt' | 'prizes'> };

export async function findMyEntry(db: TDbOrTx, entryId: number): Promise<TMyEntryRow | undefined> {
  const [row] = await db.select(myEntryColumns).from(cntstEntry).innerJoin(cntst, eq(cntst.cntstId, cntstEntry.cntstId)).where(eq(cntstEntry.entryId, entryId));
  return row;
}

export async function countMyEntries(db: TDbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cntstEntry).where(eq(cntstEntry.userId, userId));
  return row?.n ?? 0;
}

export function findMyEntryPage(db: TDbOrTx, userId: string, offset: number, limit: number): Promise<TMyEntryRow[]> {
  return db
    .select(myEntryColumns)
    .from(cntstEntry)
    .innerJoin(cntst, eq(cntst.cntstId, cntstEntry.cntstId))
    .where(eq(cntstEntry.userId, userId))
    .orderBy(desc(cntstEntry.entryId))
    .offset(offset)
    .limit(limit);
}

/** A member's submitted (not withdrawn) entries with their contests, newest first. */
export function findMyEntries(db: TDbOrTx, userId: string): Promise<TMyEntryRow[]> {
  return db
    .select(myEntryColumns)
    .from(cntstEntry)
    .innerJoin(cntst, eq(cntst.cntstId, cntstEntry.cntstId))
    .where(and(eq(cntstEntry.userId, userId), eq(cntstEntry.sttsCd, 'SUBMIT')))
    .orderBy(desc(cntstEntry.entryId));
}

/** The entries of a contest with their entrant's name and school (administrators, results). */
const entrantColumns = {
  ...getTableColumns(cntstEntry),
  userNm: sql<string>`coalesce(${mbr.userNm}, '')`,
  schlNm: mbr.schlNm,
  wrtrTypeCd: mbr.userTypeCd,
  wrtrMbrTypeAuthrt: mbr.mbrTypeAuthrt,
  wrtrSchlCd: mbr.schlCd,
};
export type TEntrantRow = TEntryRow & {
  userNm: string;
  schlNm: string | null;
  wrtrTypeCd: string | null;
  wrtrMbrTypeAuthrt: string | null;
  wrtrSchlCd: string | null;
};

export function entryMngWhere(cntstId: number, f: { sttsCd?: string; searchCnd?: 'entryTtl' | 'userNm' | 'schlNm'; searchWrd?: string }): SQL | undefined {
  const column = f.searchCnd === 'userNm' ? mbr.userNm : f.searchCnd === 'schlNm' ? mbr.schlNm : cntstEntry.entryTtl;
  return and(eq(cntstEntry.cntstId, cntstId), f.sttsCd ? eq(cntstEntry.sttsCd, f.sttsCd as 'SUBMIT') : undefined, keywordWhere(f.searchWrd, column));
}

export async function countEntrants(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cntstEntry).leftJoin(mbr, eq(mbr.userId, cntstEntry.userId)).where(where);
  return row?.n ?? 0;
}

export function findEntrants(db: TDbOrTx, where: SQL | undefined, offset = 0, limit = 100_000): Promise<TEntrantRow[]> {
  return db
    .select(entrantColumns)
    .from(cntstEntry)
    .leftJoin(mbr, eq(mbr.userId, cntstEntry.userId))
    .where(where)
    .orderBy(asc(cntstEntry.entryId))
    .offset(offset)
    .limit(limit);
}

/** Every entry id of a contest in order (a blind number is its position: 응모작 A-001 is the first entry ever sent). */
export async function findEntryIds(db: TDbOrTx, cntstId: number): Promise<number[]> {
  const rows = await db.select({ entryId: cntstEntry.entryId }).from(cntstEntry).where(eq(cntstEntry.cntstId, cntstId)).orderBy(asc(cntstEntry.entryId));
  return rows.map((r) => r.entryId);
}

/** A contest's entry's position among its entries, withdrawn ones included (its blind number's n). */
export async function entryPositionOf(db: TDbOrTx, cntstId: number, entryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cntstEntry)
    .where(and(eq(cntstEntry.cntstId, cntstId), lte(cntstEntry.entryId, entryId)));
  return row?.n ?? 0;
}

export async function findSubmittedEntryIds(db: TDbOrTx, cntstId: number): Promise<number[]> {
  const rows = await db
    .select({ entryId: cntstEntry.entryId })
    .from(cntstEntry)
    .where(and(eq(cntstEntry.cntstId, cntstId), eq(cntstEntry.sttsCd, 'SUBMIT')));
  return rows.map((r) => r.entryId);
}

// ---- judges, allocation, scores ----

export async function isJudgeOf(db: TDbOrTx, cntstId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(cntstJdg)
    .where(and(eq(cntstJdg.cntstId, cntstId), eq(cntstJdg.judgeId, userId)));
  return (row?.n ?? 0) > 0;
}

export async function findJudges(db: TDbOrTx, cntstId: number) {
  return db
    .select({
      judgeId: cntstJdg.judgeId,
      judgeNm: sql<string>`coalesce(${mbr.userNm}, ${cntstJdg.judgeId})`,
      alcCnt: sql<number>`(select count(*)::int from ${cntstAlc} a join ${cntstEntry} e on e.entry_id = a.entry_id and e.stts_cd = 'SUBMIT' where a.cntst_id = ${cntstJdg.cntstId} and a.judge_id = ${cntstJdg.judgeId})`,
      draftCnt: sql<number>`(select count(*)::int from ${cntstScore} s join ${cntstAlc} a on a.entry_id = s.entry_id and a.judge_id = s.judge_id join ${cntstEntry} e on e.entry_id = s.entry_id and e.stts_cd = 'SUBMIT' where s.cntst_id = ${cntstJdg.cntstId} and s.judge_id = ${cntstJdg.judgeId} and s.stts_cd = 'DRAFT')`,
      submitCnt: sql<number>`(select count(*)::int from ${cntstScore} s join ${cntstAlc} a on a.entry_id = s.entry_id and a.judge_id = s.judge_id join ${cntstEntry} e on e.entry_id = s.entry_id and e.stts_cd = 'SUBMIT' where s.cntst_id = ${cntstJdg.cntstId} and s.judge_id = ${cntstJdg.judgeId} and s.stts_cd = 'SUBMIT')`,
    })
    .from(cntstJdg)
    .leftJoin(mbr, eq(mbr.userId, cntstJdg.judgeId))
    .where(eq(cntstJdg.cntstId, cntstId))
    .orderBy(asc(cntstJdg.judgeId));
}

export async function findManagers(db: TDbOrTx, userIds?: string[]) {
  return db
    .select({ userId: mbr.userId, userNm: mbr.userNm })
    .from(mbr)
    .where(and(eq(mbr.userTypeCd, 'A'), eq(mbr.userSttsCd, 'ACTV'), userIds ? inArray(mbr.userId, userIds) : undefined))
    .orderBy(asc(mbr.userNm), asc(mbr.userId));
}

export async function replaceJudges(tx: TTx, cntstId: number, judgeIds: string[], userId: string): Promise<void> {
  const current = (await tx.select({ judgeId: cntstJdg.judgeId }).from(cntstJdg).where(eq(cntstJdg.cntstId, cntstId))).map((r) => r.judgeId);
  const removed = current.filter((id) => !judgeIds.includes(id));
  if (removed.length) {
    await tx.delete(cntstAlc).where(and(eq(cntstAlc.cntstId, cntstId), inArray(cntstAlc.judgeId, removed)));
    await tx.delete(cntstJdg).where(and(eq(cntstJdg.cntstId, cntstId), inArray(cntstJdg.judgeId, removed)));
  }
  const added = judgeIds.filter((id) => !current.includes(id));
  if (added.length) await tx.insert(cntstJdg).values(added.map((judgeId) => ({ cntstId, judgeId, registeredBy: userId, updatedBy: userId })));
}

export async function replaceAllocation(tx: TTx, cntstId: number, pairs: [number, string][]): Promise<void> {
  await tx.delete(cntstAlc).where(eq(cntstAlc.cntstId, cntstId));
  if (pairs.length) await tx.insert(cntstAlc).values(pairs.map(([entryId, judgeId]) => ({ cntstId, entryId, judgeId })));
}

/** Whether a sent entry of the contest is allocated to the judge (the judging calls' check, repeated under the contest lock). */
export async function isAllocatedLive(db: TDbOrTx, cntstId: number, entryId: number, judgeId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(cntstAlc)
    .innerJoin(cntstEntry, and(eq(cntstEntry.entryId, cntstAlc.entryId), eq(cntstEntry.sttsCd, 'SUBMIT')))
    .innerJoin(cntstJdg, and(eq(cntstJdg.cntstId, cntstAlc.cntstId), eq(cntstJdg.judgeId, cntstAlc.judgeId)))
    .where(and(eq(cntstAlc.cntstId, cntstId), eq(cntstAlc.entryId, entryId), eq(cntstAlc.judgeId, judgeId)));
  return (row?.n ?? 0) > 0;
}

export async function isAllocated(db: TDbOrTx, entryId: number, judgeId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(cntstAlc)
    .where(and(eq(cntstAlc.entryId, entryId), eq(cntstAlc.judgeId, judgeId)));
  return (row?.n ?? 0) > 0;
}

/** A judge's allocated entries (sent ones) with their sheet's status. */
export function findJudgeEntries(db: TDbOrTx, cntstId: number, judgeId: string) {
  return db
    .select({
      entry: getTableColumns(cntstEntry),
      userNm: mbr.userNm,
      schlNm: mbr.schlNm,
      scoreSttsCd: cntstScore.sttsCd,
      scores: cntstScore.scores,
      cmnt: cntstScore.cmnt,
    })
    .from(cntstAlc)
    .innerJoin(cntstEntry, and(eq(cntstEntry.entryId, cntstAlc.entryId), eq(cntstEntry.sttsCd, 'SUBMIT')))
    .leftJoin(mbr, eq(mbr.userId, cntstEntry.userId))
    .leftJoin(cntstScore, and(eq(cntstScore.entryId, cntstAlc.entryId), eq(cntstScore.judgeId, cntstAlc.judgeId)))
    .where(and(eq(cntstAlc.cntstId, cntstId), eq(cntstAlc.judgeId, judgeId)))
    .orderBy(asc(cntstEntry.entryId));
}

/** The contests a judge is appointed to, with the judge's allocation and submissions. */
export function findJudgeContests(db: TDbOrTx, judgeId: string) {
  return db
    .select({
      ...getTableColumns(cntst),
      alcCnt: sql<number>`(select count(*)::int from ${cntstAlc} a join ${cntstEntry} e on e.entry_id = a.entry_id and e.stts_cd = 'SUBMIT' where a.cntst_id = ${cntst.cntstId} and a.judge_id = ${judgeId})`,
      submitCnt: sql<number>`(select count(*)::int from ${cntstScore} s join ${cntstAlc} a on a.entry_id = s.entry_id and a.judge_id = s.judge_id join ${cntstEntry} e on e.entry_id = s.entry_id and e.stts_cd = 'SUBMIT' where s.cntst_id = ${cntst.cntstId} and s.judge_id = ${judgeId} and s.stts_cd = 'SUBMIT')`,
    })
    .from(cntstJdg)
    .innerJoin(cntst, eq(cntst.cntstId, cntstJdg.cntstId))
    .where(and(eq(cntstJdg.judgeId, judgeId), inArray(cntst.sttsCd, ['OPEN', 'PUBLISHED'])))
    .orderBy(desc(cntst.jdgBgngDt), desc(cntst.cntstId));
}

export async function lockScore(tx: TTx, entryId: number, judgeId: string) {
  const [row] = await tx
    .select()
    .from(cntstScore)
    .where(and(eq(cntstScore.entryId, entryId), eq(cntstScore.judgeId, judgeId)))
    .for('update');
  return row;
}

export async function upsertScore(tx: TTx, values: typeof cntstScore.$inferInsert): Promise<void> {
  await tx
    .insert(cntstScore)
    .values(values)
    .onConflictDoUpdate({
      target: [cntstScore.entryId, cntstScore.judgeId],
      set: {
        scores: values.scores,
        cmnt: values.cmnt,
        sttsCd: values.sttsCd,
        sbmsnDt: values.sbmsnDt ?? null,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
}

export async function reopenScore(
  tx: TTx,
  o: { cntstId: number; entryId: number; judgeId: string; reason: string; prevScores: Record<string, number>; userId: string },
) {
  await tx
    .update(cntstScore)
    .set({ sttsCd: 'DRAFT', sbmsnDt: null, updatedBy: o.userId, updatedAt: new Date() })
    .where(and(eq(cntstScore.entryId, o.entryId), eq(cntstScore.judgeId, o.judgeId)));
  await tx
    .insert(cntstScoreLog)
    .values({ cntstId: o.cntstId, entryId: o.entryId, judgeId: o.judgeId, reason: o.reason, prevScores: o.prevScores, registeredBy: o.userId });
}

/** Every allocation of a contest's sent entries with its sheet (the score table's input). */
export function findAllocationSheets(db: TDbOrTx, cntstId: number) {
  return db
    .select({
      entryId: cntstAlc.entryId,
      judgeId: cntstAlc.judgeId,
      judgeNm: sql<string>`coalesce(${mbr.userNm}, ${cntstAlc.judgeId})`,
      sttsCd: cntstScore.sttsCd,
      scores: cntstScore.scores,
      cmnt: cntstScore.cmnt,
    })
    .from(cntstAlc)
    .leftJoin(cntstScore, and(eq(cntstScore.entryId, cntstAlc.entryId), eq(cntstScore.judgeId, cntstAlc.judgeId)))
    .leftJoin(mbr, eq(mbr.userId, cntstAlc.judgeId))
    .where(eq(cntstAlc.cntstId, cntstId))
    .orderBy(asc(cntstAlc.entryId), asc(cntstAlc.judgeId));
}

export async function setTieOrders(tx: TTx, entryIds: number[], userId: string): Promise<void> {
  for (const [index, entryId] of entryIds.entries())
    await tx
      .update(cntstEntry)
      .set({ tieOrd: index + 1, updatedBy: userId })
      .where(eq(cntstEntry.entryId, entryId));
}

export async function replacePrizes(tx: TTx, cntstId: number, awards: { entryId: number; prizeId: string | null }[], userId: string): Promise<void> {
  await tx.update(cntstEntry).set({ prizeId: null }).where(eq(cntstEntry.cntstId, cntstId));
  for (const a of awards) if (a.prizeId) await tx.update(cntstEntry).set({ prizeId: a.prizeId, updatedBy: userId }).where(eq(cntstEntry.entryId, a.entryId));
}
