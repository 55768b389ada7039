import {
  deriveSchlTypeCd,
  MBR_TYPE_AUTHRT,
  MY_INFO_MESSAGES,
  normalizeMblTelno,
  type TMbrTypeAuthrt,
  type TMyInfo,
  type TMyInfoUpdateRequest,
} from '@portal/contract';
import type { TDb } from '../../db/client.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import type { TConfig } from '../../config/env.js';
import { checkCurrentPassword, deleteSessionsOfUser, type TLoginMeta } from '../auth/index.js';
import { findMember } from '../member/index.js';
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
    schlNm: m.schlNm,
    grd: m.grd,
    clsNm: m.clsNm,
    joinAt: m.joinAt.toISOString(),
    pswdChgAt: m.pswdChgAt?.toISOString() ?? null,
    socialProviders: await findSocialProviders(db, userId),
  };
}

/** Only the contact, address and school fields change; '' clears one. */
export async function updateMyInfo(db: TDb, userId: string, input: TMyInfoUpdateRequest): Promise<TMyInfo> {
  const mblTelno = orNull(input.mblTelno);
  const grd = orNull(input.grd);
  const values: TMyInfoValues = {
    email: orNull(input.email),
    mblTelno: mblTelno && normalizeMblTelno(mblTelno),
    zip: orNull(input.zip),
    addr: orNull(input.addr),
    addrDtl: orNull(input.addrDtl),
    schlNm: orNull(input.schlNm),
    grd: grd === null ? null : Number(grd),
    clsNm: orNull(input.clsNm),
  };
  await db.transaction(async (tx) => {
    if (!(await updateMyInfoRow(tx, userId, values))) throw AppError.notFound();
  });
  return getMyInfo(db, userId);
}

/**
 * Withdrawal with the password (counted with the login's failures: checkCurrentPassword):
 * personal fields cleared, provider links deleted, every session ended. The row stays (the id is
 * never reissued).
 */
export async function withdraw(db: TDb, config: TConfig, userId: string, pswd: string, meta: TLoginMeta): Promise<void> {
  if ((await checkCurrentPassword(db, config, { userId, realmCd: 'USER' }, pswd, meta)) === null) throw fieldError('pswd', MY_INFO_MESSAGES.curPswdMismatch);
  await db.transaction(async (tx) => {
    if (!(await withdrawMember(tx, userId))) throw AppError.notFound();
    await deleteSessionsOfUser(tx, userId);
  });
}
