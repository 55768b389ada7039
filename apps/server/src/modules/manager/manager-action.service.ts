import { ADM_ROLE_MBR_TYPE, MANAGER_MESSAGES, type TManagerRole } from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { deleteSessionsOfUser } from '../auth/index.js';
import { withdrawnMemberFields } from '../member/index.js';
import { type TActor } from '../../plugins/access.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { findManagerForUpdate, lockActiveSupers, type TManagerRow, updateManager } from './manager.repo.js';
import { assertSuperAdmin } from './super-admin.js';

type TAction = {
  desc: string;
  actnCd?: 'UPDATE' | 'DELETE';
  /** the caller's own account is refused (role, lock, OTP reset, delete) */
  notSelf?: boolean;
  run: (tx: TTx, target: TManagerRow, by: string) => Promise<void>;
};

const refuse = (code: string, message: string) => new AppError(code, 400, message);

/**
 * One change to an administrator account, in one transaction with its personal-data log row
 * (SECURITY 17). The last active SUPER can never be demoted, locked or deleted: the caller must be
 * an active SUPER and may not act on itself, so another active SUPER always remains. The active
 * SUPERs are locked first and the caller re-checked under the lock, so two SUPERs demoting each
 * other at once cannot both succeed (the second finds it is no longer SUPER).
 */
async function act(db: TDb, actor: TActor, userId: string, action: TAction): Promise<{ result: 'SUCCESS' }> {
  await assertSuperAdmin(db, actor);
  if (action.notSelf && userId === actor.userId) throw refuse('SELF', MANAGER_MESSAGES.self);
  await db.transaction(async (tx) => {
    const supers = await lockActiveSupers(tx);
    if (!supers.includes(actor.userId)) throw AppError.forbidden(MANAGER_MESSAGES.superOnly, { isAdmin: true });
    const target = await findManagerForUpdate(tx, userId);
    if (!target || target.userSttsCd === 'WTDR') throw AppError.notFound();
    await action.run(tx, target, actor.userId);
    await logPersonalDataAccess(tx, actor, {
      actnCd: action.actnCd ?? 'UPDATE',
      trgtUserId: userId,
      trgtDesc: action.desc,
    });
  });
  return { result: 'SUCCESS' };
}

/** The role's columns; an institution manager (INST) must have an institution. */
function roleSet(input: TManagerRole, target: TManagerRow) {
  const instNm = input.instNm?.trim() || target.instNm;
  if (input.admRoleCd === 'INST' && !instNm)
    throw new AppError('VALIDATION', 400, MANAGER_MESSAGES.instRequired, { fieldErrors: { instNm: MANAGER_MESSAGES.instRequired } });
  return { admRoleCd: input.admRoleCd, mbrTypeAuthrt: ADM_ROLE_MBR_TYPE[input.admRoleCd], instNm };
}

export function changeManagerRole(db: TDb, actor: TActor, userId: string, input: TManagerRole) {
  return act(db, actor, userId, {
    desc: `관리자 역할 변경(${input.admRoleCd})`,
    notSelf: true,
    run: async (tx, target, by) => {
      if (target.admRoleCd === input.admRoleCd) throw refuse('SAME_ROLE', MANAGER_MESSAGES.sameRole);
      await updateManager(tx, target.userId, roleSet(input, target), by);
    },
  });
}

/** An account from the admin join (admWrite) becomes active with the role chosen here. */
export function approveManager(db: TDb, actor: TActor, userId: string, input: TManagerRole) {
  return act(db, actor, userId, {
    desc: `관리자 가입 승인(${input.admRoleCd})`,
    run: async (tx, target, by) => {
      if (target.userSttsCd !== 'PNDG') throw refuse('NOT_PENDING', MANAGER_MESSAGES.notPending);
      await updateManager(tx, target.userId, { ...roleSet(input, target), userSttsCd: 'ACTV', approvedAt: new Date(), approvedBy: by }, by);
    },
  });
}

/** A lock ends the account's sessions at once (the session plugin also refuses non-active accounts). */
export function lockManager(db: TDb, actor: TActor, userId: string) {
  return act(db, actor, userId, {
    desc: '관리자 계정 잠금',
    notSelf: true,
    run: async (tx, target, by) => {
      if (target.userSttsCd !== 'ACTV') throw refuse('NOT_ACTIVE', MANAGER_MESSAGES.notActive);
      await updateManager(tx, target.userId, { userSttsCd: 'LOCK' }, by);
      await deleteSessionsOfUser(tx, target.userId);
    },
  });
}

/** Lifts an administrator's lock, or the temporary one after five wrong passwords (SECURITY 11). */
export function unlockManager(db: TDb, actor: TActor, userId: string) {
  return act(db, actor, userId, {
    desc: '관리자 계정 잠금 해제',
    run: async (tx, target, by) => {
      const loginLocked = target.lockedUntil !== null && target.lockedUntil.getTime() > Date.now();
      if (target.userSttsCd !== 'LOCK' && !loginLocked) throw refuse('NOT_LOCKED', MANAGER_MESSAGES.notLocked);
      const userSttsCd = target.userSttsCd === 'LOCK' ? 'ACTV' : target.userSttsCd;
      await updateManager(tx, target.userId, { userSttsCd, loginFailCnt: 0, lockedUntil: null }, by);
    },
  });
}

/** The administrator registers a new authenticator at the next login (/admin/otpEnroll). */
export function resetManagerOtp(db: TDb, actor: TActor, userId: string) {
  return act(db, actor, userId, {
    desc: '관리자 OTP 초기화',
    notSelf: true,
    run: async (tx, target, by) => {
      await updateManager(tx, target.userId, { totpSecretEnc: null, totpLastStep: null }, by);
      await deleteSessionsOfUser(tx, target.userId);
    },
  });
}

/** The row stays so the id is never reissued; personal fields and credentials are cleared. */
export function deleteManager(db: TDb, actor: TActor, userId: string) {
  return act(db, actor, userId, {
    desc: '관리자 계정 삭제',
    actnCd: 'DELETE',
    notSelf: true,
    run: async (tx, target, by) => {
      await updateManager(tx, target.userId, withdrawnMemberFields(MANAGER_MESSAGES.deleted), by);
      await deleteSessionsOfUser(tx, target.userId);
    },
  });
}
