import { computePagination, CRR_BOOK_MESSAGES, type TCrrBookItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { admCrrBookRoutes } from '../crr-book-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admCrrBookRoutes)];

const BOOK: TCrrBookItem = {
  crrBookId: 4,
  bookNm: '코딩으로 여는 내일',
  authorNm: '최민준',
  pblshrNm: '한빛누리',
  pblcnYr: 2024,
  isbn: '9791190001045',
  coverFileId: 4,
  coverPath: '/api/common/displayImage?imagePath=crrBook%2F11111111-1111-4111-8111-111111111114%2F1',
  coverAlt: '코딩으로 여는 내일 표지',
  sumry: '소개',
  relatedJobs: ['게임 개발자'],
  trgtSchlTypeCds: ['MD01'],
  sortSeq: 4,
  useYn: 'Y',
  registeredBy: 'system',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'system',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/api/crrBookMng/list') return json({ list: [BOOK], pagination: computePagination(1, 1) });
    if (path === '/api/crrBookMng/4' && init.method === 'PUT') return json({ ...BOOK, ...JSON.parse(String(init.body)) });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('career books (/admin/crrBookMng)', () => {
  it('lists books and edits one with the contract rules checked in the form', async () => {
    await renderWithProviders(null, { routes, path: '/admin/crrBookMng' });
    await expect.element(page.getByRole('heading', { level: 1, name: '진로 도서 관리' })).toBeVisible();
    await expect.element(page.getByText('코딩으로 여는 내일')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '코딩으로 여는 내일 수정' }));
    const dialog = page.getByRole('dialog', { name: '도서 수정' });
    await userEvent.fill(dialog.getByLabelText('ISBN'), '9791190001046');
    await userEvent.click(dialog.getByLabelText('표지 대체 텍스트'));
    await expect.element(dialog.getByText(CRR_BOOK_MESSAGES.isbn)).toBeVisible();
    await userEvent.fill(dialog.getByLabelText('ISBN'), '979-11-90001-04-5');
    await userEvent.fill(dialog.getByLabelText('도서명'), '코딩으로 여는 미래');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(put!.init.body))).toMatchObject({
      bookNm: '코딩으로 여는 미래',
      isbn: '979-11-90001-04-5',
      relatedJobs: ['게임 개발자'],
      trgtSchlTypeCds: ['MD01'],
      useYn: 'Y',
    });
  });
});
