import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select (admin pages): opens it, clicks the option in the open
 * dropdown only (antd keeps closed dropdowns in the page), and waits until the choice shows.
 * A click that lands while the dropdown is still opening can be lost, so the pick is tried again
 * until the choice shows (seen once in a CI run on the 2-core machine).
 */
export async function chooseOption(page: Page, select: Locator, label: string) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const shown = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await open.count()) === 0) await select.click();
    await open.locator(`.ant-select-item-option[title="${label}"]`).click({ timeout: 2_000 });
    await expect(shown).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Says yes to the question every admin form asks before it saves ('저장하시겠습니까?'). */
export async function confirmSave(page: Page) {
  const question = page.getByRole('alertdialog').filter({ hasText: '저장하시겠습니까?' });
  await question.getByRole('button', { name: '확인' }).click();
  await expect(question).toHaveCount(0);
}
