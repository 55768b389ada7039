import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.js';
import { fusnAply, fusnPrgrm, fusnSesn } from './fusn.table.js';
import { findSesn } from './indv.repo.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Design "Individual programs": the waitlist of a drawn lottery session moves whenever the session is
 * touched, so no background job is needed. Under the session's row lock (taken here; the writers hold
 * it already): offers past offerExpDt end (CNCL), then every free seat (cpcty - rsvdCnt - live offers)
 * is offered to the lowest waitNo on the waitlist until min(now + offerHours, the session's start).
 */
export async function settleOffers(tx: TTx, sesnId: number, now: Date = new Date()): Promise<void> {
  const s = await findSesn(tx, sesnId, true);
  if (!s) return;
  await tx
    .update(fusnAply)
    .set({ sttsCd: 'CNCL', cnclAt: now, updatedAt: sql`now()` })
    .where(and(eq(fusnAply.sesnId, sesnId), eq(fusnAply.sttsCd, 'OFFR'), lte(fusnAply.offerExpDt, now)));
  if (s.prgrmSeCd !== 'INDV' || s.slctSeCd !== 'LTRY' || !s.drawnAt || s.sesnSttsCd !== 'OPEN' || now >= s.bgngDt) return;
  const [offers] = await tx
    .select({ n: count() })
    .from(fusnAply)
    .where(and(eq(fusnAply.sesnId, sesnId), eq(fusnAply.sttsCd, 'OFFR')));
  const free = s.cpcty - s.rsvdCnt - (offers?.n ?? 0);
  if (free <= 0) return;
  const next = await tx
    .select({ aplyId: fusnAply.aplyId })
    .from(fusnAply)
    .where(and(eq(fusnAply.sesnId, sesnId), eq(fusnAply.sttsCd, 'WAIT')))
    .orderBy(asc(fusnAply.waitNo))
    .limit(free);
  if (next.length === 0) return;
  const offerExpDt = new Date(Math.min(now.getTime() + s.offerHours * HOUR_MS, s.bgngDt.getTime()));
  await tx
    .update(fusnAply)
    .set({ sttsCd: 'OFFR', offerExpDt, updatedAt: sql`now()` })
    .where(
      inArray(
        fusnAply.aplyId,
        next.map((r) => r.aplyId),
      ),
    );
}

/**
 * The drawn lottery sessions among `sesnIds` whose waitlist has something to settle now (an offer past
 * its time, or a free seat with someone waiting): the reads call settleOffers only for these, so a
 * plain read takes no lock.
 */
async function sessionsToSettle(db: TDb, sesnIds: readonly number[], now: Date): Promise<number[]> {
  if (sesnIds.length === 0) return [];
  const offr = sql`(select count(*) from fusn_aply o where o.sesn_id = ${fusnSesn.sesnId} and o.stts_cd = 'OFFR')`;
  const rows = await db
    .select({ sesnId: fusnSesn.sesnId })
    .from(fusnSesn)
    .innerJoin(fusnPrgrm, eq(fusnPrgrm.prgrmId, fusnSesn.prgrmId))
    .where(
      and(
        inArray(fusnSesn.sesnId, [...sesnIds]),
        eq(fusnPrgrm.slctSeCd, 'LTRY'),
        sql`${fusnSesn.drawnAt} is not null`,
        sql`(exists (select 1 from fusn_aply x where x.sesn_id = ${fusnSesn.sesnId} and x.stts_cd = 'OFFR' and x.offer_exp_dt <= ${now})
          or (${fusnSesn.sttsCd} = 'OPEN' and ${fusnSesn.bgngDt} > ${now} and ${fusnSesn.cpcty} - ${fusnSesn.rsvdCnt} - ${offr} > 0
              and exists (select 1 from fusn_aply w where w.sesn_id = ${fusnSesn.sesnId} and w.stts_cd = 'WAIT')))`,
      ),
    );
  return rows.map((r) => r.sesnId);
}

/** Settles the waitlists of the given sessions that need it, each in its own short transaction. */
export async function settleSessions(db: TDb, sesnIds: readonly number[], now: Date = new Date()): Promise<void> {
  for (const sesnId of await sessionsToSettle(db, sesnIds, now)) {
    await db.transaction((tx) => settleOffers(tx, sesnId, now));
  }
}
