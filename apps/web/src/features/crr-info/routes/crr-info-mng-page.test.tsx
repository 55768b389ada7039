import { computePagination, CRR_INFO_MESSAGES, type TJobItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { admCrrInfoRoutes } from '../crr-info-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admCrrInfoRoutes)];

const JOB: TJobItem = {
  jobCd: 'J0042',
  jobNm: '간호사',
  aliases: [],
  jobFmlyCd: 'HLT',
  hollandCd: 'SIR',
  valueCds: ['SRVC'],
  jobExpln: '환자를 돌봅니다.',
  workCn: '병원에서 일합니다.',
  prepCn: '간호학과를 졸업합니다.',
  majors: ['간호학과'],
  certs: ['간호사 면허'],
  sbjcts: ['과학'],
  relJobCds: ['J0043'],
  srcNote: '교육원 작성',
  sortSeq: 0,
  useYn: 'Y',
  registeredBy: 'system',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'system',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const code = (group: string, comCd: string, comCdNm: string) => ({ comCdId: `${group}.${comCd}`, upComCdId: group, comCd, comCdNm, cdExpln: null, sortSeq: 1 });

let calls: TFetchCall[];
const lastDialog = () => getDialogs().at(-1);

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, window.location.origin);
    if (pathname === '/icec/api/manageCode/list')
      return json({ codeList: searchParams.get('upComCdId') === 'JOB_FMLY' ? [code('JOB_FMLY', 'HLT', '보건·의료')] : [code('WORK_VALUE', 'SRVC', '봉사')] });
    if (pathname === '/api/crrInfoMng/list') return json({ list: [JOB], pagination: computePagination(1, 1) });
    if (pathname === '/api/crrInfoMng/J0042' && init.method === 'PUT') return json({ ...JOB, ...JSON.parse(String(init.body)) });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('jobs (/admin/crrInfoMng)', () => {
  it('lists jobs with their family and edits one: the code stays, the Holland code is checked in the form', async () => {
    await renderWithProviders(null, { routes, path: '/admin/crrInfoMng' });
    await expect.element(page.getByRole('heading', { level: 1, name: '직업 정보 관리' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '보건·의료' })).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '간호사 수정' }));
    const dialog = page.getByRole('dialog', { name: '직업 수정' });
    await expect.element(dialog.getByLabelText('직업 코드', { exact: true })).toBeDisabled();
    await userEvent.fill(dialog.getByLabelText('흥미 유형'), 'SS');
    await userEvent.click(dialog.getByLabelText('직업명', { exact: true }));
    await expect.element(dialog.getByText(CRR_INFO_MESSAGES.hollandCd)).toBeVisible();
    await userEvent.fill(dialog.getByLabelText('흥미 유형'), 'SI');
    await userEvent.fill(dialog.getByLabelText('직업명', { exact: true }), '전문 간호사');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(put!.init.body))).toMatchObject({
      jobCd: 'J0042',
      jobNm: '전문 간호사',
      hollandCd: 'SI',
      majors: ['간호학과'],
      relJobCds: ['J0043'],
      valueCds: ['SRVC'],
    });
  });
});
