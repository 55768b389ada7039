import { expect, test } from 'vitest';
import { isAdminPath, isGuestAllowedPath, isKnownPagePath, isWritePath } from './routes.js';

test('known pages match with or without a trailing slash; anything else is unknown', () => {
  expect(isKnownPagePath('/main')).toBe(true);
  expect(isKnownPagePath('/main/')).toBe(true);
  expect(isKnownPagePath('/SvcUseStplat')).toBe(true);
  expect(isKnownPagePath('/mainx')).toBe(false);
  expect(isKnownPagePath('/main/extra')).toBe(false);
  expect(isKnownPagePath('/svcusestplat')).toBe(false);
});

test('a public pattern never matches an admin path', () => {
  expect(isKnownPagePath('/cmnty/board/free')).toBe(true);
  expect(isKnownPagePath('/admin/board')).toBe(true);
  for (const path of ['/admin/board/x', '/admin/board/x/write', '/admin/board/x/1', '/admin/board/x/1/update', '/admin/zz-none']) {
    expect(isKnownPagePath(path), path).toBe(false);
  }
});

test('realms and the write border (spec §2)', () => {
  expect(isAdminPath('/admin')).toBe(true);
  expect(isAdminPath('/admin/login')).toBe(true);
  expect(isAdminPath('/administrator')).toBe(false);
  expect(isWritePath('/crrActv/write')).toBe(true);
  expect(isWritePath('/admin/board/write')).toBe(false);
  expect(isWritePath('/main')).toBe(false);
});

test('spec §6 guard: public prefixes, open menus, and the posts of an open board menu (not its write pages)', () => {
  const menus = ['/cmnty/board/free', '/myPage/myInfo', null];
  expect(isGuestAllowedPath('/eduIntdcn/board/notice/3', [])).toBe(true);
  expect(isGuestAllowedPath('/cmnty/board/free', menus)).toBe(true);
  expect(isGuestAllowedPath('/cmnty/board/free/12', menus)).toBe(true);
  for (const path of [
    '/cmnty/board/free/write',
    '/cmnty/board/free/12/update',
    '/cmnty/board/free/0',
    '/cmnty/board/freeX/12',
    '/cmnty/board/other/12',
    '/myPage/myInfo/1',
  ]) {
    expect(isGuestAllowedPath(path, menus), path).toBe(false);
  }
});
