import { INSP_MESSAGES, type TInspAdmItem, type TInspDefinition, type TInspStats } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import { admInspRoutes } from '../insp-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admInspRoutes)];

const DEFINITION: TInspDefinition = {
  answerScale: { type: 'likert', points: 3, labels: ['아니다', '보통이다', '그렇다'] },
  scales: [
    { scaleId: 'R', scaleNm: '현실형', texts: [{ level: 'HIGH', text: '손으로 만드는 일을 좋아합니다.' }] },
    { scaleId: 'I', scaleNm: '탐구형', texts: [{ level: 'HIGH', text: '원리를 알아내는 일을 좋아합니다.' }] },
  ],
  items: [
    { itemId: 'R1', text: '기계를 고친다.', bandText: { EL: '고장 난 장난감을 고친다.' }, scaleId: 'R' },
    { itemId: 'R2', text: '가구를 만든다.', scaleId: 'R', reverse: true },
    { itemId: 'I1', text: '실험을 한다.', scaleId: 'I' },
  ],
  scoring: { method: 'sum', levelCuts: [40, 70] },
  // two scales: bars (a hexagon needs one scale of each Holland letter)
  display: 'bars',
};

const ITEM: TInspAdmItem = {
  inspId: 7,
  inspName: 'riasec',
  inspNm: '직업흥미검사',
  inspExpln: '흥미 유형을 알아봅니다.',
  guide: '솔직하게 답해 주세요.',
  srcNote: '',
  durationMin: 20,
  trgtBands: ['EL', 'MD', 'HI'],
  trgtMbrTypes: [],
  sortSeq: 1,
  sttsCd: 'OPEN',
  versions: [{ verId: 11, verNo: 1, sttsCd: 'PUBLISHED', publishedAt: '2026-11-01T00:00:00.000Z', cmplCnt: 40, normAdopted: false }],
  editVer: { verId: 11, verNo: 1, sttsCd: 'PUBLISHED', definition: DEFINITION },
};

const META_OF_ITEM = {
  inspName: 'riasec',
  inspNm: '직업흥미검사',
  inspExpln: '흥미 유형을 알아봅니다.',
  guide: '솔직하게 답해 주세요.',
  srcNote: '',
  durationMin: 20,
  trgtBands: ['EL', 'MD', 'HI'],
  trgtMbrTypes: [],
  sortSeq: 1,
};

const STATS: TInspStats = {
  verId: 11,
  verNo: 1,
  cmplCnt: 40,
  items: [
    { itemId: 'R1', scaleId: 'R', mean: 3.1, itemTotal: 0.45 },
    { itemId: 'R2', scaleId: 'R', mean: 2.4, itemTotal: 0.12 },
    { itemId: 'I1', scaleId: 'I', mean: 3.6, itemTotal: null },
  ],
  scales: [
    { scaleId: 'R', scaleNm: '현실형', itemCnt: 2, mean: 5.5, sd: 1.2, alpha: 0.65 },
    { scaleId: 'I', scaleNm: '탐구형', itemCnt: 1, mean: 3.6, sd: 0.9, alpha: null },
  ],
  norms: [],
  normReady: [{ band: 'MD', genderCd: 'ALL', n: 34 }],
};

let calls: TFetchCall[];
let current: TInspAdmItem;
const lastDialog = () => getDialogs().at(-1);
const answer = async (message: string | RegExp, yes = true) => {
  await expect.poll(() => lastDialog()?.message).toMatch(message);
  lastDialog()!.resolve(yes);
};
const bodyOf = (path: string, method: string) => JSON.parse(String(calls.findLast((c) => c.url.endsWith(path) && c.init.method === method)!.init.body));

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  current = ITEM;
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/api/langDgns/7' && (init.method ?? 'GET') === 'GET') return json(current);
    if (path === '/api/langDgns/7/def' && init.method === 'PUT') {
      const { definition } = JSON.parse(String(init.body)) as { definition: TInspDefinition };
      if (definition.items.some((i) => i.text === '너무 긴 문구')) {
        return json(
          {
            code: 'VALIDATION',
            message: '입력값을 확인해 주세요.',
            data: { fieldErrors: { 'definition.items.1.text': '300자 이하로 입력해 주세요.', definition: INSP_MESSAGES.defInvalid } },
          },
          400,
        );
      }
      current = {
        ...ITEM,
        versions: [...ITEM.versions, { verId: 12, verNo: 2, sttsCd: 'DRAFT', publishedAt: null, cmplCnt: 0, normAdopted: false }],
        editVer: { verId: 12, verNo: 2, sttsCd: 'DRAFT', definition },
      };
      return json(current);
    }
    if (path === '/api/langDgns/7' && init.method === 'PUT') {
      current = { ...current, ...(JSON.parse(String(init.body)) as Partial<TInspAdmItem>) };
      return json(current);
    }
    if (path === '/api/langDgns/7/stts' && init.method === 'POST') {
      current = { ...current, ...(JSON.parse(String(init.body)) as Pick<TInspAdmItem, 'sttsCd'>) };
      return json(current);
    }
    if (path === '/api/langDgns/7/stats') return json(STATS);
    if (path === '/api/langDgns/7/norm') return json({ result: 'SUCCESS' });
    if (path === '/api/langDgns/7/rsltExport' && init.method === 'POST') return new Response(new Blob(['xlsx']), { status: 200 });
    if (path === '/api/langDgns/list') {
      return json({
        list: [
          {
            inspId: 7,
            inspName: 'riasec',
            inspNm: '직업흥미검사',
            sttsCd: 'OPEN',
            pubVerNo: 1,
            hasDraft: false,
            cmplCnt: 40,
            sortSeq: 1,
            updtDt: '2026-11-01T00:00:00.000Z',
          },
        ],
      });
    }
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

