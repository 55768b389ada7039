import { CRR_ACTV_MESSAGES as M } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { ACTV, EMPTY_LIST, LIST, student, TEACHER_TARGETS, teacher } from '../crr-actv.test-helper';
import { ActvListPage } from './actv-list-page';
import { ActvViewPage } from './actv-view-page';
import { StdntActvListPage } from './stdnt-actv-list-page';
import { StdntActvViewPage } from './stdnt-actv-view-page';

const routes = [
  { path: '/crrActv/:upSection/:section/list', element: <ActvListPage /> },
  { path: '/crrActv/view/:crrActvId', element: <ActvViewPage /> },
  { path: '/myPage/list/:userId', element: <StdntActvListPage /> },
  { path: '/myPage/view/:userId/:crrActvId', element: <StdntActvViewPage /> },
];

const NOT_FOUND = '요청하신 페이지를 찾을 수 없습니다.';
let calls: TFetchCall[];
const listQueries = () => calls.filter((c) => c.url.startsWith('/icec/api/crrActv/list')).map((c) => new URL(c.url, 'http://x').searchParams);

function stubServer(routesOf: (url: string, init: RequestInit) => Response | undefined) {
  ({ calls } = stubFetch((url, init) => routesOf(url, init) ?? json({ code: 'NOT_FOUND', message: M.notFound }, 404)));
}

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/crrActv/:upSection/:section/list', () => {
  it('a student sees their activities of the kind, 10 a page, and the write button; the search goes to the call', async () => {
    setLoginUser(student);
    stubServer((url) => (url.startsWith('/icec/api/crrActv/list') ? json(LIST) : undefined));
    await renderWithProviders(null, { routes, path: '/crrActv/stdnt/actv/list' });
    await expect.element(page.getByRole('heading', { level: 1, name: '학생 진로활동' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: ACTV.actvNm })).toHaveAttribute('href', '/crrActv/view/21');
    await expect.element(page.getByRole('link', { name: '작성' })).toHaveAttribute('href', '/crrActv/write');
    expect(listQueries()[0]!.get('actvSeCd')).toBe('STDNT');
    await page.getByRole('searchbox', { name: /검색어/ }).fill('방송국');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => listQueries().at(-1)?.get('searchWrd')).toBe('방송국');
    // the student's own list has no student column and no class filter
    expect(page.getByRole('columnheader', { name: '학생' }).elements()).toHaveLength(0);
    expect(page.getByRole('combobox', { name: '학급' }).elements()).toHaveLength(0);
  });

  it('fusion activities are read only: no write button', async () => {
    setLoginUser(student);
    stubServer((url) => (url.startsWith('/icec/api/crrActv/list') ? json(EMPTY_LIST) : undefined));
    await renderWithProviders(null, { routes, path: '/crrActv/fusion/actv/list' });
    await expect.element(page.getByRole('heading', { level: 1, name: '융합 진로활동' })).toBeVisible();
    await expect.element(page.getByText('등록된 진로활동이 없습니다.')).toBeVisible();
    expect(page.getByRole('link', { name: '작성' }).elements()).toHaveLength(0);
  });

  it.each(['/crrActv/other/actv/list', '/crrActv/stdnt/board/list'])('%s is not found', async (path) => {
    setLoginUser(student);
    stubServer(() => undefined);
    await renderWithProviders(null, { routes, path });
    await expect.element(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('a teacher filters by class and student and exports the class after giving a reason', async () => {
    setLoginUser(teacher);
    stubServer((url) => {
      if (url.startsWith('/icec/api/crrActv/list')) return json(LIST);
      if (url === '/icec/api/crrActv/writeTargets') return json(TEACHER_TARGETS);
      if (url === '/icec/api/crrActv/excel') return new Response(new Blob(['xlsx']), { status: 200 });
      return undefined;
    });
    await renderWithProviders(null, { routes, path: '/crrActv/schl/actv/list' });
    await expect.element(page.getByRole('columnheader', { name: '학생' })).toBeVisible();
    expect(page.getByRole('button', { name: '학급 진로활동 엑셀 내려받기' }).elements()).toHaveLength(0);
    await page.getByRole('combobox', { name: '학급' }).selectOptions('7');
    await page.getByRole('combobox', { name: '학생' }).selectOptions('student1');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => listQueries().at(-1)?.get('userId')).toBe('student1');
    expect(listQueries().at(-1)?.get('clsId')).toBe('7');
    await page.getByRole('button', { name: '학급 진로활동 엑셀 내려받기' }).click();
    const dialog = page.getByRole('dialog', { name: '2학년 3반 진로활동 내려받기' });
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.element(dialog.getByRole('textbox', { name: /내려받는 사유/ })).toHaveAccessibleDescription('내려받기 사유를 입력해 주세요.');
    expect(calls.filter((c) => c.url === '/icec/api/crrActv/excel')).toHaveLength(0);
    await dialog.getByRole('textbox', { name: /내려받는 사유/ }).fill('학기말 특기사항 작성');
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.poll(() => calls.filter((c) => c.url === '/icec/api/crrActv/excel')).toHaveLength(1);
    const body = JSON.parse(String(calls.find((c) => c.url === '/icec/api/crrActv/excel')!.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ clsId: 7, actvSeCd: 'SCHL', reason: '학기말 특기사항 작성' });
    await expect.element(dialog).not.toBeInTheDocument();
  });
});

