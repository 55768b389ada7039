import { LOGIN_PROVIDERS, type TLoginProvider } from '@portal/contract';
import { z } from 'zod';
// Used only when called, after env.ts has finished loading, so the import cycle is harmless.
import { ConfigError } from './env.js';

const url = z.url({ protocol: /^https?$/, error: 'http(s) 주소여야 합니다.' });
const optionalText = z.string().trim().optional();

/** Each provider's documented endpoints; the partner site has none and must be configured. */
const DEFAULTS: Record<TLoginProvider, { authorizeUrl?: string; tokenUrl?: string; userinfoUrl?: string; scope: string }> = {
  kakao: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
    scope: 'profile_nickname account_email',
  },
  naver: {
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    userinfoUrl: 'https://openapi.naver.com/v1/nid/me',
    // Naver's consent items are set in its developer console, not by scope.
    scope: '',
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  majuon: { scope: 'openid profile email' },
};

const keyOf = (provider: TLoginProvider, name: string) => `OAUTH_${provider.toUpperCase()}_${name}`;

const providerShape = Object.fromEntries(
  LOGIN_PROVIDERS.flatMap((p) => [
    [keyOf(p, 'CLIENT_ID'), optionalText],
    [keyOf(p, 'CLIENT_SECRET'), optionalText],
    [keyOf(p, 'AUTHORIZE_URL'), url.optional()],
    [keyOf(p, 'TOKEN_URL'), url.optional()],
    [keyOf(p, 'USERINFO_URL'), url.optional()],
    [keyOf(p, 'SCOPE'), optionalText],
  ]),
) as Record<string, z.ZodOptional<z.ZodString | z.ZodURL>>;

/** Environment keys of the oauth module, parsed with the rest by env.ts (ARCHITECTURE convention 10). */
export const OAUTH_ENV_SHAPE = {
  /** the portal's public origin; the providers return to {PUBLIC_BASE_URL}/login/{provider} */
  PUBLIC_BASE_URL: url.optional(),
  /** SECURITY 6: lets outbound requests reach private addresses (a local mock provider); ignored in production */
  OUTBOUND_ALLOW_PRIVATE: z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
  ...providerShape,
} satisfies z.ZodRawShape;

export type TOauthProviderConfig = {
  clientId: string;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
};

export type TOauthConfig = {
  /** only the configured providers; a provider missing here is disabled */
  providers: Partial<Record<TLoginProvider, TOauthProviderConfig>>;
  /** without it the redirect URI is built from the request's own origin (development) */
  publicBaseUrl: string | undefined;
  outboundAllowPrivate: boolean;
};

/**
 * A provider is enabled by its client id; its endpoints default to the documented ones. The partner
 * site has no public endpoints, so it stays disabled until all three are configured. Production
 * needs PUBLIC_BASE_URL (a redirect URI taken from the Host header is attacker-chosen) and never
 * lets outbound requests reach private addresses.
 */
export function toOauthConfig(e: Record<string, unknown>, isProduction: boolean): TOauthConfig {
  const text = (key: string) => (typeof e[key] === 'string' && e[key] !== '' ? e[key] : undefined);
  const providers: TOauthConfig['providers'] = {};
  for (const p of LOGIN_PROVIDERS) {
    const clientId = text(keyOf(p, 'CLIENT_ID'));
    const authorizeUrl = text(keyOf(p, 'AUTHORIZE_URL')) ?? DEFAULTS[p].authorizeUrl;
    const tokenUrl = text(keyOf(p, 'TOKEN_URL')) ?? DEFAULTS[p].tokenUrl;
    const userinfoUrl = text(keyOf(p, 'USERINFO_URL')) ?? DEFAULTS[p].userinfoUrl;
    if (!clientId || !authorizeUrl || !tokenUrl || !userinfoUrl) continue;
    const scope = typeof e[keyOf(p, 'SCOPE')] === 'string' ? String(e[keyOf(p, 'SCOPE')]) : DEFAULTS[p].scope;
    providers[p] = { clientId, clientSecret: text(keyOf(p, 'CLIENT_SECRET')), authorizeUrl, tokenUrl, userinfoUrl, scope };
  }
  const publicBaseUrl = text('PUBLIC_BASE_URL')?.replace(/\/+$/, '');
  if (isProduction && !publicBaseUrl && Object.keys(providers).length > 0) {
    throw new ConfigError('PUBLIC_BASE_URL: 간편 로그인을 사용하는 운영 환경에서는 반드시 설정해야 합니다.');
  }
  const allowPrivate = ['true', '1', 'yes'].includes(text('OUTBOUND_ALLOW_PRIVATE') ?? '');
  return { providers, publicBaseUrl, outboundAllowPrivate: allowPrivate && !isProduction };
}
