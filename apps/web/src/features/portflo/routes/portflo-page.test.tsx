import { EXPORT_MESSAGES, PORTFLO_MESSAGES } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { setNavigator } from '../../../lib/api';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { ownView, teacherView } from '../portflo.test-helper';
import { PortfloMngPage } from './portflo-mng-page';
import { PortfloPage } from './portflo-page';

const routes = [
  { path: '/myPage/portflo/:userId?', element: <PortfloPage /> },
  { path: '/myPage/portfloMng', element: <PortfloMngPage /> },
  { path: '/myPage/fusionActv/list/:userId', element: <p>융합 목록 화면</p> },
  { path: '/main', element: <p>홈 화면</p> },
];

let calls: TFetchCall[];
const sectionTitles = () =>
  page
    .getByRole('heading', { level: 2 })
    .elements()
    .map((h) => h.textContent);

beforeEach(() => {
  setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/myPage/portflo/:userId?', () => {
  it("shows the student's own portfolio with every section, the hidden one marked, and saves the settings", async () => {
    ({ calls } = stubFetch((url, init) => {
      if (url === '/icec/api/portflo/view' && !init.method?.startsWith('P')) return json(ownView());
      if (url === '/icec/api/portflo/settings') return json({ slfIntrcn: '새 자기소개', goal: '연구원', hiddenSections: ['POINT', 'CNTST'] });
      return json({ message: '없음' }, 404);
    }));
    await renderWithProviders(null, { routes, path: '/myPage/portflo' });
    await expect.element(page.getByRole('heading', { name: '김학생 학생의 포트폴리오' })).toBeVisible();
    expect(sectionTitles()).toEqual([
      '김학생 학생의 포트폴리오',
      '포트폴리오 설정',
      '기본 정보',
      '검사 결과',
      '진로활동',
      '참여 프로그램·이수증',
      '공모전 응모·수상',
      '포인트비공개',
    ]);
    await expect.element(page.getByText(PORTFLO_MESSAGES.noPrograms)).toBeVisible();
    await expect.element(page.getByRole('link', { name: '과학관 견학' })).toHaveAttribute('href', '/crrActv/view/31');
    // the student's own PDF is a plain link: no reason asked
    await expect.element(page.getByRole('link', { name: 'PDF 내려받기' })).toHaveAttribute('href', '/icec/api/portflo/pdf');
    expect(page.getByRole('button', { name: 'PDF 내려받기' }).elements()).toHaveLength(0);

    await page.getByLabelText('자기소개').fill('새 자기소개');
    await page.getByLabelText('진로 목표').fill('연구원');
    await page.getByRole('checkbox', { name: '공모전 응모·수상' }).click();
    await page.getByRole('button', { name: '설정 저장' }).click();
    await expect.poll(() => getDialogs().at(-1)?.message).toBe('포트폴리오 설정을 저장했습니다.');
    const put = calls.find((c) => c.url === '/icec/api/portflo/settings')!;
    expect(put.init.method).toBe('PUT');
    expect(JSON.parse(put.init.body as string)).toEqual({ slfIntrcn: '새 자기소개', goal: '연구원', hiddenSections: ['CNTST', 'POINT'] });
  });

  it("a teacher reads a student's portfolio read-only, named after the student, without the hidden section", async () => {
    setLoginUser({ userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    ({ calls } = stubFetch((url) => {
      if (url === '/icec/api/portflo/view/student1') return json(teacherView());
      if (url.startsWith('/icec/api/portflo/pdf/student1?')) return new Response(new Blob(['%PDF-']), { headers: { 'content-type': 'application/pdf' } });
      return json({ message: '없음' }, 404);
    }));
    await renderWithProviders(null, { routes, path: '/myPage/portflo/student1' });
    await expect.element(page.getByRole('heading', { name: '김학생 학생의 포트폴리오' })).toBeVisible();
    await expect.element(page.getByText('학생이 공개한 항목만 보입니다.', { exact: false })).toBeVisible();
    expect(page.getByRole('button', { name: '설정 저장' }).elements()).toHaveLength(0);
    expect(sectionTitles()).not.toContain('포인트');

    // SECURITY 17: a teacher's PDF is an export of the student's record, so the reason comes first and goes in the query
    expect(page.getByRole('link', { name: 'PDF 내려받기' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'PDF 내려받기' }).click();
    const dialog = page.getByRole('dialog', { name: '김학생 학생 포트폴리오 PDF 내려받기' });
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.element(dialog.getByRole('textbox', { name: /내려받는 사유/ })).toHaveAccessibleDescription(EXPORT_MESSAGES.reasonRequired);
    expect(calls.filter((c) => c.url.startsWith('/icec/api/portflo/pdf'))).toHaveLength(0);
    await dialog.getByRole('textbox', { name: /내려받는 사유/ }).fill('진로 상담 자료 준비');
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    const pdf = calls.filter((c) => c.url.startsWith('/icec/api/portflo/pdf'));
    expect(pdf).toHaveLength(1);
    expect(new URL(pdf[0]!.url, 'http://x').searchParams.get('reason')).toBe('진로 상담 자료 준비');
    expect(new URL(pdf[0]!.url, 'http://x').pathname).toBe('/icec/api/portflo/pdf/student1');
  });

  it('a teacher of another school is told why and sent home (spec §6), seeing nothing of the portfolio', async () => {
    setLoginUser({ userId: 'teacher3', userNm: '최진로', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    stubFetch(() => json({ code: 'CLS_STUDENT_FORBIDDEN', message: '이 학생의 정보를 볼 권한이 없습니다.' }, 403));
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/portflo/student1' });
    setNavigator((to) => void router.navigate(to));
    await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription('이 학생의 정보를 볼 권한이 없습니다.');
    expect(page.getByRole('article').elements()).toHaveLength(0);
    getDialogs().at(-1)!.resolve(true);
    await expect.element(page.getByText('홈 화면')).toBeVisible();
  });

  it('portfloMng goes to the fusion list of the logged-in student (spec §6)', async () => {
    stubFetch(() => json({ message: '없음' }, 404));
    const { router } = await renderWithProviders(null, { routes, path: '/myPage/portfloMng' });
    await expect.element(page.getByText('융합 목록 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/myPage/fusionActv/list/student1');
  });
});
