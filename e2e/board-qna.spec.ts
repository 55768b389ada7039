import { readFile } from 'node:fs/promises';
import { answerDialog, fillQuestion, MESSAGES, openQnaWrite, PDF, postForm, QNA, saveNewPost } from './support/board.js';
import { loginAdmin, loginAs, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/**
 * Issue 5, the Q&A board (writeAuthrt and cmntAuthrt: members; secret posts, categories, one
 * attachment): what the writer, another student and the administrator may each do in the browser.
 */

test('a student asks a secret question with bold text and a Korean-named PDF; another student can open neither', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const title = unique('진로 계획 상담 ');
  const form = postForm(page);

  await test.step('student1 writes the question', async () => {
    await openQnaWrite(page);
    await form.ctgry.selectOption('프로그램 문의');
    await form.title.fill(title);
    await form.secret.check();
    await form.body.click();
    await page.keyboard.type('제 진로 계획서를 첨부합니다. ');
    await page.getByRole('button', { name: '굵게' }).click();
    await page.keyboard.type('검토를 부탁드립니다');
    await expect(form.body.locator('strong')).toHaveText('검토를 부탁드립니다');
    await form.attach.setInputFiles({ name: '진로 계획서.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.files).toContainText('진로 계획서.pdf');
  });

  const postPath = await saveNewPost(page);
  let downloadPath = '';

  await test.step('the view shows the bold body and downloads the file under its Korean name', async () => {
    await expect(page.getByRole('heading', { level: 1, name: title })).toContainText('비밀글');
    await expect(page.locator('.board-view__body')).toContainText('제 진로 계획서를 첨부합니다.');
    await expect(page.locator('.board-view__body strong')).toHaveText('검토를 부탁드립니다');
    const files = page.getByRole('region', { name: '첨부파일' });
    await expect(files).toContainText('진로 계획서.pdf');

    const request = page.waitForRequest(/\/api\/common\/downloadFile\//);
    const downloading = page.waitForEvent('download');
    await files.getByRole('button', { name: '진로 계획서.pdf 내려받기' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('진로 계획서.pdf');
    expect(await readFile(await download.path())).toEqual(PDF);
    downloadPath = new URL((await request).url()).pathname;
    expect((await page.request.get(downloadPath)).status()).toBe(200);
  });

  await test.step('the list shows the question with a lock and a clip', async () => {
    await page.goto(QNA);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('link', { name: title })).toBeVisible();
    await expect(row.locator('.board-badge--secret svg')).toBeVisible();
    await expect(row.getByText('비밀글', { exact: true })).toBeAttached();
    await expect(row.getByText('첨부파일 있음', { exact: true })).toBeAttached();
    await expect(row).toContainText('답변 대기');
  });

  await test.step('student2 sees the title only, is refused on the page and gets 404 for the file', async () => {
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await loginAs(other, 'student2', undefined, QNA);
      await expect(other).toHaveURL(QNA);
      const row = other.getByRole('row').filter({ hasText: title });
      await expect(row.getByRole('link')).toHaveCount(0);
      await row.getByRole('button', { name: title }).click();
      await answerDialog(other, MESSAGES.secret);

      await other.goto(postPath);
      await answerDialog(other, MESSAGES.secret);
      await expect(other).toHaveURL(QNA);
      await expect(other.getByRole('heading', { level: 1, name: '묻고 답하기' })).toBeVisible();
      await expect(other.getByText('검토를 부탁드립니다')).toHaveCount(0);

      const refused = await context.request.get(downloadPath);
      expect(refused.status()).toBe(404);
      expect(refused.headers()['content-type']).not.toContain('application/pdf');
    } finally {
      await context.close();
    }
  });

  await test.step('student1 changes the title on the update page; the file stays', async () => {
    const edited = `${title} (수정)`;
    await page.goto(postPath);
    await page.getByRole('link', { name: '수정', exact: true }).click();
    await expect(page).toHaveURL(`${postPath}/update`);
    await expect(page.getByRole('heading', { level: 1, name: '묻고 답하기 글 수정' })).toBeVisible();
    await expect(form.title).toHaveValue(title);
    await expect(form.secret).toBeChecked();
    await expect(form.files).toContainText('진로 계획서.pdf');
    await form.title.fill(edited);
    await page.getByRole('button', { name: '수정', exact: true }).click();
    await answerDialog(page, '수정하시겠습니까?');
    await answerDialog(page, '수정되었습니다.');
    await expect(page).toHaveURL(postPath);
    await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await expect(page.getByRole('region', { name: '첨부파일' })).toContainText('진로 계획서.pdf');
  });
});

test('an administrator answers a question on /admin/post; then the student reads the answer and may not change the question', async ({ page, browser }) => {
  // two browsers, the admin kit and the editor loading on a busy 2-core machine
  test.setTimeout(120_000);
  const title = unique('진로 캠프 신청 문의 ');
  const answer = unique('진로 캠프는 4월 1일부터 신청할 수 있습니다. 참고 번호 ');

  await openQnaWrite(page);
  await fillQuestion(page, { ctgry: '이용 문의', title, body: '진로 캠프 신청 기간이 궁금합니다.' });
  await postForm(page).secret.check();
  const postPath = await saveNewPost(page);
  await expect(page.getByRole('link', { name: '수정', exact: true })).toBeVisible();

  await test.step('the administrator finds the question by its title and answers it', async () => {
    const context = await browser.newContext();
    try {
      const admin = await context.newPage();
      await loginAdmin(admin);
      await admin.goto('/admin/post');
      await expect(admin.getByRole('heading', { level: 1, name: '게시글 관리' })).toBeVisible();
      await admin.getByLabel('검색어').fill(title);
      await admin.getByRole('button', { name: '검색', exact: true }).click();
      const row = admin.getByRole('table', { name: '게시글 목록' }).getByRole('row').filter({ hasText: title });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('답변 대기');
      await row.getByRole('button', { name: `${title} 보기` }).click();

      const detail = admin.getByRole('dialog', { name: '게시글 상세' });
      await expect(detail).toContainText('진로 캠프 신청 기간이 궁금합니다.', { timeout: 20_000 });
      // the answer editor loads lazily: wait for it to take input rather than for a fixed time
      const answerBox = detail.getByRole('textbox', { name: '답변' });
      await expect(answerBox).toBeEditable({ timeout: 30_000 });
      await answerBox.click();
      await admin.keyboard.type(answer);
      await expect(answerBox).toContainText(answer);
      await detail.getByRole('button', { name: '답변 저장' }).click();
      await answerDialog(admin, '답변을 저장하시겠습니까?');
      await answerDialog(admin, '저장되었습니다.');
      await expect(detail).toContainText('답변일시', { timeout: 15_000 });
      await detail.getByRole('button', { name: '닫기' }).first().click();
      await expect(detail).toBeHidden();
      await expect(row).toContainText('답변 완료');
    } finally {
      await context.close();
    }
  });

  await test.step('student1 reads the answer; 수정 and 삭제 are gone and the update page refuses', async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: /^답변/ })).toContainText(answer);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: '목록', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '삭제', exact: true })).toHaveCount(0);

    await page.goto(`${postPath}/update`);
    await expect(page.getByText(MESSAGES.answered)).toBeVisible();
    await expect(postForm(page).title).toHaveCount(0);
    await expect(page.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);
  });
});
