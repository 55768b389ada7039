import type { TInspAdmItem, TInspDefinition } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import { admInspRoutes } from '../insp-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admInspRoutes)];
let calls: TFetchCall[];
let created: TInspAdmItem | null;

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  created = null;
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/api/langDgns' && init.method === 'POST') {
      const { definition, ...meta } = JSON.parse(String(init.body)) as TInspAdmItem & { definition: TInspDefinition };
      created = { ...meta, inspId: 9, sttsCd: 'DRAFT', versions: [], editVer: { verId: 20, verNo: 1, sttsCd: 'DRAFT', definition } };
      return json(created);
    }
    if (path === '/api/langDgns/9' && created) return json(created);
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('a new test (/admin/langDgns/write)', () => {
  it('opens the detail of a scale that lacks its result texts, then creates the test with its first version', async () => {
    await renderWithProviders(null, { routes, path: '/admin/langDgns/write' });
    await expect.element(page.getByRole('heading', { level: 1, name: '진로검사 등록' })).toBeVisible();
    await userEvent.fill(page.getByLabelText('검사명'), '진로 성숙도 검사');
    await userEvent.fill(page.getByLabelText('주소 이름'), 'crrMaturity');
    await userEvent.fill(page.getByLabelText('검사 소개'), '진로를 준비하는 태도를 알아봅니다.');
    await userEvent.fill(page.getByLabelText('검사 안내'), '솔직하게 답해 주세요.');

    await userEvent.click(page.getByRole('button', { name: '척도 추가' }));
    await userEvent.fill(page.getByLabelText('척도 1 번호'), 'PLAN');
    await userEvent.fill(page.getByLabelText('척도 1 이름'), '계획성');
    await userEvent.click(page.getByRole('button', { name: '문항 추가' }));
    await userEvent.fill(page.getByLabelText('문항 1 번호'), 'P1');
    await userEvent.fill(page.getByLabelText('문항 1 기본 문구'), '하루 계획을 세운다.');
    await userEvent.click(page.getByRole('combobox', { name: '문항 1 척도' }));
    await userEvent.click(page.getByTitle('PLAN 계획성'));

    // no result text yet: the save stops and the scale's detail opens on its message
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await expect.element(page.getByLabelText('척도 1 결과 문구(높음)')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '척도 1 설명·결과 문구 접기' })).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(getDialogs()).toHaveLength(0);

    await userEvent.fill(page.getByLabelText('척도 1 결과 문구(높음)'), '계획을 세우고 지키는 힘이 큽니다.');
    await userEvent.click(page.getByRole('button', { name: '저장', exact: true }));
    await confirmSave();
    await expect.element(page.getByRole('heading', { level: 1, name: '진로검사 수정: 진로 성숙도 검사' })).toBeVisible();
    const post = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({
      inspName: 'crrMaturity',
      inspNm: '진로 성숙도 검사',
      durationMin: 15,
      trgtBands: ['EL', 'MD', 'HI'],
      definition: {
        answerScale: { type: 'likert', points: 5 },
        scales: [{ scaleId: 'PLAN', scaleNm: '계획성', texts: [{ level: 'HIGH', text: '계획을 세우고 지키는 힘이 큽니다.' }] }],
        items: [{ itemId: 'P1', text: '하루 계획을 세운다.', scaleId: 'PLAN' }],
      },
    });
  });
});
