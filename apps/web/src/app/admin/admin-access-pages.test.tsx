import {
  ACCESS_IP_MESSAGES,
  computePagination,
  PASSWORD_MESSAGES,
  type TAccessIpListResponse,
  type TDashboardView,
  type TLoginUserInfo,
  type TManagerDetail,
  type TManagerListResponse,
} from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../testing/render-with-providers';
import { getDialogs } from '../../components/modal/modal-store';
import { getLoginUser, setLoginUser } from '../../lib/auth-storage';
import { adminRoutes } from './admin-routes';

const routes: RouteObject[] = [adminTestRoute(adminRoutes)];

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const QR = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ADMIN_INFO = { userId: 'newadm1', userNm: '신관리', userTypeCd: 'A', isLogin: 'Y', sessionTimeoutSec: 1200 } as unknown as TLoginUserInfo;

const ipList: TAccessIpListResponse = {
  list: [
    {
      accessIpId: 7,
      ipTypeCd: 'CIDR',
      ipAddr: '10.20.0.0/16',
      ipExpln: '본관',
      useYn: 'Y',
      registeredBy: 'admin',
      registeredAt: '2026-11-01T00:00:00.000Z',
      updatedBy: 'admin',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  pagination: computePagination(1, 1),
  clientIp: '10.20.3.4',
};
const managers: TManagerListResponse = {
  list: [
    {
      userId: 'staff01',
      userNm: '김*리',
      admRoleCd: 'STAFF',
      instNm: null,
      userSttsCd: 'ACTV',
      loginLockYn: 'N',
      otpEnrlYn: 'Y',
      lastLoginAt: null,
      joinAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  pagination: computePagination(1, 1),
};
const staff: TManagerDetail = {
  ...managers.list[0]!,
  userNm: '김관리',
  mbrTypeAuthrt: 'SF01',
  email: null,
  mblTelno: null,
  approvedAt: null,
  approvedBy: null,
  lockedUntil: null,
  selfYn: 'N',
};

const dashboard: TDashboardView = {
  baseYmd: '2026-11-22',
  activeMbrCnt: 4,
  mbrByMbrType: [{ mbrTypeAuthrt: 'ST01', cnt: 4 }],
  pendingAdminCnt: 0,
  pendingMbrCnt: 0,
  todayLoginCnt: 1,
  todayLoginUserCnt: 1,
  todayJoinCnt: 0,
  lockedCnt: 0,
  qnaWaiting: [],
};

let calls: TFetchCall[];
let answer: (path: string, init: RequestInit) => Response | undefined;
const lastDialog = () => getDialogs().at(-1);
const pathOf = (c: TFetchCall) => new URL(c.url, window.location.origin).pathname;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  answer = () => undefined;
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    return (
      answer(path, init) ??
      (path === '/api/login/otp-enroll/start' ? json({ secret: SECRET, otpAuthUri: 'otpauth://totp/x', qrDataUrl: QR }) : undefined) ??
      (path === '/api/login/otp-enroll/confirm' ? json({ step: 'DONE', loginUserInfo: ADMIN_INFO }) : undefined) ??
      (path === '/api/accessIp/list' ? json(ipList) : undefined) ??
      (path === '/api/manager/list' ? json(managers) : undefined) ??
      (path === '/api/manager/staff01' ? json(staff) : undefined) ??
      // where a successful enrolment lands
      (path === '/api/dashboard/view' ? json(dashboard) : undefined) ??
      json({ result: 'SUCCESS' })
    );
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
});

describe('OTP enrolment (/admin/otpEnroll)', () => {
  it('shows the QR code and the key once, then the first code logs in', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/admin/otpEnroll' });
    await userEvent.fill(page.getByLabelText('아이디'), 'newadm1');
    await userEvent.fill(page.getByLabelText('비밀번호'), 'Strong!pass42');
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await expect.element(page.getByRole('img', { name: 'OTP 등록용 QR 코드. 인증 앱으로 스캔하세요.' })).toHaveAttribute('src', QR);
    await expect.element(page.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeVisible();
    expect(JSON.stringify({ ...localStorage })).not.toContain(SECRET);

    await userEvent.fill(page.getByLabelText('일회용 인증번호(OTP)'), '123456');
    await userEvent.click(page.getByRole('button', { name: '등록 완료' }));
    await expect.poll(() => router.state.location.pathname).toBe('/admin/dashboard/view');
    await expect.element(page.getByRole('heading', { name: '대시보드' })).toBeVisible();
    expect(getLoginUser()).toMatchObject({ userId: 'newadm1', userTypeCd: 'A' });
    const confirm = calls.find((c) => pathOf(c) === '/api/login/otp-enroll/confirm');
    expect(JSON.parse(String(confirm!.init.body))).toEqual({ otpCd: '123456' });
  });

  it('goes back to the first step when the enrolment has expired', async () => {
    answer = (path) => (path === '/api/login/otp-enroll/confirm' ? json({ code: 'OTP_ENROLL_EXPIRED', message: '만료' }, 400) : undefined);
    await renderWithProviders(null, { routes, path: '/admin/otpEnroll' });
    await userEvent.fill(page.getByLabelText('아이디'), 'newadm1');
    await userEvent.fill(page.getByLabelText('비밀번호'), 'Strong!pass42');
    await userEvent.click(page.getByRole('button', { name: '확인' }));
    await userEvent.fill(page.getByLabelText('일회용 인증번호(OTP)'), '123456');
    await userEvent.click(page.getByRole('button', { name: '등록 완료' }));
    await expect.poll(() => lastDialog()?.message).toBe('만료');
    lastDialog()?.resolve(true);
    await expect.element(page.getByRole('button', { name: '확인' })).toBeVisible();
    expect(page.getByRole('img', { name: 'OTP 등록용 QR 코드. 인증 앱으로 스캔하세요.' }).query()).toBeNull();
  });
});

describe('access IP (/admin/accessIp)', () => {
  beforeEach(() => setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' }));

  it("lists entries with the caller's own address and checks the form of each type", async () => {
    await renderWithProviders(null, { routes, path: '/admin/accessIp' });
    await expect.element(page.getByText('현재 접속한 IP: 10.20.3.4')).toBeVisible();
    await expect.element(page.getByText('10.20.0.0/16')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '접근 IP 등록' }));
    const dialog = page.getByRole('dialog', { name: '접근 IP 등록' });
    await userEvent.fill(dialog.getByLabelText('IP 주소'), '2001:db8::1');
    await userEvent.click(dialog.getByLabelText('설명'));
    await expect.element(dialog.getByText(ACCESS_IP_MESSAGES.ipv4)).toBeVisible();
    await userEvent.click(dialog.getByText('CIDR(대역)'));
    await userEvent.fill(dialog.getByLabelText('IP 주소'), '10.0.0.0/33');
    await userEvent.click(dialog.getByLabelText('설명'));
    await expect.element(dialog.getByText(ACCESS_IP_MESSAGES.cidrPrefix(32))).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    answer = (path, init) =>
      path === '/api/accessIp' && init.method === 'POST'
        ? json({ code: 'SELF_LOCKOUT', message: ACCESS_IP_MESSAGES.selfLockout, data: { fieldErrors: { ipAddr: ACCESS_IP_MESSAGES.duplicate } } }, 400)
        : undefined;
    await userEvent.fill(dialog.getByLabelText('IP 주소'), '10.0.0.0/8');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe(ACCESS_IP_MESSAGES.selfLockout);
    lastDialog()?.resolve(true);
    await expect.element(dialog.getByText(ACCESS_IP_MESSAGES.duplicate)).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST');
    expect(JSON.parse(String(post!.init.body))).toEqual({ ipTypeCd: 'CIDR', ipAddr: '10.0.0.0/8', ipExpln: '', useYn: 'Y' });
  });

  it('deletes an entry after the confirm', async () => {
    await renderWithProviders(null, { routes, path: '/admin/accessIp' });
    await userEvent.click(page.getByRole('button', { name: '10.20.0.0/16 삭제' }));
    await expect.poll(() => lastDialog()?.message).toBe('10.20.0.0/16 항목을 삭제하시겠습니까?');
    lastDialog()?.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('삭제되었습니다.');
    lastDialog()?.resolve(true);
    expect(calls.some((c) => c.init.method === 'DELETE' && pathOf(c) === '/api/accessIp/7')).toBe(true);
  });
});

describe('managers (/admin/manager)', () => {
  beforeEach(() => setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' }));

  it('opens the pending list from the dashboard link and runs an action on an account after the confirm', async () => {
    await renderWithProviders(null, { routes, path: '/admin/manager?userSttsCd=PNDG' });
    await expect.poll(() => calls.find((c) => pathOf(c) === '/api/manager/list')?.url).toContain('userSttsCd=PNDG');
    await userEvent.click(page.getByRole('button', { name: 'staff01 상세' }));
    await expect.element(page.getByText('김관리')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '잠금', exact: true }));
    await expect.poll(() => lastDialog()?.message).toContain('staff01 계정을 잠그시겠습니까?');
    lastDialog()?.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('정상적으로 처리되었습니다.');
    lastDialog()?.resolve(true);
    expect(calls.some((c) => c.init.method === 'POST' && pathOf(c) === '/api/manager/staff01/lock')).toBe(true);
  });

  it("checks the new administrator's password by the rule before sending", async () => {
    await renderWithProviders(null, { routes, path: '/admin/manager' });
    await userEvent.click(page.getByRole('button', { name: '관리자 등록' }));
    const dialog = page.getByRole('dialog', { name: '관리자 등록' });
    await userEvent.fill(dialog.getByLabelText('초기 비밀번호', { exact: true }), 'short');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect.element(dialog.getByText('필수 입력 항목입니다.').first()).toBeVisible();
    await expect.element(dialog.getByText(PASSWORD_MESSAGES.rule)).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);
  });
});
