import { ADMIN_IMAGE_MESSAGES, computePagination, POSTING_MESSAGES, type TBannerItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { admBannerRoutes } from '../banner-routes';

const routes: RouteObject[] = [adminTestRoute(admBannerRoutes)];

const BANNER: TBannerItem = {
  bannerId: 1,
  bannerNm: '커리어넷',
  bannerSeCd: 'MAIN',
  bgngDt: '2025-12-31T15:00:00.000Z',
  endDt: '2030-12-31T14:59:59.000Z',
  sortSeq: 1,
  imageFileId: 1,
  imagePath: '/api/common/displayImage?imagePath=banner%2F11111111-1111-4111-8111-111111111111%2F1',
  altText: '커리어넷 바로가기',
  linkUrl: 'https://www.career.go.kr',
  trgtTypeCd: 'B',
  useYn: 'Y',
  sttsCd: 'ONGOING',
  registeredBy: 'system',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'system',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const CODES = [
  { comCdId: 'BANNER_SE.MAIN', upComCdId: 'BANNER_SE', comCd: 'MAIN', comCdNm: '메인', cdExpln: null, sortSeq: 1 },
  { comCdId: 'BANNER_SE.SUB', upComCdId: 'BANNER_SE', comCd: 'SUB', comCdNm: '하위 페이지', cdExpln: null, sortSeq: 2 },
];

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);

beforeEach(async () => {
  await page.viewport(1280, 800);
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/icec/api/manageCode/list') return json({ codeList: CODES });
    if (path === '/api/common/fileUpload')
      return json({
        fileId: 22,
        fileModuleId: '22222222-2222-4222-8222-222222222222',
        orgFileNm: 'experience.png',
        imagePath: '/api/common/displayImage?imagePath=banner%2F22222222-2222-4222-8222-222222222222%2F1',
      });
    if (path === '/api/banner/list') return json({ list: [BANNER], pagination: computePagination(1, 1) });
    if (path === '/api/banner' && init.method === 'POST') return json({ ...BANNER, bannerId: 2, ...JSON.parse(String(init.body)) });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('banners (/admin/banner)', () => {
  it('lists banners with their image, place and status', async () => {
    await renderWithProviders(null, { routes, path: '/admin/banner' });
    await expect.element(page.getByRole('heading', { level: 1, name: '배너 관리' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: '커리어넷 바로가기' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '메인', exact: true })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '진행' })).toBeVisible();
  });

  it('adds a banner: an uploaded image, the link must be http(s), times are sent as Seoul wall-clock', async () => {
    await renderWithProviders(null, { routes, path: '/admin/banner' });
    await userEvent.click(page.getByRole('button', { name: '배너 등록' }));
    const dialog = page.getByRole('dialog', { name: '배너 등록' });
    await userEvent.fill(dialog.getByLabelText('배너명'), '체험 안내');
    await userEvent.fill(dialog.getByLabelText('게시 시작 일시'), '2026-03-01T09:00');
    await userEvent.fill(dialog.getByLabelText('게시 종료 일시'), '2026-03-01T08:00');
    await userEvent.fill(dialog.getByLabelText('대체 텍스트'), '진로체험 안내');
    await userEvent.fill(dialog.getByLabelText('연결 주소'), 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect.element(dialog.getByText(POSTING_MESSAGES.linkUrl)).toBeVisible();
    await expect.element(dialog.getByText(ADMIN_IMAGE_MESSAGES.required)).toBeVisible();
    await expect.element(dialog.getByText(POSTING_MESSAGES.periodOrder)).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST')).toBe(false);

    await userEvent.fill(dialog.getByLabelText('게시 종료 일시'), '2026-03-31T18:00');
    await userEvent.upload(dialog.getByLabelText('이미지', { exact: true }), new File([new Uint8Array([0x89, 0x50])], 'experience.png', { type: 'image/png' }));
    await expect
      .element(dialog.getByRole('img', { name: '진로체험 안내' }))
      .toHaveAttribute('src', '/api/common/displayImage?imagePath=banner%2F22222222-2222-4222-8222-222222222222%2F1');
    await userEvent.fill(dialog.getByLabelText('연결 주소'), 'https://www.career.go.kr/exp');
    await userEvent.click(dialog.getByRole('radio', { name: '새 창' }));
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    const post = calls.find((c) => c.init.method === 'POST' && c.url.endsWith('/api/banner'));
    expect(JSON.parse(String(post?.init.body))).toMatchObject({
      bannerNm: '체험 안내',
      bannerSeCd: 'MAIN',
      bgngDt: '2026-03-01T09:00',
      endDt: '2026-03-31T18:00',
      imageFileId: 22,
      altText: '진로체험 안내',
      linkUrl: 'https://www.career.go.kr/exp',
      trgtTypeCd: 'B',
      useYn: 'Y',
    });
  });
});
