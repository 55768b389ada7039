import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The pseudonym of a withdrawn holder: the same for all their rows, so their ledger still sums up. */
export const pseudonymOf = (secret: string, userId: string) =>
  `wtdr_${createHmac('sha256', secret).update(`point-ledger:${userId}`).digest('hex').slice(0, 24)}`;

/**
 * Decision 022: a withdrawn member's ledger is kept as it was for the audit period (auditYears
 * after the withdrawal), then its rows and balance carry a pseudonym instead of the account id.
 * The only UPDATE the ledger's trigger lets through, and only in this transaction. Answers the
 * number of holders anonymised.
 */
export async function anonymiseWithdrawnLedgers(db: TDb, o: { secret: string; auditYears: number; now?: Date }): Promise<number> {
  const before = new Date((o.now ?? new Date()).getTime() - o.auditYears * 365 * DAY_MS);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ user_id: string }>(sql`
      select m.user_id from mbr m
      where m.user_stts_cd = 'WTDR' and m.withdrawn_at < ${before}
        and exists (select 1 from point_balance b where b.user_id = m.user_id)`);
    if (rows.length === 0) return 0;
    await tx.execute(sql`select set_config('portal.point_anonymise', 'on', true)`);
    for (const { user_id: userId } of rows) {
      const pseudonym = pseudonymOf(o.secret, userId);
      await tx.execute(sql`update point_ledger set user_id = ${pseudonym} where user_id = ${userId}`);
      await tx.execute(sql`update point_balance set user_id = ${pseudonym} where user_id = ${userId}`);
    }
    await tx.execute(sql`select set_config('portal.point_anonymise', 'off', true)`);
    return rows.length;
  });
}

/** A minute after the start, then daily. Several processes may run it at once: a second run finds the rows already renamed and changes nothing. */
export function startRetention(db: TDb, o: { secret: string; auditYears: number; log: FastifyBaseLogger }): { stop(): void } {
  const run = () =>
    anonymiseWithdrawnLedgers(db, o)
      .then((count) => count > 0 && o.log.info({ count }, 'point ledgers anonymised'))
      .catch((error: unknown) => o.log.warn({ err: error }, 'point ledger anonymisation failed'));
  // a minute after the start too: processes restarted more often than daily still run it
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, DAY_MS);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
