import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOGIN_PROVIDERS, type TLoginProvider } from '@portal/contract';

/**
 * One authorisation request (RFC 6749 §10.12 state, RFC 7636 PKCE) kept in the browser that made
 * it: an HttpOnly cookie sealed with AES-256-GCM under a key derived from the server secret, so
 * it can be neither read (the verifier) nor altered, and any app process can open it.
 */
export type TOauthState = {
  provider: TLoginProvider;
  state: string;
  verifier: string;
  /** browserOwnerHash of the browser that started it */
  ownerHash: string;
  /** the exact redirect_uri sent to the provider; the token request repeats it */
  redirectUri: string;
  /** where to go after login, already a safe same-origin path */
  redirectUrl: string;
  expiresAt: number;
};

export const OAUTH_STATE_COOKIE = 'PORTAL_OAUTH';
/** the cookie goes only to the oauth routes */
export const OAUTH_STATE_COOKIE_PATH = '/icec/api/login/oauth';
export const OAUTH_STATE_TTL_SEC = 10 * 60;

const keyOf = (serverSecret: string) => Buffer.from(hkdfSync('sha256', serverSecret, 'career-portal', 'oauth-state', 32));

const random = () => randomBytes(32).toString('base64url');

/** A new state and PKCE pair (S256: the challenge is the verifier's SHA-256, base64url). */
export function newAuthorisation(): { state: string; verifier: string; challenge: string } {
  const verifier = random();
  return { state: random(), verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function sealState(serverSecret: string, value: TOauthState): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed state, or null when it is missing, altered or not ours. */
export function openState(serverSecret: string, sealed: string | undefined): TOauthState | null {
  const parts = sealed?.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!parts || parts.length !== 3 || parts[0]!.length !== 12 || parts[1]!.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), parts[0]!);
    decipher.setAuthTag(parts[1]!);
    const value = JSON.parse(Buffer.concat([decipher.update(parts[2]!), decipher.final()]).toString('utf8')) as TOauthState;
    return LOGIN_PROVIDERS.includes(value.provider) ? value : null;
  } catch {
    return null;
  }
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * States already answered by this process. The cookie is cleared at the callback, so only a
 * replayed cookie reaches this; it is refused until the state would have expired anyway.
 */
const usedStates = new Map<string, number>();

function claimOnce(state: string, expiresAt: number): boolean {
  const now = Date.now();
  for (const [key, until] of usedStates) if (until <= now) usedStates.delete(key);
  const key = createHash('sha256').update(state).digest('base64url');
  if (usedStates.has(key)) return false;
  usedStates.set(key, expiresAt);
  return true;
}

/**
 * The callback's checks: same provider, not expired, the same browser, the same state (compared
 * in constant time) and not used before. Any failure answers the same.
 */
export function acceptState(saved: TOauthState | null, given: { provider: TLoginProvider; state: string; ownerHash: string }): saved is TOauthState {
  if (!saved || saved.provider !== given.provider || saved.expiresAt <= Date.now()) return false;
  if (!sameText(saved.ownerHash, given.ownerHash) || !sameText(saved.state, given.state)) return false;
  return claimOnce(saved.state, saved.expiresAt);
}
