import type { TLoginUserInfo } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { clearLoginUser, getLoginUser, LOGIN_USER_KEY, setLoginUser, type TStoredLoginUser } from '../auth-storage';
import { isRealmUser, subscribeLoginTimer, type TLoginRealm } from '../session-timer';
import { PSWD_CHG_NOTICE_KEY } from './login-storage-keys';

/**
 * The saved login user (lib/auth-storage) as a store React can watch. It hears its own writes,
 * other tabs (storage events) and the login timer, which forgets the user at the session end;
 * any other writer (the API client's 401 rule, a page saving a new login) is read on the next
 * render, which its navigation brings.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: TStoredLoginUser | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function snapshot(): TStoredLoginUser | null {
  const raw = localStorage.getItem(LOGIN_USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getLoginUser();
  }
  return cachedUser;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGIN_USER_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  const unsubscribeTimer = subscribeLoginTimer(listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    unsubscribeTimer();
  };
}

/** The saved login user, whatever the realm; re-renders when it changes. */
export function useLoginUser(): TStoredLoginUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

const inRealm = (user: TStoredLoginUser | null, realm: TLoginRealm) => (isRealmUser(user, realm) ? user : null);

/** The saved user when logged in to this realm (an admin is a guest of the user realm, spec §6). */
export const useRealmLoginUser = (realm: TLoginRealm): TStoredLoginUser | null => inRealm(useLoginUser(), realm);

/** The same, read once outside React (a route loader). */
export const readRealmLoginUser = (realm: TLoginRealm): TStoredLoginUser | null => inRealm(snapshot(), realm);

/**
 * Saves a login answer (spec §3 login user info) with its session timing, which the login timer
 * reads (spec §4).
 */
export function saveLoginUser(info: TLoginUserInfo): void {
  setLoginUser(info);
  notify();
}

/**
 * A user-realm login that has just finished (login page, social login, the last login step):
 * saves the user and says whether the password-change notice of the public layout is due.
 */
export function completeLogin(info: TLoginUserInfo): void {
  if (info.pswdChgNeedYn === 'Y') sessionStorage.setItem(PSWD_CHG_NOTICE_KEY, 'Y');
  else sessionStorage.removeItem(PSWD_CHG_NOTICE_KEY);
  saveLoginUser(info);
}

/** spec §4: when a check says not logged in, the user info is cleared. */
export function forgetLoginUser(): void {
  clearLoginUser();
  notify();
}
