import {
  ADM_ROLE_MBR_TYPE,
  isReservedUserId,
  JOIN_MESSAGES,
  toYn,
  type TManagerCreate,
  type TManagerDetail,
  type TManagerListItem,
  type TManagerListQuery,
  type TManagerListResponse,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { hashPassword } from '../auth/index.js';
import { countMembers } from '../member-admin/index.js';
import { maskUserNm } from '../member/index.js';
import { findMember } from '../member/index.js';
import { type TActor } from '../../plugins/access.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { findManagerPage, insertManager, managerWhere, type TManagerRow } from './manager.repo.js';
import { assertSuperAdmin } from './super-admin.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const isLoginLocked = (m: TManagerRow) => m.lockedUntil !== null && m.lockedUntil.getTime() > Date.now();

function toListItem(m: TManagerRow): TManagerListItem {
  return {
    userId: m.userId,
    userNm: maskUserNm(m.userNm),
    admRoleCd: m.admRoleCd,
    instNm: m.instNm,
    userSttsCd: m.userSttsCd,
    loginLockYn: toYn(isLoginLocked(m)),
    // enrolled = the first code was accepted (login.service.ts)
    otpEnrlYn: toYn(m.totpSecretEnc !== null && m.totpLastStep !== null),
    lastLoginAt: iso(m.lastLoginAt),
    joinAt: m.joinAt.toISOString(),
  };
}

/** The manager page's list (SUPER only): names masked, so listing is not a view of personal data. */
export async function listManagers(db: TDb, actor: TActor, query: TManagerListQuery): Promise<TManagerListResponse> {
  await assertSuperAdmin(db, actor);
  const where = managerWhere(query);
  const page = await pageOf(query, countMembers(db, where), (offset, limit) => findManagerPage(db, where, offset, limit));
  return { ...page, list: page.list.map(toListItem) };
}

/** One administrator in full; SECURITY 17: viewing another account is logged with the view. */
export async function getManager(db: TDb, actor: TActor, userId: string): Promise<TManagerDetail> {
  await assertSuperAdmin(db, actor);
  return db.transaction(async (tx) => {
    const m = await findMember(tx, userId);
    if (m?.userTypeCd !== 'A') throw AppError.notFound();
    const self = userId === actor.userId;
    if (!self) await logPersonalDataAccess(tx, actor, { actnCd: 'VIEW', trgtUserId: userId, trgtDesc: '관리자 상세 조회' });
    return {
      ...toListItem(m),
      userNm: m.userNm,
      mbrTypeAuthrt: m.mbrTypeAuthrt,
      email: m.email,
      mblTelno: m.mblTelno,
      approvedAt: iso(m.approvedAt),
      approvedBy: m.approvedBy,
      lockedUntil: iso(m.lockedUntil),
      selfYn: toYn(self),
    };
  });
}

const idError = (message: string) => new AppError('VALIDATION', 400, message, { fieldErrors: { userId: message } });

/**
 * A new administrator, active at once with the initial password given here (SECURITY 10 rule, in the
 * contract). pswdChgAt stays empty (the owner never chose it); the authenticator is registered by the
 * new administrator at /admin/otpEnroll. An id is never reissued, a deleted account's included.
 */
export async function createManager(db: TDb, actor: TActor, input: TManagerCreate): Promise<{ userId: string }> {
  await assertSuperAdmin(db, actor);
  if (isReservedUserId(input.userId)) throw idError(JOIN_MESSAGES.userIdReserved);
  const pswdHash = await hashPassword(input.pswd);
  return db.transaction(async (tx) => {
    const inserted = await insertManager(tx, {
      userId: input.userId,
      userNm: input.userNm,
      userTypeCd: 'A',
      mbrTypeAuthrt: ADM_ROLE_MBR_TYPE[input.admRoleCd],
      admRoleCd: input.admRoleCd,
      instNm: orNull(input.instNm),
      email: input.email || null,
      mblTelno: input.mblTelno || null,
      pswdHash,
      userSttsCd: 'ACTV',
      approvedAt: new Date(),
      approvedBy: actor.userId,
      registeredBy: actor.userId,
      updatedBy: actor.userId,
    });
    if (!inserted) throw idError(JOIN_MESSAGES.userIdTaken);
    await logPersonalDataAccess(tx, actor, { actnCd: 'UPDATE', trgtUserId: input.userId, trgtDesc: '관리자 계정 생성' });
    return { userId: input.userId };
  });
}
