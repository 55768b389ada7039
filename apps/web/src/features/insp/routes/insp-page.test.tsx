import { INSP_MESSAGES, type TInspSheet, type TInspView } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { ANSWER_SAVE_DELAY_MS } from '../../../lib/answering';
import { InspPage } from './insp-page';

const LABELS = ['전혀 아니다', '아니다', '보통이다', '그렇다', '매우 그렇다'];

const VIEW: TInspView = {
  inspId: 1,
  inspName: 'riasec',
  inspNm: '직업흥미검사',
  inspExpln: '어떤 활동을 좋아하는지 알아보는 검사입니다.',
  itemCnt: 12,
  durationMin: 10,
  trgtBands: ['MD', 'HI'],
  display: 'hexagon',
  mine: { ingSheetId: null, answeredCnt: 0, lastCmplAt: null, lastSheetId: null },
  guide: '끌리는 정도에 따라 고르세요.',
  srcNote: null,
  canTake: true,
  refusal: null,
};

const sheetOf = (answers: Record<string, number> = {}): TInspSheet => ({
  sheetId: 7,
  inspName: 'riasec',
  inspNm: '직업흥미검사',
  band: 'MD',
  answerScale: { type: 'likert', points: 5, labels: LABELS },
  items: Array.from({ length: 12 }, (_, i) => ({ itemId: `q${i + 1}`, text: `활동 ${i + 1}을 해 보고 싶다.` })),
  answers,
});

const routes = [
  { path: '/crrInsp/crrInsp/:inspName', element: <InspPage /> },
  { path: '/crrInsp/crrInspRslt', element: <p>결과 화면</p> },
];

let calls: TFetchCall[];
const bodiesOf = (path: string) => calls.filter((c) => c.url.startsWith(path)).map((c) => JSON.parse(String(c.init.body)) as unknown);

function stubServer({ view = VIEW, sheet = sheetOf(), submit }: { view?: TInspView; sheet?: TInspSheet; submit?: () => Response } = {}) {
  ({ calls } = stubFetch((url) => {
    if (url === '/icec/api/crrInsp/view/riasec') return json(view);
    if (url === '/icec/api/crrInsp/sheet/riasec') return json(sheet);
    if (url === '/icec/api/crrInsp/answer') return json({ sheetId: 7, answeredCnt: 1 });
    if (url === '/icec/api/crrInsp/submit') return submit ? submit() : json({ sheetId: 7, point: 10 });
    return json({ code: 'NOT_FOUND', message: INSP_MESSAGES.notFound }, 404);
  }));
}

/** The legends of the items on screen. */
const shownItems = () =>
  page
    .getByRole('group')
    .elements()
    .map((fieldset) => fieldset.querySelector('legend')?.textContent ?? '')
    .filter((legend) => legend.includes('활동'));

const student = () => setLoginUser({ userId: 'student1', userNm: '김학생', userTypeCd: 'S', mbrTypeAuthrt: 'ST01', schlTypeCd: 'MD01', isLogin: 'Y' });

beforeEach(async () => {
  await page.viewport(1280, 900);
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearLoginUser();
});

