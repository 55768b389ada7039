import { CLS_MESSAGES, type TPromotion, type TSchlInfo } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { CLS_21, CLS_23, ROSTER, SCHOOL, TEACHER1, TEACHER2 } from '../cls.test-helper';
import { ClsInfoPage } from './cls-info-page';
import { SchlInfoPage } from './schl-info-page';
import { TchrDsgnPage } from './tchr-dsgn-page';

const PROMOTION: TPromotion = {
  fromYr: 2026,
  toYr: 2027,
  moves: [{ userId: 'student1', userNm: '김학생', fromGrd: 2, fromClsNo: 3, stdntNo: 7, toGrd: 3, toClsNo: 3, doneYn: 'N' }],
  newClasses: [{ grd: 3, clsNo: 3 }],
};
const PENDING_TEACHER = { ...TEACHER2, userId: 'teacher9', userNm: '정신규', sttsCd: 'PNDG' as const, aprvAt: null };
const INFO: TSchlInfo = {
  schlYr: 2026,
  me: { sttsCd: 'APRV', crrTchrYn: 'Y', rsvtMngrYn: 'N' },
  schl: SCHOOL,
  classes: [CLS_23, CLS_21],
  teachers: [PENDING_TEACHER, TEACHER1],
};

let calls: TFetchCall[];
let info: TSchlInfo;
const bodyOf = (url: string) => JSON.parse(String(calls.find((c) => c.url === url)?.init.body)) as unknown;