describe('/crrActv/view/:crrActvId', () => {
  it('shows every field under its Korean label; the writer deletes after a confirm and goes back to the list', async () => {
    setLoginUser(student);
    stubServer((url, init) => {
      if (url === '/icec/api/crrActv/21' && init.method === 'DELETE') return json({ result: 'SUCCESS' });
      if (url === '/icec/api/crrActv/21') return json(ACTV);
      if (url.startsWith('/icec/api/crrActv/list')) return json(EMPTY_LIST);
      return undefined;
    });
    const { router } = await renderWithProviders(null, { routes, path: '/crrActv/view/21' });
    await expect.element(page.getByRole('heading', { level: 1, name: ACTV.actvNm })).toBeVisible();
    for (const [label, value] of [
      ['활동명', ACTV.actvNm],
      ['학교명', '진로중학교'],
      ['학년', '2학년'],
      ['활동일', '2026-05-12'],
      ['활동 장소', ACTV.actvPlc],
      ['만족도', '매우 만족'],
      ['관련 직무(직업)', '방송 연출가'],
      ['활동 내용', ACTV.actvCn],
      ['활동 소감', ACTV.actvOpnn],
    ]) {
      await expect.element(page.getByRole('term').filter({ hasText: new RegExp(`^${label!.replace(/[()]/g, '\\$&')}$`) })).toBeVisible();
      await expect.element(page.getByRole('definition').filter({ hasText: value! }).first()).toBeVisible();
    }
    await expect.element(page.getByRole('link', { name: '수정' })).toHaveAttribute('href', '/crrActv/write/21');
    await page.getByRole('button', { name: '삭제' }).click();
    await expect.poll(() => getDialogs().at(-1)?.message).toMatch(/^진로활동을 삭제하시겠습니까\?/);
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('삭제되었습니다.');
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(() => router.state.location.pathname).toBe('/crrActv/stdnt/actv/list');
  });

  it('a school activity is titled 학교 활동명; a reader who did not write it gets neither edit nor delete', async () => {
    setLoginUser(student);
    stubServer((url) => (url === '/icec/api/crrActv/21' ? json({ ...ACTV, actvSeCd: 'SCHL', editable: false, wrtrNm: '박교사' }) : undefined));
    await renderWithProviders(null, { routes, path: '/crrActv/view/21' });
    await expect.element(page.getByRole('term').filter({ hasText: '학교 활동명' })).toBeVisible();
    expect(page.getByRole('link', { name: '수정' }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: '삭제' }).elements()).toHaveLength(0);
  });

  it('a missing activity shows the not-found page with no dialog first', async () => {
    setLoginUser(student);
    stubServer(() => undefined);
    await renderWithProviders(null, { routes, path: '/crrActv/view/99' });
    await expect.element(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(getDialogs()).toHaveLength(0);
  });
});

describe('a teacher reading a student: /myPage/list/:userId and /myPage/view/:userId/:crrActvId', () => {
  it("names the student in the title, lists every kind and opens an activity under the student's address", async () => {
    setLoginUser(teacher);
    const stdnt = { userId: 'student1', userNm: '김학생', schlNm: '진로중학교', grd: 2, clsNm: '3' };
    stubServer((url) => {
      if (url.startsWith('/icec/api/crrActv/stdnt/student1/list')) return json({ ...LIST, stdnt });
      if (url === '/icec/api/crrActv/stdnt/student1/21') return json({ ...ACTV, editable: false });
      return undefined;
    });
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/list/student1' });
    await expect.element(page.getByRole('heading', { level: 1, name: '김학생 학생의 진로활동' })).toBeVisible();
    await expect.element(page.getByText('진로중학교 2학년 3반')).toBeVisible();
    // each row says its kind (the select's option of the same name comes first)
    await expect.element(page.getByText('학생 진로활동', { exact: true }).last()).toBeVisible();
    expect(page.getByText('학생 진로활동', { exact: true }).elements()).toHaveLength(2);
    await page.getByRole('link', { name: ACTV.actvNm }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/myPage/view/student1/21');
    await expect.element(page.getByRole('heading', { level: 1, name: ACTV.actvNm })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/myPage/list/student1');
    expect(page.getByRole('button', { name: '삭제' }).elements()).toHaveLength(0);
  });
});
