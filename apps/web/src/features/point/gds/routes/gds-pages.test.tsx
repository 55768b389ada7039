import { computePagination, type TGdsItem, type TGdsOrder, type TGdsShopResponse, type TMyGdsOrder } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { setLoginUser } from '../../../../lib/auth-storage';
import { gdsRoutes } from '../gds-routes';
import { admGdsRoutes } from '../gds-adm-routes';

const routes: RouteObject[] = [{ path: '/', children: gdsRoutes }, adminTestRoute(admGdsRoutes)];

const planner = {
  gdsId: 1,
  gdsNm: '진로 탐색 플래너',
  gdsCn: '진로 목표를 기록하는 플래너',
  imagePath: '/api/common/displayImage?imagePath=pointBsdGds%2F11111111-1111-4111-8111-111111111111%2F1',
  imageAlt: '파란 표지의 플래너',
  gdsPoints: 300,
  stockCnt: 5,
  buyLimitCnt: 1,
  bgngYmd: '2026-01-01',
  endYmd: '2027-12-31',
};
const giftCard = { ...planner, gdsId: 2, gdsNm: '문화상품권 1만원', gdsPoints: 1000, imagePath: null, imageAlt: null };
const shop: TGdsShopResponse = {
  balance: 700,
  list: [
    { ...planner, myOrderCnt: 0 },
    { ...giftCard, myOrderCnt: 0 },
  ],
};
const myOrder: TMyGdsOrder = {
  orderId: 9,
  gdsId: 3,
  gdsNm: '캠퍼스 투어 기념 텀블러',
  gdsPoints: 500,
  orderSttsCd: 'RQST',
  cancelReason: null,
  regDt: '2026-11-20T01:00:00.000Z',
  procDt: null,
};
const adminOrder: TGdsOrder = { ...myOrder, userId: 'student1', userNm: '김학생', schlCd: '9990004', schlNm: '진로중학교', procBy: null };
const adminGood: TGdsItem = {
  ...planner,
  imageFileId: 4,
  useYn: 'Y',
  orderCnt: 1,
  registeredBy: 'admin',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'admin',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);
const posts = (path: string) => calls.filter((c) => c.init.method === 'POST' && new URL(c.url, window.location.origin).pathname === path);

beforeEach(() => {
  ({ calls } = stubFetch((url) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/icec/api/pointBsdGds/list') return json(shop);
    if (path === '/icec/api/pointBsdGds/order/list') return json({ list: [myOrder], pagination: computePagination(1, 1) });
    if (path === '/icec/api/pointBsdGds/1/order') return json({ result: 'SUCCESS', orderId: 10, balance: 400 });
    if (path === '/icec/api/pointBsdGds/order/9/cancel') return json({ result: 'SUCCESS', balance: 1200 });
    if (path === '/api/pointBsdGdsMng/list') return json({ list: [adminGood], pagination: computePagination(1, 1) });
    if (path === '/api/pointBsdGdsMng/order/list') return json({ list: [adminOrder], pagination: computePagination(1, 1) });
    if (path === '/api/pointBsdGdsMng/order/handover')
      return json({
        orderCnt: 1,
        list: [{ schlCd: '9990004', schlNm: '진로중학교', gdsCnts: [{ gdsId: 3, gdsNm: myOrder.gdsNm, cnt: 1 }], orders: [{ ...adminOrder }] }],
      });
    return json({ result: 'SUCCESS' });
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/myPage/cmpnPoint/pointBsdGds', () => {
  beforeEach(() => setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' }));

  it('shows the balance and the goods; exchanging asks first with the balance after it and sends a request key', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/pointBsdGds' });
    await expect.element(page.getByText('700점')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: '진로 탐색 플래너', level: 3 })).toBeVisible();
    await expect.element(page.getByRole('img', { name: '파란 표지의 플래너' })).toBeVisible();
    // the gift card costs more than the balance
    await expect.element(page.getByRole('button', { name: '문화상품권 1만원 교환하기' })).toBeDisabled();

    await userEvent.click(page.getByRole('button', { name: '진로 탐색 플래너 교환하기' }));
    await expect.poll(() => lastDialog()?.message).toBe('진로 탐색 플래너을(를) 300점으로 교환하시겠습니까?\n교환 후 보유 포인트: 400점');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('교환 신청되었습니다. 상품은 학교로 전달됩니다.');
    const [order] = posts('/icec/api/pointBsdGds/1/order');
    expect(JSON.parse(String(order!.init.body)).requestKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists my orders with their status and cancels a requested one after asking', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/cmpnPoint/pointBsdGds' });
    await expect.element(page.getByText('교환 신청', { exact: true })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '캠퍼스 투어 기념 텀블러 교환 취소' }));
    await expect.poll(() => lastDialog()?.message).toContain('교환을 취소하시겠습니까?');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('교환이 취소되고 포인트가 돌아왔습니다.');
    expect(posts('/icec/api/pointBsdGds/order/9/cancel')).toHaveLength(1);
  });
});

