/**
 * The saved login user (spec §3 login user info) in localStorage, key 'loginUserInfo'. The HTTP
 * client reads userTypeCd from it to choose the API realm (spec §6); the identity issue writes it.
 */
export type TStoredLoginUser = {
  userId: string;
  userNm: string;
  /** A admin; G, T, S user realm (GLOSSARY) */
  userTypeCd: string;
  isLogin: 'Y' | 'N';
  userSeNm?: string;
  eblcRegYn?: string;
  userSttsCd?: string;
  mbrTypeAuthrt?: string | null;
  brdt?: string | null;
  schlTypeCd?: string | null;
  pswdChgNeedYn?: 'Y' | 'N';
  sessionTimeoutSec?: number;
  sessionExpiresAt?: string;
};

export const LOGIN_USER_KEY = 'loginUserInfo';

/** null when nothing is saved or the saved text is not a user object. */
export function getLoginUser(): TStoredLoginUser | null {
  const raw = localStorage.getItem(LOGIN_USER_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' ? (value as TStoredLoginUser) : null;
  } catch {
    return null;
  }
}

export function setLoginUser(user: TStoredLoginUser): void {
  localStorage.setItem(LOGIN_USER_KEY, JSON.stringify(user));
}

export function clearLoginUser(): void {
  localStorage.removeItem(LOGIN_USER_KEY);
}
