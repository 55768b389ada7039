import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { createMember } from '../../test/identity.js';
import { TEST_SECRET, useTestApp } from '../../test/test-app.js';
import { mbr } from '../member/member.table.js';
import { earnPoints } from './point.earn.js';
import { movePoints } from './point.ledger.js';
import { anonymiseWithdrawnLedgers, pseudonymOf } from './point.retention.js';
import { pointBalance, pointLedger } from './point.table.js';

const ctx = useTestApp();
const db = () => ctx.app.db;

const student = async () => (await createMember(db(), { userTypeCd: 'S', mbrTypeAuthrt: 'ST01' })).userId;

/** The holder's balance three ways: the maintained row, the ledger's sum, the last row's balanceAfter. */
async function balances(userId: string) {
  const [row] = await db().select({ balance: pointBalance.balance }).from(pointBalance).where(eq(pointBalance.userId, userId));
  const [sum] = await db()
    .select({
      sum: sql<number>`coalesce(sum(${pointLedger.points}), 0)`.mapWith(Number),
      negative: sql<number>`count(*) filter (where ${pointLedger.balanceAfter} < 0)`.mapWith(Number),
    })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId));
  const [last] = await db()
    .select({ balanceAfter: pointLedger.balanceAfter })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId))
    .orderBy(sql`${pointLedger.ledgerId} desc`)
    .limit(1);
  return { maintained: row?.balance ?? 0, sum: sum!.sum, last: last?.balanceAfter ?? 0, negativeRows: sum!.negative };
}

test('200 parallel credits with one idempotency key leave one ledger row', async () => {
  const userId = await student();
  const results = await Promise.all(
    Array.from({ length: 200 }, () => db().transaction((tx) => earnPoints(db(), tx, { userId, pointTypeCd: 'EXPR', idntfId: 'program:7' }))),
  );
  expect(results.filter(Boolean)).toHaveLength(1);
  const rows = await db().select().from(pointLedger).where(eq(pointLedger.userId, userId));
  expect(rows.map((r) => [r.pointTypeCd, r.points, r.idntfKey])).toEqual([['EXPR', 100, 'EXPR:program:7']]);
  expect(await balances(userId)).toEqual({ maintained: 100, sum: 100, last: 100, negativeRows: 0 });
});

type TOp =
  | { kind: 'earn'; pointTypeCd: 'LGN' | 'CMNT' | 'LIKE' | 'INSP' | 'EXPR'; key: number }
  | { kind: 'spend'; points: number }
  | { kind: 'refund'; nth: number }
  | { kind: 'adjust'; points: number };

const ops = fc.array(
  fc.oneof(
    fc.record({
      kind: fc.constant('earn' as const),
      pointTypeCd: fc.constantFrom('LGN' as const, 'CMNT' as const, 'LIKE' as const, 'INSP' as const, 'EXPR' as const),
      key: fc.integer({ min: 1, max: 6 }),
    }),
    fc.record({ kind: fc.constant('spend' as const), points: fc.integer({ min: 1, max: 150 }) }),
    fc.record({ kind: fc.constant('refund' as const), nth: fc.nat(20) }),
    fc.record({ kind: fc.constant('adjust' as const), points: fc.integer({ min: -120, max: 120 }).filter((n) => n !== 0) }),
  ),
  { minLength: 1, maxLength: 25 },
);

/** Runs one operation as its own transaction; a refused one (balance short) must leave nothing behind. */
async function run(userId: string, op: TOp, index: number, spends: { n: number; points: number }[]) {
  try {
    await db().transaction(async (tx) => {
      if (op.kind === 'earn') await earnPoints(db(), tx, { userId, pointTypeCd: op.pointTypeCd, idntfId: `k${op.key}` });
      if (op.kind === 'adjust') await movePoints(tx, { userId, pointTypeCd: 'ADJ', points: op.points, reason: '조정', idntfId: `adj${index}`, by: 'admin' });
      if (op.kind === 'spend') {
        if (await movePoints(tx, { userId, pointTypeCd: 'GDS', points: -op.points, reason: '교환', idntfId: `order${index}` }))
          spends.push({ n: index, points: op.points });
      }
      if (op.kind === 'refund' && spends.length > 0) {
        const spend = spends[op.nth % spends.length]!;
        await movePoints(tx, { userId, pointTypeCd: 'GDS', points: spend.points, reason: '환불', idntfId: `refund${spend.n}` });
      }
    });
  } catch (error) {
    expect((error as { code?: string }).code).toBe('POINT_SHORT');
  }
}

test('property: after any sequence of earnings, purchases, refunds and corrections, the balance is the sum of the ledger and never negative', async () => {
  await fc.assert(
    fc.asyncProperty(ops, async (sequence) => {
      const userId = await student();
      const spends: { n: number; points: number }[] = [];
      for (const [index, op] of sequence.entries()) await run(userId, op, index, spends);
      const seen = await balances(userId);
      expect(seen.negativeRows).toBe(0);
      expect(seen.maintained).toBe(seen.sum);
      expect(seen.last).toBe(seen.sum);
      expect(seen.sum).toBeGreaterThanOrEqual(0);
    }),
    { numRuns: 30 },
  );
});

test('the ledger is append-only: UPDATE and DELETE are refused by the database', async () => {
  const userId = await student();
  await db().transaction((tx) => movePoints(tx, { userId, pointTypeCd: 'ADJ', points: 5, reason: '조정', idntfId: 'a1' }));
  await expect(db().execute(sql`update point_ledger set points = 500 where user_id = ${userId}`)).rejects.toThrow();
  await expect(db().execute(sql`delete from point_ledger where user_id = ${userId}`)).rejects.toThrow();
  expect((await db().select().from(pointLedger).where(eq(pointLedger.userId, userId)))[0]).toMatchObject({ points: 5 });
});

test("a withdrawn member's ledger keeps the id for the audit period, then carries a pseudonym and still sums up", async () => {
  const old = await student();
  const recent = await student();
  const active = await student();
  for (const userId of [old, recent, active])
    await db().transaction((tx) => movePoints(tx, { userId, pointTypeCd: 'ADJ', points: 30, reason: '조정', idntfId: 'a1' }));
  await db()
    .update(mbr)
    .set({ userSttsCd: 'WTDR', withdrawnAt: sql`now() - interval '6 years'` })
    .where(eq(mbr.userId, old));
  await db()
    .update(mbr)
    .set({ userSttsCd: 'WTDR', withdrawnAt: sql`now() - interval '4 years'` })
    .where(eq(mbr.userId, recent));

  expect(await anonymiseWithdrawnLedgers(db(), { secret: TEST_SECRET, auditYears: 5 })).toBe(1);
  const pseudonym = pseudonymOf(TEST_SECRET, old);
  expect(await db().select().from(pointLedger).where(eq(pointLedger.userId, old))).toEqual([]);
  expect(await balances(pseudonym)).toEqual({ maintained: 30, sum: 30, last: 30, negativeRows: 0 });
  expect((await balances(recent)).sum).toBe(30);
  expect((await balances(active)).sum).toBe(30);
  expect(await anonymiseWithdrawnLedgers(db(), { secret: TEST_SECRET, auditYears: 5 })).toBe(0);
  // outside that transaction the trigger still refuses, and inside it only the holder may change
  await expect(db().execute(sql`update point_ledger set user_id = 'x' where user_id = ${recent}`)).rejects.toThrow();
  await expect(
    db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('portal.point_anonymise', 'on', true)`);
      await tx.execute(sql`update point_ledger set points = 999 where user_id = ${recent}`);
    }),
  ).rejects.toThrow();
});
