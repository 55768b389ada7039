import { REVW_MESSAGES, type TContsClsfTree, type TContsDetail, type TContsItem, type TRevwListResponse } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TRecordedCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearLoginUser } from '../../../lib/auth-storage';
import { ContsDetailPage } from './conts-detail-page';
import { ContsListPage } from './conts-list-page';

const TREE: TContsClsfTree = {
  groups: [
    {
      clsfCd: 'AREA',
      clsfNm: '진로역량 영역',
      children: [
        { clsfCd: 'AREA01', clsfNm: '자기이해와 사회적 역량 개발' },
        { clsfCd: 'AREA02', clsfNm: '일과 직업세계 이해' },
      ],
    },
    { clsfCd: 'THEME', clsfNm: '주제', children: [{ clsfCd: 'THEME01', clsfNm: '미래 직업' }] },
  ],
};

const item = (contsId: number, contsTtl = `진로 콘텐츠 ${contsId}`): TContsItem => ({
  contsId,
  contsTtl,
  contsKndCd: 'VIDEO',
  contsSmry: `${contsTtl}의 요약입니다.`,
  thmbPath: null,
  thmbAlt: null,
  schlLvls: ['MD01', 'HI01'],
  clsfs: [{ clsfCd: 'AREA02', clsfNm: '일과 직업세계 이해' }],
  pblcDt: '2026-03-02T00:00:00.000Z',
  inqCnt: 12,
  hasVdo: true,
  rtngAvg: 0,
  rtngCnt: 0,
});

const pagination = (currentPage: number, countItem: number, size: number) => {
  const countPage = Math.max(1, Math.ceil(countItem / size));
  return {
    currentPage,
    maxResults: size,
    maxLinks: 10,
    startPage: 1,
    endPage: Math.min(10, countPage),
    countItem,
    countPage,
    previousLinkPage: 0,
    nextLinkPage: countPage > 10 ? 11 : 0,
  };
};

const DETAIL: TContsDetail = {
  ...item(7, '직업 세계 탐험 영상'),
  clsfs: [
    { clsfCd: 'AREA02', clsfNm: '일과 직업세계 이해' },
    { clsfCd: 'THEME01', clsfNm: '미래 직업' },
  ],
  rtngAvg: 4.5,
  rtngCnt: 2,
  contsCn: '<p>본문 <strong>강조</strong></p><script>alert(1)</script>',
  vdoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  vdoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  vdoTrnscr: '안녕하세요.\n오늘은 직업 세계를 탐험합니다.',
  files: [
    {
      fileModuleId: '11111111-1111-4111-8111-111111111111',
      fileNo: 1,
      fileNm: '활동지.hwp',
      fileSz: 2048,
      downloadPath: '/api/common/downloadFile/contents/11111111-1111-4111-8111-111111111111/1',
    },
  ],
  related: [item(8, '미래 직업 카드 활동지')],
};

const NO_REVIEWS: TRevwListResponse = {
  list: [],
  pagination: pagination(1, 0, 10),
  avgRtng: 0,
  revwCnt: 0,
  myRevw: null,
  canWrite: 'N',
  cantWriteRsn: 'LOGIN',
  cantWriteMsg: REVW_MESSAGES.cantWrite.LOGIN,
};

const routes: RouteObject[] = [
  { path: '/infoGd/conts', Component: ContsListPage },
  { path: '/infoGd/conts/:contsId', Component: ContsDetailPage },
];

let calls: TRecordedCall[];
const listCalls = () => calls.filter((c) => c.url.startsWith('/icec/api/conts?')).map((c) => decodeURIComponent(c.url));

