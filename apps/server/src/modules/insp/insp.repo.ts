import type { TInspBand, TInspGenderCd, TInspScores } from '@portal/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { insp, inspNorm, inspRsltStat, inspSheet, inspVer } from './insp.table.js';

/** The taker's side: catalogue rows, answer sheets, results, adopted norms and the result counts. */

export type TInspRow = typeof insp.$inferSelect;
export type TSheetRow = typeof inspSheet.$inferSelect;

const answeredCnt = sql<number>`(select count(*)::int from jsonb_object_keys(${inspSheet.answers}))`;

/** Every test with its published version's number and definition (the catalogue cache's load). */
export const findCatalogueRows = (db: TDbOrTx) =>
  db
    .select({ insp, pubVerNo: inspVer.verNo, pubDef: inspVer.definition })
    .from(insp)
    .leftJoin(inspVer, eq(inspVer.verId, insp.pubVerId))
    .orderBy(insp.sortSeq, insp.inspId);

export async function findVer(db: TDbOrTx, verId: number) {
  const [row] = await db.select().from(inspVer).where(eq(inspVer.verId, verId));
  return row;
}

/** The caller's unfinished sheet and latest completion per test (at most two rows a test). */
export function findMine(db: TDbOrTx, userId: string, inspIds?: number[]) {
  return db
    .selectDistinctOn([inspSheet.inspId, inspSheet.sttsCd], {
      inspId: inspSheet.inspId,
      sheetId: inspSheet.sheetId,
      sttsCd: inspSheet.sttsCd,
      cmplAt: inspSheet.cmplAt,
      answeredCnt,
    })
    .from(inspSheet)
    .where(and(eq(inspSheet.userId, userId), inspIds ? inArray(inspSheet.inspId, inspIds) : undefined))
    .orderBy(inspSheet.inspId, inspSheet.sttsCd, sql`${inspSheet.cmplAt} desc nulls last`, desc(inspSheet.sheetId));
}

/**
 * Resumes the taker's unfinished sheet of the test, whatever the test's state or the taker's band
 * now (the sex is kept unless given); undefined when there is none.
 */
export async function resumeSheet(db: TDbOrTx, row: { userId: string; inspId: number; genderCd: TInspGenderCd | null }): Promise<TSheetRow | undefined> {
  const [out] = await db
    .update(inspSheet)
    .set({ genderCd: sql`coalesce(${row.genderCd}::text, ${inspSheet.genderCd})` })
    .where(and(eq(inspSheet.userId, row.userId), eq(inspSheet.inspId, row.inspId), eq(inspSheet.sttsCd, 'ING')))
    .returning();
  return out;
}

/**
 * Starts the taker's sheet on the published version, or returns the unfinished one (the partial
 * unique index: a second start, even a concurrent one, resumes instead of failing).
 */
export async function startSheet(
  db: TDbOrTx,
  row: { userId: string; inspId: number; verId: number; band: TInspBand; genderCd: TInspGenderCd | null },
): Promise<TSheetRow> {
  const [out] = await db
    .insert(inspSheet)
    .values(row)
    .onConflictDoUpdate({
      target: [inspSheet.userId, inspSheet.inspId],
      targetWhere: sql`${inspSheet.sttsCd} = 'ING'`,
      set: { genderCd: sql`coalesce(excluded.gender_cd, ${inspSheet.genderCd})` },
    })
    .returning();
  return out!;
}

/** The caller's own sheet (another's is not found). */
export async function findOwnSheet(db: TDbOrTx, sheetId: number, userId: string) {
  const [row] = await db
    .select({ sheetId: inspSheet.sheetId, inspId: inspSheet.inspId, verId: inspSheet.verId, sttsCd: inspSheet.sttsCd })
    .from(inspSheet)
    .where(and(eq(inspSheet.sheetId, sheetId), eq(inspSheet.userId, userId)));
  return row;
}

