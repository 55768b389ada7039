import { commitOf, drawWinners, type TFusnDrawView } from '@portal/contract';
import { subtleSha256Hex } from '../../lib/sha256';

export type TDrawVerifyResult =
  | { ok: true }
  | { ok: false; reason: 'commit' }
  | { ok: false; reason: 'ranking'; recomputed: number[]; published: number[] }
  | { ok: false; reason: 'crypto' };

/**
 * Recomputes a session's lottery from its public answer only (design "Lottery", like the coupon
 * draw's cpn-verify.ts): the seed against the commitment published before the entries, then the
 * ranking of ALL frozen entries with the shared drawWinners (entrantNo = entryNo), in order.
 */
export async function verifyFusnDraw(view: Pick<TFusnDrawView, 'seedHex' | 'commitHash' | 'entries' | 'ranking'>): Promise<TDrawVerifyResult> {
  if (!globalThis.crypto?.subtle) return { ok: false, reason: 'crypto' };
  const seedHex = view.seedHex ?? '';
  if ((await commitOf(seedHex, subtleSha256Hex)) !== view.commitHash) return { ok: false, reason: 'commit' };
  const entries = view.entries.map((e) => ({ entryNo: e.entryNo, entrantNo: e.entryNo }));
  const recomputed = await drawWinners(seedHex, entries, entries.length, subtleSha256Hex);
  const published = view.ranking ?? [];
  return recomputed.join() === published.join() ? { ok: true } : { ok: false, reason: 'ranking', recomputed, published };
}
