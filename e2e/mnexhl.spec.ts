import { confirmSave } from './support/antd.js';
import { loginAdmin, unique } from './support/identity.js';
import { expect, test } from './support/fixture.js';

/**
 * spec §2 mnexhlMng and eduIntdcnMng → /eduIntdcn: what the administrator enters is what the public
 * pages show. One login for both journeys (each admin login takes a fresh TOTP step).
 */
test('the admin adds a small hall to a demo big hall and edits the greetings; the public pages show both', async ({ page }) => {
  test.setTimeout(90_000);
  const smnexhlNm = unique('우주탐사');
  const greeting = unique('진로교육원에 오신 여러분을 환영합니다 ');
  await loginAdmin(page);

  await test.step('a new small hall in 미래기술관 shows on its public page', async () => {
    await page.goto('/admin/mnexhlMng');
    await expect(page.getByRole('heading', { level: 1, name: '주제관 관리 (대주제관)' })).toBeVisible();
    await page.getByRole('link', { name: '미래기술관', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/mnexhlMng\/bmnexhlView\/\d+$/);
    const bmnexhlId = /bmnexhlView\/(\d+)$/.exec(page.url())![1];
    await expect(page.getByRole('heading', { level: 2, name: '첨부파일' })).toBeVisible();

    await page.getByRole('button', { name: '소주제관 등록' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/mnexhlMng/smnexhlWrite/${bmnexhlId}$`));
    await page.getByLabel('소주제관명').fill(smnexhlNm);
    await page.getByLabel('설명', { exact: true }).fill('우주 탐사선이 움직이는 원리를 알아봅니다.');
    await page.getByLabel('주요 활동').fill('모형 로켓 만들기');
    await page.getByRole('button', { name: '저장' }).click();
    await confirmSave(page);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/admin\/mnexhlMng\/smnexhlView\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(smnexhlNm);

    await page.goto(`/eduIntdcn/bmnexhlIntdcnView/${bmnexhlId}`);
    await expect(page.getByRole('heading', { level: 1, name: '미래기술관' })).toBeVisible();
    await page.getByRole('link', { name: smnexhlNm }).click();
    await expect(page.getByRole('heading', { level: 1, name: smnexhlNm })).toBeVisible();
    await expect(page.getByText('모형 로켓 만들기')).toBeVisible();
  });

  await test.step('the edited greetings show on /eduIntdcn/grts', async () => {
    await page.goto('/admin/eduIntdcnMng');
    await expect(page.getByRole('tab', { name: '인사말', selected: true })).toBeVisible();
    await page.getByLabel('본문', { exact: true }).fill(`${greeting}\n\n앞으로도 학생 여러분의 꿈을 응원하겠습니다.`);
    await page.getByRole('button', { name: '저장' }).click();
    await confirmSave(page);
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

    await page.goto('/eduIntdcn/grts');
    await expect(page.getByText(greeting)).toBeVisible();
    await expect(page.getByText('앞으로도 학생 여러분의 꿈을 응원하겠습니다.')).toBeVisible();
  });
});
