import type { TAtchFile, TMnexhlBmnexhl, TMnexhlSmnexhl } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PublicLayout } from '../../../app/layouts/public-layout';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { MENU_FIXTURE, SITE_INFO_FIXTURE } from '../../../app/testing/menu-fixtures';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { mnexhlRoutes } from '../mnexhl-routes';

const HALL: TMnexhlBmnexhl = {
  bmnexhlId: 1,
  bmnexhlNm: '미래기술관',
  bmnexhlExpln: '첫 문단\n\n<b>둘째</b> 문단',
  flrNm: '2층',
  plcNm: '201호',
  imagePath: '/api/common/displayImage?imagePath=bmnexhlImage%2F11111111-1111-4111-8111-111111111111%2F1',
  imageAlt: '미래기술관 그림',
  linkUrl: 'https://www.career.go.kr',
  smnexhlList: [
    { smnexhlNo: 1, smnexhlNm: '인공지능', smnexhlExpln: null, dutyCrs: ['데이터 과학자'], imagePath: null, imageAlt: null },
    { smnexhlNo: 2, smnexhlNm: '로봇', smnexhlExpln: null, dutyCrs: [], imagePath: null, imageAlt: null },
  ],
};

const SMALL: TMnexhlSmnexhl = {
  bmnexhlId: 1,
  bmnexhlNm: '미래기술관',
  smnexhlNo: 2,
  smnexhlNm: '로봇',
  smnexhlExpln: '로봇을 움직여 봅니다.',
  dutyCrs: ['로봇공학자', '메카트로닉스 기술자'],
  actvCn: '로봇 조립하기\n\n코딩 미션',
  imagePath: null,
  imageAlt: null,
  linkUrl: null,
  siblings: [
    { smnexhlNo: 1, smnexhlNm: '인공지능' },
    { smnexhlNo: 2, smnexhlNm: '로봇' },
  ],
  files: [],
};

const GROUP = '0b7c2a4e-3f1d-4c5b-9a8e-6d2f1e0c9b7a';
const FILE: TAtchFile = {
  fileId: 31,
  fileModuleId: GROUP,
  fileNo: 1,
  seqType: 'bmnexhl',
  orgFileNm: '미래기술관 안내.pdf',
  fileSz: 2_621_440,
  fileExtn: 'pdf',
  regUserId: 'admin',
  regDt: '2026-11-01T01:02:03.000Z',
  downloadPath: `/api/common/downloadFile/bmnexhl/${GROUP}/1`,
  imagePath: null,
};

const routes = [{ Component: PublicLayout, children: mnexhlRoutes }];

function stubApi() {
  return stubFetch((url) => {
    if (url === FILE.downloadPath) return new Response(new Blob(['%PDF']), { headers: { orgFileNm: encodeURIComponent(FILE.orgFileNm) } });
    if (url.startsWith('/icec/api/menu/list')) return json({ userMenuList: MENU_FIXTURE });
    if (url.startsWith('/icec/api/site/info')) return json(SITE_INFO_FIXTURE);
    if (url === '/icec/api/mnexhl/bmnexhl/1') return json({ ...HALL, files: [FILE] });
    if (url === '/icec/api/mnexhl/bmnexhl/list') return json({ list: [HALL] });
    if (url === '/icec/api/mnexhl/smnexhl/1/2') return json(SMALL);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  });
}

const crumbs = () =>
  page
    .getByRole('navigation', { name: '현재 경로' })
    .getByRole('listitem')
    .elements()
    .map((li) => li.textContent);

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
});

