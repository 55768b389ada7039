import type { TCrsMngDetail, TCrsMngItem } from '@portal/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { CrsMngEditPage, CrsMngWritePage } from './crs-mng-form-page';
import { CrsMngListPage } from './crs-mng-list-page';

const AUDIT = { registeredBy: 'admin', registeredAt: '2026-11-01T00:00:00.000Z', updatedBy: 'admin', updatedAt: '2026-11-02T00:00:00.000Z' };
const DETAIL: TCrsMngDetail = {
  crsId: 3,
  crsTtl: '중1 진로 탐색',
  crsSmry: '수업 소개',
  sttsCd: 'DRAFT',
  pblcDt: null,
  schlLvls: ['MD01'],
  sesnCnt: 2,
  ...AUDIT,
  sesns: [
    {
      sesnNo: 1,
      sesnTtl: '첫째 차시',
      sesnObjc: '',
      tchrNote: '',
      conts: [{ contsId: 11, contsTtl: '흥미 검사', contsKndCd: 'WKSHT', sttsCd: 'PBLC', visible: true }],
    },
    {
      sesnNo: 2,
      sesnTtl: '둘째 차시',
      sesnObjc: '',
      tchrNote: '',
      conts: [{ contsId: 12, contsTtl: '직업 영상', contsKndCd: 'VIDEO', sttsCd: 'PBLC', visible: true }],
    },
  ],
};

const routes = [
  adminTestRoute([
    { path: 'contentClasses', Component: CrsMngListPage },
    { path: 'contentClasses/write', Component: CrsMngWritePage },
    { path: 'contentClasses/view/:crsId', Component: CrsMngEditPage },
  ]),
];
const ROWS: TCrsMngItem[] = [
  { crsId: 3, crsTtl: '중1 진로 탐색', sttsCd: 'DRAFT', pblcDt: null, schlLvls: ['MD01'], sesnCnt: 2, ...AUDIT },
  { crsId: 4, crsTtl: '배정된 수업', sttsCd: 'ARCHV', pblcDt: '2026-10-01T00:00:00.000Z', schlLvls: ['MD01'], sesnCnt: 1, ...AUDIT },
];
let calls: TFetchCall[];
let detail: TCrsMngDetail;
const lastDialog = () => getDialogs().at(-1);
const sent = (method: string, url: string) => calls.filter((c) => c.url === url && c.init.method === method);

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  detail = DETAIL;
  ({ calls } = stubFetch((url, init) => {
    if (url === '/api/contentClasses/3' && init.method === 'DELETE') return json({ result: 'SUCCESS' });
    if (url === '/api/contentClasses/4' && init.method === 'DELETE')
      return json({ code: 'CRS_ASSIGNED', message: '학급에 배정된 수업은 삭제할 수 없습니다. 선생님이 배정을 취소한 뒤 삭제해 주세요.' }, 409);
    if (url === '/api/contentClasses/3/stts') return json({ result: 'SUCCESS', crsId: 3 });
    if (url === '/api/contentClasses/3' && init.method === 'PUT') return json({ result: 'SUCCESS', crsId: 3 });
    if (url === '/api/contentClasses/3') return json(detail);
    if (url.startsWith('/api/contentClasses?'))
      return json({ list: ROWS, pagination: { currentPage: 1, maxResults: 10, maxLinks: 10, countItem: ROWS.length, countPage: 1 } });
    if (url.startsWith('/api/contentClasses/contsOptions')) return json({ list: [] });
    return json({ code: 'NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' }, 404);
  }));
});
afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

