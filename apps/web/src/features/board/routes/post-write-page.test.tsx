import type { TAtchFile, TFileUploadResponse } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { json, stubFetch, type TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, renderWithProviders } from '../../../app/testing/render-with-providers';
import { setNavigator } from '../../../lib/api';
import { clearLoginUser, setLoginUser } from '../../../lib/auth-storage';
import { boardInfo, detail, NOT_FOUND, testRoutes } from './board-test-fixtures';

const GROUP = '0b7c5a52-5f5e-4c1e-9a51-2f4a3c1d9e10';
const OLD_FILE: TAtchFile = {
  fileId: 41,
  fileModuleId: GROUP,
  fileNo: 1,
  seqType: 'board',
  orgFileNm: '기존 안내문.pdf',
  fileSz: 4096,
  fileExtn: 'pdf',
  regUserId: 'student1',
  regDt: '2026-03-02T01:00:00.000Z',
  downloadPath: `/api/common/downloadFile/board/${GROUP}/1`,
  imagePath: null,
};
const BOARD = boardInfo({
  boardId: 'qna',
  boardNm: '묻고 답하기',
  boardTypeCd: 'QNA',
  secretYn: 'Y',
  ctgrys: ['이용 문의', '기타'],
  canWrite: true,
  canCmnt: true,
});
const makeFile = (name: string) => new File([new Uint8Array(1500)], name, { type: 'application/octet-stream' });

let calls: TFetchCall[];
let board = BOARD;
let saveAnswer: () => Response;
let uploads = 0;

const bodyOf = (call: TFetchCall | undefined) => (call?.init.body ? JSON.parse(String(call.init.body)) : undefined);
const uploadCalls = () => calls.filter((c) => c.url === '/api/common/fileUpload');
const headerOf = (call: TFetchCall | undefined, name: string) => new Headers(call?.init.headers).get(name);
const callsTo = (method: string, url: string) => calls.filter((c) => (c.init.method ?? 'GET') === method && c.url === url);

beforeEach(() => {
  sessionStorage.clear();
  setLoginUser({ userId: 'student1', userNm: '박학생', userTypeCd: 'S', isLogin: 'Y' });
  board = BOARD;
  uploads = 0;
  saveAnswer = () => json({ postId: 31 });
  ({ calls } = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url === '/icec/api/board/qna') return json(board);
    if (url === '/icec/api/board/qna/post' && method === 'POST') return saveAnswer();
    if (url === '/icec/api/board/qna/post/30' && method === 'PUT') return json({ postId: 30 });
    if (url === '/icec/api/board/qna/post/30') {
      return json(
        detail(30, {
          boardId: 'qna',
          ctgryNm: '기타',
          postTtl: '예약 문의',
          postCn: '<p>예약은 언제?</p>',
          secretYn: 'Y',
          mineYn: 'Y',
          atchFileYn: 'Y',
          atchFileModuleId: GROUP,
          files: [OLD_FILE],
        }),
      );
    }
    if (url === '/icec/api/board/qna/post/32') return json(detail(32, { boardId: 'qna', mineYn: 'N' }));
    if (url === '/api/common/fileUpload') {
      uploads += 1;
      const fileModuleId = new Headers(init.headers).get('filemoduleid') ?? GROUP;
      const orgFileNm = ((init.body as FormData).get('file') as File).name;
      return json({ ...OLD_FILE, fileId: 50 + uploads, fileNo: 1 + uploads, fileModuleId, orgFileNm } satisfies TFileUploadResponse);
    }
    if (url === '/api/common/removeFile/typeBoard') return json({ result: 'SUCCESS' });
    // the saved post's page, where the form leads
    if (url === '/icec/api/board/qna/post/31') return json(detail(31, { boardId: 'qna', postTtl: '체험 프로그램 학년 제한 문의', mineYn: 'Y' }));
    if (url.endsWith('/inqCnt')) return json({ inqCnt: 1 });
    return NOT_FOUND();
  }));
});

afterEach(() => {
  closeAllDialogs();
  vi.unstubAllGlobals();
  clearLoginUser();
});

async function open(path: string) {
  const rendered = await renderWithProviders(null, { routes: testRoutes, path });
  setNavigator((to) => void rendered.router.navigate(to));
  return rendered;
}

