import { createHash, randomBytes } from 'node:crypto';
import {
  IDNTF_MESSAGES,
  type TIdntfCallbackRequest,
  type TIdntfCallbackResponse,
  type TIdntfPurpose,
  type TIdntfResult,
  type TIdntfStartRequest,
  type TIdntfStartResponse,
} from '@portal/contract';
import type { TDb, TTx } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import type { TFlowState } from './flow-state.js';
import type { IIdentityProvider } from './providers/identity-provider.js';
import { findVerification, insertVerification, lockVerification, markUsed, markVerified, type TVerificationRow } from './verification.repo.js';

/** A started verification must come back within 10 minutes; its result then serves the join form for 30. */
export const VRFC_REQUEST_TTL_SEC = 10 * 60;
export const VRFC_RESULT_TTL_SEC = 30 * 60;

const CODES = {
  notFound: 'IDNTF_NOT_FOUND',
  expired: 'IDNTF_EXPIRED',
  used: 'IDNTF_USED',
  notVerified: 'IDNTF_NOT_VERIFIED',
  wrongPurpose: 'IDNTF_WRONG_PURPOSE',
  invalidResult: 'IDNTF_INVALID',
} as const;
const fail = (key: keyof typeof CODES) => new AppError(CODES[key], 400, IDNTF_MESSAGES[key]);

/** Only a hash of the connecting information is kept: enough to find the same person again. */
export const ciHashOf = (ci: string) => createHash('sha256').update(ci).digest('base64url');

const isExpired = (row: TVerificationRow) => row.expiresAt.getTime() <= Date.now();

/**
 * A verification of another browser answers as a missing one: its id alone is worth nothing
 * (the owner is the browser's anti-forgery subject, SECURITY 13).
 */
function checkOwned(row: TVerificationRow | undefined, ownerHash: string): TVerificationRow {
  if (!row || row.ownerHash !== ownerHash) throw fail('notFound');
  return row;
}

/** Opens the provider for a new verification of this browser (spec §2 nice). */
export async function startVerification(
  db: TDb,
  provider: IIdentityProvider,
  input: TIdntfStartRequest & { ownerHash: string },
): Promise<{ response: TIdntfStartResponse; flow: TFlowState }> {
  // 30 hex characters: NICE takes at most 30 for its request number.
  const vrfcId = randomBytes(15).toString('hex');
  const opened = await provider.start(vrfcId);
  await insertVerification(db, {
    vrfcId,
    providerCd: provider.providerCd,
    purposeCd: input.purposeCd,
    ownerHash: input.ownerHash,
    ttlSec: VRFC_REQUEST_TTL_SEC,
  });
  return {
    response: { vrfcId, redirectUrl: opened.redirectUrl, ...(opened.form && { form: opened.form }) },
    flow: { vrfcId, returnPath: input.returnPath, ...(opened.providerState && { providerState: opened.providerState }) },
  };
}

/** The local window shows its form only for a live request of its own (read-only). */
export async function findLocalRequest(db: TDb, vrfcId: string): Promise<{ purposeCd: TIdntfPurpose } | undefined> {
  const row = await findVerification(db, vrfcId);
  if (!row || row.providerCd !== 'LOCAL' || row.sttsCd !== 'REQUESTED' || isExpired(row)) return undefined;
  return { purposeCd: row.purposeCd };
}

/**
 * spec §2 niceCallback: the provider's answer, brought back by the browser that started the
 * verification, is checked by the provider and stored once; afterwards the result is VERIFIED.
 */
export async function finishVerification(
  db: TDb,
  provider: IIdentityProvider,
  input: { params: TIdntfCallbackRequest; flow: TFlowState | undefined; ownerHash: string },
): Promise<TIdntfCallbackResponse> {
  const { flow } = input;
  if (!flow) throw fail('notFound');
  const { vrfcId, person } = await provider.finish(input.params, flow.providerState);
  if (vrfcId !== flow.vrfcId) throw fail('notFound');
  return db.transaction(async (tx) => {
    const row = checkOwned(await lockVerification(tx, vrfcId), input.ownerHash);
    if (row.sttsCd !== 'REQUESTED') throw fail('used');
    if (isExpired(row)) throw fail('expired');
    if (row.providerCd !== provider.providerCd) throw fail('invalidResult');
    const { userNm, brdt, genderCd, mblTelno, ci } = person;
    await markVerified(tx, vrfcId, { userNm, brdt, genderCd, mblTelno, ciHash: ciHashOf(ci) }, VRFC_RESULT_TTL_SEC);
    return { vrfcId, purposeCd: row.purposeCd, returnPath: flow.returnPath, userNm, brdt };
  });
}

/** The verified name and birth date, for the form that follows (this browser only). */
export async function getVerificationResult(db: TDb, input: { vrfcId: string; ownerHash: string }): Promise<TIdntfResult> {
  const row = checkOwned(await findVerification(db, input.vrfcId), input.ownerHash);
  if (row.sttsCd === 'USED') throw fail('used');
  if (row.sttsCd !== 'VERIFIED' || !row.userNm || !row.brdt) throw fail('notVerified');
  if (isExpired(row)) throw fail('expired');
  return { vrfcId: row.vrfcId, purposeCd: row.purposeCd, userNm: row.userNm, brdt: row.brdt };
}

export type TConsumedVerification = { userNm: string; brdt: string; genderCd: string | null; mblTelno: string | null; ciHash: string };

/**
 * For the modules that act on a verified person (join, findId, findPswd): checks that the
 * verification belongs to this browser, serves this purpose, is verified and not expired, and
 * marks it USED inside the caller's transaction, so it serves exactly one action.
 */
export async function consumeVerification(tx: TTx, input: { vrfcId: string; ownerHash: string; purposeCd: TIdntfPurpose }): Promise<TConsumedVerification> {
  const row = checkOwned(await lockVerification(tx, input.vrfcId), input.ownerHash);
  if (row.purposeCd !== input.purposeCd) throw fail('wrongPurpose');
  if (row.sttsCd === 'USED') throw fail('used');
  if (row.sttsCd !== 'VERIFIED' || !row.userNm || !row.brdt || !row.ciHash) throw fail('notVerified');
  if (isExpired(row)) throw fail('expired');
  await markUsed(tx, row.vrfcId);
  return { userNm: row.userNm, brdt: row.brdt, genderCd: row.genderCd, mblTelno: row.mblTelno, ciHash: row.ciHash };
}
