import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { fusnAply, fusnPrgrm, fusnSesn } from './fusn.table.js';
import { sesnTimeColumns } from './sesn.columns.js';

/** A session with the program fields the individual applications' rules read. */
const sesnColumns = {
  sesnId: fusnSesn.sesnId,
  prgrmId: fusnSesn.prgrmId,
  ...sesnTimeColumns,
  cpcty: fusnSesn.cpcty,
  rsvdCnt: fusnSesn.rsvdCnt,
  sesnSttsCd: fusnSesn.sttsCd,
  seedSalt: fusnSesn.seedSalt,
  commitHash: fusnSesn.commitHash,
  seedHex: fusnSesn.seedHex,
  drawnAt: fusnSesn.drawnAt,
  prgrmNm: fusnPrgrm.prgrmNm,
  prgrmSeCd: fusnPrgrm.prgrmSeCd,
  prgrmSttsCd: fusnPrgrm.sttsCd,
  schlLvls: fusnPrgrm.schlLvls,
  opnDt: fusnPrgrm.opnDt,
  slctSeCd: fusnPrgrm.slctSeCd,
  offerHours: fusnPrgrm.offerHours,
  pointYn: fusnPrgrm.pointYn,
  bfrSrvyId: fusnPrgrm.bfrSrvyId,
  dgstfnSrvyId: fusnPrgrm.dgstfnSrvyId,
  prgrmExpln: fusnPrgrm.prgrmExpln,
};
const sesnQuery = (db: TDbOrTx, sesnId: number) =>
  db.select(sesnColumns).from(fusnSesn).innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId)).where(eq(fusnSesn.sesnId, sesnId));
export type TSesnRow = Awaited<ReturnType<typeof sesnQuery>>[number];

/** The session and its program; `lock` takes the session's row lock (the first lock of every change of its applications). */
export async function findSesn(db: TDbOrTx, sesnId: number, lock = false): Promise<TSesnRow | undefined> {
  const query = sesnQuery(db, sesnId);
  const [row] = lock ? await query.for('update', { of: fusnSesn }) : await query;
  return row;
}

export type TAplyRow = typeof fusnAply.$inferSelect;

/** The student's live direct (INDV) application of a session; `lock` takes its row lock. */
export async function findLiveAply(db: TDbOrTx, sesnId: number, userId: string, lock = false): Promise<TAplyRow | undefined> {
  const query = db
    .select()
    .from(fusnAply)
    .where(and(eq(fusnAply.sesnId, sesnId), eq(fusnAply.userId, userId), isNull(fusnAply.schlRsvtId), ne(fusnAply.sttsCd, 'CNCL')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The student's latest direct application of a session, live or not (a declined or expired offer). */
export async function findLastAply(db: TDbOrTx, sesnId: number, userId: string): Promise<TAplyRow | undefined> {
  const [row] = await db
    .select()
    .from(fusnAply)
    .where(and(eq(fusnAply.sesnId, sesnId), eq(fusnAply.userId, userId), isNull(fusnAply.schlRsvtId)))
    .orderBy(sql`${fusnAply.aplyId} desc`)
    .limit(1);
  return row;
}

export async function insertAply(tx: TTx, row: { sesnId: number; userId: string; sttsCd: 'APLY' | 'PEND'; entryNo: number | null }): Promise<TAplyRow> {
  const [out] = await tx
    .insert(fusnAply)
    .values({ ...row, registeredBy: row.userId, updatedBy: row.userId })
    .returning();
  return out!;
}

export async function updateAply(tx: TTx, aplyId: number, set: Partial<typeof fusnAply.$inferInsert>, by: string): Promise<void> {
  await tx
    .update(fusnAply)
    .set({ ...set, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(fusnAply.aplyId, aplyId));
}

/** The next entry number of a lottery session (under the session's row lock: no gaps, no twins). */
export async function nextEntryNo(tx: TTx, sesnId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${fusnAply.entryNo}), 0)::int + 1` })
    .from(fusnAply)
    .where(eq(fusnAply.sesnId, sesnId));
  return row!.n;
}

/** A lottery's entries waiting for the draw, in entry order. */
export const findPendEntries = (tx: TTx, sesnId: number) =>
  tx
    .select({ aplyId: fusnAply.aplyId, entryNo: fusnAply.entryNo, userId: fusnAply.userId })
    .from(fusnAply)
    .where(and(eq(fusnAply.sesnId, sesnId), eq(fusnAply.sttsCd, 'PEND')))
    .orderBy(asc(fusnAply.entryNo));
