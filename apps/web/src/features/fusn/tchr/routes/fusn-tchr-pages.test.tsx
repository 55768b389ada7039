import type { TAtndcRoster, TFusnRsvtAplyList, TFusnRsvtListResponse, TFusnRsvtNotAplyList, TFusnRsvtView } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../../app/testing/render-with-providers';
import { getDialogs } from '../../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../../lib/auth-storage';
import { AtndcPage } from './atndc-page';
import { RsvtMngPage } from './rsvt-mng-page';
import { RsvtViewPage } from './rsvt-view-page';
import { StdntAplyListPage } from './stdnt-aply-list-page';
import { StdntNotAplyListPage } from './stdnt-not-aply-list-page';

const routes = [
  { path: '/myPage/fusionActvMng', element: <RsvtMngPage /> },
  { path: '/myPage/fusionActvMyAply', element: <h1>내 융합활동 신청</h1> },
  { path: '/myPage/fusionActvRsvtView/:schlRsvtId', element: <RsvtViewPage /> },
  { path: '/myPage/fusionActvStdntAplyList', element: <StdntAplyListPage /> },
  { path: '/myPage/fusionActvStdntNotAplyList', element: <StdntNotAplyListPage /> },
  { path: '/myPage/fusionActvAtndc/:schlRsvtId', element: <AtndcPage /> },
];

const NOT_FOUND = '요청하신 페이지를 찾을 수 없습니다.';
const UNITS = [
  { aplyUnitCd: '1', unitNm: '1모둠', cpcty: 12, aplyCnt: 1 },
  { aplyUnitCd: '2', unitNm: '2모둠', cpcty: 12, aplyCnt: 0 },
];
const ITEM: TFusnRsvtListResponse['list'][number] = {
  schlRsvtId: 7,
  prgrmId: 3,
  prgrmNm: '미래 직업 탐험',
  sesnId: 40,
  sesnYmd: '2026-12-08',
  bgngTm: '10:00',
  endTm: '12:00',
  ddlnDt: '2026-12-03T15:00:00.000Z',
  schlCd: '9990004',
  schlNm: '진로중학교',
  rsvtUserNm: '박교사',
  stdntCnt: 24,
  aplyCnt: 1,
  sttsCd: 'APLY',
  sttsView: 'APLY',
  regDt: '2026-11-20T01:00:00.000Z',
};
const LIST: TFusnRsvtListResponse = {
  list: [ITEM],
  pagination: { currentPage: 1, maxResults: 10, maxLinks: 10, startPage: 1, endPage: 1, countItem: 1, countPage: 1, previousLinkPage: 0, nextLinkPage: 0 },
} as TFusnRsvtListResponse;
const VIEW: TFusnRsvtView = {
  ...ITEM,
  rsvtUserId: 'teacher1',
  bgngDt: '2026-12-08T01:00:00.000Z',
  endDt: '2026-12-08T03:00:00.000Z',
  durMin: 120,
  halls: [{ bmnexhlId: 1, bmnexhlNm: '미래관' }],
  units: UNITS,
  bfrSrvyId: 5,
  cnfmAt: null,
  cnclAt: null,
  cnclRsn: null,
  cancelableYn: 'Y',
  confirmableYn: 'N',
  stdntMngYn: 'Y',
};
const CLASSES = [
  { grd: 2, clsNo: 3 },
  { grd: 2, clsNo: 1 },
];
const APLY: TFusnRsvtAplyList = {
  units: UNITS,
  classes: CLASSES,
  list: [
    {
      userId: 'student1',
      userNm: '김학생',
      grd: 2,
      clsNo: 3,
      stdntNo: 7,
      aplyId: 90,
      aplyUnitCd: '1',
      unitNm: '1모둠',
      asgnYn: 'N',
      regDt: '2026-11-21T01:00:00.000Z',
    },
  ],
};
const NOT_APLY: TFusnRsvtNotAplyList = {
  units: UNITS,
  classes: CLASSES,
  list: [
    { userId: 'stu2301', userNm: '이하늘', grd: 2, clsNo: 3, stdntNo: 1, rmndrCnt: 0, lastRmndrAt: null },
    { userId: 'stu2302', userNm: '박바다', grd: 2, clsNo: 3, stdntNo: 2, rmndrCnt: 1, lastRmndrAt: '2026-11-22T01:00:00.000Z' },
  ],
};
const ROSTER: TAtndcRoster = {
  sesn: {
    sesnId: 40,
    prgrmId: 3,
    prgrmNm: '미래 직업 탐험',
    prgrmSeCd: 'GRP',
    sesnYmd: '2026-12-08',
    bgngTm: '10:00',
    endTm: '12:00',
    bgngDt: VIEW.bgngDt,
    endDt: VIEW.endDt,
    cpcty: 60,
    rsvdCnt: 24,
    sttsCd: 'OPEN',
    halls: VIEW.halls,
  },
  schlRsvtId: 7,
  schlNm: '진로중학교',
  items: [
    {
      aplyId: 90,
      userId: 'student1',
      userNm: '김학생',
      schlNm: '진로중학교',
      grd: 2,
      clsNm: '3',
      aplyUnitCd: '1',
      unitNm: '1모둠',
      atndcCd: 'PRSNT',
      rmrk: null,
      chkinSeCd: 'QR',
      chkinAt: '2026-12-08T00:55:12.000Z',
    },
    {
      aplyId: 91,
      userId: 'stu2301',
      userNm: '이하늘',
      schlNm: '진로중학교',
      grd: 2,
      clsNm: '3',
      aplyUnitCd: '2',
      unitNm: '2모둠',
      atndcCd: null,
      rmrk: null,
      chkinSeCd: null,
      chkinAt: null,
    },
  ],
  counts: { total: 2, PRSNT: 1, LATE: 0, ABSNT: 0, none: 1 },
  markable: true,
  asOf: '2026-12-08T01:02:03.000Z',
};

