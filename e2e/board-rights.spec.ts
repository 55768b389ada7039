import { answerDialog, DEMO_QUESTION, fillQuestion, MESSAGES, NOTICE, openQnaWrite, PDF, PNG, postForm, QNA } from './support/board.js';
import { loginAs, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/**
 * Issue 5 board rights in the browser: the notice board is the administrators' (writeAuthrt
 * empty), the Q&A board takes members' comments; and uploads the server refuses leave nothing saved.
 */

test('a teacher has no write button on the notice board and is refused its form, but comments on an open question and deletes the comment', async ({
  page,
}) => {
  const cmnt = unique('학급 진로 시간에 함께 안내하겠습니다 ');
  const main = page.getByRole('main');
  await loginAs(page, 'teacher1', undefined, NOTICE);
  await expect(page).toHaveURL(NOTICE);

  await test.step('notice: no 글쓰기, and the write address shows the refusal instead of a form', async () => {
    await expect(main.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect(main.getByRole('link', { name: '진로교육포털 개편 안내' })).toBeVisible();
    await expect(main.getByRole('link', { name: '글쓰기' })).toHaveCount(0);

    await page.goto(`${NOTICE}/write`);
    await expect(main.getByText(MESSAGES.noWriteRight)).toBeVisible();
    await expect(main.getByRole('link', { name: '목록', exact: true })).toHaveAttribute('href', NOTICE);
    await expect(postForm(page).title).toHaveCount(0);
    await expect(postForm(page).body).toHaveCount(0);
    await expect(main.getByRole('button', { name: '등록', exact: true })).toHaveCount(0);
  });

  await test.step('Q&A: the teacher comments on a student question and deletes the comment', async () => {
    await page.goto(QNA);
    await main.getByRole('link', { name: DEMO_QUESTION }).click();
    await expect(main.getByRole('heading', { level: 1, name: DEMO_QUESTION })).toBeVisible();
    // someone else's question: no 수정 or 삭제
    await expect(main.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);

    await main.getByRole('textbox', { name: '댓글 입력' }).fill(cmnt);
    await main.getByRole('button', { name: '댓글 등록' }).click();
    const item = main.getByRole('listitem').filter({ hasText: cmnt });
    await expect(item).toContainText('박교사');
    await expect(main.getByRole('textbox', { name: '댓글 입력' })).toHaveValue('');

    await item.getByRole('button', { name: '댓글 삭제' }).click();
    await answerDialog(page, '삭제하시겠습니까?');
    await expect(item).toHaveCount(0);
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: DEMO_QUESTION })).toBeVisible();
    await expect(main.getByRole('region', { name: /^댓글/ })).toBeVisible();
    await expect(main.getByText(cmnt)).toHaveCount(0);
  });
});

test('the Q&A form refuses a double extension and a PNG named .pdf with the server’s message, and saves nothing', async ({ page }) => {
  const title = unique('첨부파일 확인 질문 ');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/board/qna/post')) saves.push(request.url());
  });
  await openQnaWrite(page);
  await fillQuestion(page, { ctgry: '기타', title, body: '첨부한 파일을 확인해 주세요.' });
  const form = postForm(page);

  const hostile = [
    { file: { name: 'shell.php.pdf', mimeType: 'application/pdf', buffer: PDF }, message: MESSAGES.fileName },
    { file: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: PNG }, message: MESSAGES.fileContent },
  ];
  for (const { file, message } of hostile) {
    await test.step(`${file.name} is refused`, async () => {
      await form.attach.setInputFiles(file);
      await expect(form.files).toContainText(file.name);
      await page.getByRole('button', { name: '등록', exact: true }).click();
      await answerDialog(page, '저장하시겠습니까?');
      await answerDialog(page, message);
      await expect(page).toHaveURL(`${QNA}/write`);
      await expect(form.title).toHaveValue(title);
      await page.getByRole('button', { name: `${file.name} 삭제` }).click();
      await expect(page.getByText('첨부된 파일이 없습니다.')).toBeVisible();
    });
  }
  expect(saves).toEqual([]);

  await page.goto(QNA);
  await page.getByLabel('검색어').fill(title);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.getByText('등록된 글이 없습니다.')).toBeVisible();
});
