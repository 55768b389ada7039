import { LOCKED_LOGOUT_CODE, LOGIN_MESSAGES } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllDialogs } from '../../app/testing/render-with-providers';
import { json, stubFetch } from '../../app/testing/fetch-stub';
import { getDialogs } from '../../components/modal/modal-store';
import { setLoginUser, type TStoredLoginUser } from '../auth-storage';
import { api, resolveApiUrl, subscribeApiResponses, type TApiResponseEvent } from './api-client';
import { ApiError } from './api-error';
import { setNavigator } from './navigation';

const user = (userTypeCd: string): TStoredLoginUser => ({ userId: 'u1', userNm: '홍길동', userTypeCd, isLogin: 'Y' });
const testPageUrl = window.location.href;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;

/** Puts the (iframe's) address on a page of the app; afterEach puts the test runner's back. */
const visit = (path: string) => window.history.replaceState(null, '', path);

/** Waits for the one open dialog and answers it, as the user pressing 확인. */
async function confirmDialog(expectedMessage: string) {
  await expect.poll(() => getDialogs().map((d) => d.message)).toEqual([expectedMessage]);
  getDialogs()[0]?.resolve(true);
}

beforeEach(() => {
  localStorage.clear();
  navigate = vi.fn<(to: string) => void>();
  setNavigator(navigate);
  document.cookie = 'XSRF-TOKEN=token%2Fvalue; path=/';
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', testPageUrl);
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  localStorage.clear();
});

describe('anti-forgery header (SECURITY 13)', () => {
  it('sends X-XSRF-TOKEN from the XSRF-TOKEN cookie on POST, PUT and DELETE, never on GET', async () => {
    const { calls } = stubFetch(() => json({ ok: true }));
    await api.get('/icec/api/menu/list');
    await api.post('/icec/api/x', { body: { a: 1 } });
    await api.put('/icec/api/x');
    await api.delete('/icec/api/x');
    const header = (i: number) => new Headers(calls[i]?.init.headers).get('X-XSRF-TOKEN');
    expect(header(0)).toBeNull();
    expect([header(1), header(2), header(3)]).toEqual(['token/value', 'token/value', 'token/value']);
  });

  it('sends JSON with same-origin credentials and the query string', async () => {
    const { calls } = stubFetch(() => json({ ok: true }));
    await api.post('/icec/api/x', { body: { menuNm: '진로' }, params: { page: 2, q: '진로 검사', none: undefined, ids: [1, 2] } });
    const call = calls[0];
    expect(call?.url).toBe('/icec/api/x?page=2&q=%EC%A7%84%EB%A1%9C+%EA%B2%80%EC%82%AC&ids=1&ids=2');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.body).toBe('{"menuNm":"진로"}');
    expect(new Headers(call?.init.headers).get('Content-Type')).toBe('application/json');
  });

  it("asks for JSON on a change; a GET keeps the browser's Accept, so the page's preload of it is reused", async () => {
    const { calls } = stubFetch(() => json({ ok: true }));
    await api.get('/icec/api/menu/list');
    await api.post('/icec/api/x', { body: {} });
    const accept = (i: number) => new Headers(calls[i]?.init.headers).get('Accept');
    expect([accept(0), accept(1)]).toEqual([null, 'application/json']);
  });
});

describe('realm prefix (spec §6)', () => {
  it('rewrites /api/ to /icec/api/ for users and visitors, not for admins', () => {
    expect(resolveApiUrl('/api/manageCode/list')).toBe('/icec/api/manageCode/list');
    setLoginUser(user('S'));
    expect(resolveApiUrl('/api/manageCode/list')).toBe('/icec/api/manageCode/list');
    setLoginUser(user('A'));
    expect(resolveApiUrl('/api/manageCode/list')).toBe('/api/manageCode/list');
  });

  it('leaves /api/common/ and /api/commonLog/ alone for everyone', async () => {
    setLoginUser(user('G'));
    const { calls } = stubFetch(() => json({}));
    await api.post('/api/common/fileUpload');
    await api.post('/api/commonLog/acs/save');
    await api.get('/api/manageCode/list');
    expect(calls.map((c) => c.url)).toEqual(['/api/common/fileUpload', '/api/commonLog/acs/save', '/icec/api/manageCode/list']);
  });
});

