import { computePagination, PRHBWD_MESSAGES, type TPrhbwdItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { admPrhbwdRoutes } from '../prhbwd-routes';

const routes: RouteObject[] = [adminTestRoute(admPrhbwdRoutes)];

const WORD: TPrhbwdItem = {
  prhbwdId: 1,
  prhbwdNm: '바보',
  normalizedNm: '바보',
  expln: '비하 표현',
  useYn: 'Y',
  registeredBy: 'system',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'system',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);
const bodyOf = (path: string) => JSON.parse(String(calls.find((c) => c.url.startsWith(path))?.init.body));

beforeEach(async () => {
  await page.viewport(1280, 800);
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/api/prhbwdMng/list') return json({ list: [WORD], pagination: computePagination(1, 1) });
    if (path === '/api/prhbwdMng/check') return json({ matchedWords: ['바보'], normalizedText: '너는바보야' });
    if (path === '/api/prhbwdMng/bulk') return json({ addedCount: 2, skippedWords: ['바 보'] });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('prohibited words (/admin/prhbwdMng)', () => {
  it('lists the words with their compared form, and tests a sentence', async () => {
    await renderWithProviders(null, { routes, path: '/admin/prhbwdMng' });
    await expect.element(page.getByRole('heading', { level: 1, name: '금지어 관리' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '비하 표현' })).toBeVisible();

    await userEvent.fill(page.getByLabelText('시험할 문장'), '너는 바 보야');
    await userEvent.click(page.getByRole('button', { name: '검사' }));
    const status = page.getByRole('status');
    await expect.element(status.getByText('포함된 금지어: 바보')).toBeVisible();
    await expect.element(status.getByText('비교한 형태: 너는바보야')).toBeVisible();
    expect(bodyOf('/api/prhbwdMng/check')).toEqual({ text: '너는 바 보야' });
  });

  it('refuses a word without letters in the form, and adds several words at once', async () => {
    await renderWithProviders(null, { routes, path: '/admin/prhbwdMng' });
    await userEvent.click(page.getByRole('button', { name: '금지어 등록' }));
    const form = page.getByRole('dialog', { name: '금지어 등록' });
    await userEvent.fill(form.getByLabelText('금지어'), '!!!');
    await userEvent.click(form.getByRole('button', { name: '저장' }));
    await expect.element(form.getByText(PRHBWD_MESSAGES.noLetters)).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: '취소' }));

    await userEvent.click(page.getByRole('button', { name: '일괄 등록' }));
    const bulk = page.getByRole('dialog', { name: '금지어 일괄 등록' });
    await userEvent.fill(bulk.getByLabelText('금지어 목록'), '멍청이\n얼간이\n바 보');
    await userEvent.click(bulk.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('2개를 등록했습니다.\n이미 있거나 중복되어 건너뛴 단어: 바 보');
    expect(bodyOf('/api/prhbwdMng/bulk')).toMatchObject({ prhbwdNms: '멍청이\n얼간이\n바 보', useYn: 'Y' });
  });
});