// the labels carry the required mark ('필수'); the body is the editor's text area
const ctgry = () => page.getByRole('combobox', { name: '분류 필수' });
const ttl = () => page.getByRole('textbox', { name: '제목 필수' });
const body = () => page.getByRole('textbox', { name: '내용', exact: true });

const answerDialog = async (message: string) => {
  await expect.element(page.getByRole('alertdialog')).toHaveAccessibleDescription(message);
  await page.getByRole('button', { name: '확인' }).click();
};

describe('writing a post (/:section/board/:boardId/write)', () => {
  it('sends a guest to the login page, coming back here afterwards', async () => {
    clearLoginUser();
    const { router } = await open('/eduIntdcn/board/qna/write');
    await expect.poll(() => router.state.location.pathname + router.state.location.search).toBe('/login?redirectUrl=%2FeduIntdcn%2Fboard%2Fqna%2Fwrite');
    expect(calls).toHaveLength(0);
  });

  it('tells a member without the write right so, with the way back', async () => {
    board = { ...BOARD, canWrite: false };
    await open('/eduIntdcn/board/qna/write');
    await expect.element(page.getByText('이 게시판에 글을 쓸 수 있는 권한이 없습니다.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/eduIntdcn/board/qna');
    expect(page.getByRole('button', { name: '등록' }).query()).toBeNull();
  });

  it('says what is missing and focuses the first missing field', async () => {
    await open('/eduIntdcn/board/qna/write');
    await expect.element(page.getByRole('heading', { level: 1, name: '묻고 답하기 글쓰기' })).toBeVisible();
    await page.getByRole('button', { name: '등록' }).click();
    await expect.element(page.getByText('분류를 선택해 주세요.')).toBeVisible();
    expect(page.getByText('필수 입력 항목입니다.').elements()).toHaveLength(2);
    await expect.element(ctgry()).toHaveFocus();
    await expect.element(body()).toHaveAttribute('aria-invalid', 'true');
    // only the body missing: the keyboard goes to the editor's text
    await ctgry().selectOptions('기타');
    await ttl().fill('제목');
    await page.getByRole('button', { name: '등록' }).click();
    await expect.element(body()).toHaveFocus();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
  });

  it('uploads each chosen file into one group, then saves the post with it and opens the post', async () => {
    const { router } = await open('/eduIntdcn/board/qna/write');
    await ctgry().selectOptions('이용 문의');
    await ttl().fill('  체험 프로그램 학년 제한 문의  ');
    await page.getByRole('checkbox', { name: '비밀글로 등록' }).click();
    await body().fill('중학생도 되나요?');
    await page.getByLabelText('첨부파일').upload([makeFile('신청서.hwp'), makeFile('사진.png')]);
    await page.getByRole('button', { name: '등록' }).click();
    await answerDialog('저장하시겠습니까?');
    await answerDialog('저장되었습니다.');

    const [first, second] = uploadCalls();
    expect(uploadCalls()).toHaveLength(2);
    expect([headerOf(first, 'seqtype'), headerOf(first, 'seqid'), headerOf(first, 'filemoduleid')]).toEqual(['board', 'qna', null]);
    expect((first?.init.body as FormData).get('file')).toHaveProperty('name', '신청서.hwp');
    // the first answer's group goes with the next upload and with the post
    expect(headerOf(second, 'filemoduleid')).toBe(GROUP);
    const save = callsTo('POST', '/icec/api/board/qna/post');
    expect(calls.indexOf(save[0]!)).toBeGreaterThan(calls.indexOf(second!));
    expect(bodyOf(save[0])).toEqual({
      postTtl: '체험 프로그램 학년 제한 문의',
      postCn: '<p>중학생도 되나요?</p>',
      ctgryNm: '이용 문의',
      secretYn: 'Y',
      noticeYn: 'N',
      atchFileModuleId: GROUP,
    });
    await expect.poll(() => router.state.location.pathname).toBe('/eduIntdcn/board/qna/31');
    await expect.element(page.getByRole('heading', { level: 1, name: '체험 프로그램 학년 제한 문의' })).toBeVisible();
  });

  it('shows the server’s field errors under their fields after its message', async () => {
    const message = '개인정보(전화번호)로 보이는 내용이 있어 등록할 수 없습니다. 해당 내용을 지운 뒤 다시 등록해 주세요.';
    saveAnswer = () => json({ code: 'PERSONAL_INFO', message, data: { fieldErrors: { postTtl: message } } }, 400);
    await open('/eduIntdcn/board/qna/write');
    await ctgry().selectOptions('기타');
    await ttl().fill('연락처 010-1234-5678');
    await body().fill('전화 주세요');
    await page.getByRole('button', { name: '등록' }).click();
    await answerDialog('저장하시겠습니까?');
    await answerDialog(message);
    await expect.element(ttl()).toHaveAccessibleDescription(message);
    await expect.element(ttl()).toHaveFocus();
  });
});

describe('a save the server refuses', () => {
  it('keeps the uploaded files listed: a retry uploads none again, and one the writer took off is removed', async () => {
    const message = '금지어가 포함되어 있어 등록할 수 없습니다.';
    let refuse = true;
    saveAnswer = () => {
      if (!refuse) return json({ postId: 31 });
      refuse = false;
      return json({ code: 'PROHIBITED_WORD', message }, 400);
    };
    await open('/eduIntdcn/board/qna/write');
    await ctgry().selectOptions('기타');
    await ttl().fill('첨부 두 개');
    await body().fill('확인 부탁드립니다');
    await page.getByLabelText('첨부파일').upload([makeFile('하나.pdf'), makeFile('둘.pdf')]);
    await page.getByRole('button', { name: '등록' }).click();
    await answerDialog('저장하시겠습니까?');
    await answerDialog(message);
    expect(uploadCalls()).toHaveLength(2);

    await page.getByRole('button', { name: '둘.pdf 삭제' }).click();
    await expect.element(page.getByLabelText('첨부파일')).toHaveFocus();
    await page.getByRole('button', { name: '등록' }).click();
    await answerDialog('저장하시겠습니까?');
    await answerDialog('저장되었습니다.');
    expect(uploadCalls()).toHaveLength(2);
    expect(bodyOf(callsTo('POST', '/api/common/removeFile/typeBoard')[0])).toEqual([{ fileId: 52 }]);
  });
});

describe('editing a post (/:section/board/:boardId/:postId/update)', () => {
  it('starts from the post, removes a listed file, adds one to the post’s group and saves', async () => {
    const { router } = await open('/eduIntdcn/board/qna/30/update');
    await expect.element(page.getByRole('heading', { level: 1, name: '묻고 답하기 글 수정' })).toBeVisible();
    await expect.element(ttl()).toHaveValue('예약 문의');
    await expect.element(ctgry()).toHaveValue('기타');
    await expect.element(page.getByRole('checkbox', { name: '비밀글로 등록' })).toBeChecked();
    await expect.element(body()).toHaveTextContent('예약은 언제?');
    await page.getByRole('button', { name: '기존 안내문.pdf 삭제' }).click();
    // removed only once the edit is saved
    expect(calls.some((c) => c.url.startsWith('/api/common/removeFile'))).toBe(false);
    await page.getByLabelText('첨부파일').upload([makeFile('새 안내문.pdf')]);
    await ttl().fill('예약 문의 (수정)');
    await page.getByRole('button', { name: '수정' }).click();
    await answerDialog('수정하시겠습니까?');
    await answerDialog('수정되었습니다.');

    const removal = callsTo('POST', '/api/common/removeFile/typeBoard');
    expect(bodyOf(removal[0])).toEqual([{ fileId: 41 }]);
    expect(headerOf(uploadCalls()[0], 'filemoduleid')).toBe(GROUP);
    // the board has room for both: the removal waits for the save, which a refusal would leave undone
    expect(calls.indexOf(removal[0]!)).toBeGreaterThan(calls.indexOf(callsTo('PUT', '/icec/api/board/qna/post/30')[0]!));
    expect(bodyOf(callsTo('PUT', '/icec/api/board/qna/post/30')[0])).toEqual({
      postTtl: '예약 문의 (수정)',
      postCn: '<p>예약은 언제?</p>',
      ctgryNm: '기타',
      secretYn: 'Y',
      noticeYn: 'N',
      atchFileModuleId: GROUP,
    });
    await expect.poll(() => router.state.location.pathname).toBe('/eduIntdcn/board/qna/30');
  });

  it('turns away someone who did not write the post', async () => {
    await open('/eduIntdcn/board/qna/32/update');
    await expect.element(page.getByText('본인이 작성한 글만 수정하거나 삭제할 수 있습니다.')).toBeVisible();
    expect(ttl().query()).toBeNull();
  });
});