beforeEach(() => {
  info = INFO;
  setLoginUser({ userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
  ({ calls } = stubFetch((url, init) => {
    if (url === '/icec/api/schlInfo') return json(info);
    if (url.startsWith('/icec/api/schlInfo/')) return json({ result: 'SUCCESS' });
    if (url === '/icec/api/clsInfo/classes') return json({ schlYr: 2026, crrTchrYn: 'Y', schl: SCHOOL, classes: [CLS_23, CLS_21] });
    if (url === '/icec/api/clsInfo/classes/5/move') return json({ result: 'SUCCESS', count: 1 });
    if (url === '/icec/api/clsInfo/promotion' && init.method === 'GET') return json(PROMOTION);
    if (url === '/icec/api/clsInfo/promotion') return json({ createdClasses: 1, movedStudents: 1, graduated: 0 });
    if (url === '/icec/api/clsInfo/classes/5') return json(ROSTER);
    if (url === '/icec/api/clsInfo/classes/5/approve') return json({ result: 'SUCCESS', count: 1 });
    if (url === '/icec/api/tchrDsgn') return json({ schlYr: 2026, classes: [CLS_23, CLS_21], teachers: [TEACHER1, TEACHER2] });
    return json({ message: '없음' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

const answerDialog = async (message: RegExp) => {
  await expect.poll(() => getDialogs().at(-1)?.message).toMatch(message);
  getDialogs().at(-1)!.resolve(true);
};

describe('/myPage/schlInfo', () => {
  it('shows the school, my roles, the classes and the teachers; the career teacher approves a pending teacher', async () => {
    await renderWithProviders(<SchlInfoPage />);
    await expect.element(page.getByText('서울특별시 중구 세종대로 1')).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: '2학년 3반' })).toBeVisible();
    await page.getByRole('button', { name: '정신규 교사 소속 승인' }).click();
    await answerDialog(/^정신규 교사의 학교 소속을 승인하시겠습니까\?$/);
    await answerDialog(/^승인했습니다\.$/);
    expect(calls.some((c) => c.url === '/icec/api/schlInfo/tchr/teacher9/approve' && c.init.method === 'POST')).toBe(true);
  });

  it('a teacher without a school is asked to pick one before requesting', async () => {
    info = { schlYr: 2026, me: null, schl: null, classes: [], teachers: [] };
    await renderWithProviders(<SchlInfoPage />);
    await page.getByRole('button', { name: '소속 신청' }).click();
    const field = page.getByRole('textbox', { name: /신청할 학교/ });
    await expect.element(field).toHaveAccessibleDescription('신청할 학교를 선택해 주세요.');
    await expect.element(field).toHaveFocus();
    expect(calls.filter((c) => c.url === '/icec/api/schlInfo/request')).toHaveLength(0);
  });
});

describe('/myPage/clsInfo', () => {
  it('opens the homeroom class, links each student to their records, and approves a pending student with a free number', async () => {
    await renderWithProviders(<ClsInfoPage />, { path: '/myPage/clsInfo' });
    await expect.element(page.getByRole('heading', { name: '2026학년도 2학년 3반 학생 명단' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: '김학생 진로활동' })).toHaveAttribute('href', '/myPage/list/student1');
    await expect.element(page.getByRole('link', { name: '김학생 포트폴리오' })).toHaveAttribute('href', '/myPage/portflo/student1');
    const no = page.getByRole('textbox', { name: '송채원 번호' });
    await no.fill('7');
    await page.getByRole('button', { name: '송채원 승인' }).click();
    await expect.element(no).toHaveAccessibleDescription(CLS_MESSAGES.stdntNoTaken(7));
    await expect.element(no).toHaveFocus();
    await no.fill('14');
    await page.getByRole('button', { name: '송채원 승인' }).click();
    await answerDialog(/^송채원 학생을 2학년 3반 14번으로 승인하시겠습니까\?$/);
    await answerDialog(/^승인했습니다\.$/);
    expect(bodyOf('/icec/api/clsInfo/classes/5/approve')).toEqual({ students: [{ userId: 'stu2312', stdntNo: 14 }] });
  });
});

describe('/myPage/clsInfo moves and promotion', () => {
  it('moves a student to another class of the year after a confirm', async () => {
    await renderWithProviders(<ClsInfoPage />, { path: '/myPage/clsInfo' });
    await page.getByRole('button', { name: '김학생 반 이동' }).click();
    const dialog = page.getByRole('dialog', { name: '김학생 학생 반 이동' });
    await dialog.getByRole('button', { name: '이동' }).click();
    await expect.element(dialog.getByRole('combobox', { name: /옮길 학급/ })).toHaveAccessibleDescription('옮길 학급을 선택해 주세요.');
    await dialog.getByRole('combobox', { name: /옮길 학급/ }).selectOptions('6');
    await dialog.getByRole('textbox', { name: /새 학급 번호/ }).fill('20');
    await dialog.getByRole('button', { name: '이동' }).click();
    await answerDialog(/^김학생 학생을 2학년 3반에서 2학년 1반\(으\)로 옮기시겠습니까\?$/);
    await answerDialog(/^옮겼습니다\.$/);
    expect(bodyOf('/icec/api/clsInfo/classes/5/move')).toEqual({ userId: 'student1', toClsId: 6, stdntNo: 20 });
  });

  it('shows the career teacher the next year’s proposal and confirms it once', async () => {
    await renderWithProviders(<ClsInfoPage />, { path: '/myPage/clsInfo' });
    await page.getByRole('button', { name: '진급 배정안 보기' }).click();
    const table = page.getByRole('table', { name: '2026학년도 → 2027학년도 진급 배정안' });
    await expect.element(table.getByRole('row', { name: /김학생/ }).getByRole('cell', { name: /3학년 3반$/ })).toBeVisible();
    await expect.element(page.getByText('새로 만들 학급: 3학년 3반')).toBeVisible();
    await page.getByRole('button', { name: '진급 확정' }).click();
    await answerDialog(/^2026학년도 학생 1명을 2027학년도 학급으로 진급 처리하시겠습니까\?/);
    await answerDialog(/^진급 처리를 마쳤습니다\. 새 학급 1개, 진급 1명, 졸업 0명\.$/);
    expect(calls.find((c) => c.url === '/icec/api/clsInfo/promotion' && c.init.method === 'POST')?.init.body).toBe(JSON.stringify({ fromYr: 2026 }));
  });
});

describe('/myPage/tchrDsgn', () => {
  it('refuses one teacher for two classes at the field, then saves the whole designation once', async () => {
    await renderWithProviders(<TchrDsgnPage />);
    const second = page.getByRole('combobox', { name: '2학년 1반 담임교사' });
    await second.selectOptions('teacher1');
    await page.getByRole('button', { name: '저장' }).click();
    await expect.element(second).toHaveAccessibleDescription(CLS_MESSAGES.hmrmTwice);
    await expect.element(second).toHaveFocus();
    await second.selectOptions('teacher2');
    await page.getByRole('checkbox', { name: '이담임 예약 담당자' }).click();
    await page.getByRole('button', { name: '저장' }).click();
    await answerDialog(/^저장하시겠습니까\?$/);
    await answerDialog(/^저장되었습니다\.$/);
    expect(calls.find((c) => c.url === '/icec/api/tchrDsgn' && c.init.method === 'PUT')).toBeDefined();
    expect(JSON.parse(String(calls.find((c) => c.init.method === 'PUT')!.init.body))).toEqual({
      schlYr: 2026,
      hmrm: [
        { clsId: 5, hmrmTchrId: 'teacher1' },
        { clsId: 6, hmrmTchrId: 'teacher2' },
      ],
      rsvtMngrIds: ['teacher2'],
      crrTchrIds: ['teacher1'],
    });
  });
});
