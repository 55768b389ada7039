import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client.js';
import { fusnSesn } from './fusn.table.js';

/**
 * A session's seat counter (rsvdCnt), the one place it changes for reservations, applications and
 * the draw. SECURITY 18: seats are taken by one conditional UPDATE (never read then written): the
 * session open, the seats left and, unless told otherwise, before the deadline (server time).
 * False: nothing taken.
 */
export async function takeSeats(tx: TTx, sesnId: number, n: number, o: { beforeDeadline: boolean } = { beforeDeadline: true }): Promise<boolean> {
  const rows = await tx
    .update(fusnSesn)
    .set({ rsvdCnt: sql`${fusnSesn.rsvdCnt} + ${n}` })
    .where(
      and(
        eq(fusnSesn.sesnId, sesnId),
        eq(fusnSesn.sttsCd, 'OPEN'),
        sql`${fusnSesn.rsvdCnt} + ${n} <= ${fusnSesn.cpcty}`,
        o.beforeDeadline ? sql`${fusnSesn.ddlnDt} > now()` : undefined,
      ),
    )
    .returning({ sesnId: fusnSesn.sesnId });
  return rows.length === 1;
}

/** Gives back `n` seats (a cancelled reservation or APLY application); the caller moves the state once. */
export async function returnSeats(tx: TTx, sesnId: number, n: number): Promise<void> {
  await tx
    .update(fusnSesn)
    .set({ rsvdCnt: sql`greatest(${fusnSesn.rsvdCnt} - ${n}, 0)` })
    .where(eq(fusnSesn.sesnId, sesnId));
}

/** Adds `n` seats without a guard: the draw's winners, counted from the free seats under the session's row lock. */
export async function addSeats(tx: TTx, sesnId: number, n: number): Promise<void> {
  await tx
    .update(fusnSesn)
    .set({ rsvdCnt: sql`${fusnSesn.rsvdCnt} + ${n}` })
    .where(eq(fusnSesn.sesnId, sesnId));
}
