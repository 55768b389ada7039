import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { cls, clsStdnt } from '../cls/cls.table.js';
import { crrActv, crrActvStdnt } from '../crr-actv/crr-actv.table.js';
import { crrSpclt } from './crr-spclt.table.js';

/** The non-empty drafts of each class's approved students in the class's school year, by class (the classes' list). */
export async function findDraftCounts(db: TDbOrTx, clsIds: number[]): Promise<Map<number, number>> {
  if (clsIds.length === 0) return new Map();
  const rows = await db
    .select({ clsId: clsStdnt.clsId, n: sql<number>`count(*)::int` })
    .from(clsStdnt)
    .innerJoin(cls, eq(cls.clsId, clsStdnt.clsId))
    .innerJoin(crrSpclt, and(eq(crrSpclt.userId, clsStdnt.userId), eq(crrSpclt.schlYr, cls.schlYr)))
    .where(and(inArray(clsStdnt.clsId, clsIds), eq(clsStdnt.sttsCd, 'APRV'), sql`${crrSpclt.cn} <> ''`))
    .groupBy(clsStdnt.clsId);
  return new Map(rows.map((r) => [r.clsId, r.n]));
}

/** How many approved students a class has (the export's count, without loading them). */
export async function countClassStudents(db: TDbOrTx, clsId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clsStdnt)
    .where(and(eq(clsStdnt.clsId, clsId), eq(clsStdnt.sttsCd, 'APRV')));
  return row?.n ?? 0;
}

export function findDrafts(db: TDbOrTx, userIds: string[], schlYr: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: crrSpclt.userId, cn: crrSpclt.cn, updatedAt: crrSpclt.updatedAt, updatedBy: crrSpclt.updatedBy })
    .from(crrSpclt)
    .where(and(inArray(crrSpclt.userId, userIds), eq(crrSpclt.schlYr, schlYr)));
}

export async function upsertDraft(tx: TTx, values: { userId: string; schlYr: number; cn: string }, actorId: string): Promise<Date> {
  const now = new Date();
  const [row] = await tx
    .insert(crrSpclt)
    .values({ ...values, registeredBy: actorId, updatedBy: actorId, registeredAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [crrSpclt.userId, crrSpclt.schlYr], set: { cn: values.cn, updatedBy: actorId, updatedAt: now } })
    .returning({ updatedAt: crrSpclt.updatedAt });
  return row!.updatedAt;
}

/** The student's activities of a school year (every kind), oldest first: the remarks follow the year's order. */
export function findYearActvs(db: TDbOrTx, userId: string, schlYr: number) {
  return db
    .select({
      crrActvId: crrActv.crrActvId,
      actvSeCd: crrActv.actvSeCd,
      actvNm: crrActv.actvNm,
      actvYmd: crrActv.actvYmd,
      actvPrps: crrActv.actvPrps,
      actvCn: crrActv.actvCn,
      actvOpnn: crrActv.actvOpnn,
      dutyCr: crrActv.dutyCr,
    })
    .from(crrActvStdnt)
    .innerJoin(crrActv, eq(crrActv.crrActvId, crrActvStdnt.crrActvId))
    .where(and(eq(crrActvStdnt.userId, userId), eq(crrActv.schlYr, schlYr)))
    .orderBy(asc(crrActv.actvYmd), asc(crrActv.crrActvId));
}
