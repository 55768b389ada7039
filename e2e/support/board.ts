import { expect, type Page } from '@playwright/test';
import { loginAs } from './identity.js';
import { answer } from './page-api.js';

/** The demo boards (board.seed.ts) under /eduIntdcn/board/<id>. */
export const QNA = '/eduIntdcn/board/qna';
export const NOTICE = '/eduIntdcn/board/notice';

/** A demo Q&A question of student1: not secret, answered, open to comments (board.seed.ts). */
export const DEMO_QUESTION = '주제관은 학년 제한이 있나요?';

/** The server's words (packages/contract BOARD_MESSAGES, FILE_MESSAGES). */
export const MESSAGES = {
  secret: '비밀글은 작성자와 관리자만 볼 수 있습니다.',
  answered: '답변이 등록된 질문은 수정하거나 삭제할 수 없습니다.',
  noWriteRight: '이 게시판에 글을 쓸 수 있는 권한이 없습니다.',
  fileName: '파일 이름에 사용할 수 없는 문자나 확장자가 있습니다. 이름을 바꿔 다시 선택해 주세요.',
  fileContent: '파일 내용이 확장자와 일치하지 않습니다. 올바른 파일을 선택해 주세요.',
};

/** The smallest PDF the server's magic-byte check accepts. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The portal's alert or confirm with this message: answers 확인 and waits until it is gone. */
export async function answerDialog(page: Page, message: string) {
  await expect(page.getByRole('alertdialog').filter({ hasText: message })).toHaveAccessibleDescription(message);
  await answer(page, message);
}

/** The write or update form's fields (the labels carry the required mark '필수'). */
export const postForm = (page: Page) => ({
  ctgry: page.getByRole('combobox', { name: /^분류/ }),
  title: page.getByRole('textbox', { name: /^제목/ }),
  secret: page.getByRole('checkbox', { name: '비밀글로 등록' }),
  body: page.getByRole('textbox', { name: '내용', exact: true }),
  attach: page.getByLabel('첨부파일'),
  files: page.getByRole('list', { name: '첨부파일 목록' }),
});

/** Logs student1 (or another member) in and lands on the Q&A write form. */
export async function openQnaWrite(page: Page, userId = 'student1') {
  await loginAs(page, userId, undefined, `${QNA}/write`);
  await expect(page).toHaveURL(`${QNA}/write`);
  await expect(page.getByRole('heading', { level: 1, name: '묻고 답하기 글쓰기' })).toBeVisible();
}

/** Category, title and a plain body typed into the editor. */
export async function fillQuestion(page: Page, { ctgry, title, body }: { ctgry: string; title: string; body: string }) {
  const form = postForm(page);
  await form.ctgry.selectOption(ctgry);
  await form.title.fill(title);
  await form.body.click();
  await page.keyboard.type(body);
  await expect(form.body).toContainText(body);
}

/** 등록, both dialogs, and the new post's page: answers its path. */
export async function saveNewPost(page: Page): Promise<string> {
  await page.getByRole('button', { name: '등록', exact: true }).click();
  await answerDialog(page, '저장하시겠습니까?');
  await answerDialog(page, '저장되었습니다.');
  await expect(page).toHaveURL(new RegExp(`${QNA}/\\d+$`));
  return new URL(page.url()).pathname;
}
