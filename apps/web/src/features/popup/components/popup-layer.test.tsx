import { seoulDate, type TPopupView } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Link } from 'react-router';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { renderWithProviders } from '../../../app/testing/render-with-providers';
import { notTodayKey } from './not-today';
import { PopupLayer } from './popup-layer';

const popup = (popupId: number, overrides: Partial<TPopupView> = {}): TPopupView => ({
  popupId,
  popupNm: `공지 ${popupId}`,
  width: 400,
  height: 200,
  posTop: 40,
  posLeft: 30 + popupId * 420,
  cnTypeCd: 'TEXT',
  imagePath: null,
  imageAlt: null,
  cn: `첫 줄 ${popupId}\n둘째 줄`,
  linkUrl: null,
  trgtTypeCd: null,
  ...overrides,
});

let calls: TFetchCall[];
let popups: TPopupView[];

const open = (path = '/main') =>
  renderWithProviders(null, {
    path,
    routes: [
      {
        path: '*',
        element: (
          <main id="main-content" tabIndex={-1}>
            <PopupLayer />
            <Link to="/main">메인으로</Link>
          </main>
        ),
      },
    ],
  });

const yesterday = () => seoulDate(new Date(Date.now() - 86_400_000));

beforeEach(async () => {
  await page.viewport(1280, 800);
  localStorage.clear();
  popups = [popup(1)];
  ({ calls } = stubFetch(() => json({ list: popups })));
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PopupLayer', () => {
  it('asks for the popups of the current page and shows them, text with its line breaks; a fresh load keeps the focus', async () => {
    await open('/eduIntdcn/grts');
    const dialog = page.getByRole('article', { name: '공지 1' });
    await expect.element(dialog).toBeVisible();
    expect(calls[0]?.url).toBe('/icec/api/popup/list?pageUrl=%2FeduIntdcn%2Fgrts');
    expect(document.activeElement).toBe(document.body);
    expect(getComputedStyle(dialog.getByText(/^첫 줄 1/).element()).whiteSpace).toBe('pre-line');
  });

  it("'오늘 하루 보지 않기' hides it for the rest of the Seoul day; it shows again once the stored day is past", async () => {
    popups = [popup(1), popup(2)];
    const first = await open();
    await page.getByRole('article', { name: '공지 1' }).getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect.element(page.getByRole('article', { name: '공지 1' })).not.toBeInTheDocument();
    expect(localStorage.getItem(notTodayKey(1))).toBe(seoulDate());
    await expect.element(page.getByRole('article', { name: '공지 2' })).toHaveFocus();
    await first.screen.unmount();

    const second = await open();
    await expect.element(page.getByRole('article', { name: '공지 2' })).toBeVisible();
    await expect.element(page.getByRole('article', { name: '공지 1' })).not.toBeInTheDocument();
    await second.screen.unmount();

    localStorage.setItem(notTodayKey(1), yesterday());
    await open();
    await expect.element(page.getByRole('article', { name: '공지 1' })).toBeVisible();
  });

  it('after following a link, focus moves into the popup; Escape closes it and focus goes back', async () => {
    popups = [];
    stubFetch((url) => json({ list: url.endsWith('pageUrl=%2Fmain') ? [popup(1)] : [] }));
    await open('/start');
    const link = page.getByRole('link', { name: '메인으로' });
    (link.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('article', { name: '공지 1' });
    await expect.element(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(link).toHaveFocus();
    expect(localStorage.getItem(notTodayKey(1))).toBeNull();
  });

  it("'닫기' closes for this page view only; focus goes to the main content", async () => {
    await open();
    await page.getByRole('button', { name: '닫기' }).click();
    await expect.element(page.getByRole('article', { name: '공지 1' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('main')).toHaveFocus();
    expect(localStorage.getItem(notTodayKey(1))).toBeNull();
  });

  it('links only to http(s), in a new window without an opener when asked; an image has its alt text', async () => {
    popups = [
      popup(1, { linkUrl: 'javascript:alert(1)' }),
      popup(2, {
        cnTypeCd: 'IMAGE',
        cn: null,
        imagePath: '/api/common/displayImage?imagePath=popup%2F11111111-1111-4111-8111-111111111111%2F1',
        imageAlt: '포털 안내 이미지',
        linkUrl: 'https://www.career.go.kr',
        trgtTypeCd: 'B',
      }),
    ];
    await open();
    await expect.element(page.getByRole('article', { name: '공지 2' })).toBeVisible();
    expect(page.getByRole('article', { name: '공지 1' }).getByRole('link').elements()).toHaveLength(0);
    const link = page.getByRole('link', { name: /^포털 안내 이미지\s?\(새 창 열림\)$/ });
    await expect.element(link).toHaveAttribute('href', 'https://www.career.go.kr');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('places popups at their position on wide screens and full-width at the bottom of the screen on phones, moving nothing', async () => {
    await open();
    const dialog = page.getByRole('article', { name: '공지 1' });
    await expect.element(dialog).toBeVisible();
    expect(getComputedStyle(dialog.element()).position).toBe('absolute');
    expect(dialog.element().getBoundingClientRect().width).toBe(400);

    await page.viewport(360, 800);
    await expect.poll(() => getComputedStyle(dialog.element()).position).toBe('static');
    const layer = dialog.element().parentElement as HTMLElement;
    // an overlay: fixed at the screen's bottom, so the page under it is not pushed down and the header stays free
    expect(getComputedStyle(layer).position).toBe('fixed');
    expect(layer.getBoundingClientRect().bottom).toBe(window.innerHeight);
    expect(layer.getBoundingClientRect().top).toBeGreaterThan(0);
    const main = document.getElementById('main-content') as HTMLElement;
    const link = page.getByRole('link', { name: '메인으로' }).element();
    // the content stays at the top of the main area, under the popup
    expect(link.getBoundingClientRect().top - main.getBoundingClientRect().top).toBeLessThan(dialog.element().getBoundingClientRect().height);
    expect(dialog.element().getBoundingClientRect().width).toBeLessThanOrEqual(layer.clientWidth);
    expect(dialog.element().getBoundingClientRect().width).toBeGreaterThan(300);
  });
});
