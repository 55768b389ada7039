import { LOGIN_MESSAGES } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../app/testing/render-with-providers';
import { getDialogs } from '../../components/modal/modal-store';
import { api } from '../api/api-client';
import { setNavigator } from '../api/navigation';
import { getLoginUser, setLoginUser, type TStoredLoginUser } from '../auth-storage';
import { LoginTimeLeft } from './login-time-left';
import { useLoginTimer } from './use-login-timer';

const TIMEOUT_SEC = 600;
const LOGIN_KEY = '2026-03-02T01:10:00.000Z';
const student = {
  userId: 'student1',
  userNm: '김학생',
  userTypeCd: 'S',
  isLogin: 'Y',
  sessionTimeoutSec: TIMEOUT_SEC,
  sessionExpiresAt: LOGIN_KEY,
} as TStoredLoginUser;

/** The page the 로그아웃 answer would load instead: a test page cannot follow it. */
const leave = vi.fn<(path: string) => void>();

function TimerProbe() {
  useLoginTimer({ realm: 'USER', leave });
  return <LoginTimeLeft />;
}

const routes: RouteObject[] = [
  { path: '/main', element: <TimerProbe /> },
  { path: '/login', element: <p>로그인 화면</p> },
];

let calls: TFetchCall[];
/**
 * Moves the fake clock, then lets React commit on a real timeout. Assertions after it are
 * synchronous: expect.poll and expect.element would move the fake clock while they wait.
 */
async function seconds(n: number) {
  vi.advanceTimersByTime(n * 1000);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const dialogMessages = () => getDialogs().map((d) => d.message);
const timeLeft = () => document.querySelector('[role="timer"]')?.textContent ?? null;

beforeEach(() => {
  localStorage.clear();
  leave.mockClear();
  // the engine counts with setInterval and Date; React and the test helpers keep real timeouts
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  setNavigator(vi.fn());
  ({ calls } = stubFetch((url) => {
    if (url.endsWith('/login/extend')) return json({ sessionExpiresAt: '2026-03-02T01:30:00.000Z', sessionTimeoutSec: TIMEOUT_SEC });
    if (url.endsWith('/gone')) return json({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }, 401);
    return json({});
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderLoggedIn() {
  setLoginUser(student);
  const rendered = await renderWithProviders(null, { routes, path: '/main' });
  await seconds(0);
  return rendered;
}

describe('login timer (spec §4, §8)', () => {
  it('counts down from the session time-out and shows the time left with 연장', async () => {
    await renderLoggedIn();
    expect(timeLeft()).toBe('남은 시간 10:00');
    await expect.element(page.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    await seconds(19);
    expect(timeLeft()).toBe('남은 시간 09:41');
    await expect.element(page.getByRole('button', { name: '로그인 시간 연장' })).toBeVisible();
  });

  it('asks to extend 60 s before the end; confirming calls extend and starts over', async () => {
    await renderLoggedIn();
    await seconds(TIMEOUT_SEC - 61);
    expect(timeLeft()).toBe('남은 시간 01:01');
    expect(getDialogs()).toHaveLength(0);
    await seconds(1);
    expect(dialogMessages()).toEqual([LOGIN_MESSAGES.sessionExtendAsk]);
    expect(document.querySelector('.login-time [aria-live="polite"]')?.textContent).toBe('로그인 시간이 1분 남았습니다.');
    const ask = page.getByRole('alertdialog');
    await expect.element(ask.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await ask.getByRole('button', { name: '연장' }).click();
    await vi.waitUntil(() => timeLeft() === '남은 시간 10:00');
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([['POST', '/icec/api/login/extend']]);
    await seconds(TIMEOUT_SEC - 61);
    expect(getDialogs()).toHaveLength(0);
  });

  it('logs out at the answer 로그아웃, without the expiry message', async () => {
    await renderLoggedIn();
    await seconds(TIMEOUT_SEC - 60);
    await page.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
    await vi.waitUntil(() => leave.mock.calls.length === 1);
    expect(leave).toHaveBeenCalledWith('/icec/api/login/logout-proc');
    expect(getLoginUser()).toBeNull();
    expect(timeLeft()).toBeNull();
    await seconds(60);
    expect(getDialogs()).toHaveLength(0);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('at the end says the login time is over, forgets the user and goes to /login', async () => {
    const { router } = await renderLoggedIn();
    await seconds(TIMEOUT_SEC - 60);
    expect(dialogMessages()).toEqual([LOGIN_MESSAGES.sessionExtendAsk]);
    await seconds(60);
    // the unanswered question is withdrawn, which is no 로그아웃: only the expiry alert remains
    expect(dialogMessages()).toEqual([LOGIN_MESSAGES.sessionExpired]);
    expect(LOGIN_MESSAGES.sessionExpired).toBe('로그인 시간이 끝나 로그아웃되었습니다. 로그인 화면으로 이동합니다.');
    expect(getLoginUser()).toBeNull();
    expect(timeLeft()).toBeNull();
    expect(router.state.location.pathname).toBe('/main');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(leave).not.toHaveBeenCalled();
  });

  it('starts over on any API answer received while logged in', async () => {
    await renderLoggedIn();
    await seconds(300);
    await api.get('/icec/api/menu/list');
    await seconds(0);
    // the server may have written its deadline up to 15 s before this answer (decision 005)
    expect(timeLeft()).toBe('남은 시간 09:45');
    await seconds(TIMEOUT_SEC - 15 - 61);
    expect(getDialogs()).toHaveLength(0);
    await seconds(1);
    expect(dialogMessages()).toEqual([LOGIN_MESSAGES.sessionExtendAsk]);
  });

  it('stops on a 401 answer, leaving the message and the redirect to the API client', async () => {
    await renderLoggedIn();
    await seconds(100);
    const pending = api.get('/icec/api/gone').catch((error: unknown) => error);
    await vi.waitUntil(() => getDialogs().length > 0);
    await seconds(0);
    expect(timeLeft()).toBeNull();
    await seconds(TIMEOUT_SEC);
    expect(dialogMessages()).toEqual(['로그인이 필요합니다.']);
    getDialogs()[0]?.resolve(true);
    await pending;
  });

  it('does not run in the user realm for an admin', async () => {
    setLoginUser({ ...student, userTypeCd: 'A' });
    await renderWithProviders(null, { routes, path: '/main' });
    await seconds(TIMEOUT_SEC + 1);
    expect(getDialogs()).toHaveLength(0);
    expect(timeLeft()).toBeNull();
    expect(getLoginUser()).not.toBeNull();
  });

  it('drops a login already over when the page opens, without a message', async () => {
    setLoginUser(student);
    localStorage.setItem('loginSessionDeadline', JSON.stringify({ loginKey: LOGIN_KEY, at: Date.now() - 1000 }));
    const { router } = await renderWithProviders(null, { routes, path: '/main' });
    await seconds(0);
    expect(getLoginUser()).toBeNull();
    expect(getDialogs()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/main');
  });
});
