import {
  deriveSchlTypeCd,
  MBR_TYPE_AUTHRT,
  MY_INFO_MESSAGES,
  normalizeMblTelno,
  type TMbrTypeAuthrt,
  type TMyInfo,
  type TMyInfoUpdateRequest,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import type { TConfig } from '../../config/env.js';
import { checkCurrentPassword, deleteSessionsOfUser, type TLoginMeta } from '../auth/index.js';
import { findMember } from '../member/index.js';
import { memberSchoolOf } from '../school/index.js';
import type { TRequestUser } from '../../plugins/access.js';
import { fieldError } from './password-rule.js';
import { findSocialProviders, updateMyInfo as updateMyInfoRow, withdrawMember, type TMyInfoValues } from './my-info.repo.js';

/**
 * spec §2 /myPage/myInfo. Every function takes the caller's own id from the session (the route
 * is 'user' only): there is no id in the request to change (SECURITY 15).
 */
export async function getMyInfo(db: TDb, userId: string): Promise<TMyInfo> {
  const m = await findMember(db, userId);
  if (!m) throw AppError.notFound();
  return {
    userId: m.userId,
    userNm: m.userNm,
    brdt: m.brdt,
    userTypeCd: m.userTypeCd,
    mbrTypeAuthrt: m.mbrTypeAuthrt,
    mbrTypeNm: MBR_TYPE_AUTHRT[m.mbrTypeAuthrt as TMbrTypeAuthrt] ?? m.mbrTypeAuthrt,
    email: m.email,
    mblTelno: m.mblTelno,
    zip: m.zip,
    addr: m.addr,
    addrDtl: m.addrDtl,
    schlTypeCd: m.userTypeCd === 'S' ? deriveSchlTypeCd(m.brdt, m.schlTypeCd) : m.schlTypeCd,
    schlCd: m.schlCd,
    schlNm: m.schlNm,
    grd: m.grd,
    clsNm: m.clsNm,
    joinAt: m.joinAt.toISOString(),
    pswdChgAt: m.pswdChgAt?.toISOString() ?? null,
    socialProviders: await findSocialProviders(db, userId),
    pswdYn: m.pswdHash ? 'Y' : 'N',
  };
}

/**
 * After the password check (the route asks for it): only the contact, address and school fields
 * change; '' clears one. The school is picked from the school list: a student must keep one,
 * other members have none (their school fields are cleared). A teacher's school comes only from
 * approval (issue 18, modules/cls schl_tchr; the public-name rule trusts it): it stays as stored,
 * and a request that would change it is refused.
 */
export async function updateMyInfo(db: TDb, user: TRequestUser, input: TMyInfoUpdateRequest): Promise<TMyInfo> {
  const { userId, userTypeCd } = user;
  const mblTelno = orNull(input.mblTelno);
  await db.transaction(async (tx) => {
    const contact = {
      email: orNull(input.email),
      mblTelno: mblTelno && normalizeMblTelno(mblTelno),
      zip: orNull(input.zip),
      addr: orNull(input.addr),
      addrDtl: orNull(input.addrDtl),
    };
    const values: TMyInfoValues =
      userTypeCd === 'T' ? { ...contact, ...(await keptTeacherSchool(tx, userId, input)) } : { ...contact, ...(await studentSchool(tx, userTypeCd, input)) };
    if (!(await updateMyInfoRow(tx, userId, values))) throw AppError.notFound();
  });
  return getMyInfo(db, userId);
}

type TSchoolValues = Pick<TMyInfoValues, 'schlCd' | 'schlNm' | 'schlTypeCd' | 'grd' | 'clsNm'>;

/** A student's school from the school list (required); other non-teachers have none. */
async function studentSchool(tx: TTx, userTypeCd: string, input: TMyInfoUpdateRequest): Promise<TSchoolValues> {
  const school = userTypeCd === 'S' ? await memberSchoolOf(tx, { schlCd: orNull(input.schlCd), grd: orNull(input.grd) }, true) : null;
  return {
    schlCd: school?.schlCd ?? null,
    schlNm: school?.schlNm ?? null,
    schlTypeCd: school?.schlTypeCd ?? null,
    grd: school?.grd ?? null,
    clsNm: school ? orNull(input.clsNm) : null,
  };
}

/** A teacher's stored school; a sent school field that differs from it is refused (400), an omitted or equal one is fine. */
async function keptTeacherSchool(tx: TTx, userId: string, input: TMyInfoUpdateRequest): Promise<TSchoolValues> {
  const m = await findMember(tx, userId);
  if (!m) throw AppError.notFound();
  const stored = { schlCd: m.schlCd, grd: m.grd === null ? null : String(m.grd), clsNm: m.clsNm };
  const changed = (['schlCd', 'grd', 'clsNm'] as const).find((field) => input[field] !== undefined && orNull(input[field]) !== stored[field]);
  if (changed) throw fieldError(changed, MY_INFO_MESSAGES.tchrSchlByApproval);
  return { schlCd: m.schlCd, schlNm: m.schlNm, schlTypeCd: m.schlTypeCd, grd: m.grd, clsNm: m.clsNm };
}

/**
 * The password asked again before editing personal data or withdrawing, counted with the login's
 * failures and lock (checkCurrentPassword). An account without a password (social login only) is
 * told how to make one.
 */
export async function checkPswd(db: TDb, config: TConfig, userId: string, pswd: string, meta: TLoginMeta): Promise<void> {
  const member = await findMember(db, userId);
  if (!member) throw AppError.unauthorized();
  if (!member.pswdHash) throw new AppError('NO_PSWD', 400, MY_INFO_MESSAGES.noPswd);
  if ((await checkCurrentPassword(db, config, { userId, realmCd: 'USER' }, pswd, meta)) === null) throw fieldError('pswd', MY_INFO_MESSAGES.curPswdMismatch);
}

/**
 * Withdrawal, after the password check (the route asks for it): personal fields cleared, provider
 * links deleted, every session ended. The row stays (the id is never reissued).
 */
export async function withdraw(db: TDb, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await withdrawMember(tx, userId))) throw AppError.notFound();
    await deleteSessionsOfUser(tx, userId);
  });
}
