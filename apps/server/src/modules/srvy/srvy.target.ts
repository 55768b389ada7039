import { SRVY_MESSAGES as M } from '@portal/contract';
import type { TDbOrTx } from '../../db/client.js';
import type { TRequestUser } from '../../plugins/access.js';
import { inTarget, type TTargetProfile } from '../member/index.js';
import { isSrvyCtxParticipant } from './srvy.ctx.js';
import type { TSrvyRow } from './srvy.repo.js';

/** Why the caller may not answer a survey's target: 401 a guest where members answer, 403 a member outside it. */
export type TTargetDenial = { status: 401 | 403; message: string; hidden: boolean };

/** The context a response is for: a 'CTX' survey's ctxKey, '' for any other survey. */
export const ctxKeyOf = (row: TSrvyRow, ctxKey: string | undefined) => (row.trgtSeCd === 'CTX' ? (ctxKey ?? '') : '');

/**
 * The target check on the server (never the client's word), for the view, saves, submits and
 * uploads: hidden denials show as not found on the view. An administrator's session reads every
 * survey but answers none.
 */
export async function targetDenial(
  db: TDbOrTx,
  row: TSrvyRow,
  user: Pick<TRequestUser, 'userId' | 'userTypeCd'> | null,
  profile: TTargetProfile | undefined,
  ctxKey: string,
): Promise<TTargetDenial | null> {
  if (user?.userTypeCd === 'A') return { status: 403, message: M.adminNoAnswer, hidden: false };
  if (row.trgtSeCd === 'ALL') return null;
  if (!user) return { status: 401, message: M.loginRequired, hidden: false };
  if (row.trgtSeCd === 'MBR') return inTarget(row.trgtMbrTypes, row.trgtSchlTypes, profile) ? null : { status: 403, message: M.notTarget, hidden: true };
  if (!ctxKey) return { status: 403, message: M.ctxRequired, hidden: false };
  return (await isSrvyCtxParticipant(db, user.userId, ctxKey, row.srvyId)) ? null : { status: 403, message: M.notTarget, hidden: true };
}
