import { LOGIN_MESSAGES, socialJoinPath, SOCIAL_MESSAGES, type TLoginProvider, type TSocialPendingResponse } from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { TOauthProviderConfig } from '../../config/oauth-env.js';
import type { TDb } from '../../db/client.js';
import { AppError } from '../../plugins/app-error.js';
import { earnLoginPoint, type TLoginMeta, type TLoginResult, userPendingStep } from '../auth/index.js';
import { insertLoginHistory, markLoginSuccess } from '../member/index.js';
import { exchangeCode, fetchProfile, type TOutbound, type TProviderProfile } from './oauth-client.js';
import type { TOauthState } from './oauth-state.js';
import { findLinkedMember, findSocialJoinPending, insertSocialJoinPending, touchSocialAccount } from './social-login.repo.js';

/** issue 3: a first social login has this long to finish join in the same browser. */
const JOIN_PENDING_MS = 30 * 60_000;

export type TSocialOutcome = { step: 'JOIN'; redirectUrl: string } | { step: 'LOGIN'; login: TLoginResult; redirectUrl: string };

type TCallbackInput = {
  provider: TLoginProvider;
  providerConfig: TOauthProviderConfig;
  code: string;
  /** the accepted authorisation request (state checked by the caller) */
  saved: TOauthState;
  ownerHash: string;
  meta: TLoginMeta;
  outbound: TOutbound;
};

/** spec §2 login callbacks: the code becomes the provider's user, then a login or the way to join. */
export async function socialCallback(db: TDb, input: TCallbackInput): Promise<TSocialOutcome> {
  const { provider, providerConfig, saved, outbound } = input;
  const accessToken = await exchangeCode(
    provider,
    providerConfig,
    { code: input.code, verifier: saved.verifier, redirectUri: saved.redirectUri, state: saved.state },
    outbound,
  );
  const profile = await fetchProfile(provider, providerConfig, accessToken, outbound);
  return completeSocialLogin(db, { provider, profile, ownerHash: input.ownerHash, redirectUrl: saved.redirectUrl, meta: input.meta });
}

const STATUS_MESSAGES: Record<string, string> = {
  PNDG: LOGIN_MESSAGES.pending,
  LOCK: LOGIN_MESSAGES.adminLocked,
  DRMT: LOGIN_MESSAGES.dormant,
  WTDR: LOGIN_MESSAGES.withdrawn,
};

/**
 * An identity is linked by (provider, subject) only, never by e-mail: an unknown subject goes to
 * join even when its e-mail is a member's. A linked account follows the password login's status
 * rules; the password lockout does not apply (no password was tried) and a success clears it.
 */
export async function completeSocialLogin(
  db: TDb,
  input: { provider: TLoginProvider; profile: TProviderProfile; ownerHash: string; redirectUrl: string; meta: TLoginMeta },
): Promise<TSocialOutcome> {
  const { provider, profile, meta } = input;
  const member = await findLinkedMember(db, provider, profile.subject);
  if (!member) {
    await db.transaction((tx) =>
      insertSocialJoinPending(tx, {
        pendingId: randomBytes(24).toString('base64url'),
        ownerHash: input.ownerHash,
        providerCd: provider,
        subject: profile.subject,
        userNm: profile.userNm,
        email: profile.email,
        expiresAt: new Date(Date.now() + JOIN_PENDING_MS),
      }),
    );
    return { step: 'JOIN', redirectUrl: socialJoinPath(provider) };
  }
  const history = { userId: member.userId, realmCd: 'USER' as const, methodCd: provider, ip: meta.ip, userAgent: meta.userAgent };
  const statusMessage = STATUS_MESSAGES[member.userSttsCd];
  if (statusMessage || member.userTypeCd === 'A') {
    await db.transaction((tx) => insertLoginHistory(tx, { ...history, rsltCd: 'DENIED' }));
    // spec §5: an administrator account never logs in to the user service.
    if (!statusMessage) throw new AppError('ADMIN_ON_USER_SERVICE', 403, LOGIN_MESSAGES.adminOnUserService, { isAdmin: false });
    throw new AppError('LOGIN_FAILED', 400, statusMessage);
  }
  const pendingCd = await userPendingStep(db, member);
  await db.transaction(async (tx) => {
    await markLoginSuccess(tx, member.userId);
    await touchSocialAccount(tx, provider, profile.subject);
    await insertLoginHistory(tx, { ...history, rsltCd: 'SUCCESS' });
    if (pendingCd === null) await earnLoginPoint(tx, member.userId);
  });
  return { step: 'LOGIN', login: { userId: member.userId, realmCd: 'USER', pendingCd }, redirectUrl: input.redirectUrl };
}

/** The identity waiting to join in this browser, for the join pages. */
export async function getSocialJoinPending(db: TDb, ownerHash: string): Promise<TSocialPendingResponse> {
  const pending = await findSocialJoinPending(db, ownerHash);
  if (!pending) throw AppError.notFound(SOCIAL_MESSAGES.noPending);
  return { providerCd: pending.providerCd, userNm: pending.userNm };
}
