import { computePagination, type TMemberDetail, type TPortfloActvDtls, type TPortfloHstry, type TPortfloView } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { adminTestRoute } from '../testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../testing/render-with-providers';
import { setLoginUser } from '../../lib/auth-storage';
import { adminRoutes } from './admin-routes';

const routes: RouteObject[] = [adminTestRoute(adminRoutes)];
const PATH = '/admin/member/portflo/student1';
const CN = '과학관의 전시를 보며 연구원이 하는 일을 알아보았고, 실험 과정을 직접 따라 해 보며 탐구하는 방법을 배웠습니다.';

/** student1's portfolio as the admin API answers: POINT hidden by the student, so null. */
const VIEW: TPortfloView = {
  userId: 'student1',
  userNm: '김학생',
  own: false,
  settings: { slfIntrcn: '과학을 좋아하는 학생입니다.', goal: '연구원이 되고 싶습니다.', hiddenSections: [] },
  profile: { schlNm: '진로중학교', grd: 2, clsNm: '3' },
  insp: [{ sheetId: 9, inspId: 1, inspNm: '직업흥미검사', cmplAt: '2026-04-01T01:00:00.000Z', schlYr: 2026, code: 'IA', topScales: ['탐구형', '예술형'] }],
  actv: [
    {
      schlYr: 2026,
      list: [
        {
          crrActvId: 31,
          actvSeCd: 'STDNT',
          actvNm: '과학관 견학',
          actvYmd: '2026-05-02',
          schlYr: 2026,
          schlNm: '진로중학교',
          grd: 2,
          actvPlc: '국립과학관',
          dutyCr: '연구원',
        },
      ],
    },
  ],
  prgrm: [],
  cntst: [
    { entryId: 4, cntstId: 2, cntstTtl: '진로 에세이 공모전', entryTtl: '나의 꿈', entryAt: '2026-06-01T03:00:00.000Z', schlYr: 2026, prizeNm: '우수상' },
  ],
  point: null,
};
const ACTV: TPortfloActvDtls = {
  userId: 'student1',
  years: [
    {
      schlYr: 2026,
      list: [{ ...VIEW.actv![0]!.list[0]!, actvPrps: '연구원의 일 알아보기', actvDgstfn: '5', actvCn: CN, actvOpnn: `소감: ${CN}` }],
    },
  ],
};
const HSTRY: TPortfloHstry = {
  userId: 'student1',
  userNm: '김학생',
  years: [
    { schlYr: 2026, insp: VIEW.insp!, actv: VIEW.actv![0]!.list, prgrm: [], awards: VIEW.cntst! },
    { schlYr: 2025, insp: [], actv: [], prgrm: [], awards: [] },
  ],
};

let calls: TFetchCall[];
/** The admin portfolio API as the server answers for student1. */
function portfloAnswer(url: string): Response {
  if (url === '/api/portflo/view/student1') return json(view);
  if (url === '/api/portflo/actv/student1') return json(ACTV);
  if (url === '/api/portflo/hstry/student1') return json(HSTRY);
  if (url.startsWith('/api/portflo/pdf/student1?'))
    return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="portflo.pdf"' },
    });
  return json({ message: '없음' }, 404);
}
let view: TPortfloView;
const urls = () => calls.map((c) => c.url);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  view = VIEW;
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  ({ calls } = stubFetch(portfloAnswer));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