describe('/admin/pointBsdGdsMng', () => {
  beforeEach(() => setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' }));

  it('lists the goods with their stock and orders', async () => {
    await renderWithProviders(null, { routes, path: '/admin/pointBsdGdsMng' });
    await expect.element(page.getByRole('cell', { name: '진로 탐색 플래너' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '상품 등록' })).toBeVisible();
  });

  it('hands an order over after asking, cancels another with a reason, and shows the hand-over list per school', async () => {
    await renderWithProviders(null, { routes, path: '/admin/pointBsdGdsMng/order' });
    await expect.element(page.getByRole('cell', { name: '김학생 (student1)' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '김학생 캠퍼스 투어 기념 텀블러 전달 완료 처리' }));
    await expect.poll(() => lastDialog()?.message).toContain('전달 완료로 처리하시겠습니까?');
    lastDialog()!.resolve(true);
    await expect.poll(() => posts('/api/pointBsdGdsMng/order/9/handover')).toHaveLength(1);
    await expect.poll(() => lastDialog()?.message).toBe('정상적으로 처리되었습니다.');
    lastDialog()!.resolve(true);

    await userEvent.click(page.getByRole('button', { name: '김학생 캠퍼스 투어 기념 텀블러 교환 취소' }));
    const dialog = page.getByRole('dialog', { name: '교환 취소' });
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect.element(dialog.getByText('취소 사유를 입력해 주세요.')).toBeVisible();
    await userEvent.fill(dialog.getByLabelText('취소 사유'), '재고 파손');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => posts('/api/pointBsdGdsMng/order/9/cancel')).toHaveLength(1);
    expect(JSON.parse(String(posts('/api/pointBsdGdsMng/order/9/cancel')[0]!.init.body))).toEqual({ cancelReason: '재고 파손' });
    await expect.poll(() => lastDialog()?.message).toBe('정상적으로 처리되었습니다.');
    lastDialog()!.resolve(true);

    await userEvent.click(page.getByText('학교별 전달 목록'));
    await expect.element(page.getByRole('heading', { name: /진로중학교/, level: 3 })).toBeVisible();
    await expect.element(page.getByText('상품별 수량: 캠퍼스 투어 기념 텀블러 1개')).toBeVisible();
  });
});

describe('/admin/pointBsdGdsMng/order export', () => {
  beforeEach(() => setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' }));

  it('exports the filtered orders after asking the reason', async () => {
    await renderWithProviders(null, { routes, path: '/admin/pointBsdGdsMng/order' });
    await expect.element(page.getByRole('cell', { name: '김학생 (student1)' })).toBeVisible();
    await userEvent.fill(page.getByLabelText('학교'), '진로중');
    await userEvent.click(page.getByRole('button', { name: '검색' }));
    await userEvent.click(page.getByRole('button', { name: '엑셀 내려받기' }));
    const dialog = page.getByRole('dialog', { name: '상품 교환 관리 내려받기' });
    // the dialog has finished opening when it focuses the reason (afterOpenChange); a click before may miss its moving button
    await expect.element(dialog.getByRole('textbox', { name: /내려받기 사유/ })).toHaveFocus();
    await userEvent.fill(dialog.getByLabelText('내려받기 사유'), '학교별 전달 확인');
    await userEvent.click(dialog.getByRole('button', { name: '내려받기' }));
    await expect.poll(() => posts('/api/pointBsdGdsMng/order/export')).toHaveLength(1);
    expect(JSON.parse(String(posts('/api/pointBsdGdsMng/order/export')[0]!.init.body))).toEqual({ schlNm: '진로중', reason: '학교별 전달 확인' });
  });
});
