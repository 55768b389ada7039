import type { TTx } from '../db/client.js';

/**
 * The points issue fills this in: comments and likes earn points (spec §9 CMNT, LIKE) in the
 * transaction that writes them, so a failed credit rolls the comment or like back. A repeated
 * idntfId (liking a post again after an unlike: `like:<postId>`) must be a no-op for the ledger's
 * unique key, not an error: the like stands, the points are earned once (SECURITY 19).
 */
export type TPointEarn = { userId: string; pointTypeCd: 'CMNT' | 'LIKE'; idntfId: string };
export type TPointHandler = (tx: TTx, earn: TPointEarn) => Promise<void>;

let handler: TPointHandler | undefined;

/** Set once by the points module at start (undefined: no points). */
export function setPointHandler(next: TPointHandler | undefined): void {
  handler = next;
}

/** Called by the writing module inside its own transaction; nothing happens until a handler is set. */
export async function earnPoint(tx: TTx, earn: TPointEarn): Promise<void> {
  if (handler) await handler(tx, earn);
}
