import { commitOf, drawWinners, type TCpnResult } from '@portal/contract';

/** SHA-256 in the browser (crypto.subtle), as 64 lower-case hex characters. */
export async function subtleSha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

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
