import { BOARD_MESSAGES, VALIDATION_MESSAGES } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { adminTestRoute } from '../../../app/testing/admin-test-route';
import type { TFetchCall } from '../../../app/testing/fetch-stub';
import { closeAllDialogs, confirmSave, renderWithProviders } from '../../../app/testing/render-with-providers';
import { getDialogs } from '../../../components/modal/modal-store';
import { admBoardRoutes } from '../board-adm-routes';
import { PLAN_FILE, setUpPostMngTest } from './post-mng-test-data';

const routes: RouteObject[] = [adminTestRoute(admBoardRoutes)];

const calls = setUpPostMngTest();
const lastDialog = () => getDialogs().at(-1);
const sent = (method: string, path: string) => calls().filter((c) => c.init.method === method && new URL(c.url, window.location.origin).pathname === path);
const bodyOf = (call: TFetchCall | undefined) => JSON.parse(String(call?.init.body)) as unknown;

describe('a post’s detail and form (/admin/post)', () => {
  it('shows a hidden Q&A question with its files and comments, and answers it', async () => {
    await renderWithProviders(null, { routes, path: '/admin/post' });
    await page.getByRole('button', { name: '진로 상담 문의 보기' }).click();
    const detail = page.getByRole('dialog', { name: '게시글 상세' });
    await expect.element(detail.getByText('진로 상담은 어떻게 신청하나요?')).toBeVisible();
    await expect.element(detail.getByRole('button', { name: 'plan.pdf 내려받기' })).toBeVisible();
    await expect.element(detail.getByRole('cell', { name: '저도 궁금해요' })).toBeVisible();

    const answer = detail.getByRole('textbox', { name: '답변' });
    await answer.click();
    await userEvent.keyboard('상담 신청은 마이페이지에서 할 수 있습니다.');
    await detail.getByRole('button', { name: '답변 저장' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('답변을 저장하시겠습니까?');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    expect(bodyOf(sent('PUT', '/api/postMng/2/answer')[0])).toEqual({ ansCn: '<p>상담 신청은 마이페이지에서 할 수 있습니다.</p>' });
    closeAllDialogs();

    await expect.element(detail.getByText('김학생 (student2)')).toBeVisible();
    await detail.getByRole('button', { name: /김학생의 .* 댓글 삭제/ }).click();
    await expect.poll(() => lastDialog()?.message).toBe('김학생의 댓글을 삭제하시겠습니까?');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('삭제되었습니다.');
    expect(sent('DELETE', '/api/postMng/2/cmnt/5')).toHaveLength(1);
  });

  it('lists the attachments with owner and time, removes and adds one, and saves the post', async () => {
    await renderWithProviders(null, { routes, path: '/admin/post' });
    await page.getByRole('button', { name: '진로 상담 문의 수정' }).click();
    const form = page.getByRole('dialog', { name: '게시글 수정' });
    const files = form.getByRole('table', { name: '첨부파일 목록' });
    const planRow = files.getByRole('row').filter({ hasText: 'plan.pdf' });
    // spec §3: the admin list shows who uploaded a file and when, as YYYY-MM-DD HH:mm:ss
    await expect.element(planRow.getByRole('cell', { name: 'student1' })).toBeVisible();
    await expect.element(planRow.getByRole('cell', { name: '2026-03-02 09:05:07' })).toBeVisible();
    await expect.element(planRow.getByRole('cell', { name: '1.5 KB' })).toBeVisible();
    // the board of a saved post does not change: it is text, not an input
    await expect.element(form.getByText('묻고 답하기', { exact: true })).toBeVisible();
    expect(form.getByLabelText('게시판').query()).toBeNull();

    await form.getByRole('button', { name: 'plan.pdf 삭제' }).click();
    await expect.poll(() => lastDialog()?.message).toBe('plan.pdf\n첨부파일을 삭제하시겠습니까? 바로 삭제되며 되돌릴 수 없습니다.');
    lastDialog()!.resolve(true);
    await expect.poll(() => lastDialog()?.message).toBe('삭제되었습니다.');
    expect(bodyOf(sent('POST', '/api/common/removeFile/typeBoard')[0])).toEqual([{ fileId: 7 }]);
    await expect.element(files.getByText('plan.pdf')).not.toBeInTheDocument();
    closeAllDialogs();

    await userEvent.upload(form.getByLabelText('첨부파일 추가'), new File(['답변 양식'], 'answer.hwp'));
    await expect.element(files.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
    const upload = sent('POST', '/api/common/fileUpload')[0]!;
    // the board's upload rules, into the post's own upload group
    expect(Object.fromEntries(new Headers(upload.init.headers).entries())).toMatchObject({
      seqtype: 'board',
      seqid: 'qna',
      filemoduleid: PLAN_FILE.fileModuleId,
    });

    await userEvent.fill(form.getByLabelText('제목'), '진로 상담 신청 문의');
    await form.getByRole('button', { name: '저장' }).click();
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    expect(bodyOf(sent('PUT', '/api/postMng/2')[0])).toEqual({
      ctgryNm: '이용 문의',
      postTtl: '진로 상담 신청 문의',
      postCn: '<p>진로 상담은 어떻게 신청하나요?</p>',
      noticeYn: 'N',
      secretYn: 'Y',
      atchFileModuleId: PLAN_FILE.fileModuleId,
    });
  });

  it('writes a new post in the filtered board, saying what is missing first', async () => {
    await renderWithProviders(null, { routes, path: '/admin/post?boardId=qna' });
    await page.getByRole('button', { name: '게시글 등록' }).click();
    const form = page.getByRole('dialog', { name: '게시글 등록' });
    await expect.element(form.getByRole('combobox', { name: /분류/ })).toBeVisible();
    await form.getByRole('button', { name: '저장' }).click();
    await expect.element(form.getByText(BOARD_MESSAGES.ctgryRequired)).toBeVisible();
    await expect.poll(() => form.getByText(VALIDATION_MESSAGES.required()).elements()).toHaveLength(2);
    expect(sent('POST', '/api/postMng')).toHaveLength(0);

    await form.getByRole('combobox', { name: /분류/ }).click();
    await page.getByTitle('기타').click();
    await userEvent.fill(form.getByLabelText('제목'), '겨울 캠프 안내');
    await form.getByRole('switch', { name: '공지 고정' }).click();
    await form.getByRole('textbox', { name: '내용' }).click();
    await userEvent.keyboard('캠프 일정입니다.');
    await form.getByRole('button', { name: '저장' }).click();
    await confirmSave();
    await expect.poll(() => lastDialog()?.message).toBe('저장되었습니다.');
    expect(bodyOf(sent('POST', '/api/postMng')[0])).toEqual({
      boardId: 'qna',
      ctgryNm: '기타',
      postTtl: '겨울 캠프 안내',
      postCn: '<p>캠프 일정입니다.</p>',
      noticeYn: 'Y',
      secretYn: 'N',
    });
  });
});
