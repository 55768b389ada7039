import type { TIntdcnPageAdm } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { admEduIntdcnRoutes } from '../edu-intdcn-routes';

const routes: RouteObject[] = [adminTestRoute(admEduIntdcnRoutes)];

const AT = '2026-11-01T00:00:00.000Z';
const PAGES: Record<string, TIntdcnPageAdm> = {
  GRTS: { pageCd: 'GRTS', title: '인사말 제목', cn: '본문', imagePath: null, imageAlt: null, extra: { sgntr: '원장' }, updatedAt: AT, updatedBy: 'admin' },
  CRR_MAP: { pageCd: 'CRR_MAP', title: '오시는 길', cn: '', imagePath: null, imageAlt: null, extra: { addr: '꿈나래로 1' }, updatedAt: AT, updatedBy: 'admin' },
  FLR_INFO: {
    pageCd: 'FLR_INFO',
    title: '층별',
    cn: '',
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
    const pageCd = /eduIntdcnMng\/(\w+)$/.exec(new URL(url, window.location.origin).pathname)?.[1] ?? '';
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
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('저장되었습니다.');
    expect(puts()[0]).toMatchObject({ pageCd: 'GRTS', title: '인사말 제목', cn: '새 인사말\n\n둘째 문단', extra: { sgntr: '원장' } });
  });

  it("shows the server's nested field errors under their fields (extra.addr)", async () => {
    refuse = { 'extra.addr': '필수 입력 항목입니다.' };
    await renderWithProviders(null, { routes, path: '/admin/eduIntdcnMng?pageCd=CRR_MAP' });
    await expect.element(page.getByLabelText('주소')).toHaveValue('꿈나래로 1');
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('입력값을 확인해 주세요.');
    closeAllDialogs();
    await expect.element(page.getByLabelText('주소')).toHaveAccessibleDescription(/필수 입력 항목입니다/);
  });

  it('adds a floor to the floor guide and saves the floors in order', async () => {
    await renderWithProviders(null, { routes, path: '/admin/eduIntdcnMng?pageCd=FLR_INFO' });
    await userEvent.click(page.getByRole('button', { name: '층 추가' }));
    await userEvent.fill(page.getByLabelText('층 이름').nth(1), '2층');
    await userEvent.click(page.getByRole('button', { name: '2층 위로' }));
    await userEvent.click(page.getByRole('button', { name: '저장' }));
    await expect.poll(() => puts().length).toBe(1);
    expect((puts()[0]!.extra as { floors: { flrNm: string }[] }).floors.map((f) => f.flrNm)).toEqual(['2층', '1층']);
  });
});
