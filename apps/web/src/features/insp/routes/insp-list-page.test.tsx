import type { TInspSummary } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { renderWithProviders } from '../../../app/testing/render-with-providers';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { InspListPage } from './insp-list-page';

const summary = (inspId: number, inspName: string, inspNm: string, mine: TInspSummary['mine']): TInspSummary => ({
  inspId,
  inspName,
  inspNm,
  inspExpln: `${inspNm} 설명입니다.`,
  itemCnt: 60,
  durationMin: 15,
  trgtBands: ['MD', 'HI'],
  display: 'hexagon',
  mine,
});

const routes = [{ path: '/crrInsp/crrInsp', element: <InspListPage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/crrInsp/crrInsp', () => {
  it("shows each test's facts and the caller's state: resume with its progress, the latest result and a re-test, or a first start", async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
    stubFetch(() =>
      json({
        list: [
          summary(1, 'riasec', '직업흥미검사', { ingSheetId: 4, answeredCnt: 25, lastCmplAt: null, lastSheetId: null }),
          summary(2, 'bigFive', '성격 탐색 검사', { ingSheetId: null, answeredCnt: 0, lastCmplAt: '2026-03-02T01:00:00.000Z', lastSheetId: 8 }),
          summary(3, 'workValues', '직업가치관검사', { ingSheetId: null, answeredCnt: 0, lastCmplAt: null, lastSheetId: null }),
        ],
      }),
    );
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp' });
    const card = (name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

    await expect.element(card('직업흥미검사').getByText('60문항 중 25문항 응답', { exact: false })).toBeVisible();
    await expect.element(card('직업흥미검사').getByRole('progressbar')).toHaveAttribute('value', '25');
    await expect.element(card('직업흥미검사').getByRole('link', { name: '직업흥미검사 이어서 하기' })).toHaveAttribute('href', '/crrInsp/crrInsp/riasec');
    await expect.element(card('직업흥미검사').getByText('약 15분')).toBeVisible();
    await expect.element(card('직업흥미검사').getByText('중학생, 고등학생')).toBeVisible();

    await expect.element(card('성격 탐색 검사').getByText('2026-03-02에 마침', { exact: false })).toBeVisible();
    await expect
      .element(card('성격 탐색 검사').getByRole('link', { name: '성격 탐색 검사 결과 보기' }))
      .toHaveAttribute('href', '/crrInsp/crrInspRslt?sheetId=8');
    await expect
      .element(card('성격 탐색 검사').getByRole('link', { name: '성격 탐색 검사 다시 검사하기' }))
      .toHaveAttribute('href', '/crrInsp/crrInsp/bigFive');

    expect(
      card('직업가치관검사')
        .getByRole('link')
        .elements()
        .map((a) => a.textContent),
    ).toEqual(['직업가치관검사', '검사하기']);
  });

  it('a guest sees the same cards, each with its start', async () => {
    stubFetch(() => json({ list: [summary(1, 'riasec', '직업흥미검사', null)] }));
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp' });
    await expect.element(page.getByRole('link', { name: '직업흥미검사 검사하기' })).toHaveAttribute('href', '/crrInsp/crrInsp/riasec');
    expect(page.getByRole('progressbar').elements()).toHaveLength(0);
  });
});
