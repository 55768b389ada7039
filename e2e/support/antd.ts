import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select (admin pages): opens it, clicks the option in the open
 * dropdown only (antd keeps closed dropdowns in the page), and waits until the choice shows.
 */
export async function chooseOption(page: Page, select: Locator, label: string) {
  await select.click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`).click();
  await expect(select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')).toContainText(label);
}
