import type { TTx } from '../../db/client.js';

/** Whether a member took part in the programme or reservation `ref` (the ctxKey's part after the prefix). */
export type TSrvyCtxCheck = (tx: TTx, userId: string, ref: string) => Promise<boolean>;

const checks = new Map<string, TSrvyCtxCheck>();

/**
 * A module whose participants answer 'CTX' surveys registers its check once (the fusion
 * activities register 'rsvt'): a ctxKey is `<prefix>:<ref>`.
 */
export function registerSrvyCtx(prefix: string, check: TSrvyCtxCheck): void {
  checks.set(prefix, check);
}

/** A ctxKey of no registered prefix is no one's. */
export async function isSrvyCtxParticipant(tx: TTx, userId: string, ctxKey: string): Promise<boolean> {
  const colon = ctxKey.indexOf(':');
  const check = colon > 0 ? checks.get(ctxKey.slice(0, colon)) : undefined;
  return check ? check(tx, userId, ctxKey.slice(colon + 1)) : false;
}