describe('server messages (spec §7)', () => {
  it('returns the body of a success', async () => {
    stubFetch(() => json({ userMenuList: [] }));
    await expect(api.get('/icec/api/menu/list')).resolves.toEqual({ userMenuList: [] });
    expect(getDialogs()).toHaveLength(0);
  });

  it('shows a message of a success in an alert and returns the body only after it is closed', async () => {
    stubFetch(() => json({ result: 'SUCCESS', message: '포인트가 적립되었습니다.' }));
    let settled = false;
    const pending = api.post('/icec/api/cmpnPointAply/insertPoint').then((body) => {
      settled = true;
      return body;
    });
    await expect.poll(() => getDialogs().map((d) => d.message)).toEqual(['포인트가 적립되었습니다.']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    getDialogs()[0]?.resolve(true);
    await expect(pending).resolves.toEqual({ result: 'SUCCESS', message: '포인트가 적립되었습니다.' });
  });

  it('shows the error message, then rejects with an ApiError carrying status, code and data', async () => {
    stubFetch(() => json({ code: 'VALIDATION', message: '입력값을 확인해 주세요.', data: { fieldErrors: { a: '필수' } } }, 400));
    const pending = api.post('/icec/api/x').catch((error: unknown) => error);
    await confirmDialog('입력값을 확인해 주세요.');
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', message: '입력값을 확인해 주세요.', data: { fieldErrors: { a: '필수' } } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows common.error when the error body has no message or is not JSON', async () => {
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));
    const pending = api.get('/icec/api/x').catch((error: unknown) => error);
    await confirmDialog('오류가 발생했습니다.');
    expect(await pending).toMatchObject({ status: 502, message: '오류가 발생했습니다.' });
  });

  it('opens one server-message dialog at a time; the others wait for it and still reject', async () => {
    stubFetch((url) => json({ code: 'INTERNAL', message: `실패 ${url.slice(-1)}` }, 500));
    const first = api.get('/icec/api/a').catch((error: unknown) => error);
    await expect.poll(() => getDialogs()).toHaveLength(1);
    const second = api.get('/icec/api/b').catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getDialogs().map((d) => d.message)).toEqual(['실패 a']);
    getDialogs()[0]?.resolve(true);
    expect(await first).toMatchObject({ message: '실패 a' });
    expect(await second).toMatchObject({ message: '실패 b' });
    expect(getDialogs()).toHaveLength(0);
  });
});

