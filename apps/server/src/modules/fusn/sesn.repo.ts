import type { TFusnSesnListQuery } from '@portal/contract';
import { and, asc, eq, getTableColumns, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { fusnAply, fusnAplyUnit, fusnClsr, fusnSchlRsvt, fusnSesn } from './fusn.table.js';

export type TSesnRow = typeof fusnSesn.$inferSelect;
export type TSesnInsert = typeof fusnSesn.$inferInsert;

const listColumns = {
  ...getTableColumns(fusnSesn),
  rsvtCnt: sql<number>`(select count(*)::int from fusn_schl_rsvt r where r.sesn_id = fusn_sesn.sesn_id and r.stts_cd <> 'CNCL')`,
  aplyCnt: sql<number>`(select count(*)::int from fusn_aply a where a.sesn_id = fusn_sesn.sesn_id and a.stts_cd <> 'CNCL')`,
};
export type TSesnListRow = TSesnRow & { rsvtCnt: number; aplyCnt: number };

/** A program's sessions by day and time (a program has at most a few hundred). */
export function findSesnsOf(db: TDbOrTx, prgrmId: number, q: TFusnSesnListQuery = {}): Promise<TSesnListRow[]> {
  return db
    .select(listColumns)
    .from(fusnSesn)
    .where(
      and(
        eq(fusnSesn.prgrmId, prgrmId),
        q.sttsCd ? eq(fusnSesn.sttsCd, q.sttsCd) : undefined,
        q.fromYmd ? gte(fusnSesn.sesnYmd, q.fromYmd) : undefined,
        q.toYmd ? lte(fusnSesn.sesnYmd, q.toYmd) : undefined,
      ),
    )
    .orderBy(asc(fusnSesn.sesnYmd), asc(fusnSesn.bgngTm))
    .limit(5000);
}

export async function findSesnListRow(db: TDbOrTx, sesnId: number): Promise<TSesnListRow | undefined> {
  const [row] = await db.select(listColumns).from(fusnSesn).where(eq(fusnSesn.sesnId, sesnId));
  return row;
}

export async function lockSesn(tx: TTx, sesnId: number): Promise<TSesnRow | undefined> {
  const [row] = await tx.select().from(fusnSesn).where(eq(fusnSesn.sesnId, sesnId)).for('update');
  return row;
}

/**
 * Closure days and session changes take turns (one advisory lock), so a day never becomes a closure
 * day while a session is being put on it.
 */
export async function lockSchedule(tx: TTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('fusn_schedule', 0))`);
}

/** The closure days of a period, by day. */
export async function closuresBetween(db: TDbOrTx, fromYmd: string, toYmd: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ clsrYmd: fusnClsr.clsrYmd, clsrNm: fusnClsr.clsrNm })
    .from(fusnClsr)
    .where(and(gte(fusnClsr.clsrYmd, fromYmd), lte(fusnClsr.clsrYmd, toYmd)));
  return new Map(rows.map((r) => [r.clsrYmd, r.clsrNm]));
}

/** `day|HH:MM` of the program's sessions (any state) in a period. */
export async function existingSlots(db: TDbOrTx, prgrmId: number, fromYmd: string, toYmd: string): Promise<Set<string>> {
  const rows = await db
    .select({ sesnYmd: fusnSesn.sesnYmd, bgngTm: fusnSesn.bgngTm })
    .from(fusnSesn)
    .where(and(eq(fusnSesn.prgrmId, prgrmId), gte(fusnSesn.sesnYmd, fromYmd), lte(fusnSesn.sesnYmd, toYmd)));
  return new Set(rows.map((r) => `${r.sesnYmd}|${r.bgngTm}`));
}

/** Inserts sessions; one already there (same program, day and start) is left alone. Answers the new ones. */
export async function insertSesns(tx: TTx, rows: TSesnInsert[]): Promise<{ sesnId: number; seedSalt: string | null }[]> {
  if (rows.length === 0) return [];
  return tx.insert(fusnSesn).values(rows).onConflictDoNothing().returning({ sesnId: fusnSesn.sesnId, seedSalt: fusnSesn.seedSalt });
}

/** Sets the lottery commitments of new sessions in one statement. */
export async function setCommitHashes(tx: TTx, commits: { sesnId: number; commitHash: string }[]): Promise<void> {
  if (commits.length === 0) return;
  const ids = commits.map((c) => c.sesnId);
  const hashes = commits.map((c) => c.commitHash);
  await tx.execute(
    sql`update fusn_sesn s set commit_hash = v.h from unnest(${sql.param(ids)}::int[], ${sql.param(hashes)}::text[]) as v(id, h) where s.sesn_id = v.id`,
  );
}

export async function updateSesn(tx: TTx, sesnId: number, set: Partial<TSesnInsert>, userId: string): Promise<void> {
  await tx
    .update(fusnSesn)
    .set({ ...set, updatedBy: userId, updatedAt: sql`now()` })
    .where(eq(fusnSesn.sesnId, sesnId));
}

/** Whether another session of the program starts at that day and time. */
export async function slotTaken(db: TDbOrTx, prgrmId: number, sesnYmd: string, bgngTm: string, exceptSesnId?: number): Promise<boolean> {
  const [row] = await db
    .select({ sesnId: fusnSesn.sesnId })
    .from(fusnSesn)
    .where(
      and(
        eq(fusnSesn.prgrmId, prgrmId),
        eq(fusnSesn.sesnYmd, sesnYmd),
        eq(fusnSesn.bgngTm, bgngTm),
        exceptSesnId === undefined ? undefined : ne(fusnSesn.sesnId, exceptSesnId),
      ),
    );
  return row !== undefined;
}

/**
 * An administrator's cancellation, written straight to the fusion tables in the caller's transaction:
 * the session's live reservations and applications cancelled with the reason, units emptied, seats 0.
 */
export async function cancelSesnBookings(tx: TTx, sesnId: number, o: { cnclRsn: string; userId: string }): Promise<{ rsvtCnt: number; aplyCnt: number }> {
  const rsvts = await tx
    .update(fusnSchlRsvt)
    .set({ sttsCd: 'CNCL', cnclAt: sql`now()`, cnclBy: o.userId, cnclRsn: o.cnclRsn, updatedBy: o.userId, updatedAt: sql`now()` })
    .where(and(eq(fusnSchlRsvt.sesnId, sesnId), ne(fusnSchlRsvt.sttsCd, 'CNCL')))
    .returning({ schlRsvtId: fusnSchlRsvt.schlRsvtId });
  if (rsvts.length > 0)
    await tx
      .update(fusnAplyUnit)
      .set({ aplyCnt: 0 })
      .where(
        inArray(
          fusnAplyUnit.schlRsvtId,
          rsvts.map((r) => r.schlRsvtId),
        ),
      );
  const aplys = await tx
    .update(fusnAply)
    .set({ sttsCd: 'CNCL', cnclAt: sql`now()`, offerExpDt: null, updatedBy: o.userId, updatedAt: sql`now()` })
    .where(and(eq(fusnAply.sesnId, sesnId), ne(fusnAply.sttsCd, 'CNCL')))
    .returning({ aplyId: fusnAply.aplyId });
  await tx
    .update(fusnSesn)
    .set({ sttsCd: 'CNCL', rsvdCnt: 0, updatedBy: o.userId, updatedAt: sql`now()` })
    .where(eq(fusnSesn.sesnId, sesnId));
  return { rsvtCnt: rsvts.length, aplyCnt: aplys.length };
}
