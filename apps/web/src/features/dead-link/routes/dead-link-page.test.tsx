import { computePagination, DEAD_LINK_MESSAGES, type TDeadLinkResultResponse, type TDeadLinkRun, type TDeadLinkStatus } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { setLoginUser } from '../../../lib/auth-storage';
import { admDeadLinkRoutes } from '../dead-link-routes';

const routes: RouteObject[] = [adminTestRoute(admDeadLinkRoutes)];

const run = (change: Partial<TDeadLinkRun>): TDeadLinkRun => ({
  runId: 5,
  sttsCd: 'RUNNING',
  startTypeCd: 'MANUAL',
  totalCount: 3,
  doneCount: 1,
  okCount: 1,
  brokenCount: 0,
  stopYn: 'N',
  startedBy: 'admin',
  stoppedBy: null,
  startedAt: '2026-11-22T01:00:00.000Z',
  endedAt: null,
  runMsg: null,
  ...change,
});

const results: TDeadLinkResultResponse = {
  runId: 5,
  list: [
    {
      rsltId: 1,
      srcTypeCd: 'CRR_SITE',
      srcId: '1',
      srcNm: '커리어넷',
      linkUrl: 'https://www.career.go.kr',
      rsltCd: 'OK',
      httpStatus: 200,
      elapsedMs: 120,
      rsltMsg: null,
      checkedAt: '2026-11-22T01:00:01.000Z',
    },
    {
      rsltId: 2,
      srcTypeCd: 'BANNER',
      srcId: '3',
      srcNm: '여름 배너',
      linkUrl: 'https://gone.example.kr',
      rsltCd: 'BROKEN',
      httpStatus: 404,
      elapsedMs: 80,
      rsltMsg: 'HTTP 404 응답',
      checkedAt: '2026-11-22T01:00:01.000Z',
    },
  ],
  pagination: computePagination(2, 1),
};

let calls: TFetchCall[];
/** the status answers in turn; the last one repeats */
let statuses: TDeadLinkStatus[];
let answer: (path: string, init: RequestInit) => Response | undefined;
const lastDialog = () => getDialogs().at(-1);
const pathOf = (c: TFetchCall) => new URL(c.url, window.location.origin).pathname;

beforeEach(() => {
  setLoginUser({ userId: 'admin', userNm: '관리자', userTypeCd: 'A', isLogin: 'Y' });
  answer = () => undefined;
  ({ calls } = stubFetch((url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if (path === '/api/deadLink/status') return json(statuses.length > 1 ? statuses.shift() : statuses[0]);
    return answer(path, init) ?? (path === '/api/deadLink/results' ? json(results) : json({ result: 'SUCCESS' }));
  }));
});

afterEach(() => {
  closeAllDialogs();
  localStorage.clear();
  sessionStorage.clear();
});

it('starts a check, follows its progress to the end and lists the results', async () => {
  statuses = [{ run: null, schedule: '03:00' }];
  answer = (path) => {
    if (path !== '/api/deadLink/start') return undefined;
    statuses = [
      { run: run({}), schedule: '03:00' },
      { run: run({ sttsCd: 'DONE', doneCount: 3, okCount: 2, brokenCount: 1, endedAt: '2026-11-22T01:00:05.000Z' }), schedule: '03:00' },
    ];
    return json({ runId: 5 });
  };
  await renderWithProviders(null, { routes, path: '/admin/deadLink' });
  await expect.element(page.getByRole('heading', { name: '링크 점검', level: 1 })).toBeVisible();
  await expect.element(page.getByText('자동 점검: 매일 03:00 (한국 시간)')).toBeVisible();
  await expect.element(page.getByText('아직 점검한 기록이 없습니다.')).toBeVisible();

  await userEvent.click(page.getByRole('button', { name: '점검 시작' }));
  await expect.element(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect.element(page.getByText('완료', { exact: true })).toBeVisible();
  await expect.element(page.getByText('3 / 3')).toBeVisible();
  await expect.element(page.getByRole('cell', { name: '여름 배너' })).toBeVisible();
  await expect.element(page.getByText('오류 응답')).toBeVisible();
  expect(calls.filter((c) => pathOf(c) === '/api/deadLink/start' && c.init.method === 'POST')).toHaveLength(1);
  expect(page.getByRole('button', { name: '점검 중지' }).query()).toBeNull();
});

it("says the server's 'no URL list to check'", async () => {
  statuses = [{ run: null, schedule: null }];
  answer = (path) => (path === '/api/deadLink/start' ? json({ code: 'NO_URL', message: DEAD_LINK_MESSAGES.noUrl }, 400) : undefined);
  await renderWithProviders(null, { routes, path: '/admin/deadLink' });
  await expect.element(page.getByText("자동 점검: 예약된 점검이 없습니다. 필요할 때 '점검 시작'을 눌러 점검해 주세요.")).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: '점검 시작' }));
  await expect.poll(() => lastDialog()?.message).toBe(DEAD_LINK_MESSAGES.noUrl);
});

it('stops a running check after the confirm', async () => {
  statuses = [{ run: run({}), schedule: null }];
  answer = (path) => {
    if (path !== '/api/deadLink/stop') return undefined;
    statuses = [{ run: run({ sttsCd: 'STOPPED', stopYn: 'Y', stoppedBy: 'admin', runMsg: DEAD_LINK_MESSAGES.stopped }), schedule: null }];
    return json({ result: 'SUCCESS', message: DEAD_LINK_MESSAGES.stopped });
  };
  await renderWithProviders(null, { routes, path: '/admin/deadLink' });
  await expect.element(page.getByRole('button', { name: '점검 시작' })).toBeDisabled();
  await userEvent.click(page.getByRole('button', { name: '점검 중지' }));
  await expect.poll(() => lastDialog()?.message).toBe('진행 중인 링크 점검을 중지하시겠습니까?');
  lastDialog()?.resolve(true);
  await expect.poll(() => lastDialog()?.message).toBe(DEAD_LINK_MESSAGES.stopped);
  lastDialog()?.resolve(true);
  await expect.element(page.getByText('중지됨')).toBeVisible();
  await expect.element(page.getByRole('button', { name: '점검 시작' })).toBeEnabled();
});
