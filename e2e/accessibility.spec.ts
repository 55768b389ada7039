import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixture.js';
import { denyMenu } from './support/menu.js';
import { expectAxeClean } from './support/axe.js';

const PUBLIC_PAGES = [
  '/main',
  '/IndvdlInfoProcessPolcy',
  '/SvcUseStplat',
  '/EmailGrupColctReject',
  '/no/such/page',
  '/login',
  '/mbrJoin/join',
  '/mbrJoin/agreeDetail1',
  '/mbrJoin/admWrite',
  '/login/findId',
  '/login/findPswd',
  '/admin/login',
  // issue 5: a list, a gallery, the FAQ accordion and a post (desktop and the 360 px phone)
  '/eduIntdcn/board/notice',
  '/eduIntdcn/board/gallery',
  '/eduIntdcn/board/faq',
  '/eduIntdcn/board/notice/1',
  // issue 16: the test catalogue and a test's page as a guest sees them
  '/crrInsp/crrInsp',
  '/crrInsp/crrInsp/bigFive',
  // issue 19: the fusion calendar and the certificate check as a guest sees them
  '/crrFusion/fusionActvAply',
  '/crrFusion/certVrfy',
];

for (const path of PUBLIC_PAGES) {
  test(`axe: no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAxeClean(page);
  });
}

test('axe: the open alert dialog has no serious or critical violations', async ({ page }) => {
  await denyMenu(page, '층별 안내');
  await page.goto('/main');
  await page.getByRole('main').getByRole('button', { name: '층별 안내' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