beforeEach(() => {
  sessionStorage.clear();
  clearLoginUser();
  ({ calls } = stubFetch((url) => {
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/icec/api/conts/clsfTree') return json(TREE);
    if (parsed.pathname === '/icec/api/conts') {
      const size = Number(parsed.searchParams.get('maxResults'));
      const current = Number(parsed.searchParams.get('currentPage'));
      // 천문대: more matches than the server counts (decision 013: counted up to 1,000)
      const capped = parsed.searchParams.get('q') === '천문대';
      const total = capped ? 1000 : 30;
      const from = (current - 1) * size;
      const list = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => item(from + i + 1));
      return json({ list, pagination: pagination(current, total, size), countCappedYn: capped ? 'Y' : 'N' });
    }
    if (parsed.pathname === '/icec/api/conts/7') return json(DETAIL);
    if (parsed.pathname.startsWith('/api/commonLog/rcmdtn/count/')) return json({ count: 3, rcmdtnYn: 'N' });
    if (parsed.pathname === '/icec/api/revw/CONTS/7') return json(NO_REVIEWS);
    if (parsed.pathname.startsWith('/api/common/downloadFile/'))
      return new Response(new Blob(['x']), { headers: { orgFileNm: encodeURIComponent('활동지.hwp') } });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(async () => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  await page.viewport(414, 896);
});

describe('the contents library (/infoGd/conts)', () => {
  it('lists 10 a page with the count, filters by classification, kind and a two-character word through the address', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/conts' });
    await expect.element(page.getByText('전체 30건')).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: '진로 콘텐츠 1', exact: true })).toBeVisible();
    expect(page.getByRole('heading', { level: 2 }).all()).toHaveLength(10);
    await expect.element(page.getByRole('navigation', { name: '페이지 이동' })).toBeVisible();
    expect(listCalls()).toEqual(['/icec/api/conts?currentPage=1&maxResults=10']);

    // a one-character word is refused beside the field, and nothing is asked
    await page.getByLabelText('검색어').fill('진');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.element(page.getByText('검색어는 두 글자 이상 입력해 주세요.')).toBeVisible();
    await expect.element(page.getByLabelText('검색어')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByLabelText('검색어')).toHaveFocus();
    expect(listCalls()).toHaveLength(1);

    await page.getByText('진로역량 영역').click();
    await page.getByRole('checkbox', { name: '일과 직업세계 이해' }).click();
    await page.getByLabelText('자료 유형').selectOptions('VIDEO');
    await page.getByLabelText('검색어').fill('진로');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => decodeURIComponent(router.state.location.search)).toBe('?q=진로&contsKndCd=VIDEO&clsfCd=AREA02');
    await expect.poll(() => listCalls().at(-1)).toBe('/icec/api/conts?q=진로&contsKndCd=VIDEO&clsfCd=AREA02&currentPage=1&maxResults=10');
    // the form shows the search in force: its group open and counted
    await expect.element(page.getByRole('checkbox', { name: '일과 직업세계 이해' })).toBeChecked();
    await expect.element(page.getByText('1개 선택')).toBeVisible();

    await page.getByRole('button', { name: '2 페이지' }).click();
    await expect.poll(() => listCalls().at(-1)).toBe('/icec/api/conts?q=진로&contsKndCd=VIDEO&clsfCd=AREA02&currentPage=2&maxResults=10');
    await expect.element(page.getByRole('heading', { level: 2, name: '진로 콘텐츠 11', exact: true })).toBeVisible();

    await page.getByRole('button', { name: '초기화' }).click();
    await expect.poll(() => router.state.location.search).toBe('');
    await expect.element(page.getByLabelText('검색어')).toHaveValue('');
  });

  it('a count capped by the server reads as a lower bound (N건 이상)', async () => {
    await renderWithProviders(null, { routes, path: `/infoGd/conts?q=${encodeURIComponent('천문대')}` });
    await expect.element(page.getByText('전체 1000건 이상')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '10 페이지' })).toBeVisible();
  });

  it('shows a card grid of 12 a page; 더 보기 loads the next page and moves to its first card', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/conts?schlLvl=MD01' });
    await expect.element(page.getByText('전체 30건')).toBeVisible();
    await page.getByRole('button', { name: '카드' }).click();
    await expect.poll(() => router.state.location.search).toBe('?schlLvl=MD01&view=card');
    await expect.element(page.getByRole('button', { name: '카드' })).toHaveAttribute('aria-pressed', 'true');
    // the switch stays where it was, and so does the keyboard
    await expect.element(page.getByRole('button', { name: '카드' })).toHaveFocus();
    await expect.element(page.getByRole('heading', { level: 2, name: '진로 콘텐츠 12', exact: true })).toBeVisible();
    expect(listCalls()).toContain('/icec/api/conts?schlLvl=MD01&maxResults=12&currentPage=1');

    await page.getByRole('button', { name: '더 보기' }).click();
    await expect.element(page.getByRole('link', { name: '진로 콘텐츠 13', exact: true })).toHaveFocus();
    expect(listCalls()).toContain('/icec/api/conts?schlLvl=MD01&maxResults=12&currentPage=2');
  });

  it('the card grid loads its next page at the bottom after a 1 s wait (spec §4)', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/conts?view=card' });
    await expect.element(page.getByRole('heading', { level: 2, name: '진로 콘텐츠 12', exact: true })).toBeVisible();
    const bottom = document.querySelector('.scroll-paging-sentinel')!;
    const reached = performance.now();
    bottom.scrollIntoView();
    await expect.element(page.getByRole('heading', { level: 2, name: '진로 콘텐츠 13', exact: true })).toBeInTheDocument();
    const second = calls.find((c) => c.url.includes('currentPage=2'));
    expect(second!.at - reached).toBeGreaterThanOrEqual(950);
  });

  it('fits a 360 px screen without horizontal scrolling', async () => {
    await page.viewport(360, 740);
    await renderWithProviders(null, { routes, path: '/infoGd/conts?clsfCd=AREA01' });
    await expect.element(page.getByText('전체 30건')).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: '자기이해와 사회적 역량 개발' })).toBeChecked();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});

