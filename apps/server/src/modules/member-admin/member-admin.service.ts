import { ACNT_TYPE, type TMemberDetail, type TMemberListQuery, type TMemberListResponse, type TUserTypeCd } from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { AppError } from '../../plugins/app-error.js';
import { findMember, maskMblTelno, maskUserNm } from '../member/index.js';
import { assertAdmin, type TActor } from '../../plugins/access.js';
import { logPersonalDataAccess } from '../privacy-log/index.js';
import { countMembers, findMemberPage, memberOrder, memberWhere } from './member-admin.repo.js';
import { findGuardianConsent, findRecentLogins, findSocialLinks, findTermsAgreements } from './member-detail.repo.js';

const RECENT_LOGINS = 10;
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The member list (admin /member): filters, allow-listed sort, paging; names and mobiles masked. */
export async function listMembers(db: TDb, actor: TActor, query: TMemberListQuery): Promise<TMemberListResponse> {
  assertAdmin(actor);
  const where = memberWhere(query);
  const order = memberOrder(query.sort, query.sortDir);
  const page = await pageOf(query, countMembers(db, where), (offset, limit) => findMemberPage(db, where, order, offset, limit));
  const list = page.list.map((r) => ({
    ...r,
    userNm: maskUserNm(r.userNm),
    mblTelno: maskMblTelno(r.mblTelno),
    joinAt: r.joinAt.toISOString(),
    lastLoginAt: iso(r.lastLoginAt),
  }));
  return { ...page, list };
}

/** spec §2 userMngDtl/list/:acntTypeCd: the same list fixed to one account type; an unknown type is no page. */
export async function listMembersOfAcntType(db: TDb, actor: TActor, acntTypeCd: string, query: TMemberListQuery): Promise<TMemberListResponse> {
  assertAdmin(actor);
  if (!Object.hasOwn(ACNT_TYPE, acntTypeCd)) throw AppError.notFound();
  return listMembers(db, actor, { ...query, userTypeCd: acntTypeCd as TUserTypeCd });
}

/** The full record of one member; SECURITY 17: the view is logged in the same transaction. */
export async function getMemberDetail(db: TDb, actor: TActor, userId: string): Promise<TMemberDetail> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    const m = await findMember(tx, userId);
    if (!m) throw AppError.notFound();
    const trmsAgreList = await findTermsAgreements(tx, userId);
    const guardian = await findGuardianConsent(tx, userId);
    const socialList = await findSocialLinks(tx, userId);
    const loginHstryList = await findRecentLogins(tx, userId, RECENT_LOGINS);
    await logPersonalDataAccess(tx, actor, { actnCd: 'VIEW', trgtUserId: userId, trgtDesc: '회원 상세 조회' });
    // Named fields only: the password hash, TOTP secret and CI hash never leave the server.
    const { userNm, userTypeCd, mbrTypeAuthrt, userSttsCd, admRoleCd, instNm, brdt, email, mblTelno, zip, addr, addrDtl } = m;
    const { schlTypeCd, schlNm, grd, clsNm, eblcRegYn, loginFailCnt, approvedBy } = m;
    return {
      profile: {
        userId,
        userNm,
        userTypeCd,
        mbrTypeAuthrt,
        userSttsCd,
        admRoleCd,
        instNm,
        brdt,
        email,
        mblTelno,
        zip,
        addr,
        addrDtl,
        schlTypeCd,
        schlNm,
        grd,
        clsNm,
        eblcRegYn,
        loginFailCnt,
        lockedUntil: iso(m.lockedUntil),
        joinAt: m.joinAt.toISOString(),
        approvedAt: iso(m.approvedAt),
        approvedBy,
        withdrawnAt: iso(m.withdrawnAt),
        lastLoginAt: iso(m.lastLoginAt),
      },
      trmsAgreList: trmsAgreList.map((t) => ({ ...t, agreedAt: t.agreedAt.toISOString() })),
      guardianConsent: guardian ? { ...guardian, consentedAt: guardian.consentedAt.toISOString() } : null,
      socialList: socialList.map((s) => ({ ...s, linkedAt: s.linkedAt.toISOString(), lastLoginAt: iso(s.lastLoginAt) })),
      loginHstryList: loginHstryList.map((l) => ({ ...l, loginAt: l.loginAt.toISOString() })),
    };
  });
}
