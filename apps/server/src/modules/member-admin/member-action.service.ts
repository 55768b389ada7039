import { MEMBER_ADMIN_MESSAGES, type TMemberAction, type TMemberActionResponse, type TPrivacyActnCd } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { deleteSessionsOfUser } from '../auth/index.js';
import { type TMemberRow, withdrawnMemberFields } from '../member/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { findMemberForUpdate, updateMember } from './member-admin.repo.js';
import { deleteSocialLinks } from './member-detail.repo.js';

type TActionRule = {
  /** the Korean reason the member's state does not allow the action, if it does not */
  refuse: (m: TMemberRow) => string | undefined;
  change: (actorUserId: string) => Partial<TMemberRow>;
  actnCd: TPrivacyActnCd;
  trgtDesc: string;
  /** the member's sessions end with the change (they stop working at once) */
  endSessions?: boolean;
  /** provider links go too, so no social login reaches the account again */
  unlinkSocial?: boolean;
};

const notWithdrawn = (m: TMemberRow) => (m.userSttsCd === 'WTDR' ? MEMBER_ADMIN_MESSAGES.withdrawn : undefined);

const RULES: Record<TMemberAction, TActionRule> = {
  approve: {
    refuse: (m) => notWithdrawn(m) ?? (m.userSttsCd === 'PNDG' ? undefined : MEMBER_ADMIN_MESSAGES.notPending),
    change: (actorUserId) => ({ userSttsCd: 'ACTV', approvedAt: new Date(), approvedBy: actorUserId }),
    actnCd: 'UPDATE',
    trgtDesc: '회원가입 승인 (승인 대기 → 정상)',
  },
  lock: {
    refuse: (m) => notWithdrawn(m) ?? (m.userSttsCd === 'LOCK' ? MEMBER_ADMIN_MESSAGES.alreadyLocked : undefined),
    change: () => ({ userSttsCd: 'LOCK' }),
    actnCd: 'UPDATE',
    trgtDesc: '회원 잠금',
    endSessions: true,
  },
  unlock: {
    // Also clears the lock of five failed logins (SECURITY 11) on an otherwise active account.
    refuse: (m) => (m.userSttsCd === 'LOCK' || (m.userSttsCd === 'ACTV' && m.lockedUntil !== null) ? undefined : MEMBER_ADMIN_MESSAGES.notLocked),
    change: () => ({ userSttsCd: 'ACTV', loginFailCnt: 0, lockedUntil: null }),
    actnCd: 'UPDATE',
    trgtDesc: '회원 잠금 해제',
  },
  withdraw: {
    refuse: notWithdrawn,
    change: () => withdrawnMemberFields(),
    actnCd: 'DELETE',
    trgtDesc: '회원 탈퇴 처리 (개인정보 삭제)',
    endSessions: true,
    unlinkSocial: true,
  },
};

/**
 * Approve, lock, unlock or withdraw a member: the state check, the change, its side effects and
 * the access-log row in ONE transaction (SECURITY 17). Administrator accounts, the caller's own
 * included, are managed on the manager page, never here.
 */
export async function runMemberAction(db: TDb, actor: TActor, userId: string, action: TMemberAction): Promise<TMemberActionResponse> {
  assertAdmin(actor);
  const rule = RULES[action];
  return db.transaction(async (tx) => {
    const m = await findMemberForUpdate(tx, userId);
    if (!m) throw AppError.notFound();
    if (m.userTypeCd === 'A' || m.userId === actor.userId) throw AppError.forbidden(MEMBER_ADMIN_MESSAGES.adminTarget);
    const refusal = rule.refuse(m);
    if (refusal) throw new AppError('MEMBER_STATE', 409, refusal);
    const change = { ...rule.change(actor.userId), updatedBy: actor.userId };
    await updateMember(tx, userId, change);
    if (rule.endSessions) await deleteSessionsOfUser(tx, userId);
    if (rule.unlinkSocial) await deleteSocialLinks(tx, userId);
    await logPersonalDataAccess(tx, actor, { actnCd: rule.actnCd, trgtUserId: userId, trgtDesc: rule.trgtDesc });
    return { userId, userSttsCd: change.userSttsCd ?? m.userSttsCd };
  });
}
