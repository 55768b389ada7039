import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { DEMO_QUESTION, fillQuestion, openQnaWrite, PNG, postForm, QNA, saveNewPost } from './support/board.js';
import { unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/** Issue 5: the editor's image button (editor upload, displayImage) and the board pages under axe. */

/** The picture has really arrived: loaded, with a width (a broken image has none). */
const expectLoaded = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

test('an image inserted with the editor button, with its alt text, is shown to the writer and to a guest', async ({ page, browser }) => {
  const title = unique('진로 체험 사진 ');
  const alt = unique('직업 체험 부스에서 찍은 사진 ');
  await openQnaWrite(page);
  await fillQuestion(page, { ctgry: '프로그램 문의', title, body: '체험 부스 사진을 올립니다.' });
  const form = postForm(page);

  await test.step('the image button uploads the picture after the alt text prompt', async () => {
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '이미지 삽입' }).click();
    await (await choosing).setFiles({ name: '체험 부스.png', mimeType: 'image/png', buffer: PNG });
    const prompt = page.getByRole('dialog', { name: '이미지 설명 입력' });
    const altBox = prompt.getByRole('textbox', { name: '대체 텍스트(이미지 설명)' });
    // the file name is offered as a start
    await expect(altBox).toHaveValue('체험 부스');
    await altBox.fill(alt);
    await prompt.getByRole('button', { name: '확인' }).click();
    await expect(prompt).toBeHidden();
    const inserted = form.body.getByRole('img', { name: alt });
    await expect(inserted).toHaveAttribute('src', /^\/api\/common\/displayImage\?imagePath=editor%2F/);
    await expectLoaded(inserted);
  });

  const postPath = await saveNewPost(page);

  await test.step('the saved post shows the picture, served by displayImage', async () => {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const image = page.locator('.board-view__body').getByRole('img', { name: alt });
    await expect(image).toHaveAttribute('src', /^\/api\/common\/displayImage\?imagePath=editor%2F/);
    await expectLoaded(image);
  });

  await test.step('a guest sees the same picture in the public post', async () => {
    const context = await browser.newContext();
    try {
      const guest = await context.newPage();
      await guest.goto(postPath);
      await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(guest.getByText('댓글은 로그인한 회원만 쓸 수 있습니다.')).toBeVisible();
      await expectLoaded(guest.locator('.board-view__body').getByRole('img', { name: alt }));
    } finally {
      await context.close();
    }
  });
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('axe: the Q&A list, a post with its answer and comments, and the write form have no violations', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(QNA);
  await expect(main.getByRole('heading', { level: 1, name: '묻고 답하기' })).toBeVisible();
  await expect(main.getByRole('link', { name: DEMO_QUESTION })).toBeVisible();
  await expectNoViolations(page);

  await main.getByRole('link', { name: DEMO_QUESTION }).click();
  await expect(main.getByRole('heading', { level: 1, name: DEMO_QUESTION })).toBeVisible();
  await expect(main.getByRole('region', { name: /^답변/ })).toContainText('초등학생부터 고등학생까지');
  await expect(main.getByRole('region', { name: /^댓글/ })).toBeVisible();
  await expectNoViolations(page);

  await openQnaWrite(page);
  await expect(page.getByRole('toolbar', { name: '내용 편집 도구' })).toBeVisible();
  await expect(postForm(page).body).toBeVisible();
  await expectNoViolations(page);
});