describe('/crrInsp/crrInsp/:inspName', () => {
  it('a guest reads about the test and is offered the login that comes back to it', async () => {
    stubServer({ view: { ...VIEW, mine: null, canTake: false } });
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp/riasec' });
    await expect.element(page.getByRole('heading', { level: 1, name: '직업흥미검사' })).toBeVisible();
    await expect.element(page.getByText('끌리는 정도에 따라 고르세요.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '로그인하고 검사하기' })).toHaveAttribute('href', '/login?redirectUrl=%2FcrrInsp%2FcrrInsp%2Friasec');
    expect(page.getByRole('button', { name: '검사 시작' }).elements()).toHaveLength(0);
  });

  it('an address naming no test shows the not-found page without a dialog', async () => {
    stubServer();
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp/nothing' });
    await expect.element(page.getByRole('heading', { level: 1, name: /찾을 수 없습니다/ })).toBeVisible();
    expect(getDialogs()).toHaveLength(0);
  });

  it('a student starts with the optional sex, answers with the keyboard, and the answers are saved in one batch', async () => {
    student();
    stubServer();
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp/riasec' });
    await expect.element(page.getByRole('radio', { name: '응답하지 않음' })).toBeChecked();
    await page.getByRole('radio', { name: '여' }).click();
    await page.getByRole('button', { name: '검사 시작' }).click();

    const heading = page.getByRole('heading', { name: '1~10번 문항(전체 12문항)' });
    await expect.element(heading).toHaveFocus();
    expect(bodiesOf('/icec/api/crrInsp/sheet/riasec')).toEqual([{ genderCd: 'F' }]);
    expect(shownItems()).toHaveLength(10);
    await expect.element(page.getByRole('progressbar', { name: /응답 진행률/ })).toHaveAttribute('value', '0');

    // Tab into the first group, Space chooses the first choice, the arrow moves the choice on
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect.element(page.getByRole('group', { name: /^1\./ }).getByRole('radio', { name: '아니다' })).toBeChecked();
    await expect.element(page.getByRole('group', { name: /^2\./ }).getByRole('radio', { name: '전혀 아니다' })).toBeChecked();
    await expect.element(page.getByText('12문항 중 2문항 응답(17%)')).toBeVisible();
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('value', '2');

    await expect
      .poll(() => bodiesOf('/icec/api/crrInsp/answer'), { timeout: ANSWER_SAVE_DELAY_MS + 2000 })
      .toEqual([{ sheetId: 7, answers: { q1: 2, q2: 1 } }]);
    await expect.element(page.getByText('답이 모두 저장되었습니다.')).toBeVisible();
  });

  it('resumes at the first unanswered item with the saved answers, and saves at once when the page is hidden', async () => {
    student();
    const saved = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, 3]));
    stubServer({ view: { ...VIEW, mine: { ingSheetId: 7, answeredCnt: 10, lastCmplAt: null, lastSheetId: null } }, sheet: sheetOf(saved) });
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp/riasec' });
    await expect.element(page.getByText('지난번에 12문항 중 10문항까지 답했습니다.', { exact: false })).toBeVisible();
    expect(page.getByRole('radio', { name: '여' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: '이어서 하기' }).click();

    await expect.element(page.getByRole('heading', { name: '11~12번 문항(전체 12문항)' })).toBeVisible();
    await expect.element(page.getByText('12문항 중 10문항 응답(83%)')).toBeVisible();
    expect(bodiesOf('/icec/api/crrInsp/sheet/riasec')).toEqual([{}]);

    await page.getByRole('group', { name: /^11\./ }).getByRole('radio', { name: '매우 그렇다' }).click();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(bodiesOf('/icec/api/crrInsp/answer')).toEqual([{ sheetId: 7, answers: { q11: 5 } }]);
    const hidden = calls.find((c) => c.url === '/icec/api/crrInsp/answer')!;
    expect(hidden.init.keepalive).toBe(true);

    await page.getByRole('button', { name: '이전' }).click();
    await expect.element(page.getByRole('heading', { name: '1~10번 문항(전체 12문항)' })).toHaveFocus();
    await expect.element(page.getByRole('group', { name: /^1\./ }).getByRole('radio', { name: '보통이다' })).toBeChecked();
  });

  it('submitting with an unanswered item shows and focuses the first one; when all are answered it submits and opens the result', async () => {
    student();
    const answered = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`q${i + 1}`, 4]).filter(([id]) => id !== 'q3' && id !== 'q12'));
    stubServer({ view: { ...VIEW, mine: { ingSheetId: 7, answeredCnt: 10, lastCmplAt: null, lastSheetId: null } }, sheet: sheetOf(answered) });
    const { router } = await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp/riasec' });
    await page.getByRole('button', { name: '이어서 하기' }).click();
    // opens on the page of q3, the first unanswered; go on to the last page and submit from there
    await expect.element(page.getByRole('heading', { name: '1~10번 문항(전체 12문항)' })).toBeVisible();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByRole('group', { name: /^12\./ }).getByRole('radio', { name: '그렇다', exact: true }).click();
    await page.getByRole('button', { name: '제출하기' }).click();

    await expect.element(page.getByRole('alert')).toHaveTextContent(INSP_MESSAGES.unanswered(1));
    await expect.element(page.getByRole('heading', { name: '1~10번 문항(전체 12문항)' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: /^3\./ }).getByRole('radio', { name: '전혀 아니다' })).toHaveFocus();
    expect(calls.filter((c) => c.url === '/icec/api/crrInsp/submit')).toHaveLength(0);

    await userEvent.keyboard(' ');
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByRole('button', { name: '제출하기' }).click();
    await expect.poll(() => getDialogs().at(-1)?.message).toContain('검사를 제출하시겠습니까?');
    getDialogs().at(-1)!.resolve(true);
    await expect.element(page.getByText('결과 화면')).toBeVisible();
    expect(router.state.location.search).toBe('?sheetId=7');
    expect(router.state.location.state).toEqual({ point: 10 });
    // every answer reached the server before the submit
    const sent = Object.assign({}, ...bodiesOf('/icec/api/crrInsp/answer').map((b) => (b as { answers: object }).answers)) as Record<string, number>;
    expect(sent).toEqual({ q3: 1, q12: 4 });
    expect(bodiesOf('/icec/api/crrInsp/submit')).toEqual([{ sheetId: 7 }]);
  });

  it("the server's refusal naming an item brings that item into view, focused", async () => {
    student();
    const all = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`q${i + 1}`, 2]));
    stubServer({ sheet: sheetOf(all), submit: () => json({ code: 'VALIDATION', message: INSP_MESSAGES.unanswered(1), data: { itemId: 'q5' } }, 400) });
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp/riasec' });
    await page.getByRole('button', { name: '검사 시작' }).click();
    await page.getByRole('button', { name: '다음' }).click();
    await page.getByRole('button', { name: '제출하기' }).click();
    await expect.poll(() => getDialogs().at(-1)?.message).toContain('검사를 제출하시겠습니까?');
    getDialogs().at(-1)!.resolve(true);
    await expect.poll(() => getDialogs().at(-1)?.message).toBe(INSP_MESSAGES.unanswered(1));
    getDialogs().at(-1)!.resolve(true);
    await expect.element(page.getByRole('group', { name: /^5\./ }).getByRole('radio', { name: '전혀 아니다' })).toHaveFocus();
    await expect.element(page.getByRole('group', { name: /^5\./ }).getByRole('radio', { name: '아니다', exact: true })).not.toBeChecked();
  });

  it('on a phone one item a screen, with previous and next', async () => {
    await page.viewport(360, 740);
    student();
    stubServer();
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp/riasec' });
    await page.getByRole('button', { name: '검사 시작' }).click();
    await expect.element(page.getByRole('heading', { name: '1번 문항(전체 12문항)' })).toHaveFocus();
    expect(shownItems()).toEqual(['1. 활동 1을 해 보고 싶다.']);
    await page.getByRole('radio', { name: '그렇다', exact: true }).click();
    await page.getByRole('button', { name: '다음' }).click();
    await expect.element(page.getByRole('heading', { name: '2번 문항(전체 12문항)' })).toHaveFocus();
    expect(shownItems()).toEqual(['2. 활동 2을 해 보고 싶다.']);
    await page.getByRole('button', { name: '이전' }).click();
    await expect.element(page.getByRole('radio', { name: '그렇다', exact: true })).toBeChecked();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  });

  it('a card sort offers the piles as choices; a full pile takes no more cards', async () => {
    student();
    const sheet: TInspSheet = {
      ...sheetOf(),
      answerScale: {
        type: 'cardSort',
        piles: [
          { label: '매우 중요', weight: 2, max: 1 },
          { label: '보통', weight: 1, max: 5 },
        ],
      },
      items: [
        { itemId: 'c1', text: '성취' },
        { itemId: 'c2', text: '봉사' },
      ],
    };
    stubServer({ sheet });
    await renderWithProviders(null, { routes, path: '/crrInsp/crrInsp/riasec' });
    await page.getByRole('button', { name: '검사 시작' }).click();
    const first = page.getByRole('group', { name: '1. 성취' });
    const second = page.getByRole('group', { name: '2. 봉사' });
    await first.getByRole('radio', { name: '매우 중요(0/1장)' }).click();
    await expect.element(first.getByRole('radio', { name: '매우 중요(1/1장)' })).toBeChecked();
    await expect.element(second.getByRole('radio', { name: '매우 중요(1/1장)' })).toBeDisabled();
    await second.getByRole('radio', { name: '보통(0/5장)' }).click();
    await first.getByRole('radio', { name: '보통(1/5장)' }).click();
    await expect.element(second.getByRole('radio', { name: '매우 중요(0/1장)' })).toBeEnabled();
  });
});
