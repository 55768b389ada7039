import type { TDbOrTx } from '../../db/client.js';

/**
 * Whether a member took part in the programme or reservation `ref` (the ctxKey's part after the
 * prefix) for the survey `srvyId`: a check also says whether that survey is the one the context asks
 * (the fusion programs' before-survey is not their satisfaction survey).
 */
export type TSrvyCtxCheck = (db: TDbOrTx, userId: string, ref: string, srvyId: number) => Promise<boolean>;

const checks = new Map<string, TSrvyCtxCheck>();

/**
 * A module whose participants answer 'CTX' surveys registers its check once (the fusion
 * activities register 'rsvt', 'sesn' and 'atnd'): a ctxKey is `<prefix>:<ref>`.
 */
export function registerSrvyCtx(prefix: string, check: TSrvyCtxCheck): void {
  checks.set(prefix, check);
}

/** A ctxKey of no registered prefix is no one's. */
export async function isSrvyCtxParticipant(db: TDbOrTx, userId: string, ctxKey: string, srvyId: number): Promise<boolean> {
  const colon = ctxKey.indexOf(':');
  const check = colon > 0 ? checks.get(ctxKey.slice(0, colon)) : undefined;
  return check ? check(db, userId, ctxKey.slice(colon + 1), srvyId) : false;
}