async function openTab(name: string) {
  await renderWithProviders(null, { routes, path: '/admin/langDgns/7' });
  await expect.element(page.getByRole('heading', { level: 1, name: '진로검사 수정: 직업흥미검사' })).toBeVisible();
  await userEvent.click(page.getByRole('tab', { name }));
}

describe('the test bank (/admin/langDgns)', () => {
  it('lists the tests with their state, published version, draft and completions', async () => {
    await renderWithProviders(null, { routes, path: '/admin/langDgns' });
    await expect.element(page.getByRole('heading', { level: 1, name: '검사 문항 관리' })).toBeVisible();
    const row = page
      .getByRole('table', { name: /진로검사 목록/ })
      .getByRole('row')
      .filter({ hasText: '직업흥미검사' });
    for (const cell of ['진행', '제1판', '없음', '40']) await expect.element(row.getByText(cell, { exact: true })).toBeVisible();
    await expect.element(row.getByRole('button', { name: '직업흥미검사 수정' })).toBeVisible();
  });

  it('adds and removes items, and shows the contract problems while the definition is edited', async () => {
    await openTab('문항·척도 구성');
    await expect.element(page.getByText('문항 3개')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '문항 추가' }));
    await expect.element(page.getByText('문항 4개')).toBeVisible();
    await userEvent.fill(page.getByLabelText('문항 4 번호'), 'R1');
    await expect.element(page.getByText(INSP_MESSAGES.itemDup('R1'))).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '문항 4 삭제' }));
    await expect.element(page.getByText('문항 3개')).toBeVisible();
    await expect.element(page.getByText(INSP_MESSAGES.itemDup('R1'))).not.toBeInTheDocument();

    // the only item of scale I removed: the scale has no items
    await userEvent.click(page.getByRole('button', { name: '문항 3 삭제' }));
    await expect.element(page.getByText(INSP_MESSAGES.scaleEmpty('I'))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '구성 저장' }));
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('moves an item and saves over the published version as a new draft version, then offers to publish it', async () => {
    await openTab('문항·척도 구성');
    await userEvent.click(page.getByRole('button', { name: '문항 2 위로' }));
    await expect.element(page.getByLabelText('문항 1 번호')).toHaveValue('R2');
    await userEvent.fill(page.getByLabelText('문항 2 기본 문구'), '자동차 엔진을 고친다.');
    await userEvent.click(page.getByRole('button', { name: '구성 저장' }));
    await answer(/게시된 제1판은 그대로 두고.*\n저장하시겠습니까\?/);
    await answer('새 판(제2판)을 작성 중으로 저장했습니다. 게시해야 학생에게 제공됩니다.');
    const { definition } = bodyOf('/api/langDgns/7/def', 'PUT') as { definition: TInspDefinition };
    expect(definition.items.map((i) => [i.itemId, i.text, i.reverse])).toEqual([
      ['R2', '가구를 만든다.', true],
      ['R1', '자동차 엔진을 고친다.', undefined],
      ['I1', '실험을 한다.', undefined],
    ]);
    expect(definition.items[1]!.bandText).toEqual({ EL: '고장 난 장난감을 고친다.' });
    expect(definition.scales[0]!.texts).toEqual([{ level: 'HIGH', text: '손으로 만드는 일을 좋아합니다.' }]);
    await expect.element(page.getByRole('button', { name: '게시' })).toBeVisible();
  });

  it("shows the server's field errors under their fields and the whole-definition ones in the list", async () => {
    await openTab('문항·척도 구성');
    await userEvent.fill(page.getByLabelText('문항 2 기본 문구'), '너무 긴 문구');
    await userEvent.click(page.getByRole('button', { name: '구성 저장' }));
    await answer(/저장하시겠습니까\?/);
    await answer('입력값을 확인해 주세요.');
    await expect.element(page.getByLabelText('문항 2 기본 문구')).toHaveAccessibleDescription('300자 이하로 입력해 주세요.');
    await expect.element(page.getByText(INSP_MESSAGES.defInvalid)).toBeVisible();
  });

  it('checks the basic information with the contract and saves it after the question', async () => {
    await openTab('기본 정보');
    await userEvent.fill(page.getByLabelText('주소 이름'), '1riasec');
    await userEvent.fill(page.getByLabelText('검사명'), '직업흥미검사(개정)');
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await expect.element(page.getByLabelText('주소 이름')).toHaveAccessibleDescription(INSP_MESSAGES.inspName);
    expect(getDialogs()).toHaveLength(0);
    await userEvent.fill(page.getByLabelText('주소 이름'), 'riasec');
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await answer('저장하시겠습니까?');
    await answer('저장되었습니다.');
    expect(bodyOf('/api/langDgns/7', 'PUT')).toEqual({ ...META_OF_ITEM, inspNm: '직업흥미검사(개정)' });
  });

  it('closes the test and opens it again, each after the question', async () => {
    await openTab('기본 정보');
    await userEvent.click(page.getByRole('button', { name: '검사 종료' }));
    await answer('직업흥미검사을(를) 종료하시겠습니까?\n학생은 더 이상 검사를 받을 수 없고, 받은 결과는 남습니다.');
    await answer('검사를 종료했습니다.');
    expect(bodyOf('/api/langDgns/7/stts', 'POST')).toEqual({ sttsCd: 'CLOSED' });
    await userEvent.click(page.getByRole('button', { name: '다시 진행' }));
    await answer('직업흥미검사을(를) 다시 진행하시겠습니까?');
    await answer('검사를 다시 진행합니다.');
    expect(bodyOf('/api/langDgns/7/stts', 'POST')).toEqual({ sttsCd: 'OPEN' });
    await expect.element(page.getByRole('button', { name: '검사 종료' })).toBeVisible();
  });

  it('previews the items in the chosen band’s wording with their answer choices', async () => {
    await openTab('미리보기');
    const list = page.getByRole('list').filter({ hasText: '실험을 한다.' });
    await expect.element(list.getByText('고장 난 장난감을 고친다.')).toBeVisible();
    await expect.element(list.getByRole('radiogroup', { name: '1번 응답' }).getByRole('radio', { name: '보통이다' })).toBeDisabled();
    await userEvent.click(page.getByRole('radiogroup', { name: '학교급' }).getByText('고등학생'));
    await expect.element(list.getByText('기계를 고친다.')).toBeVisible();
    await expect.element(list.getByText('고장 난 장난감을 고친다.')).not.toBeInTheDocument();
  });

  it('shows the psychometrics with the weak alpha and item flagged, and adopts the norms after the question', async () => {
    await openTab('문항 분석');
    await expect.element(page.getByText('완료 응답 40건')).toBeVisible();
    const scaleRow = page
      .getByRole('table', { name: /척도별 문항 수/ })
      .getByRole('row')
      .filter({ hasText: '현실형' });
    await expect.element(scaleRow.getByText('0.65')).toBeVisible();
    await expect.element(scaleRow.getByText('0.7 미만')).toBeVisible();
    const itemRow = page
      .getByRole('table', { name: /문항별 평균/ })
      .getByRole('row')
      .filter({ hasText: 'R2' });
    await expect.element(itemRow.getByText('0.12')).toBeVisible();
    await expect.element(itemRow.getByText('0.2 미만')).toBeVisible();
    await expect
      .element(
        page
          .getByRole('table', { name: /문항별 평균/ })
          .getByRole('row')
          .filter({ hasText: 'R1' })
          .getByText('0.2 미만'),
      )
      .not.toBeInTheDocument();
    await expect.element(page.getByText('규준을 만들 수 있는 집단: 중학생 전체(34)')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '규준 적용' }));
    await answer(/제1판의 응답으로 규준을 만들어 적용하시겠습니까\?\n학교급별 완료 응답이 30건 이상/);
    await answer('규준을 적용했습니다.');
    expect(bodyOf('/api/langDgns/7/norm', 'POST')).toEqual({ verId: 11 });
  });

  it("exports the selected version's results after asking the reason", async () => {
    await openTab('문항 분석');
    await expect.element(page.getByText('완료 응답 40건')).toBeVisible();
    const exports = () => calls.filter((c) => c.url.endsWith('/api/langDgns/7/rsltExport'));
    await userEvent.click(page.getByRole('button', { name: '엑셀 내려받기' }));
    const dialog = page.getByRole('dialog', { name: '제1판 검사 결과 내려받기' });
    await expect.element(dialog.getByText(/응시자의 아이디·이름·성별과 함께/)).toBeVisible();
    // the dialog has finished opening when it focuses the reason (afterOpenChange); a click before may miss its moving button
    await expect.element(dialog.getByRole('textbox', { name: /내려받기 사유/ })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: '내려받기' }));
    await expect.element(dialog.getByText('내려받기 사유를 입력해 주세요.')).toBeVisible();
    expect(exports()).toHaveLength(0);
    await userEvent.fill(dialog.getByLabelText('내려받기 사유'), '진로 상담 자료 준비');
    await userEvent.click(dialog.getByRole('button', { name: '내려받기' }));
    await expect.poll(() => exports()).toHaveLength(1);
    expect(bodyOf('/api/langDgns/7/rsltExport', 'POST')).toEqual({ verId: 11, reason: '진로 상담 자료 준비' });
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