describe('/admin/member/portflo/:userId (issue 18)', () => {
  it('shows every section the student shows, each activity in full, and the history, from the admin API', async () => {
    await renderWithProviders(null, { routes, path: PATH });
    await expect.element(page.getByRole('heading', { level: 1, name: '학생 포트폴리오: 김학생' })).toBeVisible();
    const sections = ['기본 정보', '검사 결과', '진로활동', '참여 프로그램·이수증', '공모전 응모·수상', '진로이력'];
    for (const name of sections) await expect.element(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    // POINT hidden by the student: no section
    expect(page.getByRole('heading', { level: 2, name: '포인트' }).elements()).toHaveLength(0);

    const profile = page.getByRole('region', { name: '기본 정보' });
    await expect.element(profile.getByText('진로중학교')).toBeVisible();
    await expect.element(profile.getByText('연구원이 되고 싶습니다.')).toBeVisible();
    await expect.element(page.getByRole('region', { name: '검사 결과' }).getByText('탐구형, 예술형')).toBeVisible();
    await expect.element(page.getByRole('region', { name: '공모전 응모·수상' }).getByText('우수상')).toBeVisible();
    await expect.element(page.getByRole('region', { name: '참여 프로그램·이수증' }).getByText('참여한 프로그램이 없습니다.')).toBeVisible();

    // every §3 field of the activity, under its school year; its name leads to no user page
    const actv = page.getByRole('article', { name: '과학관 견학' });
    await expect.element(actv).toBeVisible();
    for (const text of ['학생 진로활동', '연구원의 일 알아보기', '국립과학관', '매우 만족', '연구원', CN, `소감: ${CN}`, '2026-05-02', '2학년']) {
      await expect.element(actv.getByText(text, { exact: true })).toBeVisible();
    }
    await expect.element(page.getByRole('region', { name: '진로활동' }).getByRole('heading', { level: 3, name: '2026학년도' })).toBeVisible();
    expect(page.getByRole('link', { name: '과학관 견학' }).elements()).toHaveLength(0);

    const timeline = page.getByRole('list', { name: '학년도별 진로이력' });
    await expect.element(timeline).toBeVisible();
    expect(
      timeline
        .getByRole('heading', { level: 3 })
        .elements()
        .map((h) => h.textContent),
    ).toEqual(['2026학년도', '2025학년도']);
    await expect.element(timeline.getByText('진로 에세이 공모전 - 우수상', { exact: false })).toBeVisible();
    expect(
      urls()
        .filter((u) => u.startsWith('/api/portflo/'))
        .sort(),
    ).toEqual(['/api/portflo/actv/student1', '/api/portflo/hstry/student1', '/api/portflo/view/student1']);
  });

  it('a section the student hid is not asked for: no activity details when the activities are hidden', async () => {
    view = { ...VIEW, actv: null };
    await renderWithProviders(null, { routes, path: PATH });
    await expect.element(page.getByRole('heading', { level: 2, name: '진로이력' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: '학년도별 진로이력' })).toBeVisible();
    expect(page.getByRole('heading', { level: 2, name: '진로활동', exact: true }).elements()).toHaveLength(0);
    expect(urls()).not.toContain('/api/portflo/actv/student1');
  });

  it('PDF 내려받기 asks the reason first (SECURITY 17), then fetches the admin PDF with it', async () => {
    await renderWithProviders(null, { routes, path: PATH });
    await page.getByRole('button', { name: 'PDF 내려받기' }).click();
    const dialog = page.getByRole('dialog', { name: '김학생 학생의 포트폴리오 PDF 내려받기' });
    // the dialog has finished opening when it focuses the reason (afterOpenChange)
    await expect.element(dialog.getByRole('textbox', { name: /내려받기 사유/ })).toHaveFocus();
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.element(dialog.getByText('내려받기 사유를 입력해 주세요.')).toBeVisible();
    expect(urls().filter((url) => url.startsWith('/api/portflo/pdf'))).toHaveLength(0);
    await dialog.getByRole('textbox', { name: /내려받기 사유/ }).fill('학부모 상담 자료 요청');
    await dialog.getByRole('button', { name: '내려받기' }).click();
    await expect.poll(() => urls().filter((url) => url.startsWith('/api/portflo/pdf'))).toHaveLength(1);
    const pdf = new URL(
      urls().find((url) => url.startsWith('/api/portflo/pdf'))!,
      'http://x',
    );
    expect(pdf.pathname).toBe('/api/portflo/pdf/student1');
    expect(pdf.searchParams.get('reason')).toBe('학부모 상담 자료 요청');
    await expect.element(dialog).not.toBeInTheDocument();
  });
});

const detailOf = (userId: string, userTypeCd: string, mbrTypeAuthrt: string): TMemberDetail => ({
  profile: {
    userId,
    userNm: '김학생',
    userTypeCd,
    mbrTypeAuthrt,
    userSttsCd: 'ACTV',
    admRoleCd: null,
    instNm: null,
    brdt: null,
    email: null,
    mblTelno: null,
    zip: null,
    addr: null,
    addrDtl: null,
    schlTypeCd: null,
    schlNm: '진로중학교',
    grd: null,
    clsNm: null,
    eblcRegYn: 'N',
    loginFailCnt: 0,
    lockedUntil: null,
    joinAt: '2026-03-02T00:00:00.000Z',
    approvedAt: null,
    approvedBy: null,
    withdrawnAt: null,
    lastLoginAt: null,
  },
  trmsAgreList: [],
  guardianConsent: null,
  socialList: [],
  loginHstryList: [],
});

describe('the member detail links to the portfolio', () => {
  it('for a student account only (ST01, ST02), to the admin portfolio page', async () => {
    const row = (userId: string, userTypeCd: string, mbrTypeAuthrt: string) => ({
      userId,
      userNm: '김*생',
      userTypeCd,
      mbrTypeAuthrt,
      userSttsCd: 'ACTV',
      schlNm: null,
      mblTelno: null,
      joinAt: '2026-03-02T00:00:00.000Z',
      lastLoginAt: null,
    });
    const list = { list: [row('student1', 'S', 'ST01'), row('teacher1', 'T', 'TC01')], pagination: computePagination(2, 1) };
    stubFetch((url) => {
      if (url.startsWith('/api/member/list')) return json(list);
      if (url === '/api/member/student1') return json(detailOf('student1', 'S', 'ST01'));
      if (url === '/api/member/teacher1') return json(detailOf('teacher1', 'T', 'TC01'));
      return portfloAnswer(url);
    });
    await renderWithProviders(null, { routes, path: '/admin/member' });
    await page.getByRole('button', { name: 'teacher1 상세 보기' }).click();
    const drawer = page.getByRole('dialog', { name: '회원 상세' });
    await expect.element(drawer.getByText('teacher1', { exact: true })).toBeVisible();
    expect(drawer.getByRole('link', { name: '포트폴리오 보기' }).elements()).toHaveLength(0);
    await drawer.getByRole('button', { name: /Close|닫기/ }).click();

    await page.getByRole('button', { name: 'student1 상세 보기' }).click();
    const link = page.getByRole('dialog', { name: '회원 상세' }).getByRole('link', { name: '포트폴리오 보기' });
    await expect.element(link).toHaveAttribute('href', PATH);
    await link.click();
    await expect.element(page.getByRole('heading', { level: 1, name: '학생 포트폴리오: 김학생' })).toBeVisible();
  });
});