describe('401 and 403 rules (spec §6, §8)', () => {
  const unauthorized = () => json({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }, 401);

  it('401: clears local storage after the confirm, then goes to the admin login from an admin page', async () => {
    setLoginUser(user('A'));
    localStorage.setItem('other', 'x');
    visit('/admin/member/list');
    stubFetch(unauthorized);
    const pending = api.get('/api/member/list').catch((error: unknown) => error);
    await expect.poll(() => getDialogs()).toHaveLength(1);
    expect(localStorage.length).toBe(2);
    expect(navigate).not.toHaveBeenCalled();
    getDialogs()[0]?.resolve(true);
    expect(await pending).toMatchObject({ status: 401 });
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/admin/login');
  });

  it('401: goes to /main from an /icec/ page, from /session-expired and from user pages', async () => {
    stubFetch(unauthorized);
    for (const path of ['/icec/myPage', '/session-expired', '/myPage/myInfo']) {
      visit(path);
      const pending = api.get('/icec/api/x').catch((error: unknown) => error);
      await confirmDialog('로그인이 필요합니다.');
      await pending;
    }
    expect(navigate.mock.calls).toEqual([['/main'], ['/main'], ['/main']]);
  });

  it('401 of a session ended by the lock: goes to the login page of the realm', async () => {
    stubFetch(() => json({ code: LOCKED_LOGOUT_CODE, message: LOGIN_MESSAGES.lockedLoggedOut }, 401));
    for (const path of ['/myPage/myInfo', '/icec/myPage', '/admin/dashboard/view']) {
      visit(path);
      const pending = api.post('/icec/api/myInfo/withdraw').catch((error: unknown) => error);
      await confirmDialog(LOGIN_MESSAGES.lockedLoggedOut);
      expect(await pending).toMatchObject({ status: 401, code: LOCKED_LOGOUT_CODE });
    }
    expect(navigate.mock.calls).toEqual([['/login'], ['/login'], ['/admin/login']]);
  });

  it('403: an admin (stored userTypeCd A or data.isAdmin) goes to the admin dashboard', async () => {
    setLoginUser(user('A'));
    stubFetch(() => json({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.' }, 403));
    const byStoredUser = api.get('/api/x').catch((error: unknown) => error);
    await confirmDialog('접근 권한이 없습니다.');
    await byStoredUser;
    localStorage.clear();
    stubFetch(() => json({ code: 'FORBIDDEN', message: '접근 권한이 없습니다.', data: { isAdmin: true } }, 403));
    const byBody = api.get('/api/x').catch((error: unknown) => error);
    await confirmDialog('접근 권한이 없습니다.');
    expect(await byBody).toMatchObject({ status: 403, data: { isAdmin: true } });
    expect(navigate.mock.calls).toEqual([['/admin/dashboard/view'], ['/admin/dashboard/view']]);
  });

  it('403: a user calling /icec/ goes to the same-origin returnUrl, else /main', async () => {
    setLoginUser(user('S'));
    const returnUrls = ['/myPage/myInfo?tab=1', '//evil.example', '/\\evil.example', 'https://evil.example', undefined];
    for (const returnUrl of returnUrls) {
      stubFetch(() => json({ code: 'FORBIDDEN', message: '권한 없음', data: { returnUrl } }, 403));
      const pending = api.get('/api/x').catch((error: unknown) => error);
      await confirmDialog('권한 없음');
      await pending;
    }
    expect(navigate.mock.calls).toEqual([['/myPage/myInfo?tab=1'], ['/main'], ['/main'], ['/main'], ['/main']]);
  });

  it('403: a user calling a shared /api/common/ endpoint goes to /main, whatever the returnUrl', async () => {
    stubFetch(() => json({ code: 'FORBIDDEN', message: '권한 없음', data: { returnUrl: '/myPage' } }, 403));
    const pending = api.post('/api/common/fileUpload').catch((error: unknown) => error);
    await confirmDialog('권한 없음');
    await pending;
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/main');
  });
});

describe('answers heard by the login timer (spec §4)', () => {
  it('reports the status of every answer while logged in, a 401 before its dialog; nothing for a guest', async () => {
    const heard: TApiResponseEvent[] = [];
    const unsubscribe = subscribeApiResponses((event) => heard.push(event));
    stubFetch((url) => (url.endsWith('/gone') ? json({ code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' }, 401) : json({})));
    await api.get('/icec/api/x');
    expect(heard).toEqual([]);
    setLoginUser(user('S'));
    await api.get('/icec/api/x');
    await api.download('/api/common/downloadFile/a/b/1');
    const pending = api.get('/icec/api/gone').catch((error: unknown) => error);
    await expect.poll(() => getDialogs()).toHaveLength(1);
    expect(heard).toEqual([{ status: 200 }, { status: 200 }, { status: 401 }]);
    getDialogs()[0]?.resolve(true);
    await pending;
    unsubscribe();
    setLoginUser(user('S'));
    await api.get('/icec/api/x');
    expect(heard).toHaveLength(3);
  });
});

describe('network failures (spec §8)', () => {
  it('are logged with console.warn and rejected, without a dialog', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/icec/api/x')).rejects.toThrow('Failed to fetch');
    expect(warn).toHaveBeenCalledOnce();
    expect(getDialogs()).toHaveLength(0);
    warn.mockRestore();
  });
});

describe('download', () => {
  it('returns the file and its headers; a failure is logged, not shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch((url) =>
      url.endsWith('/1') ? new Response('data', { headers: { orgFileNm: '%EC%95%88%EB%82%B4.pdf' } }) : json({ code: 'NOT_FOUND', message: '없음' }, 404),
    );
    const file = await api.download('/api/common/downloadFile/a/b/1');
    expect(await file.blob.text()).toBe('data');
    expect(file.headers.get('orgFileNm')).toBe('%EC%95%88%EB%82%B4.pdf');
    await expect(api.download('/api/common/downloadFile/a/b/2')).rejects.toMatchObject({ status: 404 });
    expect(getDialogs()).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('File not found', '/api/common/downloadFile/a/b/2', 404);
    warn.mockRestore();
  });
});
