import { POINT_HOLDER_TYPES, POINT_MESSAGES as M, type TPointTypeCd } from '@portal/contract';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { mbr } from '../member/member.table.js';
import { pointBalance, pointLedger, pointRule } from './point.table.js';

/** A movement of one holder's points. `idntfId` names the effect: the same one twice moves nothing (SECURITY 19). */
export type TPointMove = {
  userId: string;
  pointTypeCd: TPointTypeCd;
  /** signed: + earned or refunded, - spent */
  points: number;
  reason: string;
  idntfId: string;
  srcUrl?: string | null;
  /** the administrator who made it; null for the system */
  by?: string | null;
};

export type TMoved = { ledgerId: number; balanceAfter: number };

/** The start of today in Asia/Seoul, as SQL: the daily caps count Korean days. */
const seoulToday = sql`(date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;

/**
 * Takes the holder's point lock for the rest of the transaction and answers the balance. Every
 * movement takes it first, so one holder's movements are serial whatever the concurrency. A
 * transaction that also locks a goods item or a coupon day locks that row before this one.
 */
export async function lockBalance(tx: TTx, userId: string): Promise<number> {
  await tx.insert(pointBalance).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select({ balance: pointBalance.balance }).from(pointBalance).where(eq(pointBalance.userId, userId)).for('update');
  return row!.balance;
}

/** Locks several holders in one order (their ids sorted), so that two refunds never deadlock. */
export async function lockBalances(tx: TTx, userIds: readonly string[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) await lockBalance(tx, userId);
}

/**
 * Appends one movement and keeps the balance. Null when the effect's key is already in the ledger
 * (nothing moved, not an error). A balance cannot go below zero: POINT_SHORT, and the caller's
 * transaction rolls back whatever it did before.
 */
export async function movePoints(tx: TTx, move: TPointMove): Promise<TMoved | null> {
  if (!Number.isSafeInteger(move.points) || move.points === 0) throw new AppError('VALIDATION', 400, M.badAmount);
  const balance = await lockBalance(tx, move.userId);
  if (await hasMoved(tx, move.userId, move.pointTypeCd, move.idntfId)) return null;
  const idntfKey = `${move.pointTypeCd}:${move.idntfId}`;
  const balanceAfter = balance + move.points;
  if (balanceAfter < 0) throw new AppError('POINT_SHORT', 409, M.short);
  const [row] = await tx
    .insert(pointLedger)
    .values({
      userId: move.userId,
      pointTypeCd: move.pointTypeCd,
      points: move.points,
      balanceAfter,
      reason: move.reason,
      srcUrl: move.srcUrl ?? null,
      idntfKey,
      registeredBy: move.by ?? null,
    })
    .returning({ ledgerId: pointLedger.ledgerId });
  await tx
    .update(pointBalance)
    .set({ balance: balanceAfter, updatedAt: sql`now()` })
    .where(eq(pointBalance.userId, move.userId));
  return { ledgerId: row!.ledgerId, balanceAfter };
}

/** Has this effect already moved the holder's points (its key is in the ledger)? */
export async function hasMoved(tx: TTx, userId: string, pointTypeCd: TPointTypeCd, idntfId: string): Promise<boolean> {
  const [row] = await tx
    .select({ ledgerId: pointLedger.ledgerId })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.idntfKey, `${pointTypeCd}:${idntfId}`)));
  return row !== undefined;
}

/** The points one effect credited the holder (its + row), or 0 when it credited none. */
export async function creditedBy(tx: TTx, userId: string, pointTypeCd: TPointTypeCd, idntfId: string): Promise<number> {
  const [row] = await tx
    .select({ points: pointLedger.points })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.idntfKey, `${pointTypeCd}:${idntfId}`), gte(pointLedger.points, 1)));
  return row?.points ?? 0;
}

/** A holder of points: an active student account (spec §6: ST01 and ST02). */
export async function isPointHolder(db: TDbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ mbrTypeAuthrt: mbr.mbrTypeAuthrt, userSttsCd: mbr.userSttsCd }).from(mbr).where(eq(mbr.userId, userId));
  return !!row && row.userSttsCd === 'ACTV' && (POINT_HOLDER_TYPES as readonly string[]).includes(row.mbrTypeAuthrt);
}

export function isHolderType(mbrTypeAuthrt: string | null): boolean {
  return (POINT_HOLDER_TYPES as readonly string[]).includes(mbrTypeAuthrt ?? '');
}

export type TPointRuleRow = typeof pointRule.$inferSelect;

export async function findRule(db: TDbOrTx, pointTypeCd: TPointTypeCd): Promise<TPointRuleRow | undefined> {
  const [row] = await db.select().from(pointRule).where(eq(pointRule.pointTypeCd, pointTypeCd));
  return row;
}

/** Credits of a type the holder earned today and ever (+ rows only); read under the holder's lock. */
export async function creditCounts(tx: TTx, userId: string, pointTypeCd: TPointTypeCd): Promise<{ today: number; total: number }> {
  const [row] = await tx
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${pointLedger.registeredAt} >= ${seoulToday})`.mapWith(Number),
    })
    .from(pointLedger)
    .where(and(eq(pointLedger.userId, userId), eq(pointLedger.pointTypeCd, pointTypeCd), gte(pointLedger.points, 1)));
  return { today: row!.today, total: row!.total };
}
