import { SOCIAL_MESSAGES, type TLoginProvider } from '@portal/contract';
import { z } from 'zod';
import type { TOauthProviderConfig } from '../../config/oauth-env.js';
import { OutboundError, safeFetch, type TSafeFetchOptions, type TSafeResponse } from '../../lib/outbound/safe-fetch.js';
import { AppError } from '../../plugins/app-error.js';

/** Who the provider says the user is. The subject is the only thing an account is linked by. */
export type TProviderProfile = { subject: string; userNm: string | null; email: string | null };

export type TOutbound = {
  allowPrivate: TSafeFetchOptions['allowPrivate'];
  log: { warn(obj: object, msg: string): void };
};

const failed = () => new AppError('SOCIAL_LOGIN_FAILED', 400, SOCIAL_MESSAGES.failed);

/** The authorisation request (RFC 6749 §4.1.1 with RFC 7636 S256). */
export function buildAuthorizeUrl(p: TOauthProviderConfig, q: { redirectUri: string; state: string; challenge: string }): string {
  const url = new URL(p.authorizeUrl);
  const params = {
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: q.redirectUri,
    state: q.state,
    code_challenge: q.challenge,
    code_challenge_method: 'S256',
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (p.scope) url.searchParams.set('scope', p.scope);
  return url.href;
}

/** SECURITY 6: every provider call goes through safeFetch; an unreachable provider is a 502 in Korean. */
async function call(what: string, provider: TLoginProvider, out: TOutbound, send: () => Promise<TSafeResponse>): Promise<{ status: number; body: unknown }> {
  let res: TSafeResponse;
  try {
    res = await send();
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    out.log.warn({ provider, what, code: error.code }, 'oauth provider unreachable');
    throw new AppError('SOCIAL_PROVIDER_UNREACHABLE', 502, SOCIAL_MESSAGES.unreachable);
  }
  const body: unknown = await res.json().catch(() => null);
  return { status: res.status, body };
}

const ZToken = z.object({ access_token: z.string().min(1).max(4096) });

/** Exchanges the code with the PKCE verifier (RFC 7636 §4.5) for an access token. */
export async function exchangeCode(
  provider: TLoginProvider,
  p: TOauthProviderConfig,
  input: { code: string; verifier: string; redirectUri: string; state: string },
  out: TOutbound,
): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: p.clientId,
    code: input.code,
    redirect_uri: input.redirectUri,
    code_verifier: input.verifier,
  });
  if (p.clientSecret) form.set('client_secret', p.clientSecret);
  // Naver's token request repeats the state.
  if (provider === 'naver') form.set('state', input.state);
  const { status, body } = await call('token', provider, out, () =>
    safeFetch(p.tokenUrl, { method: 'POST', body: form, headers: { accept: 'application/json' }, allowPrivate: out.allowPrivate }),
  );
  const token = ZToken.safeParse(body);
  if (status !== 200 || !token.success) {
    // Naver answers errors with 200; only the provider's error code is logged, never a secret.
    const errorCode = typeof body === 'object' && body !== null && 'error' in body ? String(body.error).slice(0, 100) : null;
    out.log.warn({ provider, status, errorCode }, 'oauth token exchange refused');
    throw failed();
  }
  return token.data.access_token;
}

const ZId = z.union([z.string().trim().min(1).max(255), z.number().int().nonnegative().transform(String)]);
const ZText = z.string().trim().max(200).nullish().catch(null);

/** Each provider's user-info answer, read down to subject, name and e-mail. */
const PROFILE_READERS: Record<TLoginProvider, z.ZodType<TProviderProfile>> = {
  // kapi.kakao.com/v2/user/me
  kakao: z
    .object({ id: ZId, kakao_account: z.object({ email: ZText, name: ZText, profile: z.object({ nickname: ZText }).nullish() }).nullish() })
    .transform((v) => ({ subject: v.id, userNm: v.kakao_account?.name || v.kakao_account?.profile?.nickname || null, email: v.kakao_account?.email || null })),
  // openapi.naver.com/v1/nid/me
  naver: z
    .object({ resultcode: z.literal('00'), response: z.object({ id: ZId, email: ZText, name: ZText, nickname: ZText }) })
    .transform(({ response: r }) => ({ subject: r.id, userNm: r.name || r.nickname || null, email: r.email || null })),
  // OpenID Connect UserInfo (§5.3); the partner site answers the same shape, or `id` for `sub`.
  google: z.object({ sub: ZId, email: ZText, name: ZText }).transform((v) => ({ subject: v.sub, userNm: v.name || null, email: v.email || null })),
  majuon: z
    .object({ sub: ZId.optional(), id: ZId.optional(), email: ZText, name: ZText })
    .refine((v) => v.sub !== undefined || v.id !== undefined)
    .transform((v) => ({ subject: (v.sub ?? v.id)!, userNm: v.name || null, email: v.email || null })),
};

/** Reads the user from the user-info endpoint over TLS with the access token. */
export async function fetchProfile(provider: TLoginProvider, p: TOauthProviderConfig, accessToken: string, out: TOutbound): Promise<TProviderProfile> {
  const { status, body } = await call('userinfo', provider, out, () =>
    safeFetch(p.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, allowPrivate: out.allowPrivate }),
  );
  const profile = PROFILE_READERS[provider].safeParse(body);
  if (status !== 200 || !profile.success) {
    out.log.warn({ provider, status }, 'oauth user info refused');
    throw failed();
  }
  return profile.data;
}
