import type { TSrvyOpenItem } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { renderWithProviders } from '../../../app/testing/render-with-providers';
import { SrvyListPage } from './srvy-list-page';

const ITEM: TSrvyOpenItem = {
  srvyId: 3,
  srvyTtl: '2026 진로교육 만족도 설문',
  srvyExpln: null,
  bgngDt: '2026-05-01 09:00',
  endDt: '2026-05-31 18:00',
  trgtSeCd: 'MBR',
  trgtMbrTypes: ['ST01', 'ST02'],
  trgtSchlTypes: [],
  anonYn: 'Y',
  pointTypeCd: null,
  qstnCnt: 5,
  answered: false,
  hasDraft: true,
};

const routes = [{ path: '/srvy/list', element: <SrvyListPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/srvy/list', () => {
  it('shows the open surveys as cards with their real target and the caller’s state', async () => {
    stubFetch((url) =>
      url.startsWith('/icec/api/srvy/list')
        ? json({ list: [ITEM], pagination: { currentPage: 1, maxResults: 10, countItem: 1, countPage: 1 } })
        : json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404),
    );
    await renderWithProviders(null, { routes, path: '/srvy/list' });
    await expect.element(page.getByText('총 1건')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: ITEM.srvyTtl });
    await expect.element(card.getByText('학생(초·중학생), 학생(고등학생)')).toBeVisible();
    await expect.element(card.getByRole('link', { name: `${ITEM.srvyTtl} 이어서 하기` })).toBeVisible();
  });
});
