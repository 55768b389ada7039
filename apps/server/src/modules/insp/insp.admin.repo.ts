import type { TInspDefinition, TInspMetaSave } from '@portal/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { countRows } from '../../db/paging.js';
import { mbr } from '../member/member.table.js';
import type { TNormRow } from './insp.psychometrics.js';
import { insp, inspNorm, inspSheet, inspVer } from './insp.table.js';

/**
 * The test bank (admin langDgns): tests, their versions, completed answers and adopted norms. The
 * correlated counts name the outer table (insp, insp_ver) themselves: an unqualified column would
 * bind to the subquery's own table.
 */

const cmplCntOfInsp = sql<number>`(select count(*)::int from ${inspSheet} s where s.insp_id = insp.insp_id and s.stts_cd = 'CMPL')`;
const cmplCntOfVer = sql<number>`(select count(*)::int from ${inspSheet} s where s.ver_id = insp_ver.ver_id and s.stts_cd = 'CMPL')`;

/** Every test with its published version's number, whether a draft waits, and its completions. */
export const findAdmRows = (db: TDbOrTx) =>
  db
    .select({
      insp,
      pubVerNo: sql<number | null>`(select v.ver_no from ${inspVer} v where v.ver_id = insp.pub_ver_id)`,
      hasDraft: sql<boolean>`exists (select 1 from ${inspVer} v where v.insp_id = insp.insp_id and v.stts_cd = 'DRAFT')`,
      cmplCnt: cmplCntOfInsp,
    })
    .from(insp)
    .orderBy(insp.sortSeq, insp.inspId);

export async function findInspById(db: TDbOrTx, inspId: number) {
  const [row] = await db.select().from(insp).where(eq(insp.inspId, inspId));
  return row;
}

/** The test's row, locked until the caller's transaction ends (changes of one test are serial). */
export async function lockInsp(tx: TTx, inspId: number) {
  const [row] = await tx.select().from(insp).where(eq(insp.inspId, inspId)).for('update');
  return row;
}

/** The test's versions, newest first, with their completions and whether norms are adopted. */
export const findVersions = (db: TDbOrTx, inspId: number) =>
  db
    .select({
      verId: inspVer.verId,
      verNo: inspVer.verNo,
      sttsCd: inspVer.sttsCd,
      publishedAt: inspVer.publishedAt,
      definition: inspVer.definition,
      cmplCnt: cmplCntOfVer,
      normAdopted: sql<boolean>`exists (select 1 from ${inspNorm} n where n.ver_id = insp_ver.ver_id)`,
    })
    .from(inspVer)
    .where(eq(inspVer.inspId, inspId))
    .orderBy(desc(inspVer.verNo));

/** A new test (no address name in use): its id, or undefined when the name is taken. */
export async function insertInsp(tx: TTx, meta: TInspMetaSave, by: string): Promise<number | undefined> {
  const [row] = await tx
    .insert(insp)
    .values({ ...meta, srcNote: meta.srcNote || null, registeredBy: by, updatedBy: by })
    .onConflictDoNothing({ target: insp.inspName })
    .returning({ inspId: insp.inspId });
  return row?.inspId;
}

export async function isInspNameTaken(db: TDbOrTx, inspName: string, inspId: number): Promise<boolean> {
  const [row] = await db
    .select({ inspId: insp.inspId })
    .from(insp)
    .where(and(eq(insp.inspName, inspName), sql`${insp.inspId} <> ${inspId}`));
  return row !== undefined;
}

export async function updateInsp(tx: TTx, inspId: number, set: Partial<typeof insp.$inferInsert>, by: string): Promise<void> {
  await tx
    .update(insp)
    .set({ ...set, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(insp.inspId, inspId));
}

export async function insertVer(tx: TTx, row: { inspId: number; verNo: number; definition: TInspDefinition }, by: string): Promise<number> {
  const [out] = await tx
    .insert(inspVer)
    .values({ ...row, sttsCd: 'DRAFT', registeredBy: by, updatedBy: by })
    .returning({ verId: inspVer.verId });
  return out!.verId;
}

export async function updateDraftDef(tx: TTx, verId: number, definition: TInspDefinition, by: string): Promise<void> {
  await tx
    .update(inspVer)
    .set({ definition, updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(inspVer.verId, verId), eq(inspVer.sttsCd, 'DRAFT')));
}

/** The draft becomes the published version; the one published before is retired. */
export async function publishDraft(tx: TTx, inspId: number, draftVerId: number, by: string): Promise<void> {
  await tx
    .update(inspVer)
    .set({ sttsCd: 'RETIRED', updatedBy: by, updatedAt: sql`now()` })
    .where(and(eq(inspVer.inspId, inspId), eq(inspVer.sttsCd, 'PUBLISHED')));
  await tx
    .update(inspVer)
    .set({ sttsCd: 'PUBLISHED', publishedAt: sql`now()`, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(inspVer.verId, draftVerId));
}

/**
 * The answers of a version's completed sheets, for the psychometrics panel and the norms: one
 * statement, computed in the request (a few thousand sheets at this portal's scale).
 */
export const findCmplAnswers = (db: TDbOrTx, verId: number) =>
  db
    .select({ band: inspSheet.band, genderCd: inspSheet.genderCd, answers: inspSheet.answers })
    .from(inspSheet)
    .where(and(eq(inspSheet.verId, verId), eq(inspSheet.sttsCd, 'CMPL')));

export const findNorms = (db: TDbOrTx, verId: number) =>
  db
    .select({ band: inspNorm.band, genderCd: inspNorm.genderCd, n: inspNorm.n, computedAt: inspNorm.computedAt })
    .from(inspNorm)
    .where(eq(inspNorm.verId, verId))
    .orderBy(inspNorm.band, inspNorm.genderCd);

/** The version's norms replaced by these (in the caller's transaction). */
export async function replaceNorms(tx: TTx, verId: number, rows: readonly TNormRow[], by: string): Promise<void> {
  await tx.delete(inspNorm).where(eq(inspNorm.verId, verId));
  await tx.insert(inspNorm).values(rows.map((r) => ({ verId, band: r.band, genderCd: r.genderCd, n: r.n, dist: r.dist, adoptedBy: by })));
}

/** The completed sheets of a test, or of one of its versions. */
export const cmplSheetsWhere = (inspId: number, verId: number | undefined): SQL =>
  and(eq(inspSheet.inspId, inspId), eq(inspSheet.sttsCd, 'CMPL'), verId === undefined ? undefined : eq(inspSheet.verId, verId))!;

export const countCmplSheets = (db: TDbOrTx, where: SQL) => countRows(db, inspSheet, where);

/** The results export's rows, newest first: each sheet with its version's number and the taker's name. */
export const findCmplSheetRows = (db: TDbOrTx, where: SQL, limit: number) =>
  db
    .select({
      userId: inspSheet.userId,
      userNm: mbr.userNm,
      band: inspSheet.band,
      genderCd: inspSheet.genderCd,
      cmplAt: inspSheet.cmplAt,
      verNo: inspVer.verNo,
      scores: inspSheet.scores,
    })
    .from(inspSheet)
    .innerJoin(inspVer, eq(inspVer.verId, inspSheet.verId))
    .leftJoin(mbr, eq(mbr.userId, inspSheet.userId))
    .where(where)
    .orderBy(desc(inspSheet.cmplAt), desc(inspSheet.sheetId))
    .limit(limit);
