import { INSP_MESSAGES, type TInspRslt, type TInspRsltList, type TInspScaleScore } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { InspRsltPage } from './insp-rslt-page';

const NAMES = { R: '현실형', I: '탐구형', A: '예술형', S: '사회형', E: '진취형', C: '관습형' } as const;

const scale = (scaleId: keyof typeof NAMES, pct: number, rank: number): TInspScaleScore => ({
  scaleId,
  scaleNm: NAMES[scaleId],
  raw: pct,
  min: 0,
  max: 100,
  pct,
  pctl: null,
  level: pct >= 70 ? 'HIGH' : pct < 40 ? 'LOW' : 'MID',
  rank,
  text: `${NAMES[scaleId]} 풀이입니다.`,
});

const rsltOf = (sheetId: number, cmplAt: string, pcts: number[], code: string): TInspRslt => ({
  sheetId,
  inspId: 1,
  inspName: 'riasec',
  inspNm: '직업흥미검사',
  verNo: 1,
  band: sheetId === 5 ? 'MD' : 'HI',
  display: 'hexagon',
  cmplAt,
  scores: {
    scales: (['R', 'I', 'A', 'S', 'E', 'C'] as const).map((id, i) => scale(id, pcts[i]!, [...pcts].sort((a, b) => b - a).indexOf(pcts[i]!) + 1)),
    code,
    normApplied: false,
  },
  why: [{ scaleId: 'S', scaleNm: '사회형', items: [{ text: '친구의 고민을 들어 준다.', answer: '매우 그렇다' }] }],
});

const NEW = rsltOf(9, '2026-03-10T01:00:00.000Z', [20, 30, 80, 90, 50, 10], 'SAE');
const OLD = rsltOf(5, '2025-03-10T01:00:00.000Z', [40, 30, 70, 60, 50, 20], 'ASE');
const LIST: TInspRsltList = {
  list: [
    {
      inspId: 1,
      inspName: 'riasec',
      inspNm: '직업흥미검사',
      display: 'hexagon',
      attempts: [NEW, OLD].map((r) => ({ sheetId: r.sheetId, cmplAt: r.cmplAt, band: r.band, code: r.scores.code, verNo: 1 })),
    },
  ],
};

const routes = [{ path: '/crrInsp/crrInspRslt', element: <InspRsltPage /> }];

function stubServer() {
  return stubFetch((url) => {
    if (url === '/icec/api/crrInsp/rslt/list') return json(LIST);
    if (url === '/icec/api/crrInsp/rslt/9') return json(NEW);
    if (url === '/icec/api/crrInsp/rslt/5') return json(OLD);
    return json({ code: 'NOT_FOUND', message: INSP_MESSAGES.rsltNotFound }, 404);
  });
}

const rowsOf = (name: RegExp | string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .elements()
    .slice(1)
    .map((tr) => [...tr.children].map((cell) => cell.textContent));

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/crrInsp/crrInspRslt', () => {
  it('a guest is offered the login, coming back to the same result', async () => {
    stubServer();
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInspRslt?sheetId=9' });
    await expect
      .element(page.getByRole('link', { name: '로그인하고 결과 보기' }))
      .toHaveAttribute('href', '/login?redirectUrl=%2FcrrInsp%2FcrrInspRslt%3FsheetId%3D9');
  });

  describe('a student', () => {
    it('sees every result per test, the latest first, with the comparison of the latest two', async () => {
      setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
      stubServer();
      await renderWithProviders(null, { routes, path: '/crrInsp/crrInspRslt' });
      await expect.element(page.getByRole('heading', { level: 2, name: '직업흥미검사' })).toBeVisible();
      expect(rowsOf('직업흥미검사 검사 기록')).toEqual([
        ['2026-03-10최근', '고등학생', 'SAE', '결과 보기'],
        ['2025-03-10', '중학생', 'ASE', '결과 보기'],
      ]);
      await expect.element(page.getByRole('link', { name: '직업흥미검사 최근 두 결과 비교' })).toHaveAttribute('href', '/crrInsp/crrInspRslt?sheetId=9&cmp=5');
    });

    it('opens a result: the code, the hexagon with its summary, the table of scores, why, the PDF; and compares two attempts', async () => {
      setLoginUser({ userId: 'student2', userNm: '이학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST02', isLogin: 'Y' });
      stubServer();
      const { router } = await renderWithProviders(null, { routes, path: '/crrInsp/crrInspRslt?sheetId=9' });
      await expect.element(page.getByRole('heading', { level: 2, name: '직업흥미검사 결과' })).toBeVisible();
      await expect.element(page.getByText('SAE', { exact: true })).toBeVisible();
      await expect.element(page.getByText('S 사회형')).toBeVisible();
      const chart = page.getByRole('img', { name: /^흥미 유형 육각형 그림: 현실형 20점, 탐구형 30점, 예술형 80점, 사회형 90점/ });
      await expect.element(chart).toBeVisible();
      await expect.poll(() => chart.element().querySelector('svg'), { timeout: 10_000 }).not.toBeNull();
      expect(rowsOf('척도별 점수')).toEqual([
        ['현실형', '20', '낮음'],
        ['탐구형', '30', '낮음'],
        ['예술형', '80', '높음'],
        ['사회형', '90', '높음'],
        ['진취형', '50', '보통'],
        ['관습형', '10', '낮음'],
      ]);
      await expect
        .element(page.getByRole('listitem').filter({ hasText: '친구의 고민을 들어 준다.' }))
        .toHaveTextContent('친구의 고민을 들어 준다. (내 답: 매우 그렇다)');
      await expect.element(page.getByRole('link', { name: 'PDF 내려받기' })).toHaveAttribute('href', '/icec/api/crrInsp/rslt/9/pdf');

      await expect.element(page.getByLabelText('비교할 결과')).toHaveValue('5');
      await page.getByRole('button', { name: '비교하기' }).click();
      await expect.poll(() => router.state.location.search).toBe('?sheetId=9&cmp=5');
      await expect.element(page.getByText('결과: ASE → SAE')).toBeVisible();
      expect(rowsOf('두 결과의 척도별 점수 비교')[0]).toEqual(['현실형', '40 (보통)', '20 (낮음)', '20점 내림']);
      expect(rowsOf('두 결과의 척도별 점수 비교')[3]).toEqual(['사회형', '60 (보통)', '90 (높음)', '30점 오름']);
      await expect.element(page.getByRole('img', { name: /2025-03-10 결과와 2026-03-10 결과 비교/ })).toBeVisible();
    });

    it("another member's result (404) shows the not-found page without a dialog", async () => {
      setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
      stubServer();
      await renderWithProviders(null, { routes, path: '/crrInsp/crrInspRslt?sheetId=77' });
      await expect.element(page.getByRole('heading', { level: 1, name: /찾을 수 없습니다/ })).toBeVisible();
      expect(getDialogs()).toHaveLength(0);
    });
  });
});
