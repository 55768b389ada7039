import {
  commitOf,
  drawWinners,
  type TCertVerifyResponse,
  type TFusnCalendar,
  type TFusnCalendarSesn,
  type TFusnDrawView,
  type TFusnMyAply,
} from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { subtleSha256Hex } from '../../../lib/sha256';
import { AplyCalendarPage } from './aply-calendar-page';
import { CertVrfyPage } from './cert-vrfy-page';
import { DrawVrfyPage } from './draw-vrfy-page';
import { MyAplyPage } from './my-aply-page';

const routes = [
  { path: '/crrFusion/fusionActvAply/:startDay?', element: <AplyCalendarPage /> },
  { path: '/crrFusion/drawVrfy/:sesnId', element: <DrawVrfyPage /> },
  { path: '/crrFusion/certVrfy/:certNo?', element: <CertVrfyPage /> },
  { path: '/myPage/fusionActvMyAply', element: <MyAplyPage /> },
  { path: '/myPage/fusionActvRsvtView/:schlRsvtId', element: <p>예약 화면</p> },
  { path: '/login', element: <p>로그인 화면</p> },
];

const SESN: TFusnCalendarSesn = {
  sesnId: 11,
  prgrmId: 3,
  prgrmNm: '드론 과학 탐구',
  prgrmSeCd: 'GRP',
  slctSeCd: 'FCFS',
  schlLvls: ['MD01'],
  hallNms: ['과학관'],
  sesnYmd: '2030-03-05',
  bgngTm: '10:00',
  endTm: '12:00',
  ddlnDt: '2030-03-01T15:00:00.000Z',
  opnDt: '2030-01-01T00:00:00.000Z',
  cpcty: 60,
  remaining: 48,
  bookable: true,
};
const CALENDAR: TFusnCalendar = {
  today: '2030-03-04',
  startDay: '2030-03-04',
  endDay: '2030-03-10',
  days: 7,
  sesns: [SESN, { ...SESN, sesnId: 12, bgngTm: '14:00', endTm: '16:00', remaining: 0, bookable: false }],
  clsrs: [{ clsrYmd: '2030-03-06', clsrSeCd: 'HLDY', clsrNm: '개교기념일' }],
  dateRules: { minDate: '2030-03-04', maxDate: '2030-08-31', disabledDates: ['2030-03-06'], disabledWeekdays: [0, 6], allowedDates: ['2030-03-05'] },
};

let calls: TFetchCall[];
const answer = async (message: string | RegExp, yes = true) => {
  await expect.poll(() => getDialogs().at(-1)?.message ?? '').toMatch(message);
  getDialogs().at(-1)!.resolve(yes);
};

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

