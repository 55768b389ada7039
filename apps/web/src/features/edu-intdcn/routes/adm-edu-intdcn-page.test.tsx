import type { TIntdcnPageAdm } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { confirmSave, closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { admEduIntdcnRoutes } from '../edu-intdcn-adm-routes';

const routes: RouteObject[] = [adminTestRoute(admEduIntdcnRoutes)];

const AT = '2026-11-01T00:00:00.000Z';
const MAP = '/api/common/displayImage?imagePath=intdcnPage%2F11111111-1111-4111-8111-111111111111%2F1';
const NEW = '/api/common/displayImage?imagePath=intdcnPage%2F22222222-2222-4222-8222-222222222222%2F1';
const PAGES: Record<string, TIntdcnPageAdm> = {
  GRTS: {
    pageCd: 'GRTS',
    title: '인사말 제목',
    cn: '본문',
    imageFileId: null,
    imagePath: null,
    imageAlt: null,
    extra: { sgntr: '원장' },
    updatedAt: AT,
    updatedBy: 'admin',
  },
  CRR_MAP: {
    pageCd: 'CRR_MAP',
    title: '오시는 길',
    cn: '',
    imageFileId: 7,
    imagePath: MAP,
    imageAlt: '약도',
    extra: { addr: '꿈나래로 1' },
    updatedAt: AT,
    updatedBy: 'admin',
  },
  FLR_INFO: {
    pageCd: 'FLR_INFO',
    title: '층별',
    cn: '',
    imageFileId: null,
    imagePath: null,
    imageAlt: null,
    extra: { floors: [{ flrNm: '1층', expln: '안내' }] },
    updatedAt: AT,
    updatedBy: 'admin',
  },
};

let calls: TFetchCall[];
let refuse: Record<string, string> | undefined;
const puts = () => calls.filter((c) => c.init.method === 'PUT').map((c) => JSON.parse(String(c.init.body)) as Record<string, unknown>);

beforeEach(() => {
  refuse = undefined;
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/api/common/fileUpload') {
      return json({
        fileId: 22,
        fileModuleId: '22222222-2222-4222-8222-222222222222',
        fileNo: 1,
        seqType: 'intdcnPage',
        orgFileNm: 'map.png',
        fileSz: 4,
        fileExtn: 'png',
        regUserId: 'admin',
        regDt: AT,
        downloadPath: '/x',
        imagePath: NEW,
      });
    }
    const pageCd = /eduIntdcnMng\/(\w+)$/.exec(path)?.[1] ?? '';
    if (init.method === 'PUT') {
      if (refuse) return json({ code: 'VALIDATION', message: '입력값을 확인해 주세요.', data: { fieldErrors: refuse } }, 400);
      return json({ ...PAGES[pageCd], ...(JSON.parse(String(init.body)) as object), updatedAt: '2026-11-02T00:00:00.000Z' });
    }
    return PAGES[pageCd] ? json(PAGES[pageCd]) : json({ code: 'NOT_FOUND', message: '없음' }, 404);
  }));
});

afterEach(() => closeAllDialogs());

describe('admin eduIntdcnMng', () => {
  it('edits the greetings and saves the page with its own fields', async () => {
    await renderWithProviders(null, { routes, path: '/admin/eduIntdcnMng' });
    await expect.element(page.getByLabelText('본문')).toHaveValue('본문');
    await userEvent.fill(page.getByLabelText('본문'), '새 인사말\n\n둘째 문단');
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('저장되었습니다.');
    expect(puts()[0]).toMatchObject({ pageCd: 'GRTS', title: '인사말 제목', cn: '새 인사말\n\n둘째 문단', extra: { sgntr: '원장' } });
  });

  it("shows the server's nested field errors under their fields (extra.addr)", async () => {
    refuse = { 'extra.addr': '필수 입력 항목입니다.' };
    await renderWithProviders(null, { routes, path: '/admin/eduIntdcnMng?pageCd=CRR_MAP' });
    await expect.element(page.getByLabelText('주소')).toHaveValue('꿈나래로 1');
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('입력값을 확인해 주세요.');
    closeAllDialogs();
    await expect.element(page.getByLabelText('주소')).toHaveAccessibleDescription(/필수 입력 항목입니다/);
  });

  it('shows the saved map with its alt text, replaces it with an uploaded image and asks for its alt text', async () => {
    await renderWithProviders(null, { routes, path: '/admin/eduIntdcnMng?pageCd=CRR_MAP' });
    await expect.element(page.getByRole('img', { name: '약도' })).toHaveAttribute('src', MAP);
    expect(page.getByText(/이미지 경로|imagePath/).elements()).toHaveLength(0);

    await userEvent.upload(
      page.getByLabelText('약도 이미지', { exact: true }),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'map.png', { type: 'image/png' }),
    );
    await expect.element(page.getByRole('status').filter({ hasText: 'map.png' })).toHaveTextContent('map.png 파일을 올렸습니다. 저장하면 반영됩니다.');
    await userEvent.clear(page.getByLabelText('이미지 대체 텍스트'));
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.element(page.getByText('이미지를 올리면 대체 텍스트를 입력해야 합니다.')).toBeVisible();
    expect(puts()).toEqual([]);

    await userEvent.fill(page.getByLabelText('이미지 대체 텍스트'), '새 약도');
    await expect.element(page.getByRole('img', { name: '새 약도' })).toHaveAttribute('src', NEW);
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => puts().length).toBe(1);
    expect(puts()[0]).toMatchObject({ pageCd: 'CRR_MAP', imageFileId: 22, imageAlt: '새 약도' });
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('저장되었습니다.');
  });

  it('adds a floor to the floor guide and saves the floors in order', async () => {
    await renderWithProviders(null, { routes, path: '/admin/eduIntdcnMng?pageCd=FLR_INFO' });
    await userEvent.click(page.getByRole('button', { name: '층 추가' }));
    await userEvent.fill(page.getByLabelText('층 이름').nth(1), '2층');
    await userEvent.click(page.getByRole('button', { name: '2층 위로' }));
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await confirmSave();
    await expect.poll(() => puts().length).toBe(1);
    expect((puts()[0]!.extra as { floors: { flrNm: string }[] }).floors.map((f) => f.flrNm)).toEqual(['2층', '1층']);
  });
});
