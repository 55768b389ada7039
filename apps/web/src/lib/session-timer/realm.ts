import { authAdminPaths, authPaths, splitRouteKey, type TLoginUserInfo } from '@portal/contract';
import type { TStoredLoginUser } from '../auth-storage';

/** The two login realms (ARCHITECTURE request realms): the user site and /admin. */
export type TLoginRealm = 'USER' | 'ADMIN';

/** Where each realm's visitor logs in again, and the realm's logout (spec §7: a same-site navigation). */
export const LOGIN_REALMS = {
  USER: { loginPath: '/login', logoutPath: splitRouteKey(authPaths.logout).path },
  ADMIN: { loginPath: '/admin/login', logoutPath: splitRouteKey(authAdminPaths.logout).path },
} as const satisfies Record<TLoginRealm, { loginPath: string; logoutPath: string }>;

/**
 * True when the saved user is logged in to this realm. An admin (userTypeCd A) is not logged in
 * to the user realm (spec §6; SECURITY 14: admin accounts cannot use the user service), nor is
 * anyone else to the admin realm.
 */
export function isRealmUser(user: TStoredLoginUser | null, realm: TLoginRealm): user is TStoredLoginUser {
  return user?.isLogin === 'Y' && (user.userTypeCd === 'A') === (realm === 'ADMIN');
}

/** The session timing saved with the login user info (ZLoginUserInfo), when it is there. */
export type TStoredSession = {
  /** sessionExpiresAt as answered at login: tells one login from the next */
  loginKey: string;
  timeoutMs: number;
};

export function storedSessionOf(user: TStoredLoginUser): TStoredSession | null {
  const { sessionExpiresAt, sessionTimeoutSec } = user as TStoredLoginUser & Partial<TLoginUserInfo>;
  if (typeof sessionExpiresAt !== 'string' || typeof sessionTimeoutSec !== 'number' || sessionTimeoutSec <= 0) return null;
  return { loginKey: sessionExpiresAt, timeoutMs: sessionTimeoutSec * 1000 };
}