describe('/crrFusion/fusionActvAply/:startDay?', () => {
  it('a guest sees the week with seats left and is sent to the login to reserve', async () => {
    ({ calls } = stubFetch((url) => (url.startsWith('/icec/api/fusn/calendar') ? json(CALENDAR) : json({ message: '없음' }, 404))));
    const { router } = await renderWithProviders(null, { routes, path: '/crrFusion/fusionActvAply/2030-03-06' });
    await expect.element(page.getByRole('heading', { name: '2030-03-05 (화)' })).toBeVisible();
    await expect.element(page.getByText('잔여 48석 / 정원 60명').first()).toBeVisible();
    await expect.element(page.getByText('휴관일 (개교기념일)')).toBeVisible();
    await expect.element(page.getByText('정원 마감')).toBeVisible();
    // the address's day stands for its week: the Monday is asked for
    expect(calls[0]!.url).toContain('startDay=2030-03-04');
    await expect.element(page.getByRole('link', { name: '다음 주' })).toHaveAttribute('href', '/crrFusion/fusionActvAply/2030-03-11?prgrmSeCd=GRP');
    await page.getByRole('button', { name: /예약하기/ }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toContain(encodeURIComponent('/crrFusion/fusionActvAply/2030-03-06'));
  });

  it('a teacher reserves in units whose seats add up, then goes to the reservation', async () => {
    setLoginUser({ userId: 'teacher1', userNm: '진로중', userTypeCd: 'T', mbrTypeAuthrt: 'TC01', isLogin: 'Y' });
    ({ calls } = stubFetch((url, init) => {
      if (url.startsWith('/icec/api/fusn/calendar')) return json(CALENDAR);
      if (url === '/icec/api/fusn/rsvt' && init.method === 'POST') return json({ schlRsvtId: 77, sttsCd: 'APLY' });
      return json({ message: '없음' }, 404);
    }));
    const { router } = await renderWithProviders(null, { routes, path: '/crrFusion/fusionActvAply' });
    await page.getByRole('button', { name: /예약하기/ }).click();
    const dialog = page.getByRole('dialog', { name: '단체 예약' });
    await dialog.getByLabelText(/^예약 인원/).fill('30');
    await dialog.getByLabelText(/^모둠 1 정원/).fill('20');
    await dialog.getByRole('button', { name: '예약 신청' }).click();
    await expect.element(dialog.getByText('모둠 정원의 합이 예약 인원과 같아야 합니다.')).toBeVisible();
    await dialog.getByRole('button', { name: '모둠 추가' }).click();
    await dialog.getByLabelText(/^모둠 2 정원/).fill('10');
    await expect.element(dialog.getByText('모둠 정원 합계 30명 / 예약 인원 30명')).toBeVisible();
    await dialog.getByRole('button', { name: '예약 신청' }).click();
    await answer('드론 과학 탐구에 학생 30명을 예약하시겠습니까?');
    await expect.poll(() => router.state.location.pathname).toBe('/myPage/fusionActvRsvtView/77');
    const sent = calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({
      sesnId: 11,
      stdntCnt: 30,
      units: [
        { unitNm: '1모둠', cpcty: 20 },
        { unitNm: '2모둠', cpcty: 10 },
      ],
    });
  });
});

describe('/crrFusion/drawVrfy/:sesnId', () => {
  it('recomputes the published ranking in the browser and says it matches', async () => {
    const seedHex = 'a'.repeat(30) + '0123456789abcdef0123456789abcdef0123';
    const entries = [1, 2, 3, 4, 5].map((entryNo) => ({ entryNo, entrantNo: entryNo }));
    const ranking = await drawWinners(seedHex, entries, entries.length, subtleSha256Hex);
    const view: TFusnDrawView = {
      sesnId: 21,
      prgrmId: 4,
      prgrmNm: '로봇 코딩 교실',
      sesnYmd: '2030-03-07',
      bgngTm: '10:00',
      endTm: '12:00',
      ddlnDt: '2030-03-05T15:00:00.000Z',
      cpcty: 2,
      algorithmVer: 'sha256-mod-v1',
      commitHash: await commitOf(seedHex, subtleSha256Hex),
      entryCnt: 5,
      drawnAt: '2030-03-06T01:00:00.000Z',
      seedHex,
      entries: entries.map((e) => ({ entryNo: e.entryNo, userNmMasked: `김*${e.entryNo}` })),
      ranking,
    };
    stubFetch((url) => (url === '/icec/api/fusn/sesn/21/draw' ? json(view) : json({ message: '없음' }, 404)));
    await renderWithProviders(null, { routes, path: '/crrFusion/drawVrfy/21' });
    const table = page.getByRole('table', { name: /추첨 순위/ });
    await expect.element(table.getByText('당첨').first()).toBeVisible();
    await expect.element(table.getByText('대기 3번')).toBeVisible();
    await page.getByRole('button', { name: '추첨 결과 검증하기' }).click();
    await expect.element(page.getByText('일치', { exact: true })).toBeVisible();
  });
});

describe('/crrFusion/certVrfy/:certNo?', () => {
  it('checks a number: a known certificate shows its masked facts, an unknown one says so', async () => {
    const cert: TCertVerifyResponse = {
      valid: true,
      certNo: 'FUSN-2030-ABCD2345',
      userNmMasked: '김*생',
      prgrmNm: '드론 과학 탐구',
      sesnYmd: '2030-03-05',
      bgngTm: '10:00',
      endTm: '12:00',
      issuedAt: '2030-03-05T05:00:00.000Z',
    };
    stubFetch((url) => (url === '/icec/api/fusn/cert/FUSN-2030-ABCD2345' ? json(cert) : json({ message: '확인되지 않는 참가확인서 번호입니다.' }, 404)));
    const { router } = await renderWithProviders(null, { routes, path: '/crrFusion/certVrfy' });
    await page.getByRole('button', { name: '확인' }).click();
    await expect.element(page.getByText('참가확인서 번호를 입력해 주세요.')).toBeVisible();
    await page.getByRole('textbox', { name: /^참가확인서 번호/ }).fill('fusn-2030-abcd2345');
    await page.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/crrFusion/certVrfy/FUSN-2030-ABCD2345');
    await expect.element(page.getByText('김*생')).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('확인됨 교육원이 발급한 참가확인서입니다.');
    await router.navigate('/crrFusion/certVrfy/FUSN-2030-ZZZZ2222');
    await expect.element(page.getByText('FUSN-2030-ZZZZ2222은(는) 확인되지 않는 참가확인서 번호입니다.')).toBeVisible();
    expect(getDialogs()).toHaveLength(0);
  });
});

describe('/myPage/fusionActvMyAply', () => {
  it('a waitlisted student offered a seat sees its deadline and accepts it', async () => {
    setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', isLogin: 'Y' });
    const offered: TFusnMyAply = {
      aplyId: 5,
      prgrmId: 4,
      prgrmNm: '로봇 코딩 교실',
      prgrmSeCd: 'INDV',
      slctSeCd: 'LTRY',
      sesnId: 21,
      sesnYmd: '2030-03-07',
      bgngTm: '10:00',
      endTm: '12:00',
      bgngDt: '2030-03-07T01:00:00.000Z',
      endDt: '2030-03-07T03:00:00.000Z',
      ddlnDt: '2030-03-05T15:00:00.000Z',
      sesnCnclYn: 'N',
      hallNms: ['미래관'],
      sttsCd: 'OFFR',
      schlRsvtId: null,
      aplyUnitCd: null,
      unitNm: null,
      entryNo: 4,
      waitNo: 1,
      offerExpDt: '2030-03-06T03:00:00.000Z',
      drawnYn: 'Y',
      cnclPsbltyYn: 'N',
      atndcCd: null,
      certPsbltyYn: 'N',
      certNo: null,
      bfrSrvy: null,
      dgstfnSrvy: null,
      registeredAt: '2030-03-01T00:00:00.000Z',
    };
    let accepted = false;
    ({ calls } = stubFetch((url, init) => {
      if (url === '/icec/api/fusn/aply/mine')
        return json({ list: [accepted ? { ...offered, sttsCd: 'APLY', waitNo: null, offerExpDt: null } : offered], reminders: [] });
      if (url === '/icec/api/fusn/rsvt/mine') return json({ list: [], reminders: [] });
      if (url === '/icec/api/fusn/sesn/21/offer/accept' && init.method === 'POST') {
        accepted = true;
        return json({ aplyId: 5, sesnId: 21, sttsCd: 'APLY', entryNo: 4, waitNo: null, offerExpDt: null });
      }
      return json({ message: '없음' }, 404);
    }));
    await renderWithProviders(null, { routes, path: '/myPage/fusionActvMyAply' });
    await expect.element(page.getByText('2030-03-06 12:00', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: '자리 제안 수락' }).click();
    await answer(/자리 제안을 수락하시겠습니까/);
    await expect.element(page.getByText('당첨 (신청 완료)')).toBeVisible();
    expect(calls.some((c) => c.url === '/icec/api/fusn/sesn/21/offer/accept')).toBe(true);
  });
});
