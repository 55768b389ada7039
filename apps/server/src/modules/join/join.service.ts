import {
  ageInFullYears,
  GUARDIAN_CONSENT_AGE,
  isStudentMbrType,
  JOIN_MBR_TYPES,
  JOIN_MESSAGES,
  normalizeMblTelno,
  seoulDate,
  USER_REALM_TYPES,
  VALIDATION_MESSAGES,
  type TAdmJoinRequest,
  type TJoinResponse,
  type TMajuonJoinRequest,
  type TMbrJoinRequest,
  type TTrmsListResponse,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { orNull } from '../../lib/text.js';
import { AppError } from '../../plugins/app-error.js';
import { hashPassword } from '../auth/index.js';
import type { mbr } from '../member/member.table.js';
import { memberSchoolOf } from '../school/index.js';
import { findSocialJoinPending, linkPendingSocialAccount } from '../social-login/index.js';
import { agreementRows, checkPasswordInput, checkUserIdFree, fieldError, guardianConsentFor, isUserIdUsable } from './join-rules.js';
import { findCurrentTerms, hasMemberWithCi, insertAgreements, insertGuardianConsent, insertMember, isUserIdTaken } from './join.repo.js';
import { consumeVerification } from './verification.service.js';

/** Who is joining: the browser (its verifications and pending social identity) and its address. */
export type TJoinContext = { ownerHash: string; ip: string };

type TNewMember = typeof mbr.$inferInsert;
type TContactInput = Partial<Pick<TMbrJoinRequest, 'email' | 'mblTelno' | 'zip' | 'addr' | 'addrDtl'>>;

const alreadyMember = () => new AppError('ALREADY_MEMBER', 400, JOIN_MESSAGES.alreadyMember);

/** GET /mbrJoin/trms: the terms in force, with their full texts (spec §2 agreeDetail pages). */
export async function listTerms(db: TDb, trgtCd: 'SVC' | 'MAJUON'): Promise<TTrmsListResponse> {
  const rows = await findCurrentTerms(db, trgtCd);
  return { trmsList: rows.map(({ sortSeq: _sortSeq, ...t }) => t) };
}

export async function checkUserId(db: TDb, userId: string): Promise<{ usableYn: 'Y' | 'N' }> {
  return { usableYn: (await isUserIdUsable(db, userId)) ? 'Y' : 'N' };
}

function contactValues(input: TContactInput, verifiedMblTelno: string | null = null) {
  const mblTelno = orNull(input.mblTelno);
  return {
    email: orNull(input.email),
    mblTelno: mblTelno ? normalizeMblTelno(mblTelno) : verifiedMblTelno,
    zip: orNull(input.zip),
    addr: orNull(input.addr),
    addrDtl: orNull(input.addrDtl),
  };
}

/** spec §3: students pick their school from the school list and give the grade; name and type come from the list. */
async function schoolValues(tx: TTx, input: Pick<TMbrJoinRequest, 'mbrTypeAuthrt' | 'schlCd' | 'grd' | 'clsNm'>) {
  if (!isStudentMbrType(input.mbrTypeAuthrt)) return {};
  const school = await memberSchoolOf(tx, { schlCd: orNull(input.schlCd), grd: orNull(input.grd) }, true);
  return { ...school, clsNm: orNull(input.clsNm) };
}

/**
 * Inserts the account with its agreements and guardian consent. A conflict means the id was
 * taken or the person joined in the meantime (both are unique in the database).
 */
async function createAccount(
  tx: TTx,
  values: TNewMember,
  agreements: Awaited<ReturnType<typeof agreementRows>>,
  consent: Awaited<ReturnType<typeof guardianConsentFor>>,
): Promise<void> {
  if (!(await insertMember(tx, { ...values, pswdChgAt: new Date(), registeredBy: values.userId, updatedBy: values.userId }))) {
    if (await isUserIdTaken(tx, values.userId)) throw fieldError('userId', JOIN_MESSAGES.userIdTaken);
    throw alreadyMember();
  }
  await insertAgreements(tx, agreements);
  if (consent) await insertGuardianConsent(tx, { ...consent, userId: values.userId });
}

/**
 * spec §2 mbrJoinWrite: a member joins with a JOIN verification of this browser. Name, birth
 * date and identity come from the verification and the user type from the member type, never
 * from the client (SECURITY 15); one account per person in the user realm; one transaction.
 */
export async function joinMember(db: TDb, input: TMbrJoinRequest, ctx: TJoinContext): Promise<TJoinResponse> {
  const { userTypeCd } = JOIN_MBR_TYPES.find((t) => t.mbrTypeAuthrt === input.mbrTypeAuthrt)!;
  return db.transaction(async (tx) => {
    const person = await consumeVerification(tx, { vrfcId: input.vrfcId, ownerHash: ctx.ownerHash, purposeCd: 'JOIN' });
    checkPasswordInput(input, person.brdt);
    await checkUserIdFree(tx, input.userId);
    if (await hasMemberWithCi(tx, person.ciHash, USER_REALM_TYPES)) throw alreadyMember();
    const school = await schoolValues(tx, input);
    const agreements = await agreementRows(tx, input.userId, input.agreements, ['SVC']);
    const consent = await guardianConsentFor(tx, { ...input, brdt: person.brdt, ciHash: person.ciHash }, ctx);
    const pending = input.socialYn === 'Y' ? await findSocialJoinPending(tx, ctx.ownerHash) : undefined;
    if (input.socialYn === 'Y' && !pending) throw new AppError('SOCIAL_PENDING_MISSING', 400, JOIN_MESSAGES.socialPendingMissing);
    await createAccount(
      tx,
      {
        userId: input.userId,
        userNm: person.userNm,
        brdt: person.brdt,
        ciHash: person.ciHash,
        pswdHash: await hashPassword(input.pswd),
        userTypeCd,
        mbrTypeAuthrt: input.mbrTypeAuthrt,
        ...contactValues(input, person.mblTelno),
        ...school,
      },
      agreements,
      consent,
    );
    if (pending && !(await linkPendingSocialAccount(tx, pending.pendingId, input.userId))) {
      throw new AppError('SOCIAL_PENDING_MISSING', 400, JOIN_MESSAGES.socialPendingMissing);
    }
    return { userId: input.userId };
  });
}

/**
 * spec §2 majuonMbrJoinWrite: the partner site vouches for the person (a pending 'majuon'
 * identity of this browser) instead of NICE; the birth date is entered, the guardian rule still
 * applies, and the partner account is linked in the same transaction.
 */
export async function joinMajuon(db: TDb, input: TMajuonJoinRequest, ctx: TJoinContext): Promise<TJoinResponse> {
  const { userTypeCd } = JOIN_MBR_TYPES.find((t) => t.mbrTypeAuthrt === input.mbrTypeAuthrt)!;
  if (input.brdt > seoulDate()) throw fieldError('brdt', JOIN_MESSAGES.brdt);
  return db.transaction(async (tx) => {
    const pending = await findSocialJoinPending(tx, ctx.ownerHash);
    const missing = () => new AppError('MAJUON_PENDING_MISSING', 400, JOIN_MESSAGES.majuonPendingMissing);
    if (pending?.providerCd !== 'majuon') throw missing();
    const userNm = orNull(pending.userNm) ?? orNull(input.userNm);
    if (!userNm) throw fieldError('userNm', VALIDATION_MESSAGES.required());
    checkPasswordInput(input, input.brdt);
    await checkUserIdFree(tx, input.userId);
    const school = await schoolValues(tx, input);
    const agreements = await agreementRows(tx, input.userId, input.agreements, ['SVC', 'MAJUON']);
    const consent = await guardianConsentFor(tx, { ...input, ciHash: null }, ctx);
    await createAccount(
      tx,
      {
        userId: input.userId,
        userNm,
        brdt: input.brdt,
        pswdHash: await hashPassword(input.pswd),
        userTypeCd,
        mbrTypeAuthrt: input.mbrTypeAuthrt,
        ...contactValues(input),
        ...school,
      },
      agreements,
      consent,
    );
    if (!(await linkPendingSocialAccount(tx, pending.pendingId, input.userId))) throw missing();
    return { userId: input.userId };
  });
}

/**
 * spec §2 admWrite: education-office staff (SF01 → STAFF) and institution managers (IM01 →
 * INST) join the admin realm as PNDG; an administrator approves them later. One admin account
 * per person; no child under 14 (SECURITY 16 has no guardian path here).
 */
export async function joinAdmin(db: TDb, input: TAdmJoinRequest, ctx: TJoinContext): Promise<TJoinResponse> {
  const admRoleCd = input.mbrTypeAuthrt === 'SF01' ? 'STAFF' : 'INST';
  return db.transaction(async (tx) => {
    const person = await consumeVerification(tx, { vrfcId: input.vrfcId, ownerHash: ctx.ownerHash, purposeCd: 'JOIN' });
    if (ageInFullYears(person.brdt, seoulDate()) < GUARDIAN_CONSENT_AGE) throw new AppError('ADM_CHILD', 400, JOIN_MESSAGES.admChild);
    checkPasswordInput(input, person.brdt);
    await checkUserIdFree(tx, input.userId);
    if (await hasMemberWithCi(tx, person.ciHash, ['A'])) throw alreadyMember();
    const agreements = await agreementRows(tx, input.userId, input.agreements, ['SVC']);
    await createAccount(
      tx,
      {
        userId: input.userId,
        userNm: person.userNm,
        brdt: person.brdt,
        ciHash: person.ciHash,
        pswdHash: await hashPassword(input.pswd),
        userTypeCd: 'A',
        mbrTypeAuthrt: input.mbrTypeAuthrt,
        userSttsCd: 'PNDG',
        admRoleCd,
        instNm: input.instNm.trim(),
        ...contactValues({ email: input.email, mblTelno: input.mblTelno }, person.mblTelno),
      },
      agreements,
      null,
    );
    return { userId: input.userId };
  });
}
