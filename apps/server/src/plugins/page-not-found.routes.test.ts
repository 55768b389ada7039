import { expect, test } from 'vitest';
import { createWebDist, useTestApp } from '../test/test-app.js';

const ctx = useTestApp({ WEB_DIST_DIR: createWebDist() });

const statusOf = async (url: string) => (await ctx.app.inject({ url })).statusCode;

test('spec §2: every unknown path under /admin answers 404, even where a public pattern would match it', async () => {
  for (const url of [
    '/admin/board/zz-none',
    '/admin/board/zz-none/write',
    '/admin/board/zz-none/1',
    '/admin/board/zz-none/1/update',
    '/admin/zz-none',
    '/admin/zz-none/',
  ]) {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode, url).toBe(404);
    // the web app shows the admin frame's not-found page
    expect(res.headers['content-type'], url).toContain('text/html');
    expect(res.body, url).toContain('<div id="root">');
  }
});

test('known admin pages answer 200; public pages keep their own answers', async () => {
  expect(await statusOf('/admin/board')).toBe(200);
  expect(await statusOf('/admin/dashboard/view')).toBe(200);
  expect(await statusOf('/admin/userMngDtl/list/S')).toBe(200);
  expect(await statusOf('/eduIntdcn/board/notice')).toBe(200);
  expect(await statusOf('/cmnty/board/free/12/update')).toBe(200);
  expect(await statusOf('/zz-none')).toBe(404);
  expect(await statusOf('/eduIntdcn/zz-none/x')).toBe(404);
});
