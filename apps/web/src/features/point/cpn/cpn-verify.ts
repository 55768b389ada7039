import { commitOf, drawWinners, type TCpnResult } from '@portal/contract';
import { subtleSha256Hex } from '../../../lib/sha256';

export type TVerifyResult =
  | { ok: true }
  | { ok: false; reason: 'commit' }
  | { ok: false; reason: 'winners'; recomputed: number[]; published: number[] }
  | { ok: false; reason: 'crypto' };

/**
 * Recomputes a published draw from its public answer only: the seed against the commitment, then
 * the winners with the shared algorithm (contract cpn-draw.ts), compared with the published ones.
 */
export async function verifyCpnResult(result: Pick<TCpnResult, 'seedHex' | 'commitHash' | 'entries' | 'winners' | 'winnerCnt'>): Promise<TVerifyResult> {
  if (!globalThis.crypto?.subtle) return { ok: false, reason: 'crypto' };
  const seedHex = result.seedHex ?? '';
  if ((await commitOf(seedHex, subtleSha256Hex)) !== result.commitHash) return { ok: false, reason: 'commit' };
  const recomputed = [...(await drawWinners(seedHex, result.entries, result.winnerCnt, subtleSha256Hex))].sort((a, b) => a - b);
  const published = result.winners.map((w) => w.entryNo).sort((a, b) => a - b);
  return recomputed.join() === published.join() ? { ok: true } : { ok: false, reason: 'winners', recomputed, published };
}