describe('a content (/infoGd/conts/:contsId)', () => {
  it('shows the content: classifications as links, the privacy-enhanced video with its transcript, body, attachments, related contents and the reviews slot', async () => {
    await renderWithProviders(null, { routes, path: '/infoGd/conts/7' });
    await expect.element(page.getByRole('heading', { level: 1, name: '직업 세계 탐험 영상' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '미래 직업 분류의 콘텐츠 보기' })).toHaveAttribute('href', '/infoGd/conts?clsfCd=THEME01');
    await expect.element(page.getByText('5점 만점에 4.5점 (후기 2건)')).toBeVisible();

    const frame = page.getByTitle('직업 세계 탐험 영상 영상');
    await expect.element(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect.element(page.getByText('오늘은 직업 세계를 탐험합니다.', { exact: false })).not.toBeVisible();
    await page.getByText('영상 내용 텍스트로 보기').click();
    await expect.element(page.getByText('오늘은 직업 세계를 탐험합니다.', { exact: false })).toBeVisible();

    await expect.element(page.getByRole('region', { name: '본문' }).getByText('강조')).toBeVisible();
    expect(document.querySelector('.conts-detail script')).toBeNull();

    await page.getByRole('button', { name: '활동지.hwp 내려받기' }).click();
    await expect.poll(() => calls.some((c) => c.url === '/api/common/downloadFile/contents/11111111-1111-4111-8111-111111111111/1')).toBe(true);

    await expect.element(page.getByRole('region', { name: '관련 콘텐츠' }).getByRole('heading', { level: 3, name: '미래 직업 카드 활동지' })).toBeVisible();
    await expect.element(page.getByText('아직 등록된 후기가 없습니다.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^추천/ })).toHaveTextContent('추천 3');
  });

  it('a classification link opens the library filtered by it, from its first page', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/conts' });
    await page.getByRole('button', { name: '3 페이지' }).click();
    await expect.element(page.getByRole('heading', { level: 2, name: '진로 콘텐츠 21', exact: true })).toBeVisible();
    await page.getByRole('link', { name: '진로 콘텐츠 21', exact: true }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/infoGd/conts/21');
    await router.navigate('/infoGd/conts/7');
    await page.getByRole('link', { name: '미래 직업 분류의 콘텐츠 보기' }).click();
    await expect.poll(() => listCalls().at(-1)).toBe('/icec/api/conts?clsfCd=THEME01&currentPage=1&maxResults=10');
    await expect.element(page.getByRole('checkbox', { name: '미래 직업' })).toBeChecked();
  });

  it('목록 returns to the library with the search it was left with', async () => {
    const { router } = await renderWithProviders(null, { routes, path: '/infoGd/conts?q=%EC%A7%84%EB%A1%9C&clsfCd=AREA02' });
    await page.getByRole('link', { name: '진로 콘텐츠 7', exact: true }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/infoGd/conts/7');
    await expect.element(page.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/infoGd/conts?q=%EC%A7%84%EB%A1%9C&clsfCd=AREA02');
  });

  it('a content that is not visible (or no content at all) is the not-found page, without a dialog first', async () => {
    for (const path of ['/infoGd/conts/999', '/infoGd/conts/abc']) {
      const { screen } = await renderWithProviders(null, { routes, path });
      await expect.element(page.getByRole('heading', { level: 1, name: '요청하신 페이지를 찾을 수 없습니다.' })).toBeVisible();
      expect(page.getByRole('alertdialog').query()).toBeNull();
      await screen.unmount();
    }
  });

  it('fits a 360 px screen without horizontal scrolling', async () => {
    await page.viewport(360, 740);
    await renderWithProviders(null, { routes, path: '/infoGd/conts/7' });
    await expect.element(page.getByRole('heading', { level: 1, name: '직업 세계 탐험 영상' })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });
});
