import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { createLoginTimer, type TLoginTimer } from './login-timer';
import { LOGIN_REALMS, type TLoginRealm } from './realm';

export type TUseLoginTimerOptions = {
  realm: TLoginRealm;
  /** the clock; a stable function (a new one restarts the timer). Tests use vi.useFakeTimers. */
  now?: () => number;
};

/** The timer of the mounted layout; one realm's layout is mounted at a time. */
let running: TLoginTimer | null = null;

/**
 * spec §4 login timer of one realm, mounted once by that realm's layout: the public layout with
 * 'USER', the admin layout with 'ADMIN'. At the end it goes to the realm's login page.
 */
export function useLoginTimer({ realm, now = Date.now }: TUseLoginTimerOptions): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = createLoginTimer({ realm, now, onExpired: () => void navigate(LOGIN_REALMS[realm].loginPath) });
    running = timer;
    return () => {
      timer.stop();
      if (running === timer) running = null;
    };
  }, [realm, now, navigate]);
}

/** Extends the session of the running timer (the header's 연장 button). */
export function extendLoginSession(): Promise<void> {
  return running?.extend() ?? Promise.resolve();
}
