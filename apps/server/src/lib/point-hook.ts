import type { TPointTypeCd } from '@portal/contract';
import type { TTx } from '../db/client.js';

/**
 * The points module sets the handler (modules/point): an action earns points of its spec §9 type (a comment CMNT, a
 * like LIKE, ...) in the transaction that writes it, so a failed credit rolls the action back. A repeated
 * idntfId (liking a post again after an unlike: `like:<postId>`) must be a no-op for the ledger's
 * unique key, not an error: the like stands, the points are earned once (SECURITY 19).
 */
export type TPointEarn = {
  userId: string;
  pointTypeCd: TPointTypeCd;
  idntfId: string;
  /** the history's reason (default: the type's Korean name) */
  reason?: string;
  /** the page of the user site the credit came from, linked from the history */
  srcUrl?: string;
};
/** Answers the points credited (0 or nothing when nothing was due). */
export type TPointHandler = (tx: TTx, earn: TPointEarn) => Promise<number | void>;

let handler: TPointHandler | undefined;

/** Set once by the points module at start (undefined: no points). */
export function setPointHandler(next: TPointHandler | undefined): void {
  handler = next;
}

/** Called by the writing module inside its own transaction; nothing happens until a handler is set. Answers the points credited. */
export async function earnPoint(tx: TTx, earn: TPointEarn): Promise<number> {
  return (handler && (await handler(tx, earn))) || 0;
}

/**
 * The undoing of an earning: the record that earned the points is deleted (a STDNT career activity,
 * `crrActv:<id>`), so the same amount goes back out, once. Nothing when nothing was earned.
 */
export type TPointWithdraw = {
  userId: string;
  pointTypeCd: TPointTypeCd;
  /** the idntfId the points were earned under */
  idntfId: string;
  /** the history's reason ('진로활동 삭제: ...') */
  reason: string;
  /** the 409 answer when the points were spent since: the deletion is refused, so no one earns, spends and deletes for more */
  spentMessage: string;
};
/** Answers the points withdrawn (0 or nothing when nothing was due). */
export type TPointWithdrawHandler = (tx: TTx, withdraw: TPointWithdraw) => Promise<number | void>;

let withdrawHandler: TPointWithdrawHandler | undefined;

/** Set once by the points module at start (undefined: no points). */
export function setPointWithdrawHandler(next: TPointWithdrawHandler | undefined): void {
  withdrawHandler = next;
}

/** Called by the deleting module inside its own transaction, so the deletion and the withdrawal commit together. Answers the points withdrawn. */
export async function withdrawPoint(tx: TTx, withdraw: TPointWithdraw): Promise<number> {
  return (withdrawHandler && (await withdrawHandler(tx, withdraw))) || 0;
}