it('a session moves down with its button, the focus staying on the moved session’s button, and the save sends the new order', async () => {
  await renderWithProviders(null, { routes, path: '/admin/contentClasses/view/3' });
  await expect.element(page.getByRole('heading', { name: '수업 수정' })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: '1차시 아래로' }));
  // the moved session is now the second: its down button is disabled, the focus goes to its up button
  await expect.element(page.getByRole('button', { name: '2차시 위로' })).toHaveFocus();
  await expect.element(page.getByLabelText('차시명').first()).toHaveValue('둘째 차시');
  await userEvent.click(page.getByRole('button', { name: '저장' }));
  await confirmSave();
  await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/contentClasses/3' && c.init.method === 'PUT')).toBe(true));
  const put = calls.find((c) => c.url === '/api/contentClasses/3' && c.init.method === 'PUT')!;
  const body = JSON.parse(String(put.init.body));
  expect(body.sesns.map((s: { sesnTtl: string; contsIds: number[] }) => [s.sesnTtl, s.contsIds])).toEqual([
    ['둘째 차시', [12]],
    ['첫째 차시', [11]],
  ]);
  await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
  lastDialog()!.resolve(true);
});

it('a new class starts with one empty session; sessions are added and removed', async () => {
  await renderWithProviders(null, { routes, path: '/admin/contentClasses/write' });
  await expect.element(page.getByRole('heading', { name: '수업 등록' })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: '차시 추가' }));
  await expect.element(page.getByRole('button', { name: '2차시 삭제' })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: '1차시 삭제' }));
  expect(page.getByRole('button', { name: '2차시 삭제' }).elements()).toHaveLength(0);
  await expect.element(page.getByRole('button', { name: '1차시 삭제' })).toBeVisible();
});

const publish = async (at?: string) => {
  detail = { ...DETAIL, sttsCd: 'REVIEW' };
  await renderWithProviders(null, { routes, path: '/admin/contentClasses/view/3' });
  await page.getByRole('combobox', { name: '바꿀 상태' }).selectOptions('게시');
  await expect.element(page.getByText('비워 두면 바로 게시합니다. 지난 일시도 고를 수 있습니다.')).toBeVisible();
  if (at) {
    await page.getByRole('textbox', { name: '게시 일시' }).fill(at);
    await userEvent.keyboard('{Enter}');
  }
  await page.getByRole('button', { name: '상태 변경' }).click();
  await expect.poll(() => lastDialog()?.message).toBe('수정하시겠습니까?');
  lastDialog()!.resolve(true);
  await expect.poll(() => lastDialog()?.message).toBe('수정되었습니다.');
  lastDialog()!.resolve(true);
  const put = sent('PUT', '/api/contentClasses/3/stts');
  expect(put).toHaveLength(1);
  return JSON.parse(String(put[0]!.init.body)) as { sttsCd: string; pblcDt: string };
};

it('publishes from now when no time is given', async () => {
  const before = Date.now();
  const body = await publish();
  expect(body.sttsCd).toBe('PBLC');
  expect(new Date(body.pblcDt).getTime()).toBeGreaterThanOrEqual(before);
  expect(new Date(body.pblcDt).getTime()).toBeLessThanOrEqual(Date.now());
});

it('publishes at a time chosen in the portal’s date picker, a past one too', async () => {
  expect(await publish('2026-01-05 09:00')).toEqual({ sttsCd: 'PBLC', pblcDt: '2026-01-05T00:00:00.000Z' });
});

it('deletes a class from the list after the common question; the server’s refusal of an assigned class is shown', async () => {
  await renderWithProviders(null, { routes, path: '/admin/contentClasses' });
  await page.getByRole('button', { name: '중1 진로 탐색 삭제' }).click();
  await expect.poll(() => lastDialog()?.message).toBe('중1 진로 탐색\n삭제하시겠습니까?');
  lastDialog()!.resolve(true);
  await expect.poll(() => lastDialog()?.message).toBe('삭제되었습니다.');
  lastDialog()!.resolve(true);
  expect(sent('DELETE', '/api/contentClasses/3')).toHaveLength(1);

  await page.getByRole('button', { name: '배정된 수업 삭제' }).click();
  await expect.poll(() => lastDialog()?.message).toBe('배정된 수업\n삭제하시겠습니까?');
  lastDialog()!.resolve(true);
  await expect.poll(() => lastDialog()?.message).toBe('학급에 배정된 수업은 삭제할 수 없습니다. 선생님이 배정을 취소한 뒤 삭제해 주세요.');
  expect(sent('DELETE', '/api/contentClasses/4')).toHaveLength(1);
});