/** Merges answers into the caller's unfinished sheet in one statement; undefined when it is not (or no longer) one. */
export async function mergeAnswers(db: TDbOrTx, sheetId: number, userId: string, answers: Record<string, number>) {
  const [row] = await db
    .update(inspSheet)
    .set({ answers: sql`${inspSheet.answers} || ${JSON.stringify(answers)}::jsonb`, savedAt: sql`now()` })
    .where(and(eq(inspSheet.sheetId, sheetId), eq(inspSheet.userId, userId), eq(inspSheet.sttsCd, 'ING')))
    .returning({ answeredCnt, answers: inspSheet.answers });
  return row;
}

/** The caller's sheet, locked until the submit's transaction ends (a second submit waits, then finds it done). */
export async function lockOwnSheet(tx: TTx, sheetId: number, userId: string): Promise<TSheetRow | undefined> {
  const [row] = await tx
    .select()
    .from(inspSheet)
    .where(and(eq(inspSheet.sheetId, sheetId), eq(inspSheet.userId, userId)))
    .for('update');
  return row;
}

export async function completeSheet(tx: TTx, sheetId: number, scores: TInspScores): Promise<void> {
  await tx
    .update(inspSheet)
    .set({ sttsCd: 'CMPL', cmplAt: sql`now()`, savedAt: sql`now()`, scores })
    .where(eq(inspSheet.sheetId, sheetId));
}

/** The adopted norm for the band and the taker's sex, else the band's norm for all. */
export async function findNorm(db: TDbOrTx, verId: number, band: TInspBand, genderCd: TInspGenderCd | null) {
  const rows = await db
    .select({ genderCd: inspNorm.genderCd, dist: inspNorm.dist })
    .from(inspNorm)
    .where(and(eq(inspNorm.verId, verId), eq(inspNorm.band, band), inArray(inspNorm.genderCd, genderCd ? [genderCd, 'ALL'] : ['ALL'])));
  return (rows.find((r) => r.genderCd === genderCd) ?? rows.find((r) => r.genderCd === 'ALL'))?.dist ?? null;
}

/** One more completion of the day, test, band and result code (the result statistics' data). */
export async function countRslt(tx: TTx, row: { statYmd: string; inspId: number; band: TInspBand; rsltCd: string }): Promise<void> {
  await tx
    .insert(inspRsltStat)
    .values({ ...row, cnt: 1 })
    .onConflictDoUpdate({
      target: [inspRsltStat.statYmd, inspRsltStat.inspId, inspRsltStat.band, inspRsltStat.rsltCd],
      set: { cnt: sql`${inspRsltStat.cnt} + 1` },
    });
}

const rsltColumns = {
  sheetId: inspSheet.sheetId,
  inspId: inspSheet.inspId,
  verId: inspSheet.verId,
  inspName: insp.inspName,
  inspNm: insp.inspNm,
  verNo: inspVer.verNo,
  band: inspSheet.band,
  cmplAt: inspSheet.cmplAt,
  scores: inspSheet.scores,
};

/** The caller's completed sheets, newest first. */
export const findOwnRslts = (db: TDbOrTx, userId: string) =>
  db
    .select(rsltColumns)
    .from(inspSheet)
    .innerJoin(insp, eq(insp.inspId, inspSheet.inspId))
    .innerJoin(inspVer, eq(inspVer.verId, inspSheet.verId))
    .where(and(eq(inspSheet.userId, userId), eq(inspSheet.sttsCd, 'CMPL')))
    .orderBy(insp.sortSeq, insp.inspId, desc(inspSheet.cmplAt), desc(inspSheet.sheetId));

/** One completed sheet of the caller, with its answers (another's, or an unfinished one, is not found). */
export async function findOwnRslt(db: TDbOrTx, sheetId: number, userId: string) {
  const [row] = await db
    .select({ ...rsltColumns, answers: inspSheet.answers })
    .from(inspSheet)
    .innerJoin(insp, eq(insp.inspId, inspSheet.inspId))
    .innerJoin(inspVer, eq(inspVer.verId, inspSheet.verId))
    .where(and(eq(inspSheet.sheetId, sheetId), eq(inspSheet.userId, userId), eq(inspSheet.sttsCd, 'CMPL')));
  return row;
}