describe('public hall pages', () => {
  it('a big hall: its name as the heading, the text as text, its small halls linking by number', async () => {
    stubApi();
    await renderWithProviders(null, { routes, path: '/eduIntdcn/bmnexhlIntdcnView/1' });
    await expect.element(page.getByRole('heading', { level: 1, name: '미래기술관' })).toBeVisible();
    // under 주제관 소개 (not in this menu fixture: the route's own name), ending with the hall
    expect(crumbs()).toEqual(['홈', '대주제관 소개', '미래기술관']);
    await expect.poll(() => document.title).toBe(`미래기술관 | 대주제관 소개 | ${SITE_INFO_FIXTURE.siteNm}`);
    await expect.element(page.getByRole('img', { name: '미래기술관 그림' })).toBeVisible();
    expect(document.querySelector('.mnexhl-text b')).toBeNull();
    await expect
      .element(page.getByRole('link', { name: '로봇' }))
      .toHaveAttribute('href', `/eduIntdcn/smnexhlIntdcnView/1/${encodeURIComponent('미래기술관')}/2`);
    await expect.element(page.getByRole('link', { name: /관련 누리집/ })).toHaveAttribute('target', '_blank');
  });

  it("a hall's attachments: name, size and a download of the file by its database path", async () => {
    const { calls } = stubApi();
    await renderWithProviders(null, { routes, path: '/eduIntdcn/bmnexhlIntdcnView/1' });
    const files = page.getByRole('region', { name: '첨부파일' });
    await expect.element(files.getByText('미래기술관 안내.pdf')).toBeVisible();
    await expect.element(files.getByText('2.5 MB')).toBeVisible();
    await files.getByRole('button', { name: '미래기술관 안내.pdf 내려받기' }).click();
    await expect.poll(() => calls.filter((c: TFetchCall) => c.url === FILE.downloadPath)).toHaveLength(1);
  });

  it('a small hall under an old name moves to the canonical path; duties, activities and its neighbours', async () => {
    stubApi();
    const { router } = await renderWithProviders(null, { routes, path: `/eduIntdcn/smnexhlIntdcnView/1/${encodeURIComponent('옛 이름')}/2` });
    await expect.element(page.getByRole('heading', { level: 1, name: '로봇' })).toBeVisible();
    await expect.poll(() => decodeURIComponent(router.state.location.pathname)).toBe('/eduIntdcn/smnexhlIntdcnView/1/미래기술관/2');
    expect(crumbs()).toEqual(['홈', '소주제관 소개', '로봇']);
    await expect.element(page.getByRole('list', { name: '관련 직무' })).toHaveTextContent('로봇공학자메카트로닉스 기술자');
    expect([...document.querySelectorAll('.mnexhl-activities li')].map((li) => li.textContent)).toEqual(['로봇 조립하기', '코딩 미션']);
    const others = page.getByRole('navigation', { name: '미래기술관의 다른 소주제관' });
    await expect.element(others.getByRole('link', { name: '인공지능' })).toBeVisible();
    await expect.element(others.getByText('로봇')).toHaveAttribute('aria-current', 'page');
    // no attachments, no empty section
    expect(page.getByRole('heading', { name: '첨부파일' }).elements()).toHaveLength(0);
  });

  it.each(['/eduIntdcn/bmnexhlIntdcnView/7', '/eduIntdcn/bmnexhlIntdcnView/x', '/eduIntdcn/smnexhlIntdcnView/1/미래기술관/9'])(
    'a hall that is off or unknown (%s) is the not-found page, without a dialog first',
    async (path) => {
      stubApi();
      await renderWithProviders(null, { routes, path });
      await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
      expect(page.getByRole('alertdialog').query()).toBeNull();
      expect(page.getByRole('navigation', { name: '현재 경로' }).query()).toBeNull();
      await expect.poll(() => document.title).toBe(`페이지를 찾을 수 없습니다 | ${SITE_INFO_FIXTURE.siteNm}`);
    },
  );

  it('the fusion activity guide lists each big hall with its small halls and their duties', async () => {
    stubApi();
    await renderWithProviders(null, { routes, path: '/infoGd/crrFusionActvMnexhl' });
    await expect.element(page.getByRole('heading', { level: 2, name: /미래기술관/ })).toBeVisible();
    expect(crumbs()).toEqual(['홈', '주제관 안내']);
    await expect.element(page.getByRole('heading', { level: 3, name: '인공지능' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: '인공지능 관련 직무' })).toHaveTextContent('데이터 과학자');
    await expect.element(page.getByRole('link', { name: '미래기술관 소개 보기' })).toHaveAttribute('href', '/eduIntdcn/bmnexhlIntdcnView/1');
  });
});
