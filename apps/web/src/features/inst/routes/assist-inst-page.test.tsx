import { computePagination, type TAssistInstItem } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { setLoginUser } from '../../../lib/auth-storage';
import { admInstRoutes } from '../inst-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admInstRoutes)];

const SAVED = '/api/common/displayImage?imagePath=assistInst%2F11111111-1111-4111-8111-111111111111%2F1';
const NEW = '/api/common/displayImage?imagePath=assistInst%2F22222222-2222-4222-8222-222222222222%2F1';
const TYPES = [{ comCdId: 'INST_TYPE.CRR_CNTR', upComCdId: 'INST_TYPE', comCd: 'CRR_CNTR', comCdNm: '진로체험지원센터', cdExpln: null, sortSeq: 1 }];
const CENTER: TAssistInstItem = {
  assistInstId: 1,
  instNm: '진로체험지원센터',
  instTypeCd: 'CRR_CNTR',
  picNm: null,
  telno: null,
  email: null,
  cntctOpenYn: 'N',
  hmpgUrl: null,
  addr: null,
  logoFileId: 5,
  logoPath: SAVED,
  logoAlt: '체험지원센터 로고',
  instExpln: null,
  sortSeq: 1,
  useYn: 'Y',
  registeredBy: 'system',
  registeredAt: '2026-11-01T00:00:00.000Z',
  updatedBy: 'system',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let calls: TFetchCall[];
const bodyOf = (method: string) => JSON.parse(String(calls.find((c) => c.init.method === method)!.init.body)) as Record<string, unknown>;

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/icec/api/manageCode/list') return json({ codeList: TYPES });
    // the realm's prefix (spec §6) follows the stored login: /api for the administrator
    if (path.endsWith('/api/assistInst/list')) return json({ list: [CENTER], pagination: computePagination(1, 1) });
    if (path === '/api/common/fileUpload') {
      return json({
        fileId: 22,
        fileModuleId: '22222222-2222-4222-8222-222222222222',
        fileNo: 1,
        seqType: 'assistInst',
        orgFileNm: 'logo.png',
        fileSz: 4,
        fileExtn: 'png',
        regUserId: 'admin',
        regDt: '2026-11-26T00:00:00.000Z',
        downloadPath: '/x',
        imagePath: NEW,
      });
    }
    if (path.startsWith('/api/assistInst') && (init.method === 'POST' || init.method === 'PUT')) return json(CENTER);
    return json({ result: 'SUCCESS' });
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('/admin/assistInst', () => {
  it('shows the saved logo with its alt text in the form and replaces it with an upload', async () => {
    await renderWithProviders(null, { routes, path: '/admin/assistInst' });
    await userEvent.click(page.getByRole('button', { name: /수정/ }).first());
    const dialog = page.getByRole('dialog', { name: '협력 기관 수정' });
    await expect.element(dialog.getByRole('img', { name: '체험지원센터 로고' })).toHaveAttribute('src', SAVED);
    expect(dialog.getByText(/이미지 경로/).elements()).toHaveLength(0);

    await userEvent.upload(dialog.getByLabelText('로고 이미지', { exact: true }), png());
    await expect.element(dialog.getByRole('status')).toHaveTextContent('logo.png 파일을 올렸습니다. 저장하면 반영됩니다.');
    await userEvent.fill(dialog.getByLabelText('로고 대체 텍스트'), '새 로고');
    await expect.element(dialog.getByRole('img', { name: '새 로고' })).toHaveAttribute('src', NEW);
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('저장되었습니다.');
    expect(bodyOf('PUT')).toMatchObject({ instNm: '진로체험지원센터', logoFileId: 22, logoAlt: '새 로고' });
  });

  it('asks for the alt text of an uploaded logo before saving a new institution', async () => {
    await renderWithProviders(null, { routes, path: '/admin/assistInst' });
    await userEvent.click(page.getByRole('button', { name: '협력 기관 등록' }));
    const dialog = page.getByRole('dialog', { name: '협력 기관 등록' });
    await userEvent.fill(dialog.getByLabelText('기관명'), '새 기관');
    await userEvent.click(dialog.getByLabelText('기관 유형'));
    await userEvent.click(page.getByTitle('진로체험지원센터').last());
    await userEvent.upload(dialog.getByLabelText('로고 이미지', { exact: true }), png());
    await expect.element(dialog.getByRole('status')).toHaveTextContent('logo.png 파일을 올렸습니다. 저장하면 반영됩니다.');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await expect.element(dialog.getByText('이미지를 올리면 대체 텍스트를 입력해야 합니다.')).toBeVisible();
    expect(calls.some((c) => c.init.method === 'POST' && c.url.startsWith('/api/assistInst'))).toBe(false);

    await userEvent.fill(dialog.getByLabelText('로고 대체 텍스트'), '새 기관 로고');
    await userEvent.click(dialog.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => calls.some((c) => c.init.method === 'POST' && new URL(c.url, window.location.origin).pathname === '/api/assistInst')).toBe(true);
    const post = calls.find((c) => c.init.method === 'POST' && new URL(c.url, window.location.origin).pathname === '/api/assistInst');
    expect(JSON.parse(String(post!.init.body))).toMatchObject({ instNm: '새 기관', instTypeCd: 'CRR_CNTR', logoFileId: 22, logoAlt: '새 기관 로고' });
  });
});
