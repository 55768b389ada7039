import type { TCrrBookPublicDetail, TCrrBookPublicItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { CrrBookDetailPage } from './crr-book-detail-page';
import { CrrBookListPage } from './crr-book-list-page';

const BOOK: TCrrBookPublicItem = {
  crrBookId: 7,
  bookNm: '코딩으로 여는 내일',
  authorNm: '최민준',
  pblshrNm: '한빛누리',
  pblcnYr: 2024,
  coverPath: '/api/common/displayImage?imagePath=crrBook%2F11111111-1111-4111-8111-111111111114%2F1',
  coverAlt: '코딩으로 여는 내일 표지',
  relatedJobs: ['소프트웨어 개발자', '게임 개발자'],
  trgtSchlTypeCds: ['MD01', 'HI01'],
};
const DETAIL: TCrrBookPublicDetail = { ...BOOK, isbn: '9791190001045', sumry: '첫 줄\n둘째 줄' };
const PAGE = { currentPage: 1, maxResults: 10, maxLinks: 10, startPage: 1, endPage: 1, countItem: 1, countPage: 1, previousLinkPage: 0, nextLinkPage: 0 };

const routes: RouteObject[] = [
  { path: '/infoGd/crrBook', Component: CrrBookListPage },
  { path: '/infoGd/crrBook/:crrBookId', Component: CrrBookDetailPage },
  { path: '/login', Component: () => <p>login page</p> },
];

let calls: TFetchCall[];
let rcmdtn: { count: number; rcmdtnYn: 'Y' | 'N' };

beforeEach(() => {
  sessionStorage.clear();
  clearLoginUser();
  rcmdtn = { count: 3, rcmdtnYn: 'N' };
  ({ calls } = stubFetch((url) => {
    if (url.startsWith('/icec/api/crrBook/list')) return json({ list: [BOOK], pagination: PAGE });
    if (url === '/icec/api/crrBook/7') return json(DETAIL);
    if (url.startsWith('/api/commonLog/rcmdtn/count/')) return json(rcmdtn);
    if (url === '/api/commonLog/rcmdtn/save') {
      if (rcmdtn.rcmdtnYn === 'N') rcmdtn = { count: rcmdtn.count + 1, rcmdtnYn: 'Y' };
      return json(rcmdtn);
    }
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('career books (/infoGd/crrBook)', () => {
  it('lists books as cards and searches by keyword and school type through the address', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/crrBook' });
    await expect.element(page.getByRole('heading', { level: 2, name: '코딩으로 여는 내일' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: '코딩으로 여는 내일 표지' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: '관련 직업' })).toHaveTextContent('소프트웨어 개발자게임 개발자');
    await expect.element(page.getByText('전체 1권')).toBeVisible();

    await page.getByLabelText('학교급').selectOptions('HI01');
    await page.getByLabelText('검색어').fill('코딩');
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => router.state.location.search).toBe('?searchWrd=%EC%BD%94%EB%94%A9&schlTypeCd=HI01');
    await expect.poll(() => calls.at(-1)?.url).toBe('/icec/api/crrBook/list?currentPage=1&searchWrd=%EC%BD%94%EB%94%A9&schlTypeCd=HI01');

    await page.getByRole('link', { name: '코딩으로 여는 내일' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: '코딩으로 여는 내일' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/infoGd/crrBook?searchWrd=%EC%BD%94%EB%94%A9&schlTypeCd=HI01');
  });

  it('a book that is not there is the not-found page, without a dialog first', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/crrBook/999' });
    await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
    expect(page.getByRole('alertdialog').query()).toBeNull();
  });

  it('a member recommends once: the count rises by one and stays on a second click', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', isLogin: 'Y' });
    await renderWithProviders(null, { routes, path: '/infoGd/crrBook/7' });
    await expect.element(page.getByText('첫 줄\n둘째 줄', { exact: false })).toBeVisible();
    const button = page.getByRole('button', { name: /^추천/ });
    await expect.element(button).toHaveTextContent('추천 3');
    await button.click();
    await expect.element(button).toHaveTextContent('추천 4');
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    await button.click();
    await expect.element(page.getByRole('status')).toHaveTextContent('이미 추천한 도서입니다.');
    await expect.element(button).toHaveTextContent('추천 4');
  });

  it('a guest is offered the login page instead', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/crrBook/7' });
    await page.getByRole('button', { name: /^추천/ }).click();
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('추천은 로그인한 회원만 할 수 있습니다. 로그인 화면으로 이동하시겠습니까?');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => `${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirectUrl=%2FinfoGd%2FcrrBook%2F7');
    expect(calls.some((c) => c.url === '/api/commonLog/rcmdtn/save')).toBe(false);
  });
});
