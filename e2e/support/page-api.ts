import type { Page } from '@playwright/test';
import { FILE_HEADERS, type TFileUploadResponse } from '@portal/contract';
import { expect } from './fixture.js';

/** A state-changing call of the logged-in page, with its anti-forgery header; fails the test on an error answer. */
export async function call<T>(page: Page, method: 'POST' | 'PUT', url: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''));
  const res = await page.request.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': token } });
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The alert or confirm holding this text, answered with its button (확인 unless told). */
export async function answer(page: Page, text: string | RegExp, button = '확인') {
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** No horizontal scroll (at phone width, spec: 360 px). */
export async function expectNoSideScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Uploads one file as the logged-in page's user (spec §7 fileUpload headers: owner type and record), with its anti-forgery header. */
export async function uploadAs(page: Page, target: { seqType: string; seqId: string }, file: { name: string; mimeType: string; buffer: Buffer }) {
  const headers = { [FILE_HEADERS.seqType]: target.seqType, [FILE_HEADERS.seqId]: target.seqId };
  const token = await page.evaluate(() => decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''));
  const res = await page.request.post('/api/common/fileUpload', { multipart: { file }, headers: { ...headers, 'X-XSRF-TOKEN': token } });
  expect(res.ok(), `fileUpload: ${await res.text()}`).toBe(true);
  return (await res.json()) as TFileUploadResponse;
}
