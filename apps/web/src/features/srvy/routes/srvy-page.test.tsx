import { SRVY_MESSAGES, type TSrvyView } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { ANSWER_SAVE_DELAY_MS } from '../../../lib/answering';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { SrvyPage } from './srvy-page';

const VIEW: TSrvyView = {
  srvy: {
    srvyId: 3,
    srvyTtl: '2026 진로교육 만족도 설문',
    srvyExpln: '프로그램에 대한 의견을 들려주세요.',
    bgngDt: '2026-01-01 09:00',
    endDt: '2026-12-31 18:00',
    trgtSeCd: 'MBR',
    trgtMbrTypes: ['ST01', 'ST02'],
    trgtSchlTypes: [],
    anonYn: 'N',
    rptYn: 'N',
    pointTypeCd: 'ASRV',
    sttsCd: 'OPEN',
    phase: 'OPEN',
  },
  def: {
    pages: [
      {
        pageId: 'p1',
        qstns: [
          { qstnId: 'q1', qstnType: 'SCALE5', qstnTtl: '프로그램에 만족하나요?', requiredYn: 'Y', scaleLow: '전혀 아니다', scaleHigh: '매우 그렇다' },
          { qstnId: 'q2', qstnType: 'LONG', qstnTtl: '하고 싶은 말', requiredYn: 'N' },
        ],
      },
    ],
  },
  draft: null,
  draftFiles: {},
  answered: false,
  canAnswer: true,
  notice: null,
  loginRequired: false,
};

const GROUP = '0b5c7f1e-3c1a-4d8e-9a55-3f1f2a6b7c8d';
const UPLOADED = {
  fileId: 21,
  fileModuleId: GROUP,
  fileNo: 1,
  seqType: 'srvyRspns',
  orgFileNm: '체험.jpg',
  fileSz: 100,
  fileExtn: 'jpg',
  regUserId: 'student1',
  regDt: '2026-05-01T00:00:00Z',
  downloadPath: `/api/common/downloadFile/srvyRspns/${GROUP}/1`,
  imagePath: null,
};

const routes = [{ path: '/srvy/:srvyId', element: <SrvyPage /> }];

let calls: TFetchCall[];
const headerOf = (call: TFetchCall | undefined, name: string) => new Headers(call?.init.headers).get(name);
const bodiesOf = (path: string) => calls.filter((c) => c.url.startsWith(path)).map((c) => JSON.parse(String(c.init.body)) as unknown);

function stubServer({ view = VIEW, submit }: { view?: TSrvyView; submit?: () => Response } = {}) {
  ({ calls } = stubFetch((url) => {
    if (url === '/api/common/fileUpload') return json(UPLOADED);
    if (url.startsWith('/icec/api/srvy/3/save')) return json({ rspnsId: 1, savedDt: '2026-05-01T00:00:00Z' });
    if (url.startsWith('/icec/api/srvy/3/submit')) return submit ? submit() : json({ rspnsId: 1, earnedPoint: 50 });
    if (url.startsWith('/icec/api/srvy/3')) return json(view);
    return json({ code: 'NOT_FOUND', message: '설문을 찾을 수 없습니다.' }, 404);
  }));
}

async function confirmDialog(text: string) {
  await expect.poll(() => getDialogs().at(-1)?.message).toContain(text);
  getDialogs().at(-1)!.resolve(true);
}

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

