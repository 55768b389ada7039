import { LOGIN_MESSAGES } from '@portal/contract';
import { getDialogs, showAlert, showConfirm, type TDialog } from '../../components/modal/modal-store';
import { subscribeApiResponses, type TApiResponseEvent } from '../api/api-client';
import { clearLoginUser, getLoginUser } from '../auth-storage';
import { t } from '../i18n';
import { extendSession } from './extend-session';
import { isRealmUser, storedSessionOf, type TLoginRealm, type TStoredSession } from './realm';
import { clearDeadline, readDeadline, subscribeDeadline, writeDeadline } from './session-deadline';
import { IDLE_TIMER_STATE, publishTimerState } from './timer-state';

/** spec §4: the user is asked one minute before the login time ends. */
const WARN_BEFORE_MS = 60_000;
const TICK_MS = 1_000;
/**
 * The server writes the idle deadline of an ordinary request at most every 15 s (decision 005),
 * so after such an answer the session is only sure to last the time-out less that much.
 */
const TOUCH_SLACK_MS = 15_000;

export type TLoginTimerOptions = {
  realm: TLoginRealm;
  /** the clock, injectable for tests */
  now: () => number;
  /** after the expiry alert is closed: go to the realm's login page */
  onExpired: () => void;
  /** the user answered the extend question with 로그아웃: end the session on the server */
  onLogout: () => void;
};

/**
 * One realm's login timer (spec §4, §8): counts down to the session end, asks one minute before
 * whether to extend (연장) or log out (로그아웃), and at the end says the login time is over, forgets
 * the user and hands over to onExpired. Every answer received while logged in restarts it; a 401
 * stops it for that login.
 */
export function createLoginTimer({ realm, now, onExpired, onLogout }: TLoginTimerOptions) {
  /** the countdown ran on the previous tick: an end reached now is announced */
  let counting = false;
  let warned = false;
  let warning: TDialog | undefined;
  let ticking = false;
  /** spec §4 401 flag: the login a 401 answer ended */
  let unauthorizedLogin: string | null = null;

  function session(): TStoredSession | null {
    const user = getLoginUser();
    const found = isRealmUser(user, realm) ? storedSessionOf(user) : null;
    return found && found.loginKey !== unauthorizedLogin ? found : null;
  }

  function dismissWarning() {
    warned = false;
    const open = warning;
    warning = undefined;
    open?.resolve(false);
  }

  function openWarning() {
    if (warned) return;
    warned = true;
    const answer = showConfirm(LOGIN_MESSAGES.sessionExtendAsk, { okLabel: t('auth.timer.extend'), cancelLabel: t('auth.timer.logout') });
    // showConfirm adds its dialog synchronously: keep it, to close it if the end moves away
    const dialog = getDialogs().at(-1);
    warning = dialog;
    void answer.then((confirmed) => {
      // dismissWarning lets go of the dialog before closing it: that is no answer of the user's
      const answered = warning === dialog;
      if (answered) warning = undefined;
      // a failure to extend was shown by the API client
      if (confirmed) extend().catch(() => {});
      else if (answered) logOut();
    });
  }

  function expire(announce: boolean) {
    counting = false;
    dismissWarning();
    // the user first, so the tick the cleared deadline triggers finds nobody logged in
    clearLoginUser();
    clearDeadline();
    publishTimerState(IDLE_TIMER_STATE);
    // A login already over when the page opened is dropped quietly; the route guard takes over.
    if (announce) void showAlert(LOGIN_MESSAGES.sessionExpired).then(onExpired);
  }

  function logOut() {
    expire(false);
    onLogout();
  }

  function tick() {
    if (ticking) return;
    ticking = true;
    try {
      const current = session();
      if (!current) {
        counting = false;
        dismissWarning();
        publishTimerState(IDLE_TIMER_STATE);
        return;
      }
      let at = readDeadline(current.loginKey);
      if (at === null) {
        // first sight of this login (just logged in): its idle time-out starts now
        at = now() + current.timeoutMs;
        writeDeadline(current.loginKey, at);
      }
      const remaining = at - now();
      if (remaining <= 0) return expire(counting);
      counting = true;
      const inWarning = remaining <= WARN_BEFORE_MS;
      if (inWarning) openWarning();
      else if (warned) dismissWarning();
      publishTimerState({ active: true, remainingSec: Math.ceil(remaining / 1000), warning: inWarning });
    } finally {
      ticking = false;
    }
  }

  function onResponse({ status }: TApiResponseEvent) {
    const current = session();
    if (!current) return;
    if (status === 401) {
      unauthorizedLogin = current.loginKey;
      tick();
      return;
    }
    const pushed = now() + current.timeoutMs - TOUCH_SLACK_MS;
    const at = readDeadline(current.loginKey);
    if (at === null || pushed > at) writeDeadline(current.loginKey, pushed);
  }

  async function extend(): Promise<void> {
    const current = session();
    if (!current) return;
    const sentAt = now();
    const { sessionTimeoutSec } = await extendSession(realm);
    if (session()?.loginKey === current.loginKey) writeDeadline(current.loginKey, sentAt + sessionTimeoutSec * 1000);
  }

  const interval = setInterval(tick, TICK_MS);
  const unsubscribeApi = subscribeApiResponses(onResponse);
  const unsubscribeDeadline = subscribeDeadline(tick);
  tick();

  return {
    extend,
    stop() {
      clearInterval(interval);
      unsubscribeApi();
      unsubscribeDeadline();
      dismissWarning();
      publishTimerState(IDLE_TIMER_STATE);
    },
  };
}

export type TLoginTimer = ReturnType<typeof createLoginTimer>;
