import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { createLoginTimer, type TLoginTimer } from './login-timer';
import { LOGIN_REALMS, type TLoginRealm } from './realm';

export type TUseLoginTimerOptions = {
  realm: TLoginRealm;
  /** the clock; a stable function (a new one restarts the timer). Tests use vi.useFakeTimers. */
  now?: () => number;
  /** loads a page outside the app (the realm's logout); a stable function. Tests stay on their page. */
  leave?: (path: string) => void;
};

const loadPage = (path: string) => window.location.assign(path);

/** The timer of the mounted layout; one realm's layout is mounted at a time. */
let running: TLoginTimer | null = null;

/**
 * spec §4 login timer of one realm, mounted once by that realm's layout: the public layout with
 * 'USER', the admin layout with 'ADMIN'. At the end it goes to the realm's login page.
 */
export function useLoginTimer({ realm, now = Date.now, leave = loadPage }: TUseLoginTimerOptions): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = createLoginTimer({
      realm,
      now,
      onExpired: () => void navigate(LOGIN_REALMS[realm].loginPath),
      onLogout: () => leave(LOGIN_REALMS[realm].logoutPath),
    });
    running = timer;
    return () => {
      timer.stop();
      if (running === timer) running = null;
    };
  }, [realm, now, leave, navigate]);
}

/** Extends the session of the running timer (the header's 연장 button). */
export function extendLoginSession(): Promise<void> {
  return running?.extend() ?? Promise.resolve();
}
