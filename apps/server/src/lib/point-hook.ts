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
