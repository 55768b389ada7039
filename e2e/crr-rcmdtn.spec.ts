import { loginAs } from './support/identity.js';
import { expect, test } from './support/fixture.js';
import { expectAxeClean } from './support/axe.js';

test('a guest reads how recommendations work, logs in and sees jobs that fit their interest code, each with its reason', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/crrRcmdtn/crrRcmdtnDtl');
  await expect(page.getByRole('heading', { level: 1, name: '추천 직업' })).toBeVisible();
  await expect(page.getByText('진로검사 결과를 바탕으로 나에게 잘 맞는 직업을 찾아 드립니다.')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('link', { name: '로그인', exact: true }).last().click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2FcrrRcmdtn%2FcrrRcmdtnDtl/);

  // student1's interest code comes from a completed 직업흥미검사 (the demo's last-year result, or a later one)
  await loginAs(page, 'student1', undefined, '/crrRcmdtn/crrRcmdtnDtl');
  const basis = page.getByText(/^흥미 유형 [RIASEC]{3} /);
  await expect(basis).toBeVisible();
  const code = /흥미 유형 ([RIASEC]{3})/.exec((await basis.textContent()) ?? '')![1]!;

  const jobs = page.locator('.crr-rcmdtn-job');
  await expect(jobs.first()).toBeVisible();
  // the best fits lead with the student's first two types, and every job says why
  const firstCode = (await jobs.first().locator('dd').nth(1).textContent())!;
  expect(code.slice(0, 2)).toContain(firstCode[0]);
  await expect(jobs.first().getByRole('list', { name: '추천 이유' }).getByRole('listitem').first()).toContainText('흥미 유형');
  await expect(page.getByRole('link', { name: '직업흥미검사 결과 보기' })).toBeVisible();

  const jobNm = (await jobs.first().getByRole('heading', { level: 3 }).textContent())!;
  await expectAxeClean(page);
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  await jobs.first().getByRole('link', { name: jobNm }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobNm })).toBeVisible();
});
