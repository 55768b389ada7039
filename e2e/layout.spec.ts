import type { Page } from '@playwright/test';
import { expect, test } from './support/fixture.js';

const PUBLIC_PAGES = ['/main', '/IndvdlInfoProcessPolcy', '/SvcUseStplat', '/EmailGrupColctReject', '/no/such/page'];

async function expectNoHorizontalScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('/ goes to /main, a Korean home page titled with the site name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page).toHaveTitle('진로교육포털');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1, name: '진로교육포털' })).toBeVisible();
  // Quick links are built from the menus in the database.
  await expect(page.getByRole('link', { name: '인사말' }).first()).toBeVisible();
});

test('the skip link is the first stop of the keyboard and moves focus to the content', async ({ page }) => {
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문 바로가기' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the footer links to the three policy pages, each with its text and a location bar', async ({ page }) => {
  for (const [name, path, phrase] of [
    ['개인정보처리방침', '/IndvdlInfoProcessPolcy', '개인정보 보호책임자'],
    ['이용약관', '/SvcUseStplat', '제1조(목적)'],
    ['이메일무단수집거부', '/EmailGrupColctReject', '제50조의2'],
  ] as const) {
    await page.goto('/main');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(phrase).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '현재 경로' }).getByRole('link', { name: '홈' })).toBeVisible();
    await expect(page).toHaveTitle(`${name} | 진로교육포털`);
  }
});

test('footer institution links open in a new window and say so', async ({ page }) => {
  await page.goto('/main');
  const link = page.getByRole('contentinfo').getByRole('link', { name: /커리어넷/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAccessibleName(/새 창/);
});

test('no page scrolls sideways at this width', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
});

test('the main menu from the database is reachable by keyboard at any width', async ({ page }, testInfo) => {
  await page.goto('/main');
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: '전체 메뉴' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '전체 메뉴' })).toBeFocused();
  } else {
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    const top = nav.getByRole('button', { name: '교육원 소개' });
    await top.focus();
    await page.keyboard.press('Enter');
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '인사말' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(top).toHaveAttribute('aria-expanded', 'false');
    await expect(top).toBeFocused();
  }
});