describe('/srvy/:srvyId', () => {
  it('a guest reads about a member survey and is offered the login that comes back with the context', async () => {
    stubServer({ view: { ...VIEW, canAnswer: false, loginRequired: true, notice: SRVY_MESSAGES.loginRequired } });
    await renderWithProviders(null, { routes, path: '/srvy/3?ctx=rsvt:12' });
    await expect.element(page.getByRole('heading', { level: 1, name: '2026 진로교육 만족도 설문' })).toBeVisible();
    await expect.element(page.getByText('학생(초·중학생), 학생(고등학생)')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '로그인하고 참여하기' })).toHaveAttribute('href', '/login?redirectUrl=%2Fsrvy%2F3%3Fctx%3Drsvt%3A12');
    expect(calls[0]!.url).toBe('/icec/api/srvy/3?ctxKey=rsvt%3A12');
    expect(page.getByRole('button', { name: '제출하기' }).elements()).toHaveLength(0);
  });

  it('an answered survey says so; an address naming no survey shows the not-found page without a dialog', async () => {
    stubServer({ view: { ...VIEW, canAnswer: false, answered: true, notice: SRVY_MESSAGES.alreadyAnswered } });
    const { screen } = await renderWithProviders(null, { routes, path: '/srvy/3' });
    await expect.element(page.getByText('이미 응답하신 설문입니다.', { exact: false })).toBeVisible();
    await screen.unmount();
    await renderWithProviders(null, { routes, path: '/srvy/99' });
    await expect.element(page.getByRole('heading', { level: 1, name: /찾을 수 없습니다/ })).toBeVisible();
    expect(getDialogs()).toHaveLength(0);
  });

  it('a member resumes the draft, the answers are saved as a draft, and the submit shows the points earned', async () => {
    student();
    stubServer({ view: { ...VIEW, draft: { q2: { text: '재미있었어요' } } } });
    await renderWithProviders(null, { routes, path: '/srvy/3' });
    await expect.element(page.getByRole('textbox', { name: /하고 싶은 말/ })).toHaveValue('재미있었어요');

    await page.getByRole('radio', { name: '4점' }).click();
    await expect
      .poll(() => bodiesOf('/icec/api/srvy/3/save'), { timeout: ANSWER_SAVE_DELAY_MS + 2000 })
      .toEqual([{ answers: { q2: { text: '재미있었어요' }, q1: { num: 4 } } }]);
    await expect.element(page.getByText('임시 저장했습니다.')).toBeVisible();

    await page.getByRole('button', { name: '제출하기' }).click();
    await confirmDialog('설문을 제출하시겠습니까?');
    await expect.element(page.getByRole('heading', { name: '제출 완료' })).toHaveFocus();
    await expect.element(page.getByText('참여 포인트 50점이 적립되었습니다.')).toBeVisible();
    expect(bodiesOf('/icec/api/srvy/3/submit')).toEqual([{ answers: { q1: { num: 4 }, q2: { text: '재미있었어요' } } }]);
  });

  it("the server's refusal names its questions: the message is shown after the question, which is focused", async () => {
    student();
    stubServer({
      submit: () =>
        json({ code: 'BAD_REQUEST', message: SRVY_MESSAGES.textMax(10), data: { problems: [{ qstnId: 'q2', message: SRVY_MESSAGES.textMax(10) }] } }, 400),
    });
    await renderWithProviders(null, { routes, path: '/srvy/3' });
    await page.getByRole('radio', { name: '5점(매우 그렇다)' }).click();
    await page.getByRole('textbox', { name: /하고 싶은 말/ }).fill('아주 긴 의견입니다');
    await page.getByRole('button', { name: '제출하기' }).click();
    await confirmDialog('설문을 제출하시겠습니까?');
    await confirmDialog(SRVY_MESSAGES.textMax(10));
    await expect.element(page.getByRole('textbox', { name: /하고 싶은 말/ })).toHaveFocus();
    await expect.element(page.getByRole('textbox', { name: /하고 싶은 말/ })).toHaveAccessibleDescription(new RegExp(SRVY_MESSAGES.textMax(10)));
  });

  it('a draft resumed on a later visit lists the files it holds by name', async () => {
    student();
    const fileQstn = { qstnId: 'q3', qstnType: 'FILE' as const, qstnTtl: '활동 사진', requiredYn: 'N' as const, fileMaxCnt: 2 };
    stubServer({
      view: {
        ...VIEW,
        def: { pages: [{ pageId: 'p1', qstns: [...VIEW.def.pages[0]!.qstns, fileQstn] }] },
        draft: { q3: { fileModuleId: GROUP } },
        draftFiles: { q3: [{ name: '지난번 사진.jpg', size: 2048 }] },
      },
    });
    await renderWithProviders(null, { routes, path: '/srvy/3' });
    await expect.element(page.getByRole('list', { name: '첨부파일 목록' }).getByText('지난번 사진.jpg')).toBeVisible();
    await expect.element(page.getByText('앞서 첨부한 파일이 저장되어 있습니다.')).not.toBeInTheDocument();
    await page.getByLabelText(/활동 사진/).upload([new File(['x'.repeat(100)], '체험.jpg', { type: 'image/jpeg' })]);
    await expect.element(page.getByRole('list', { name: '첨부파일 목록' }).getByText('체험.jpg')).toBeVisible();
    const upload = calls.find((c) => c.url === '/api/common/fileUpload');
    expect([headerOf(upload, 'seqid'), headerOf(upload, 'filemoduleid')]).toEqual(['3', GROUP]);
  });

  it("a programme's survey uploads a file answer under the survey and its context, and the draft keeps the upload group", async () => {
    student();
    const fileQstn = { qstnId: 'q3', qstnType: 'FILE' as const, qstnTtl: '활동 사진', requiredYn: 'N' as const };
    stubServer({
      view: {
        ...VIEW,
        srvy: { ...VIEW.srvy, trgtSeCd: 'CTX', trgtMbrTypes: [] },
        def: { pages: [{ pageId: 'p1', qstns: [...VIEW.def.pages[0]!.qstns, fileQstn] }] },
      },
    });
    await renderWithProviders(null, { routes, path: '/srvy/3?ctx=rsvt:12' });
    await page.getByLabelText(/활동 사진/).upload([new File(['x'.repeat(100)], '체험.jpg', { type: 'image/jpeg' })]);
    await expect.element(page.getByRole('list', { name: '첨부파일 목록' }).getByText('체험.jpg')).toBeVisible();
    const upload = calls.find((c) => c.url === '/api/common/fileUpload');
    expect([headerOf(upload, 'seqtype'), headerOf(upload, 'seqid'), headerOf(upload, 'filemoduleid')]).toEqual(['srvyRspns', '3:rsvt:12', null]);
    await expect
      .poll(() => bodiesOf('/icec/api/srvy/3/save'), { timeout: ANSWER_SAVE_DELAY_MS + 2000 })
      .toEqual([{ answers: { q3: { fileModuleId: GROUP } }, ctxKey: 'rsvt:12' }]);
  });
});
