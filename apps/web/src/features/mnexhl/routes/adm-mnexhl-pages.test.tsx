import { ADMIN_IMAGE_MESSAGES, computePagination, type TBmnexhlDetail, type TSmnexhlDetail } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { confirmSave, closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { admMnexhlRoutes } from '../mnexhl-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admMnexhlRoutes)];

const AT = '2026-11-01T00:00:00.000Z';
const audit = { registeredBy: 'admin', registeredAt: AT, updatedBy: 'admin', updatedAt: AT };
const HALL: TBmnexhlDetail = {
  bmnexhlId: 1,
  bmnexhlNm: '미래기술관',
  bmnexhlExpln: '설명',
  flrNm: '2층',
  plcNm: '201호',
  imageFileId: null,
  imagePath: null,
  imageAlt: null,
  linkUrl: null,
  bmnexhlAtchFileId: null,
  sortSeq: 1,
  useYn: 'Y',
  smnexhlCnt: 2,
  ...audit,
  files: [],
};
const SMALL: TSmnexhlDetail = {
  smnexhlId: 9,
  bmnexhlId: 1,
  bmnexhlNm: '미래기술관',
  smnexhlNo: 4,
  smnexhlNm: '우주',
  smnexhlExpln: null,
  dutyCrs: ['로봇공학자'],
  actvCn: null,
  imageFileId: null,
  imagePath: null,
  imageAlt: null,
  linkUrl: null,
  smnexhlAtchFileId: null,
  sortSeq: 0,
  useYn: 'Y',
  ...audit,
  files: [],
};

let calls: TFetchCall[];
const pathOf = (c: TFetchCall) => new URL(c.url, window.location.origin).pathname.replace(/^\/icec/, '');
const bodyOf = (c: TFetchCall | undefined) => JSON.parse(String(c?.init.body)) as Record<string, unknown>;

beforeEach(() => {
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname.replace(/^\/icec/, '');
    if (path === '/api/mnexhlMng/bmnexhl/1') return init.method === 'DELETE' ? json({ result: 'SUCCESS' }) : json(HALL);
    if (path === '/api/mnexhlMng/bmnexhl/list') return json({ list: [HALL], pagination: computePagination(1, 1) });
    if (path === '/api/common/fileUpload')
      return json({
        fileId: 31,
        fileModuleId: '33333333-3333-4333-8333-333333333333',
        orgFileNm: 'space.png',
        imagePath: '/api/common/displayImage?imagePath=smnexhlImage%2F33333333-3333-4333-8333-333333333333%2F1',
      });
    if (path === '/api/mnexhlMng/smnexhl/list') return json({ list: [SMALL], pagination: computePagination(1, 1) });
    if (path === '/api/mnexhlMng/smnexhl' || path === '/api/mnexhlMng/smnexhl/9') return json(SMALL);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => closeAllDialogs());

describe('admin mnexhlMng', () => {
  it('adds a small hall to a big hall from the full-page form: tags with Enter, then its view page', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/admin/mnexhlMng/smnexhlWrite/1' });
    await expect.element(page.getByRole('heading', { level: 1, name: '소주제관 등록: 미래기술관' })).toBeVisible();
    await userEvent.fill(page.getByLabelText('소주제관명'), '우주');
    await userEvent.fill(page.getByLabelText('설명', { exact: true }), '우주를 탐사합니다.');
    await userEvent.click(page.getByLabelText('관련 직무'));
    await userEvent.keyboard('로봇공학자{Enter}');
    await userEvent.fill(page.getByLabelText('주요 활동'), '모형 로켓 만들기');
    await userEvent.upload(page.getByLabelText('이미지', { exact: true }), new File([new Uint8Array([0x89, 0x50])], 'space.png', { type: 'image/png' }));
    await expect.element(page.getByText('space.png 파일을 올렸습니다. 저장하면 반영됩니다.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.element(page.getByText(ADMIN_IMAGE_MESSAGES.altRequired)).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST' && pathOf(c) === '/api/mnexhlMng/smnexhl')).toBe(false);
    await userEvent.fill(page.getByLabelText('이미지 대체 텍스트'), '로켓 그림');
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await confirmSave();

    // the view page's code loads on first use
    await expect.poll(() => router.state.location.pathname, { timeout: 10_000 }).toBe('/admin/mnexhlMng/smnexhlView/9');
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('저장되었습니다.');
    expect(bodyOf(calls.find((c) => c.init.method === 'POST' && pathOf(c) === '/api/mnexhlMng/smnexhl'))).toMatchObject({
      bmnexhlId: 1,
      smnexhlNm: '우주',
      dutyCrs: ['로봇공학자'],
      actvCn: '모형 로켓 만들기',
      imageFileId: 31,
      imageAlt: '로켓 그림',
      sortSeq: 0,
      useYn: 'Y',
    });
    await expect.element(page.getByRole('heading', { level: 2, name: '첨부파일' })).toBeVisible();
    await expect.element(page.getByText('등록된 첨부파일이 없습니다.')).toBeVisible();
  });

  it('deleting a big hall names how many small halls go with it', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/admin/mnexhlMng/bmnexhlView/1' });
    await expect.element(page.getByRole('link', { name: '우주' })).toHaveAttribute('href', '/admin/mnexhlMng/smnexhlView/9');
    await userEvent.click(page.getByRole('button', { name: '삭제' }));
    await expect.poll(() => getDialogs().at(-1)?.message).toBe("'미래기술관' 대주제관과 그 안의 소주제관 2개가 모두 삭제됩니다. 삭제하시겠습니까?");
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(() => router.state.location.pathname).toBe('/admin/mnexhlMng');
    expect(calls.some((c) => c.init.method === 'DELETE' && pathOf(c) === '/api/mnexhlMng/bmnexhl/1')).toBe(true);
  });
});
