import { EARN_POINT_TYPE_CDS, POINT_MESSAGES as M, seoulDate, type TEarnPointTypeCd, type TPointTypeCd } from '@portal/contract';
import type { TDb, TDbOrTx, TTx } from '../../db/client.js';
import type { TPointEarn, TPointWithdraw } from '../../lib/point-hook.js';
import { AppError } from '../../plugins/app-error.js';
import { codeList } from '../code/index.js';
import { creditCounts, creditedBy, findRule, hasMoved, isPointHolder, lockBalance, movePoints, type TMoved } from './point.ledger.js';

export const POINT_TYPE_GROUP = 'POINT_TYPE';

export type TPointType = { pointTypeCd: TPointTypeCd; pointTypeNm: string; points: number | null };

/** The point types as users see them (the reflected codes): the Korean name and the amount of the description. */
export async function pointTypes(db: TDb, via?: TDbOrTx): Promise<Map<string, TPointType>> {
  const codes = await codeList(db, POINT_TYPE_GROUP, via);
  return new Map(
    codes.map((c) => {
      const points = /^\s*\d{1,7}\s*$/.test(c.cdExpln ?? '') ? Number(c.cdExpln) : null;
      return [c.comCd, { pointTypeCd: c.comCd as TPointTypeCd, pointTypeNm: c.comCdNm, points: points && points > 0 ? points : null }];
    }),
  );
}

export const isEarnType = (value: string): value is TEarnPointTypeCd => (EARN_POINT_TYPE_CDS as readonly string[]).includes(value);

/**
 * A student earns points of a spec §9 type for taking part, in the transaction of what earned them.
 * Null (and no error) when nothing is due: not a student, the type switched off or without an
 * amount, a cap reached, or the same effect already earned. The amount is always the code's.
 */
export async function earnPoints(db: TDb, tx: TTx, earn: TPointEarn): Promise<(TMoved & { points: number }) | null> {
  if (!isEarnType(earn.pointTypeCd)) throw new AppError('VALIDATION', 400, M.badType);
  const type = (await pointTypes(db, tx)).get(earn.pointTypeCd);
  // a type whose description holds no amount earns nothing (the rules page shows it)
  if (!type?.points) return null;
  if (!(await isPointHolder(tx, earn.userId))) return null;
  const rule = await findRule(tx, earn.pointTypeCd);
  if (rule?.useYn === 'N') return null;
  await lockBalance(tx, earn.userId);
  if (rule && (rule.dayLimitCnt !== null || rule.totalLimitCnt !== null)) {
    const counts = await creditCounts(tx, earn.userId, earn.pointTypeCd);
    if (rule.dayLimitCnt !== null && counts.today >= rule.dayLimitCnt) return null;
    if (rule.totalLimitCnt !== null && counts.total >= rule.totalLimitCnt) return null;
  }
  const moved = await movePoints(tx, {
    userId: earn.userId,
    pointTypeCd: earn.pointTypeCd,
    points: type.points,
    reason: earn.reason ?? type.pointTypeNm,
    srcUrl: earn.srcUrl ?? null,
    idntfId: earn.idntfId,
  });
  return moved && { ...moved, points: type.points };
}

/** The ledger key of an earning's withdrawal: one per earning, so a second withdrawal moves nothing (SECURITY 19). */
export const withdrawalIdOf = (idntfId: string) => `${idntfId}:withdraw`;

/**
 * The record that earned points is gone (a deleted STDNT activity): what it credited goes back out
 * as one negative movement, once. A balance that no longer holds it (the points were spent since)
 * refuses the deletion, 409 with the caller's message, under the balance lock (SECURITY 20: a
 * record written, its points spent and the record deleted would otherwise be points for nothing).
 * Answers the points withdrawn (0: nothing was earned or already withdrawn).
 */
export async function withdrawPoints(tx: TTx, withdraw: TPointWithdraw): Promise<number> {
  const balance = await lockBalance(tx, withdraw.userId);
  const credited = await creditedBy(tx, withdraw.userId, withdraw.pointTypeCd, withdraw.idntfId);
  if (credited === 0 || (await hasMoved(tx, withdraw.userId, withdraw.pointTypeCd, withdrawalIdOf(withdraw.idntfId)))) return 0;
  if (balance < credited) throw new AppError('POINT_SPENT', 409, withdraw.spentMessage);
  await movePoints(tx, {
    userId: withdraw.userId,
    pointTypeCd: withdraw.pointTypeCd,
    points: -credited,
    reason: withdraw.reason,
    idntfId: withdrawalIdOf(withdraw.idntfId),
  });
  return credited;
}

/**
 * spec §7 insertPoint: a student's page credits a type it may (the rule's clientCreditYn) once a
 * day. The client's `userPoint` is never credited: it must be the code's amount (SECURITY 20).
 */
export async function insertPoint(db: TDb, user: { userId: string }, input: { pointTypeCd: TEarnPointTypeCd; userPoint: number }) {
  if (!(await isPointHolder(db, user.userId))) throw AppError.forbidden(M.holderOnly);
  const type = (await pointTypes(db)).get(input.pointTypeCd);
  if (!type?.points) throw new AppError('VALIDATION', 400, M.badType);
  if (input.userPoint !== type.points) throw new AppError('VALIDATION', 400, M.amountMismatch(type.points));
  const rule = await findRule(db, input.pointTypeCd);
  if (rule?.clientCreditYn !== 'Y') throw AppError.forbidden(M.clientOff);
  return db.transaction(async (tx) => {
    const moved = await earnPoints(db, tx, { userId: user.userId, pointTypeCd: input.pointTypeCd, idntfId: `day:${seoulDate()}` });
    return { result: 'SUCCESS' as const, userPoint: moved ? type.points! : 0, myPoint: moved?.balanceAfter ?? (await lockBalance(tx, user.userId)) };
  });
}
