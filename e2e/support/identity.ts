import { expect, type Page } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';

export const DEMO_PASSWORD = 'Demo!2026';
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** A value unique to this run, for ids and phone numbers that must not repeat. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

/**
 * A code of the demo administrator. Each code works once (SECURITY 11), so a second login within
 * the same 30 s uses the next time step's code, which the server accepts for clock drift.
 */
export function adminOtp(stepOffset = 0): Promise<string> {
  const epoch = Math.floor(Date.now() / 1000) + stepOffset * 30;
  return generate({ secret: DEMO_ADMIN_TOTP_SECRET, epoch, guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }) });
}

export async function loginAdmin(page: Page, stepOffset = 0) {
  await page.goto('/admin/login');
  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByLabel('OTP 인증번호').fill(await adminOtp(stepOffset));
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/view$/);
}

export async function loginAs(page: Page, userId: string, pswd = DEMO_PASSWORD, redirectUrl?: string) {
  await page.goto(redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login');
  await page.getByLabel('아이디', { exact: true }).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(pswd);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
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
