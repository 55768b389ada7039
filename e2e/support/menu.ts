import type { Page } from '@playwright/test';

/**
 * The menu list as a member of another type gets it: the named menu marked not runnable
 * (acsAuthrt N, spec §6). A guest is never sent one (a member-type menu asks a guest to log in).
 */
export async function denyMenu(page: Page, menuNm: string): Promise<void> {
  await page.route('**/icec/api/menu/list', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { userMenuList: { menuNm: string; acsAuthrt: string }[] };
    const userMenuList = body.userMenuList.map((menu) => (menu.menuNm === menuNm ? { ...menu, acsAuthrt: 'N' } : menu));
    await route.fulfill({ response, json: { userMenuList } });
  });
}
