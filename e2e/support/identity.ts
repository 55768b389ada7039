import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';

export const DEMO_PASSWORD = 'Demo!2026';
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** A value unique to this run, for ids and phone numbers that must not repeat. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

/** The last TOTP time step used in this run, shared by the spec files (they run one after another). */
const usedStepFile = path.join(os.tmpdir(), `portal-e2e-totp-${process.env.E2E_PORT ?? 3210}`);

/**
 * A code of the demo administrator that the server has not seen. Each code works once and the
 * step must be newer than the last one used (SECURITY 11), and the server accepts the next step for
 * clock drift: so a login takes the current step, or the next one, or waits for time to move on.
 */
export async function adminOtp(): Promise<string> {
  const last = Number(await readFile(usedStepFile, 'utf8').catch(() => '0'));
  let current = Math.floor(Date.now() / 30_000);
  const step = Math.max(current, last + 1);
  while (step > current + 1) {
    const wait = (current + 1) * 30_000 - Date.now() + 50;
    // the wait is the server's single-use rule at work, not the journey being slow
    test.info().setTimeout(test.info().timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
    current = Math.floor(Date.now() / 30_000);
  }
  await writeFile(usedStepFile, String(step));
  return generate({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: step * 30, guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }) });
}

/** Logs in to the admin realm (admin, or another demo administrator such as a judge: the same demo authenticator secret). */
export async function loginAdmin(page: Page, userId = 'admin') {
  await page.goto('/admin/login');
  await page.getByLabel('아이디').fill(userId);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByLabel('일회용 인증번호(OTP)').fill(await adminOtp());
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/view$/);
}

export async function loginAs(page: Page, userId: string, pswd = DEMO_PASSWORD, redirectUrl?: string) {
  await page.goto(redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login');
  await page.getByLabel('아이디', { exact: true }).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(pswd);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** A page of its own (a new browser context) logged in as this member, on /main. */
export async function userPage(browser: Browser, baseURL: string | undefined, userId: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(page, userId);
  await expect(page).toHaveURL(/\/main$/);
  return page;
}

/** The local identity provider's window (development and tests): types the verified person. */
export async function verifyIdentity(page: Page, person: { userNm: string; brdt: string; mblTelno: string }) {
  await expect(page.getByRole('button', { name: '인증 완료' })).toBeVisible();
  await page.getByLabel('이름').fill(person.userNm);
  await page.getByLabel('생년월일').fill(person.brdt);
  await page.getByLabel('여').check();
  await page.getByLabel('휴대전화번호').fill(person.mblTelno);
  await page.getByRole('button', { name: '인증 완료' }).click();
}

export const phone = () => `010-${String(1000 + Math.floor(Math.random() * 9000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;
