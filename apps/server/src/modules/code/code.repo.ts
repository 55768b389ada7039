import { and, asc, desc, eq, inArray, isNull, lt, max, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import type { TCodeReference } from './code.references.js';
import { comCd, comCdRflct, type TReflectedCode } from './code.table.js';

export type TCodeRow = typeof comCd.$inferSelect;
export type TCodeWrite = Pick<typeof comCd.$inferInsert, 'comCd' | 'comCdNm' | 'cdExpln' | 'sortSeq' | 'useYn'>;

/** Every code, parents before children's siblings in order; the table is small (hundreds of rows). */
export function findAllCodes(db: TDbOrTx): Promise<TCodeRow[]> {
  return db.select().from(comCd).orderBy(asc(comCd.upComCdId), asc(comCd.sortSeq), asc(comCd.comCd));
}

export async function findCode(db: TDbOrTx, comCdId: string): Promise<TCodeRow | undefined> {
  const [row] = await db.select().from(comCd).where(eq(comCd.comCdId, comCdId));
  return row;
}

export function findChildren(db: TDbOrTx, upComCdId: string | null): Promise<TCodeRow[]> {
  return db
    .select()
    .from(comCd)
    .where(upComCdId === null ? isNull(comCd.upComCdId) : eq(comCd.upComCdId, upComCdId))
    .orderBy(asc(comCd.sortSeq), asc(comCd.comCd));
}

/** Code edits take turns (readers are not blocked), so sibling checks and orders stay consistent. */
export async function lockCodes(tx: TTx): Promise<void> {
  await tx.execute(sql`lock table ${comCd} in share row exclusive mode`);
}

export async function nextSortSeq(tx: TTx, upComCdId: string | null): Promise<number> {
  const [row] = await tx
    .select({ n: max(comCd.sortSeq) })
    .from(comCd)
    .where(upComCdId === null ? isNull(comCd.upComCdId) : eq(comCd.upComCdId, upComCdId));
  return (row?.n ?? 0) + 1;
}

export async function insertCode(tx: TTx, row: TCodeWrite & { comCdId: string; upComCdId: string | null }, by: string): Promise<TCodeRow> {
  const [out] = await tx
    .insert(comCd)
    .values({ ...row, registeredBy: by, updatedBy: by })
    .returning();
  return out!;
}

export async function updateCode(tx: TTx, comCdId: string, row: TCodeWrite, by: string): Promise<TCodeRow | undefined> {
  const [out] = await tx
    .update(comCd)
    .set({ ...row, updatedBy: by, updatedAt: sql`now()` })
    .where(eq(comCd.comCdId, comCdId))
    .returning();
  return out;
}

/** Deletes the code; its descendants go with it (on delete cascade). */
export async function deleteCode(tx: TTx, comCdId: string): Promise<boolean> {
  const rows = await tx.delete(comCd).where(eq(comCd.comCdId, comCdId)).returning({ comCdId: comCd.comCdId });
  return rows.length > 0;
}

export async function updateSortSeqs(tx: TTx, comCdIds: readonly string[], by: string): Promise<void> {
  for (const [i, comCdId] of comCdIds.entries()) {
    await tx
      .update(comCd)
      .set({ sortSeq: i + 1, updatedBy: by, updatedAt: sql`now()` })
      .where(eq(comCd.comCdId, comCdId));
  }
}

/** Whether an entity row stores this comCd in a column that holds codes of the code's group. */
export async function isReferenced(db: TDbOrTx, reference: TCodeReference, value: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(reference.table)
    .where(eq(reference.column, value))
    .limit(1);
  return row !== undefined;
}

/** Base data: inserts the rows that are missing and answers those it inserted. */
export function insertCodesIfMissing(tx: TTx, rows: (typeof comCd.$inferInsert)[]): Promise<TCodeRow[]> {
  if (!rows.length) return Promise.resolve([]);
  return tx.insert(comCd).values(rows).onConflictDoNothing().returning();
}

export async function existingCodeIds(tx: TTx, comCdIds: string[]): Promise<Set<string>> {
  if (!comCdIds.length) return new Set();
  const rows = await tx.select({ comCdId: comCd.comCdId }).from(comCd).where(inArray(comCd.comCdId, comCdIds));
  return new Set(rows.map((r) => r.comCdId));
}

// --- reflected versions (spec §4) ---

export async function latestReflectVersion(db: TDbOrTx): Promise<number> {
  const [row] = await db.select({ v: max(comCdRflct.rflctVer) }).from(comCdRflct);
  return row?.v ?? 0;
}

export async function latestReflect(db: TDbOrTx): Promise<typeof comCdRflct.$inferSelect | undefined> {
  const [row] = await db.select().from(comCdRflct).orderBy(desc(comCdRflct.rflctVer)).limit(1);
  return row;
}

/** Reflects take turns, so a later version never holds older codes than an earlier one. */
export async function lockReflects(tx: TTx): Promise<void> {
  await tx.execute(sql`lock table ${comCdRflct} in share row exclusive mode`);
}

/** Stores a new version and keeps only the last few (older versions serve no one). */
export async function insertReflect(tx: TTx, codes: TReflectedCode[], by: string, keep = 10): Promise<typeof comCdRflct.$inferSelect> {
  const [row] = await tx.insert(comCdRflct).values({ codes, rflctBy: by }).returning();
  await tx.delete(comCdRflct).where(and(lt(comCdRflct.rflctVer, row!.rflctVer - keep + 1)));
  return row!;
}
