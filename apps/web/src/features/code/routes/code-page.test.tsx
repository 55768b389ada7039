import type { TAdmCodeItem, TCodeReflectStatus } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { selectTreeNode } from '../../../app/testing/select-tree-node';
import { getDialogs } from '../../../components/modal/modal-store';
import { setLoginUser } from '../../../lib/auth-storage';
import { admCodeRoutes } from '../adm-code-routes';

const routes: RouteObject[] = [adminTestRoute(admCodeRoutes)];

const at = '2026-11-01T00:00:00.000Z';
const code = (comCdId: string, comCdNm: string, sortSeq: number, sysYn: 'Y' | 'N' = 'N'): TAdmCodeItem => {
  const dot = comCdId.lastIndexOf('.');
  return {
    comCdId,
    upComCdId: dot < 0 ? null : comCdId.slice(0, dot),
    comCd: comCdId.slice(dot + 1),
    comCdNm,
    cdExpln: null,
    sortSeq,
    useYn: 'Y',
    sysYn,
    registeredBy: 'system',
    registeredAt: at,
    updatedBy: 'system',
    updatedAt: at,
  };
};
const codeList = [
  code('APLY_UNIT', '신청 단위', 1, 'Y'),
  code('APLY_UNIT.SCHL', '학교 단위', 1, 'Y'),
  code('APLY_UNIT.CLS', '학급 단위', 2, 'Y'),
  code('APLY_UNIT.INDVDL', '개인', 3, 'Y'),
  code('TEST', '시험 분류', 2),
  code('TEST.A', '가 코드', 1),
  code('TEST.A.X', '엑스 코드', 1),
];
const status: TCodeReflectStatus = { rflctVer: 3, rflctAt: at, rflctBy: 'admin', pendingYn: 'Y' };

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);
const callsTo = (method: string, path: string) =>
  calls.filter((c) => (c.init.method ?? 'GET') === method && new URL(c.url, window.location.origin).pathname === path);

beforeEach(() => {
  localStorage.clear();
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/api/manageCode/list') return json({ codeList });
    if (path === '/api/manageCode/reflectStatus') return json(status);
    if (path === '/icec/api/manageCode/resetCodeList') return json({ ...status, pendingYn: 'N', result: 'SUCCESS' });
    return json({ result: 'SUCCESS' });
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
});

it('reorders a code with the keyboard buttons and reflects after the confirm (spec §4, §8)', async () => {
  await renderWithProviders(null, { routes, path: '/admin/code' });
  await expect.element(page.getByRole('heading', { name: '분류 관리', level: 1 })).toBeVisible();
  await expect.element(page.getByText('반영하지 않은 변경 있음')).toBeVisible();

  await selectTreeNode('신청 단위');
  await selectTreeNode('학급 단위');
  await userEvent.click(page.getByRole('button', { name: '학급 단위 순서를 위로 이동' }));
  await expect.poll(() => callsTo('POST', '/icec/api/manageCode/changeSortSeq').length).toBe(1);
  expect(JSON.parse(String(callsTo('POST', '/icec/api/manageCode/changeSortSeq')[0]!.init.body))).toEqual({
    upComCdId: 'APLY_UNIT',
    comCdIds: ['APLY_UNIT.CLS', 'APLY_UNIT.SCHL', 'APLY_UNIT.INDVDL'],
  });

  await userEvent.click(page.getByRole('button', { name: '사용자 화면 반영' }));
  await expect.poll(() => lastDialog()?.message).toBe('코드를 사용자 화면에 반영하시겠습니까?');
  lastDialog()!.resolve(true);
  await expect.poll(() => lastDialog()?.message).toBe('정상적으로 처리되었습니다.');
  expect(callsTo('GET', '/icec/api/manageCode/resetCodeList')).toHaveLength(1);
});

it('refuses to delete a system code, and deletes a parent with its children only after the confirm', async () => {
  await renderWithProviders(null, { routes, path: '/admin/code' });
  await selectTreeNode('신청 단위');
  await userEvent.click(page.getByRole('button', { name: '삭제' }));
  await expect.poll(() => lastDialog()?.message).toBe('삭제할 수 없는 코드입니다.');
  lastDialog()!.resolve(true);

  await selectTreeNode('시험 분류');
  await userEvent.click(page.getByRole('button', { name: '삭제' }));
  await expect.poll(() => lastDialog()?.message).toBe('하위 코드가 모두 삭제됩니다. 계속하시겠습니까?');
  lastDialog()!.resolve(true);
  await expect.poll(() => lastDialog()?.message).toBe('삭제되었습니다.');
  const deletes = calls.filter((c) => c.init.method === 'DELETE');
  expect(deletes.map((c) => new URL(c.url, window.location.origin).pathname + new URL(c.url, window.location.origin).search)).toEqual([
    '/api/manageCode/TEST?withChildren=Y',
  ]);
});