const teacher = { userId: 'teacher1', userNm: '박교사', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' } as const;
let calls: TFetchCall[];
let schlSttsCd: string | null;
const bodyOf = (url: string) => JSON.parse(String(calls.findLast((c) => c.url === url)?.init.body)) as unknown;
const answerDialog = async (message: RegExp, yes = true) => {
  await expect.poll(() => getDialogs().at(-1)?.message).toMatch(message);
  getDialogs().at(-1)!.resolve(yes);
};

beforeEach(() => {
  schlSttsCd = 'APRV';
  setLoginUser(teacher);
  ({ calls } = stubFetch((url, init) => {
    if (url.startsWith('/icec/api/schlInfo'))
      return json({ schlYr: 2026, me: schlSttsCd ? { sttsCd: schlSttsCd, crrTchrYn: 'Y', rsvtMngrYn: 'N' } : null, schl: null, classes: [], teachers: [] });
    if (url.startsWith('/icec/api/fusn/rsvt?') || url === '/icec/api/fusn/rsvt') return json(LIST);
    if (url === '/icec/api/fusn/rsvt/7') return json(VIEW);
    if (url === '/icec/api/fusn/rsvt/7/cancel') return json({ result: 'SUCCESS' });
    if (url.startsWith('/icec/api/fusn/rsvt/7/stdnt/aply')) return json(APLY);
    if (url.startsWith('/icec/api/fusn/rsvt/7/stdnt/notAply')) return json(NOT_APLY);
    if (url === '/icec/api/fusn/rsvt/7/assign') return json({ assigned: ['stu2301'], refused: [{ userId: 'stu2302', reason: '남은 자리가 부족합니다.' }] });
    if (url === '/icec/api/fusn/rsvt/7/remind') return json({ sentCnt: 2 });
    if (url === '/icec/api/fusn/atndc/rsvt/7' && init.method === 'POST') return json({ result: 'SUCCESS', marked: 1, message: '1명의 출석을 저장했습니다.' });
    if (url === '/icec/api/fusn/atndc/rsvt/7') return json(ROSTER);
    return json({ code: 'NOT_FOUND', message: '예약을 찾을 수 없습니다.' }, 404);
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/myPage/fusionActvMng', () => {
  it("lists the school's reservations with their state, linking each; the state filter goes to the call", async () => {
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvMng' });
    const link = page.getByRole('link', { name: '미래 직업 탐험' });
    await expect.element(link).toHaveAttribute('href', '/myPage/fusionActvRsvtView/7');
    await expect.element(page.getByText('2026-12-08 10:00~12:00')).toBeVisible();
    await expect.element(page.getByText('1 / 24명')).toBeVisible();
    await expect.element(page.getByText('총 1건')).toBeVisible();
    await page.getByRole('combobox', { name: '상태' }).selectOptions('확정');
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => calls.some((c) => c.url.startsWith('/icec/api/fusn/rsvt?') && c.url.includes('sttsView=CNFM'))).toBe(true);
  });

  it('a teacher without an approved school is sent to the school page, and no list is asked for', async () => {
    schlSttsCd = 'PNDG';
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvMng' });
    await expect.element(page.getByRole('link', { name: '학교 정보로 가기' })).toHaveAttribute('href', '/myPage/schlInfo');
    expect(calls.some((c) => c.url.startsWith('/icec/api/fusn/rsvt'))).toBe(false);
  });

  it('a student is taken to their own applications', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvMng' });
    await expect.element(page.getByRole('heading', { name: '내 융합활동 신청' })).toBeVisible();
  });
});

describe('/myPage/fusionActvRsvtView/:schlRsvtId', () => {
  it('shows the units, the deadline as the end of its day, the files and the lists; cancels after a confirm', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvRsvtView/7' });
    await expect.element(page.getByText('2026-12-03 24:00')).toBeVisible();
    await expect.element(page.getByRole('rowheader', { name: '1모둠' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '1모둠 신청 학생' }))
      .toHaveAttribute('href', '/myPage/fusionActvStdntAplyList?schlRsvtId=7&aplyUnitCd=1');
    await expect.element(page.getByRole('link', { name: '예약 확인서 내려받기(PDF)' })).toHaveAttribute('href', '/icec/api/fusn/rsvt/7/sheet');
    await expect.element(page.getByRole('link', { name: '내 캘린더에 추가' })).toHaveAttribute('href', '/icec/api/fusn/rsvt/7/ical');
    await expect.element(page.getByRole('link', { name: '출석 관리' })).toHaveAttribute('href', '/myPage/fusionActvAtndc/7');
    await page.getByRole('button', { name: '예약 취소' }).click();
    await answerDialog(/^이 예약을 취소하시겠습니까\?/);
    await answerDialog(/^예약을 취소했습니다\.$/);
    expect(calls.some((c) => c.url === '/icec/api/fusn/rsvt/7/cancel' && c.init.method === 'POST')).toBe(true);
  });

  it('a missing reservation is the not-found page, with no dialog', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvRsvtView/8' });
    await expect.element(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    expect(getDialogs()).toHaveLength(0);
  });
});

describe('the student lists', () => {
  it('the applied list shows who applied to which unit; the unit filter goes to the call', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvStdntAplyList?schlRsvtId=7' });
    const row = page.getByRole('row').filter({ hasText: '김학생' });
    await expect.element(row.getByText('2학년 3반 7번')).toBeVisible();
    await expect.element(row.getByText('본인 신청')).toBeVisible();
    await expect.element(page.getByText('1모둠: 1 / 12명')).toBeVisible();
    await page.getByRole('combobox', { name: '모둠' }).selectOptions('2모둠');
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => calls.some((c) => c.url.includes('/stdnt/aply?') && c.url.includes('aplyUnitCd=2'))).toBe(true);
  });

  it('the not-applied list assigns the selected to a unit, naming who could not be, and reminds everyone', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvStdntNotAplyList?schlRsvtId=7' });
    await page.getByRole('button', { name: '선택 학생 배정' }).click();
    await answerDialog(/^학생을 선택해 주세요\.$/);
    await page.getByRole('checkbox', { name: '전체 선택' }).click();
    await page.getByRole('button', { name: '선택 학생 배정' }).click();
    await expect.element(page.getByRole('combobox', { name: /배정할 모둠/ })).toHaveAccessibleDescription('배정할 모둠를 선택해 주세요.');
    await page.getByRole('combobox', { name: /배정할 모둠/ }).selectOptions('2');
    await page.getByRole('button', { name: '선택 학생 배정' }).click();
    await answerDialog(/^선택한 2명을 2모둠에 배정하시겠습니까\?$/);
    await answerDialog(/^1명을 배정했습니다\. 배정하지 못한 학생: 박바다\(남은 자리가 부족합니다\.\)$/);
    expect(bodyOf('/icec/api/fusn/rsvt/7/assign')).toEqual({ aplyUnitCd: '2', userIds: ['stu2301', 'stu2302'] });

    await page.getByRole('button', { name: '전체에게 알림' }).click();
    await answerDialog(/^2명에게 신청 알림을 보내시겠습니까\?$/);
    await answerDialog(/^2명에게 알림을 보냈습니다\./);
    expect(bodyOf('/icec/api/fusn/rsvt/7/remind')).toEqual({ userIds: ['stu2301', 'stu2302'] });
  });

  it('without a reservation in the address, the page says where to pick one', async () => {
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvStdntNotAplyList' });
    await expect.element(page.getByRole('link', { name: '예약 목록' })).toHaveAttribute('href', '/myPage/fusionActvMng');
    expect(calls.some((c) => c.url.includes('/stdnt/'))).toBe(false);
  });
});

describe('/myPage/fusionActvAtndc/:schlRsvtId', () => {
  it("shows who checked in by QR and when, and marks one student with the note; the server's message is shown", async () => {
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvAtndc/7' });
    const row = page.getByRole('row').filter({ hasText: '김학생' });
    await expect.element(row.getByText('09:55:12 (QR 체크인)')).toBeVisible();
    await expect.element(page.getByText('출석 1명 · 지각 0명 · 결석 0명 · 미확인 1명')).toBeVisible();
    await page.getByRole('textbox', { name: '이하늘 비고' }).fill('버스 지연');
    await page.getByRole('button', { name: '이하늘 지각' }).click();
    await answerDialog(/^1명의 출석을 저장했습니다\.$/);
    expect(bodyOf('/icec/api/fusn/atndc/rsvt/7')).toEqual({ items: [{ aplyId: 91, atndcCd: 'LATE', rmrk: '버스 지연' }] });
  });
});
